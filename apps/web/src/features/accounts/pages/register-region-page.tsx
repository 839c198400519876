import { OrganisationRequest } from '../components/organisation-request.tsx';

export default function RegisterRegionPage() {
  return <OrganisationRequest kind="region" />;
}
