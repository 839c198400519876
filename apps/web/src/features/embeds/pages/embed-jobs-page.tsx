// /embed/jobs and /jobs/uebersicht_embed: jobs for another website's iframe, filtered by the host
// (region, business, type, place and radius, search words).
import { EmbedList } from '../components/embed-list.tsx';

export default function EmbedJobsPage() {
  return <EmbedList kind="jobs" />;
}
