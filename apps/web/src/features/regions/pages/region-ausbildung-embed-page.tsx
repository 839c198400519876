// /region/{slug}/ausbildung_embed: the region's Ausbildung list alone, for an iframe on the region's own website.
import { RegionEmbedPage } from '../components/region-list-page.tsx';

export default function RegionAusbildungEmbedPage() {
  return <RegionEmbedPage category="ausbildung" />;
}
