import { describe, expect, it, vi } from 'vitest';
import { groupOf } from './ab.ts';
import { imageUrl, prefersWebp } from './image.ts';
import { navigationHistory } from './navigation-history.ts';
import { storage } from './storage.ts';
import { loadChunk } from './chunk-reload.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/156.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('image helper', () => {
  const image = { urls: { '3.webp': '/m/3.webp', '3.jpg': '/m/3.jpg', 'p.webp': '/m/p.webp', 'p.jpg': '/m/p.jpg' } };
  it('prefers WebP in Chrome outside iOS, JPEG elsewhere', () => {
    expect(prefersWebp(CHROME)).toBe(true);
    expect(prefersWebp(IOS_CHROME)).toBe(false);
    expect(prefersWebp(FIREFOX)).toBe(false);
  });
  it('picks size 3 and the placeholder in the chosen format', () => {
    expect(imageUrl(image, undefined, true)).toBe('/m/3.webp');
    expect(imageUrl(image, undefined, false)).toBe('/m/3.jpg');
    expect(imageUrl(image, 'p', false)).toBe('/m/p.jpg');
    expect(imageUrl(null)).toBeNull();
  });
});

describe('A/B assignment', () => {
  it('is group A when the first character code is even', () => {
    expect(groupOf('b')).toBe('A'); // 98
    expect(groupOf('a')).toBe('B'); // 97
    expect(groupOf('0')).toBe('A'); // 48
  });
});

describe('navigation history', () => {
  it('keeps the last 20 entries and knows the previous route', () => {
    for (let i = 0; i < 25; i++) navigationHistory.push({ name: `r${i}`, path: `/p/${i}`, params: {}, query: {} });
    expect(navigationHistory.all()).toHaveLength(20);
    expect(navigationHistory.all()[0].path).toBe('/p/5');
    expect(navigationHistory.previous()?.path).toBe('/p/23');
  });
});

describe('storage with expiry', () => {
  it('forgets a value after its expiry', () => {
    vi.useFakeTimers();
    storage.set('k', 'v', 1000);
    expect(storage.get('k')).toBe('v');
    vi.advanceTimersByTime(1001);
    expect(storage.get('k')).toBeNull();
    vi.useRealTimers();
  });
});

describe('chunk load failure', () => {
  it('reloads once, and not again within 60 seconds', async () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
    sessionStorage.clear();
    const failing = () => Promise.reject(new Error('chunk failed'));
    void loadChunk(failing);
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(loadChunk(failing)).rejects.toThrow('chunk failed');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
