// EinBlick.pro (issue #16): the business's insight pages, the posts and videos it may show, and the public page of
// the iframe (/embed/einblick/{uid}).
import { useQuery } from '@tanstack/react-query';
import type { TEinblickInput, TEinblickItem, TEinblickPage } from '@oabat/domain/einblick';
import { api } from '../../../lib/api.ts';

const base = (businessId: number) => `/api/v2/business/${businessId}/einblick`;
export const einblickPagesKey = (businessId: number) => ['einblick-pages', businessId] as const;

export const useEinblickPages = (businessId: number | undefined, enabled = true) =>
  useQuery({
    queryKey: einblickPagesKey(businessId ?? 0),
    enabled: !!businessId && enabled,
    queryFn: () => api<{ data: TEinblickPage[] }>('GET', base(businessId!)).then((r) => r.data),
  });
export const useEinblickPage = (businessId: number | undefined, pageId: number | null) =>
  useQuery({
    queryKey: [...einblickPagesKey(businessId ?? 0), pageId ?? 0],
    enabled: !!businessId && pageId !== null,
    queryFn: () => api<{ data: TEinblickPage }>('GET', `${base(businessId!)}/${pageId}`).then((r) => r.data),
  });
export const useEinblickSources = (businessId: number | undefined) =>
  useQuery({
    queryKey: ['einblick-sources', businessId ?? 0],
    enabled: !!businessId,
    queryFn: () => api<{ data: TEinblickItem[] }>('GET', `/api/v2/business/${businessId}/einblick_sources`).then((r) => r.data),
  });

export const saveEinblickPage = (businessId: number, pageId: number | null, body: TEinblickInput) =>
  api<{ data: TEinblickPage }>(pageId === null ? 'POST' : 'PUT', pageId === null ? base(businessId) : `${base(businessId)}/${pageId}`, { body }).then(
    (r) => r.data,
  );
export const deleteEinblickPage = (businessId: number, pageId: number) => api<void>('DELETE', `${base(businessId)}/${pageId}`);

export const usePublicEinblickPage = (uid: string | undefined) =>
  useQuery({
    queryKey: ['einblick-public', uid ?? ''],
    enabled: !!uid,
    retry: false,
    queryFn: () => api<{ data: TEinblickPage }>('GET', `/api/einblick/${encodeURIComponent(uid!)}`).then((r) => r.data),
  });
