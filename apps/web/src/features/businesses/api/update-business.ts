// PUT /api/business/{id or slug}: texts, images, logo, video and visibility.
import type { TBusiness, TBusinessUpdate } from '@oabat/domain/businesses';
import { api } from '../../../lib/api.ts';

export const updateBusiness = (id: number, body: TBusinessUpdate) => api<{ data: TBusiness }>('PUT', `/api/business/${id}`, { body }).then((r) => r.data);
