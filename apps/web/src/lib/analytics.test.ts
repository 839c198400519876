// Analytics go in batches: one request for many records, after the flush interval or on page hide.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consent } from './consent.ts';
import { BATCH_MAX, FLUSH_MS, flush, track } from './analytics.ts';

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(consent, 'allows').mockReturnValue(true);
  fetchMock.mockClear();
});
afterEach(() => {
  flush();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
const sentItems = (call: number) => JSON.parse((fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].body as string).data as unknown[];

describe('analytics batching', () => {
  it('sends several records in one request after the flush interval', () => {
    track({ route: '/a', entity_type: 'page_visit', event: 'page_visit' });
    track({ route: '/a', entity_type: 'event', event: 'like' });
    track({ route: '/b', entity_type: 'page_visit', event: 'page_visit' });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentItems(0)).toHaveLength(3);
  });

  it('sends at once when a batch is full, and the rest on page hide by beacon', () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    for (let i = 0; i < BATCH_MAX + 2; i += 1) track({ route: `/${i}`, entity_type: 'page_visit', event: 'page_visit' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentItems(0)).toHaveLength(BATCH_MAX);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(JSON.parse((beacon.mock.calls[0] as unknown as [string, string])[1]).data).toHaveLength(2);
  });

  it('sends nothing without consent', () => {
    vi.spyOn(consent, 'allows').mockReturnValue(false);
    track({ route: '/a', entity_type: 'page_visit', event: 'page_visit' });
    vi.advanceTimersByTime(FLUSH_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
