import { describe, expect, it } from 'vitest';
import { maxAgeSeconds } from './cache-control.js';

describe('maxAgeSeconds', () => {
  it.each([
    ['public, max-age=3600', 3600],
    ['max-age=0', 0],
    ['no-store', 0],
    ['private, no-cache, max-age=60', 0],
    ['public', 300],
    [null, 300],
    ['max-age=abc', 300],
  ])('%s → %d', (header, seconds) => {
    expect(maxAgeSeconds(header, 300)).toBe(seconds);
  });
});
