// At most `limit` tasks at once; the others wait in arrival order. Bounds memory-heavy work (image
// decoding) whatever the number of concurrent requests.
export function createSemaphore(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
      active += 1;
      try {
        return await task();
      } finally {
        active -= 1;
        waiting.shift()?.();
      }
    },
    get pending() {
      return waiting.length;
    },
    get active() {
      return active;
    },
  };
}
