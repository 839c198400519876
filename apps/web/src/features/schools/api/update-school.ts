// PUT /api/schools/{id or slug}: texts, images, address, bulletin board flag, new invitation link.
import type { TSchool, TSchoolUpdate } from '@oabat/domain/schools';
import { api } from '../../../lib/api.ts';

export const updateSchool = (id: number, body: TSchoolUpdate) => api<{ data: TSchool }>('PUT', `/api/schools/${id}`, { body }).then((r) => r.data);
