// Posts (02 §7): GET /api/posts (params), GET /api/posts/{slug}, POST /api/posts with post, PUT/DELETE /api/posts/{slug}.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Page } from '@oabat/domain/common';
import type { TPost, TPostFields, TPostQuery, TPostUpdate } from '@oabat/domain/posts';
import type { TVideo } from '@oabat/domain/videos';
import { api } from '../../../lib/api.ts';

export type PostListParams = Partial<Omit<TPostQuery, 'page'>>;

export const postKey = (slug: string) => ['post', slug] as const;
export const postsKey = (p: PostListParams) => ['posts', p] as const;

export const getPost = (slug: string) => api<{ data: TPost }>('GET', `/api/posts/${encodeURIComponent(slug)}`).then((r) => r.data);
export const listPosts = (p: PostListParams, page: number, signal?: AbortSignal) => api<Page<TPost>>('GET', '/api/posts', { query: { ...p, page }, signal });

export const usePost = (slug: string | undefined) => useQuery({ queryKey: postKey(slug ?? ''), queryFn: () => getPost(slug!), enabled: !!slug, retry: false });

/** A list page by page ("Mehr laden" while the current page is below the last). */
export const usePosts = (p: PostListParams | null) =>
  useInfiniteQuery({
    queryKey: postsKey(p ?? {}),
    queryFn: ({ pageParam, signal }) => listPosts(p!, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled: !!p,
  });

export const createPost = (post: Partial<TPostFields>) => api<{ data: TPost }>('POST', '/api/posts', { body: { post } }).then((r) => r.data);
export const updatePost = (slug: string, post: TPostUpdate) =>
  api<{ data: TPost }>('PUT', `/api/posts/${encodeURIComponent(slug)}`, { body: { post } }).then((r) => r.data);
export const deletePost = (slug: string) => api('DELETE', `/api/posts/${encodeURIComponent(slug)}`);

/** The writer's own videos (GET /api/videos?mine=1): the ones a post may play. */
export const useOwnVideos = (enabled: boolean) =>
  useQuery({
    queryKey: ['videos', 'mine'],
    enabled,
    queryFn: ({ signal }) => api<{ data: TVideo[] }>('GET', '/api/videos', { query: { mine: '1' }, signal }).then((r) => r.data),
  });

/** POST/DELETE /api/posts/{slug}/channels/{channelId}: a post at a position of a channel (1 first), or off it. */
export const placePost = (slug: string, channelId: number, sorting: number) =>
  api<{ data: TPost }>('POST', `/api/posts/${encodeURIComponent(slug)}/channels/${channelId}`, { query: { sorting } }).then((r) => r.data);
export const unplacePost = (slug: string, channelId: number) =>
  api<{ data: TPost }>('DELETE', `/api/posts/${encodeURIComponent(slug)}/channels/${channelId}`).then((r) => r.data);
