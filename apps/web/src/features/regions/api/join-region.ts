// POST /api/regions/{slug}/join: a logged-in business signs itself up in a region that offers sign-up.
import { api } from '../../../lib/api.ts';

export const joinRegion = (slug: string) =>
  api<{ data: { region: string; business_id: number } }>('POST', `/api/regions/${encodeURIComponent(slug)}/join`).then((r) => r.data);
