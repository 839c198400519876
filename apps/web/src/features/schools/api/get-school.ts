// GET /api/schools/{slug}: the school profile (with invitation link and QR code for its own users).
import { useQuery } from '@tanstack/react-query';
import type { TSchool } from '@oabat/domain/schools';
import { api } from '../../../lib/api.ts';

export const schoolKey = (slug: string) => ['school', slug] as const;
export const getSchool = (slug: string) => api<{ data: TSchool }>('GET', `/api/schools/${encodeURIComponent(slug)}`).then((r) => r.data);
export const useSchool = (slug: string | undefined) =>
  useQuery({ queryKey: schoolKey(slug ?? ''), queryFn: () => getSchool(slug!), enabled: !!slug, retry: false });
