import { describe, expect, it } from 'vitest';
import { CHAT_DELAY, chatDelaySeconds, ZLatencyReport } from './livestream-chat-delay.ts';

describe('the chat delay follows the video', () => {
  it('an admin’s own delay wins over any measure', () => {
    expect(chatDelaySeconds({ message_threshold: 4, measured: 12, ingested: true })).toBe(4);
  });
  it('0 means automatic for an ingested stream: the median latency plus the edge, rounded up', () => {
    expect(chatDelaySeconds({ message_threshold: 0, measured: 5.2, ingested: true })).toBe(Math.ceil(5.2 + CHAT_DELAY.edgeSeconds));
  });
  it('is clamped to sane bounds', () => {
    expect(chatDelaySeconds({ message_threshold: 0, measured: 0, ingested: true })).toBe(CHAT_DELAY.minSeconds);
    expect(chatDelaySeconds({ message_threshold: 0, measured: 119, ingested: true })).toBe(CHAT_DELAY.maxSeconds);
  });
  it('without a measure, or for another video, 0 stays no delay', () => {
    expect(chatDelaySeconds({ message_threshold: 0, measured: null, ingested: true })).toBe(0);
    expect(chatDelaySeconds({ message_threshold: 0, measured: 6, ingested: false })).toBe(0);
  });
  it('a report outside 0 to 120 seconds is refused', () => {
    expect(ZLatencyReport.safeParse({ seconds: 6.4 }).success).toBe(true);
    expect(ZLatencyReport.safeParse({ seconds: -1 }).success).toBe(false);
    expect(ZLatencyReport.safeParse({ seconds: 121 }).success).toBe(false);
    expect(ZLatencyReport.safeParse({ seconds: 'viel' }).success).toBe(false);
  });
});
