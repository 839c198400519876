import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TChatMessage, TConversation } from '@oabat/domain/chat';

const msg = (id: number): TChatMessage => ({
  id,
  body: `Nachricht ${id}`,
  sender_id: 1,
  conversation_id: 7,
  type: 'regular',
  visible_to_sender: true,
  is_deleted: false,
  sender_name: 'Lena Maier',
  created_at: new Date(2026, 0, 1, 0, 0, id).toISOString(),
  meta: { is_sender: true, read_at: null },
  file_id: null,
  image_id: null,
  preview: `Nachricht ${id}`,
});
// One object per test: the hook resets when the conversation object changes (as a new fetch does).
const conversation = (ids: number[], maxPage = 1): TConversation => ({
  id: 7,
  type: 'single',
  participants: [],
  user: null,
  latest_message: null,
  number_of_unread_messages: 0,
  is_blocked: false,
  blocked_by_me: false,
  dummy: false,
  messages: ids.map(msg),
  page: 1,
  max_page: maxPage,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

vi.mock('../api/get-messages.ts', () => ({
  fetchOlderMessages: vi.fn(async (_c: number, before: number) => ({
    data: range(Math.max(1, before - 20), before - 1).map(msg),
    current_page: 1,
    last_page: before - 20 > 1 ? 2 : 1,
    per_page: 20,
    total: before - 1,
  })),
}));
const { useChatThread } = await import('./use-chat-thread.ts');

afterEach(() => vi.clearAllMocks());

describe('the open conversation keeps at most 50 messages', () => {
  it('drops the oldest when new messages arrive', () => {
    const c = conversation(range(1, 50));
    const { result } = renderHook(() => useChatThread(c));
    act(() => result.current.append(msg(51)));
    act(() => result.current.append(msg(51))); // the same message twice (own tab echo) is kept once
    expect(result.current.messages).toHaveLength(50);
    expect(result.current.messages[0].id).toBe(2);
    expect(result.current.messages.at(-1)!.id).toBe(51);
  });

  it('loading older pages drops the newest and detaches from live updates', async () => {
    const c = conversation(range(81, 120), 5);
    const { result } = renderHook(() => useChatThread(c));
    await act(async () => {
      await result.current.loadOlder();
    });
    expect(result.current.messages).toHaveLength(50);
    expect(result.current.messages[0].id).toBe(61);
    expect(result.current.detached).toBe(true);
    act(() => result.current.append(msg(121)));
    expect(result.current.messages.some((m) => m.id === 121)).toBe(false);
  });

  it("marks own messages read up to the reader's last message", () => {
    const c = conversation(range(1, 3));
    const { result } = renderHook(() => useChatThread(c));
    act(() => result.current.markReadUpTo(2, '2026-01-01T10:00:00.000Z'));
    expect(result.current.messages.map((m) => m.meta.read_at)).toEqual(['2026-01-01T10:00:00.000Z', '2026-01-01T10:00:00.000Z', null]);
  });
});
