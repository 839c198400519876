// Livestreams (02 §7): the stream, its chat, likes and emojis, moderation, polls, the password check.
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  TGuestId,
  TLivestream,
  TLivestreamEmojis,
  TLivestreamFields,
  TLivestreamMessage,
  TLivestreamUnlock,
  TLivestreamUpdate,
  TPinnedQuestion,
  TStreamEventResult,
} from '@oabat/domain/livestreams';
import type { TChatDelay } from '@oabat/domain/livestream-chat-delay';
import type { TJobFair } from '@oabat/domain/fairs';
import type { TPoll } from '@oabat/domain/livestream-polls';
import type { SearchCategory } from '@oabat/domain/search';
import type { TSearchResponse } from '@oabat/domain/search-results';
import { api } from '../../../lib/api.ts';
import { storage } from '../../../lib/storage.ts';

const CHAT_USER_KEY = 'livestream_chat_user_id';
const NICKNAME_KEY = 'livestream_nickname';
const keyOf = (id: number) => `livestream_key_${id}`;

/** The browser's own chat user id (guests' votes, blocks), made once and kept. */
export function chatUserId(): string {
  let id = storage.get<string>(CHAT_USER_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.set(CHAT_USER_KEY, id);
  }
  return id;
}
const SIGNED = /^g[0-9a-f]{24}-[0-9a-f]{32}$/;
/** The chat user id as the server issued and signed it (a guest's vote needs one); fetched once and kept. */
export async function guestId(): Promise<string> {
  const kept = storage.get<string>(CHAT_USER_KEY);
  if (kept && SIGNED.test(kept)) return kept;
  const issued = (await api<{ data: TGuestId }>('GET', '/api/livestream/guest_id')).data.guest_id;
  storage.set(CHAT_USER_KEY, issued);
  return issued;
}
export const savedNickname = () => storage.get<string>(NICKNAME_KEY) ?? '';
export const saveNickname = (nickname: string) => storage.set(NICKNAME_KEY, nickname);
export const streamKey = (id: number) => storage.get<string>(keyOf(id)) ?? undefined;

export const livestreamKey = (id: number) => ['livestream', id] as const;
export const getLivestream = async (id: number) =>
  api<{ data: TLivestream }>('GET', `/api/livestreams/${id}`, { query: { chat_user_id: await guestId(), key: streamKey(id) } }).then((r) => r.data);
export const useLivestream = (id: number) => useQuery({ queryKey: livestreamKey(id), queryFn: () => getLivestream(id), enabled: id > 0, retry: false });
export const useLivestreams = () =>
  useQuery({ queryKey: ['livestreams'], queryFn: () => api<{ data: TLivestream[] }>('GET', '/api/livestreams').then((r) => r.data) });
export const useEmojis = () =>
  useQuery({
    queryKey: ['livestream-emojis'],
    queryFn: () => api<{ data: TLivestreamEmojis }>('GET', '/api/livestream/emojis').then((r) => r.data),
    staleTime: Infinity,
  });

export const createLivestream = (body: TLivestreamFields) => api<{ data: TLivestream }>('POST', '/api/livestreams', { body }).then((r) => r.data);
export const updateLivestream = (id: number, body: TLivestreamUpdate) =>
  api<{ data: TLivestream }>('PUT', `/api/livestreams/${id}`, { body }).then((r) => r.data);
export async function verifyLivestream(id: number, password: string) {
  const r = await api<{ data: TLivestreamUnlock }>('POST', `/api/livestreams/${id}/verify`, { body: { password } });
  // An open stream answers no key.
  if (r.data.key) storage.set(keyOf(id), r.data.key);
  return r.data.livestream;
}

export const sendMessage = (
  id: number,
  body: { text: string; nickname: string; mentions: string[]; no_threshold?: boolean; is_question?: boolean; anonymous?: boolean },
) =>
  api<{ data: TLivestreamMessage }>('POST', `/api/livestreams/${id}/messages`, { body: { ...body, chat_user_id: chatUserId(), key: streamKey(id) } }).then(
    (r) => r.data,
  );
