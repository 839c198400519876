// The stream page's live state: the loaded stream plus every realtime event (messages added only when new,
// removed by id; polls replaced, active first; viewers; updates; lower bound; likes), and the current and
// next business recomputed every 15 s (02 §4, §9).
import { useEffect, useState } from 'react';
import {
  LIVESTREAM_EVENTS,
  LIVESTREAM_REFRESH_MS,
  currentSlot,
  mentionableCompanies,
  nextSlot,
  type TLivestream,
  type TLivestreamMessage,
} from '@oabat/domain/livestreams';
import { sortPolls, type TPoll } from '@oabat/domain/livestream-polls';
import { connectLivestream } from '../api/livestream-socket.ts';
import { withMessage, withMessages } from './livestream-messages.ts';

export interface EmojiBurst {
  key: number;
  emoji: string;
}

/**
 * `fetchedAt`: when the stream's data was fetched (the query's dataUpdatedAt, which the server's state carries to the
 * browser). The first render reads the programme at that moment, so the server's HTML and the browser's first render
 * agree whatever time each ran (a slot starting in between made them differ: React error #418) and the first screen
 * already shows who is live (the pixel comparison of issue #34); after hydration the clock runs.
 */
export function useLivestreamState(initial: TLivestream, fetchedAt: number) {
  const [stream, setStream] = useState(initial);
  const [now, setNow] = useState<number>(fetchedAt);
  const [bursts, setBursts] = useState<EmojiBurst[]>([]);
  useEffect(() => setStream(initial), [initial]);
  useEffect(() => {
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), LIVESTREAM_REFRESH_MS);
    return () => clearInterval(t);
  }, []);
  useEffect(
    () =>
      connectLivestream(initial.id, {
        [LIVESTREAM_EVENTS.message]: (m: TLivestreamMessage) => setStream((s) => withMessage(s, m)),
        // A busy chat: several messages in one frame.
        [LIVESTREAM_EVENTS.messages]: (p: { livestream_id: number; messages: TLivestreamMessage[] }) => setStream((s) => withMessages(s, p)),
        [LIVESTREAM_EVENTS.messageDeleted]: (p: { livestream_id?: number; message_id?: number }) =>
          setStream((s) =>
            p.livestream_id !== s.id
              ? s
              : { ...s, messages: s.messages.filter((x) => x.id !== p.message_id), pinned: s.pinned?.id === p.message_id ? null : s.pinned },
          ),
        // Q&A: a released question (moderators get the update of the one they hold), the pinned question.
        [LIVESTREAM_EVENTS.messageUpdated]: (m: TLivestreamMessage) =>
          setStream((s) => (m.livestream_id !== s.id ? s : { ...s, messages: s.messages.map((x) => (x.id === m.id ? m : x)) })),
        [LIVESTREAM_EVENTS.pinned]: (p: { livestream_id: number; message: TLivestreamMessage | null }) =>
          setStream((s) => (p.livestream_id === s.id ? { ...s, pinned: p.message } : s)),
        [LIVESTREAM_EVENTS.allUserMessagesDeleted]: (p: {
          livestream_id: number;
          user_id?: number | null;
          chat_user_id?: string | null;
          message_ids?: number[];
        }) =>
          setStream((s) => {
            if (p.livestream_id !== s.id) return s;
            // By id as well: an anonymous question shows no author to viewers.
            const ids = new Set(p.message_ids ?? []);
            const gone = (x: TLivestreamMessage) =>
              ids.has(x.id) || (!!p.user_id && x.user_id === p.user_id) || (!!p.chat_user_id && x.chat_user_id === p.chat_user_id);
            return { ...s, messages: s.messages.filter((x) => !gone(x)), pinned: s.pinned && gone(s.pinned) ? null : s.pinned };
          }),
        [LIVESTREAM_EVENTS.viewerCountChanged]: (p: { livestream_id: number; viewers: number }) =>
          setStream((s) => (p.livestream_id === s.id ? { ...s, viewers: p.viewers } : s)),
        [LIVESTREAM_EVENTS.pollUpdated]: (p: { livestream_id: number; poll_id: number; poll: TPoll | null }) =>
          setStream((s) => {
            if (p.livestream_id !== s.id) return s;
            const old = s.polls.find((x) => x.id === p.poll_id);
            const rest = s.polls.filter((x) => x.id !== p.poll_id);
            // The viewer's own vote and the managers' proposals are not in the public update: kept from before.
            const merged = p.poll ? { ...p.poll, my_option_id: old?.my_option_id ?? null, ...(old?.proposals ? { proposals: old.proposals } : {}) } : null;
            return { ...s, polls: sortPolls(merged ? [...rest, merged] : rest) };
          }),
        [LIVESTREAM_EVENTS.livestreamUpdated]: (p: Partial<TLivestream> & { livestream_id: number }) =>
          setStream((s) =>
            p.livestream_id === s.id ? { ...s, ...p, messages: s.messages, pinned: s.pinned, polls: s.polls, is_admin: s.is_admin, verified: s.verified } : s,
          ),
        [LIVESTREAM_EVENTS.lowerBound]: (p: { livestream_id: number; lower_bound: string | null }) =>
          setStream((s) => (p.livestream_id === s.id ? { ...s, lower_bound: p.lower_bound } : s)),
        [LIVESTREAM_EVENTS.like]: (p: { livestream_id: number; like_count: number }) =>
          setStream((s) => (p.livestream_id === s.id ? { ...s, like_count: Math.max(s.like_count, p.like_count) } : s)),
        [LIVESTREAM_EVENTS.newLivestreamEvent]: (p: { livestream_id: number; type: string; emoji?: string; message_id?: number; like_count?: number }) => {
          if (p.livestream_id !== initial.id) return;
          if (p.type === 'emoji' && p.emoji) {
            const burst = { key: Date.now() + Math.random(), emoji: p.emoji };
            setBursts((b) => [...b.slice(-10), burst]);
            setTimeout(() => setBursts((b) => b.filter((x) => x.key !== burst.key)), 3000);
          }
          if (p.type === 'message_like' && p.message_id)
            setStream((s) => ({ ...s, messages: s.messages.map((m) => (m.id === p.message_id ? { ...m, like_count: p.like_count ?? m.like_count } : m)) }));
        },
      }),
    [initial.id],
  );
  const current = currentSlot(stream.slots, now);
  const next = nextSlot(stream.slots, now);
  const addOwn = (m: TLivestreamMessage) => setStream((s) => (s.messages.some((x) => x.id === m.id) ? s : { ...s, messages: [...s.messages, m] }));
  const replacePoll = (p: TPoll) => setStream((s) => ({ ...s, polls: sortPolls([...s.polls.filter((x) => x.id !== p.id), p]) }));
  const removeMessage = (id: number) =>
    setStream((s) => ({ ...s, messages: s.messages.filter((x) => x.id !== id), pinned: s.pinned?.id === id ? null : s.pinned }));
  const replaceMessage = (m: TLivestreamMessage) => setStream((s) => ({ ...s, messages: s.messages.map((x) => (x.id === m.id ? m : x)) }));
  const setPinned = (m: TLivestreamMessage | null) => setStream((s) => ({ ...s, pinned: m }));
  return {
    stream,
    setStream,
    current,
    next,
    mentionable: mentionableCompanies(stream.slots, now),
    bursts,
    addOwn,
    replacePoll,
    removeMessage,
    replaceMessage,
    setPinned,
  };
}
