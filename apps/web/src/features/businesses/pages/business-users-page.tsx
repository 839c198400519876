// /betrieb/benutzer: who looks after the business's profile; invite a colleague by e-mail or remove one.
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { OrganisationUsers } from '../../../components/organisation-users.tsx';
import { inviteBusinessUser, removeBusinessUser, useBusinessUsers, usersKey } from '../api/business-users.ts';

export default function BusinessUsersPage() {
  const businessId = useAuth().user?.business?.id;
  const queryClient = useQueryClient();
  const users = useBusinessUsers(businessId);
  usePageTitle('Benutzer');
  if (!businessId) return null;
  return (
    <OrganisationUsers title="Benutzer" listHeading="Wer das Profil betreut" users={users.data}
      invite={(form) => inviteBusinessUser(businessId, form)} remove={(id) => removeBusinessUser(businessId, id)}
      store={(list) => queryClient.setQueryData(usersKey(businessId), list)} />
  );
}
