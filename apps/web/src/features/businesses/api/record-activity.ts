// POST /api/business/{id}/activities: a visit or click on a profile (failures do not matter to the visitor).
import { api } from '../../../lib/api.ts';

export const recordActivity = (businessId: number, type: 'profile_visit' | 'contact_click' | 'video_play') =>
  api('POST', `/api/business/${businessId}/activities`, { body: { type } }).catch(() => undefined);
