import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.ts';

describe('semaphore', () => {
  it('never runs more than its limit at once, runs every task, in arrival order, also when one fails', async () => {
    const sem = createSemaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) =>
      sem.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        order.push(i);
        if (i === 3) throw new Error('kaputt');
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => task(i)));
    expect(peak).toBe(2);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(7);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect([sem.active, sem.pending]).toEqual([0, 0]);
  });
});
