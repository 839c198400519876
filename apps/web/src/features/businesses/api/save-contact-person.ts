// POST /api/contactpersons and PUT /api/contactpersons/{id}: the public contact person.
import type { TContactPerson, TContactPersonInput } from '@oabat/domain/businesses';
import { api } from '../../../lib/api.ts';

export function saveContactPerson(id: number | null, body: Partial<TContactPersonInput>) {
  return (
    id
      ? api<{ data: TContactPerson }>('PUT', `/api/contactpersons/${id}`, { body })
      : api<{ data: TContactPerson }>('POST', '/api/contactpersons', { body: { ...body, is_public: true } })
  ).then((r) => r.data);
}