export const sendStreamEvent = (id: number, body: { type: 'like' | 'emoji' | 'message_like'; emoji?: string; message_id?: number }) =>
  api<{ data: TStreamEventResult }>('POST', `/api/livestreams/${id}/events`, { body: { ...body, chat_user_id: chatUserId(), key: streamKey(id) } }).then(
    (r) => r.data,
  );
/** The player's distance to the live edge (issue #38): the server's chat delay follows the viewers' median. */
export const reportLatency = (id: number, seconds: number) =>
  api<{ data: TChatDelay }>('POST', `/api/livestreams/${id}/latency`, { body: { seconds, key: streamKey(id) } });
export const deleteMessage = (id: number, messageId: number) => api('DELETE', `/api/livestreams/${id}/messages/${messageId}`);
export const deleteUserMessages = (id: number, who: string) => api('DELETE', `/api/livestreams/${id}/messages/user/${encodeURIComponent(who)}`);
export const releaseQuestion = (id: number, messageId: number) =>
  api<{ data: TLivestreamMessage }>('POST', `/api/livestreams/${id}/messages/${messageId}/release`).then((r) => r.data);
export const pinQuestion = (id: number, messageId: number | null) =>
  api<{ data: TPinnedQuestion }>('PUT', `/api/livestreams/${id}/pinned`, { body: { message_id: messageId } }).then((r) => r.data.message);
export const blockUser = (id: number, who: { user_id?: number; chat_user_id?: string }) => api('POST', `/api/livestreams/${id}/blocks`, { body: who });

// A password-protected stream's writes carry the key its verify call answered (none: an open stream).
export const vote = async (poll: { livestream_id: number }, optionId: number) =>
  api<{ data: TPoll }>('POST', '/api/livestream_poll_option_votes/', {
    body: { option_id: optionId, chat_user_id: await guestId(), key: streamKey(poll.livestream_id) },
  }).then((r) => r.data);
export const propose = async (poll: { id: number; livestream_id: number }, text: string) =>
  api('PUT', `/api/livestream_poll_proposal/${poll.id}`, { body: { text, chat_user_id: await guestId(), key: streamKey(poll.livestream_id) } });
export const createPoll = (body: { livestream_id: number; question: string; options: string[]; is_active: boolean; allow_proposals: boolean }) =>
  api<{ data: TPoll }>('POST', '/api/livestream_polls/', { body }).then((r) => r.data);
export const updatePoll = (id: number, body: { is_active?: boolean; question?: string; allow_proposals?: boolean }) =>
  api<{ data: TPoll }>('PUT', `/api/livestream_polls/${id}`, { body }).then((r) => r.data);
export const deletePoll = (id: number) => api('DELETE', `/api/livestream_polls/${id}`);
export const addOption = (pollId: number, text: string) =>
  api<{ data: TPoll }>('POST', '/api/livestream_poll_options/', { body: { poll_id: pollId, text } }).then((r) => r.data);

/** /livestream/{id}/suche: the jobs and businesses of the stream's businesses (GET /api/search with livestream), newest first. */
export const useLivestreamSearch = (id: number, category: SearchCategory, term: string) =>
  useInfiniteQuery({
    queryKey: ['livestream-search', id, category, term],
    enabled: id > 0,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api<TSearchResponse>('GET', '/api/search', {
        query: { category, livestream: id, sort: 'date', page: pageParam, ...(term ? { term } : {}) },
        signal,
      }),
    getNextPageParam: (last) => (last.result.current_page < last.result.last_page ? last.result.current_page + 1 : undefined),
  });

/** The fairs a stream may belong to, for the admin's stream form (features do not import each other: its own ask). */
export const useFairOptions = () =>
  useQuery({
    queryKey: ['jobfairs', { past: '1' }, 'options'],
    queryFn: ({ signal }) => api<{ data: TJobFair[] }>('GET', '/api/jobfairs', { query: { past: '1' }, signal }).then((r) => r.data),
  });
