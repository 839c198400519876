// /schule/nutzerverwaltung: who looks after the school's page; invite a colleague by e-mail or remove one.
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { OrganisationUsers } from '../../../components/organisation-users.tsx';
import { inviteSchoolUser, removeSchoolUser, useSchoolUsers, usersKey } from '../api/school-users.ts';

export default function SchoolUsersPage() {
  const schoolId = useAuth().user?.school?.id;
  const queryClient = useQueryClient();
  const users = useSchoolUsers(schoolId);
  usePageTitle('Nutzerverwaltung');
  if (!schoolId) return null;
  return (
    <OrganisationUsers title="Nutzerverwaltung" listHeading="Wer die Seite der Schule betreut" users={users.data}
      invite={(form) => inviteSchoolUser(schoolId, form)} remove={(id) => removeSchoolUser(schoolId, id)}
      store={(list) => queryClient.setQueryData(usersKey(schoolId), list)} />
  );
}
