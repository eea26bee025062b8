import { describe, expect, it } from 'vitest';
import { withReadProgress } from './read-progress.js';

describe('withReadProgress: a file whose slice reads are counted', () => {
  it('reports the bytes read so far after each slice, and gives the same bytes, size, type and name', async () => {
    const bytes = Uint8Array.from({ length: 10_000 }, (_, i) => i % 251);
    const file = new File([bytes], 'clip.mp4', { type: 'video/mp4' });
    const heard: Array<[number, number]> = [];
    const counted = withReadProgress(file, (read, size) => heard.push([read, size]));
    expect(counted).toBeInstanceOf(Blob);
    expect([counted.size, counted.type, (counted as File).name]).toEqual([10_000, 'video/mp4', 'clip.mp4']);
    const first = new Uint8Array(await counted.slice(0, 4_000).arrayBuffer());
    const rest = new Uint8Array(await counted.slice(4_000, 20_000).arrayBuffer());
    expect([...first, ...rest]).toEqual([...bytes]);
    expect(heard).toEqual([
      [4_000, 10_000],
      [10_000, 10_000],
    ]);
  });

  it('never reports more than the file, when parts are read again', async () => {
    const file = new Blob([new Uint8Array(100)]);
    const heard: number[] = [];
    const counted = withReadProgress(file, (read) => heard.push(read));
    await counted.slice(0, 100).arrayBuffer();
    await counted.slice(0, 100).arrayBuffer();
    expect(heard).toEqual([100, 100]);
  });
});
