// /admin/regionen: every region for the operator (list, search, channel, CSV).
import { AdminOrganisationsList } from '../components/admin-organisations-list.tsx';

export default function AdminRegionsPage() {
  return <AdminOrganisationsList kind="regions" />;
}
