// GET/POST /api/schools/{id}/users and DELETE /api/schools/{id}/users/{userId}: colleagues at a school.
import { useQuery } from '@tanstack/react-query';
import type { TSchoolUser } from '@oabat/domain/schools';
import { api } from '../../../lib/api.ts';

export const usersKey = (schoolId: number) => ['school-users', schoolId] as const;
export const useSchoolUsers = (schoolId: number | undefined) => useQuery({
  queryKey: usersKey(schoolId ?? 0), enabled: !!schoolId,
  queryFn: () => api<{ data: TSchoolUser[] }>('GET', `/api/schools/${schoolId}/users`).then((r) => r.data),
});
export const inviteSchoolUser = (schoolId: number, body: { email: string; firstname: string; lastname: string }) =>
  api<{ data: TSchoolUser[] }>('POST', `/api/schools/${schoolId}/users`, { body }).then((r) => r.data);
export const removeSchoolUser = (schoolId: number, userId: number) =>
  api<{ data: TSchoolUser[] }>('DELETE', `/api/schools/${schoolId}/users/${userId}`).then((r) => r.data);
