import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManifestIds } from './manifest-ids.js';

describe('manifest IDs held by place', () => {
  it('gives back every ID as it was set, a UUID one or any other string', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.uuid().map((u) => `urn:c2pa:${u}`),
            fc.uuid().map((u) => `urn:c2pa:${u.toUpperCase()}`),
            fc.uuid().map((u) => `urn:uuid:${u}`),
            fc.uuid().map((u) => `urn:c2pa:${u.replace(/-/g, '_')}`),
            fc.string({ maxLength: 50 }).map((t) => `urn:c2pa:${t}`),
            fc.string({ minLength: 45, maxLength: 45 }),
          ),
          { maxLength: 3000 },
        ),
        (ids) => {
          const held = new ManifestIds();
          for (const [place, id] of ids.entries()) held.set(place, id);
          for (const [place, id] of ids.entries()) expect(held.get(place)).toBe(id);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('holds a UUID manifest ID in 16 bytes, and a place set again answers its new ID', () => {
    const held = new ManifestIds();
    const ids = Array.from({ length: 50_000 }, () => `urn:c2pa:${randomUUID()}`);
    for (const [place, id] of ids.entries()) held.set(place, id);
    expect(held.byteLength).toBeLessThanOrEqual(1.5 * 16 * ids.length);
    held.set(7, 'urn:c2pa:not-a-uuid');
    expect(held.get(7)).toBe('urn:c2pa:not-a-uuid');
    held.set(7, ids[7] as string);
    expect(held.get(7)).toBe(ids[7]);
    expect(held.get(49_999)).toBe(ids[49_999]);
  });
});
