import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { locateManifest } from '../container.js';

const file = (path: string) =>
  new Uint8Array(
    readFileSync(fileURLToPath(new URL(`../../../../../test-vectors/${path}`, import.meta.url))),
  );

describe('the JPEG manifest store, found as c2pa-rs finds it', () => {
  it('takes the APP11 segment that starts the store whatever its CI and Z', () => {
    const bytes = file('images/licensed.jpg');
    const expected = locateManifest(bytes)!;
    const start = expected.ranges[0]!.start; // FF EB, length, CI (4-5), En (6-7), Z (8-11)
    for (const [offset, value] of [
      [4, 0x4b], // CI "KP"
      [11, 0x02], // Z = 2
      [9, 0x01], // Z = 65537
    ] as const) {
      const changed = bytes.slice();
      changed[start + offset] = value;
      const location = locateManifest(changed)!;
      expect(location.problem).toBeUndefined();
      expect(location.ranges).toEqual(expected.ranges);
      expect(location.jumbf).toEqual(expected.jumbf);
    }
  });

  it('takes a continuation whose Z is past the segments read so far, and refuses one that is not', () => {
    const bytes = file('third-party/c2pa-rs/CA.jpg');
    const expected = locateManifest(bytes)!;
    expect(expected.ranges.length).toBeGreaterThan(1);
    const second = expected.ranges[1]!.start;
    const later = bytes.slice();
    later[second + 11] = 7; // Z = 7 > 1
    expect(locateManifest(later)!.jumbf).toEqual(expected.jumbf);
    const again = bytes.slice();
    again[second + 11] = 1; // Z = 1, not past the one segment read
    expect(locateManifest(again)).toMatchObject({ jumbf: null, problem: /out of order/ });
  });
});
