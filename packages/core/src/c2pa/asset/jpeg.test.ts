import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentOf } from './container.js';
import { locateManifest } from './index.js';
import { JpegWriter } from './jpeg.js';

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

describe('the JPEG writer', () => {
  it('splits a store longer than one segment into APP11 segments the reader puts back together', async () => {
    const content = file('images/no-manifest.jpg');
    // A C2PA store box of 150,000 bytes: LBox, `jumb`, then a `jumd` of type `c2pa`.
    const store = new Uint8Array(150_000).map((_, i) => (i * 7) & 0xff);
    new DataView(store.buffer).setUint32(0, store.length);
    store.set([0x6a, 0x75, 0x6d, 0x62, 0, 0, 0, 0x11, 0x6a, 0x75, 0x6d, 0x64, 0x63, 0x32, 0x70, 0x61], 4);
    const writer = new JpegWriter(content.slice());
    await writer.ensureManifestSpace(store.length);
    await writer.writeManifestJUMBF(store);
    const written = await writer.getDataRange();
    const location = locateManifest(written)!;
    expect(location.ranges).toHaveLength(3);
    expect(location.jumbf).toEqual(store);
    const { start, length } = writer.getHashExclusionRange();
    expect([start, start + length]).toEqual([location.ranges[0]!.start, location.ranges[2]!.end]);
    expect(contentOf(written, location)).toEqual(content);
  });
});
