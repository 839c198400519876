import { OrganisationRequest } from '../components/organisation-request.tsx';

export default function RegisterSchoolPage() {
  return <OrganisationRequest kind="school" />;
}
