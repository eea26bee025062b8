import { describe, expect, it } from 'vitest';
import { createQueue } from './queue.js';

describe('createQueue', () => {
  it('runs at most `limit` tasks at a time, in order, and passes results and errors through', async () => {
    const run = createQueue(4);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      if (i === 3) throw new Error('three');
      return i * 2;
    };
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => run(task(i))));
    expect(most).toBe(4);
    expect(started).toEqual([...Array(12).keys()]);
    expect(results[2]).toEqual({ status: 'fulfilled', value: 4 });
    expect(results[3]).toMatchObject({ status: 'rejected', reason: new Error('three') });
    expect(results[11]).toEqual({ status: 'fulfilled', value: 22 });
  });
});
