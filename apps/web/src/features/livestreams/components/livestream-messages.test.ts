import { describe, expect, it } from 'vitest';
import type { TLivestream, TLivestreamMessage } from '@oabat/domain/livestreams';
import { KEPT_MESSAGES, withMessage, withMessages } from './livestream-messages.ts';

const stream = (messages: TLivestreamMessage[] = []) => ({ id: 7, messages }) as unknown as TLivestream;
const msg = (id: number, text: string, extra: Partial<TLivestreamMessage> = {}) => ({ id, livestream_id: 7, text, ...extra }) as TLivestreamMessage;
const texts = (s: TLivestream) => s.messages.map((m) => m.text);

describe('livestream chat state', () => {
  it('adds a frame of several messages in their order, each once', () => {
    const s = withMessages(stream([msg(1, 'Hallo')]), { livestream_id: 7, messages: [msg(2, 'Zwei'), msg(1, 'Hallo'), msg(3, 'Drei')] });
    expect(texts(s)).toEqual(['Hallo', 'Zwei', 'Drei']);
  });
  it("ignores another stream's messages", () => {
    const s = stream([msg(1, 'Hallo')]);
    expect(withMessages(s, { livestream_id: 8, messages: [msg(2, 'Fremd')] })).toBe(s);
    expect(withMessage(s, { ...msg(3, 'Fremd'), livestream_id: 8 })).toBe(s);
  });
  it('keeps the latest messages only', () => {
    const many = Array.from({ length: KEPT_MESSAGES + 5 }, (_, i) => msg(i + 1, `Nachricht ${i + 1}`));
    const s = withMessages(stream(), { livestream_id: 7, messages: many });
    expect(s.messages).toHaveLength(KEPT_MESSAGES);
    expect(s.messages.at(-1)!.text).toBe(`Nachricht ${KEPT_MESSAGES + 5}`);
  });
  it('a released question the author already sees keeps its place and nickname', () => {
    const own = msg(4, 'Meine Frage', { nickname: 'Lena', held: true } as Partial<TLivestreamMessage>);
    const s = withMessage(stream([own]), msg(4, 'Meine Frage', { nickname: 'Anonyme Frage', held: false } as Partial<TLivestreamMessage>));
    expect(s.messages).toHaveLength(1);
    expect(s.messages[0]).toMatchObject({ nickname: 'Lena', held: false });
  });
});
