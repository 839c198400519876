// /region/{slug}/unternehmen: the region's Unternehmen list (search filtered by the region's channel).
import { RegionListPage } from '../components/region-list-page.tsx';

export default function RegionUnternehmenPage() {
  return <RegionListPage category="unternehmen" />;
}
