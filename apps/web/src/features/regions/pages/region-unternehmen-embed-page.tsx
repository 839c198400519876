// /region/{slug}/unternehmen_embed: the region's Unternehmen list alone, for an iframe on the region's own website.
import { RegionEmbedPage } from '../components/region-list-page.tsx';

export default function RegionUnternehmenEmbedPage() {
  return <RegionEmbedPage category="unternehmen" />;
}
