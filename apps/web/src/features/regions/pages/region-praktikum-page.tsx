// /region/{slug}/praktikum: the region's Praktikum list (search filtered by the region's channel).
import { RegionListPage } from '../components/region-list-page.tsx';

export default function RegionPraktikumPage() {
  return <RegionListPage category="praktikum" />;
}
