// /embed/businesses: businesses for another website's iframe, filtered by the host (region, place and radius, name).
import { EmbedList } from '../components/embed-list.tsx';

export default function EmbedBusinessesPage() {
  return <EmbedList kind="businesses" />;
}
