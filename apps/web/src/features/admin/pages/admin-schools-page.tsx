// /admin/schulen: every school for the operator (list, search, channel, CSV).
import { AdminOrganisationsList } from '../components/admin-organisations-list.tsx';

export default function AdminSchoolsPage() {
  return <AdminOrganisationsList kind="schools" />;
}
