// /region/{slug}/ausbildung: the region's Ausbildung list (search filtered by the region's channel).
import { RegionListPage } from '../components/region-list-page.tsx';

export default function RegionAusbildungPage() {
  return <RegionListPage category="ausbildung" />;
}
