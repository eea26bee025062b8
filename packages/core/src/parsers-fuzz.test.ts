/**
 * The library's parsers fed random and mutated inputs: compact JWS (verifyReceipt), JWKS and discovery
 * documents (es256KeysOf, the zod schemas, and a key resolver serving them), C2PA containers
 * (verifyContent over the PNG, JPEG, WAV, WebP, MP3, ISO BMFF, GIF, TIFF, DNG, SVG, AVI, FLAC and PDF vectors). Mutations start from the committed
 * vectors (test-vectors/): bytes or characters flipped, the input truncated, a slice of it (a PNG chunk,
 * a JPEG segment, a RIFF chunk, the manifest's range) duplicated.
 *
 * For every input: the call returns a verdict (never throws), within 1 s (a bound on hangs, not a speed
 * target: timings belong in bench/), and a changed input is never `valid: true`. Where a change can
 * legitimately keep a verdict valid, the oracle says exactly which (see each property).
 *
 * `TLP_FUZZ_RUNS` (default 300) inputs per parser; `npm run test:soak` runs 10,000. Counts and the
 * verdict codes seen are printed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { initOfficialReader, officialVerdict } from '../../../test-vectors/lib/official-reader.js';
import { layoutOf } from './c2pa/asset/bmff.js';
import { locateManifest } from './c2pa/asset/index.js';
import { parseJumbf } from './c2pa/jumbf/parse.js';
import { verifyContent } from './content/index.js';
import { es256KeysOf } from './keys/jwks.js';
import { createKeyResolver } from './keys/resolver.js';
import { verifyReceipt } from './receipt/verify.js';
import { discovery as discoverySchema } from './schemas/discovery.js';
import { jwks as jwksSchema } from './schemas/jwks.js';

const RUNS = Number(process.env.TLP_FUZZ_RUNS ?? 300);
/**
 * A test's time grows with its inputs: 30 s, or 25 ms an input when more (10,000 inputs of a loaded
 * 2-vCPU machine took over 30 s; each input is still bounded by {@link HANG_MS}).
 */
const TEST_TIMEOUT_MS = Math.max(30_000, RUNS * 25);
/** A call slower than this is taken for a hang. */
const HANG_MS = 1000;

const root = fileURLToPath(new URL('../../../test-vectors/', import.meta.url));
const text = (path: string) => readFileSync(join(root, path), 'utf8');
const issuer = 'https://licensing.example';
const jwksText = text('keys/jwks.json');
const discoveryText = text('keys/discovery.json');
const jwks = JSON.parse(jwksText);
const trustAnchors = [text('keys/ca-root.pem')];

const receipts = readdirSync(join(root, 'receipts'))
  .filter((name) => name.endsWith('.jws'))
  .sort()
  .map((name) => ({ name, jws: text(`receipts/${name}`).trim() }));
const validJws = receipts.find((r) => r.name === 'valid-test.jws')!.jws;
const validKid = JSON.parse(Buffer.from(validJws.split('.')[0]!, 'base64url').toString()).kid as string;
const images = [
  'licensed.png',
  'licensed.jpg',
  'no-manifest.png',
  'tampered-pixel.jpg',
  'untrusted-ca.png',
].map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(root, 'images', name))) }));
const media = [
  'licensed.wav',
  'licensed.webp',
  'licensed.mp3',
  'licensed-id3.mp3',
  'no-manifest.webp',
  'tampered.wav',
].map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(root, 'media', name))) }));
/** The files c2pa-rs signed of the formats it reads besides those (and c2pa-rs's own PDF, which it does not write). */
const officialMedia = [
  ...['gif', 'tiff', 'dng', 'svg', 'avi', 'flac'].flatMap((ext) => [
    `media/licensed.${ext}`,
    `media/tampered.${ext}`,
    `media/no-manifest.${ext}`,
  ]),
  'third-party/c2pa-rs/basic.pdf',
  'third-party/c2pa-rs/tiff_poc.tiff',
].map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(root, name))) }));
const bmffMedia = ['mp4', 'mov', 'm4a', 'heic', 'avif']
  .flatMap((ext) => [`licensed.${ext}`, `tampered.${ext}`, `no-manifest.${ext}`])
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(root, 'media', name))) }));

// ---------------------------------------------------------------------------------------------------
// Mutations

type Mutation<T> = fc.Arbitrary<{ how: string; value: T }>;

/** Mutations of a byte string: flips, truncation, a duplicated slice (or one of `slices`), deletion. */
function mutateBytes(source: Uint8Array, slices: [number, number][] = []): Mutation<Uint8Array> {
  const n = source.length;
  const at = fc.nat({ max: n - 1 });
  const flips = fc
    .array(fc.tuple(at, fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 })
    .map((list) => {
      const copy = source.slice();
      for (const [i, x] of list) copy[i] = (copy[i] as number) ^ x;
      return { how: 'flip', value: copy };
    });
  const truncate = at.map((i) => ({ how: 'truncate', value: source.slice(0, i) }));
  const range = fc.tuple(at, at).map(([a, b]) => [Math.min(a, b), Math.max(a, b) + 1] as [number, number]);
  const slice = slices.length > 0 ? fc.oneof(range, fc.constantFrom(...slices)) : range;
  const duplicate = fc.tuple(slice, fc.nat({ max: n })).map(([[a, b], to]) => {
    const copy = new Uint8Array(n + (b - a));
    copy.set(source.subarray(0, to), 0);
    copy.set(source.subarray(a, b), to);
    copy.set(source.subarray(to), to + (b - a));
    return { how: 'duplicate', value: copy };
  });
  const remove = slice.map(([a, b]) => {
    const copy = new Uint8Array(n - (b - a));
    copy.set(source.subarray(0, a), 0);
    copy.set(source.subarray(b), a);
    return { how: 'delete', value: copy };
  });
  return fc.oneof({ arbitrary: flips, weight: 4 }, truncate, { arbitrary: duplicate, weight: 2 }, remove);
}

const toText = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const fromText = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

/** Mutations of a text: byte mutations, and characters swapped for base64url or JSON-significant ones. */
function mutateText(source: string): Mutation<string> {
  const chars = fc.oneof(
    fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.split('')),
    fc.constantFrom(...'.=+/{}[]":,\\ \u0000\u00ff\u2028'.split(''), 'é', '💥'),
  );
  const ends = [...source].flatMap((c, i) => (c === '.' ? [i - 1, i + 1] : [])).concat(source.length - 1);
  const position = fc.oneof(fc.nat({ max: source.length - 1 }), fc.constantFrom(...ends));
  const swap = fc.tuple(position, chars).map(([i, c]) => ({
    how: 'swap',
    value: source.slice(0, i) + c + source.slice(i + 1),
  }));
  return fc.oneof(
    { arbitrary: swap, weight: 3 },
    {
      arbitrary: mutateBytes(fromText(source)).map(({ how, value }) => ({ how, value: toText(value) })),
      weight: 3,
    },
    fc.string({ maxLength: 200 }).map((value) => ({ how: 'random', value })),
  );
}

/** A JWS made of random parts, so the parsers past the split get exercised too. */
const randomJws = fc
  .tuple(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }), fc.uint8Array({ maxLength: 80 }))
  .map(([h, p, s]) => ({
    how: 'random_parts',
    value: [JSON.stringify(h), JSON.stringify(p)]
      .map((part) => Buffer.from(part ?? '').toString('base64url'))
      .concat(Buffer.from(s).toString('base64url'))
      .join('.'),
  }));

// ---------------------------------------------------------------------------------------------------
// Running one input

const tallies = new Map<
  string,
  { inputs: number; valid: number; codes: Map<string, number>; slowest: number }
>();

/**
 * Runs `call`: it must return (not throw) within HANG_MS. A call over the bound is run again, and only
 * a second slow run fails: a hang repeats, while a loaded machine (a collection, another process on
 * both CPUs) slows one call now and then. Counts its verdict.
 */
async function judge<V extends { valid: boolean; code?: string }>(
  parser: string,
  call: () => Promise<V> | V,
): Promise<V> {
  const t = tallies.get(parser) ?? { inputs: 0, valid: 0, codes: new Map(), slowest: 0 };
  tallies.set(parser, t);
  const started = performance.now();
  let verdict: V;
  try {
    verdict = await call();
  } catch (error) {
    throw new Error(`${parser} threw: ${String(error)}`);
  }
  let took = performance.now() - started;
  if (took >= HANG_MS) {
    const again = performance.now();
    await call();
    took = Math.min(took, performance.now() - again);
  }
  t.inputs++;
  t.slowest = Math.max(t.slowest, took);
  if (verdict.valid) t.valid++;
  const code = verdict.valid ? 'valid' : (verdict.code ?? 'invalid');
  t.codes.set(code, (t.codes.get(code) ?? 0) + 1);
  expect(took, `${parser} took ${took.toFixed(0)} ms`).toBeLessThan(HANG_MS);
  return verdict;
}

/** A fetch serving the discovery and JWKS texts of `issuer`, 404 elsewhere. */
function serving(documents: { discovery: string; jwks: string; cacheControl?: string }): typeof fetch {
  return async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    const body =
      url === `${issuer}/.well-known/talent-license`
        ? documents.discovery
        : url === `${issuer}/.well-known/jwks.json`
          ? documents.jwks
          : null;
    if (body === null) return new Response('not found', { status: 404 });
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'application/json',
        'cache-control': documents.cacheControl ?? 'max-age=60',
      },
    });
  };
}

const parseJson = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
};

// ---------------------------------------------------------------------------------------------------

/**
 * Bytes of a licensed vector's manifest store that nothing signs or hashes and that c2pa-rs, and so ours,
 * does not hold to a value (c2pa/mutation.test.ts checks both directions on them): the content of the
 * COSE `pad` and the detached payload's nil after it, and the lengths of the superboxes that end the
 * store (the store, its last manifest, that manifest's last box), which may run past the store's end.
 */
function unreadInStore(bytes: Uint8Array, out: Set<number>, jumbfStart?: number): void {
  const span = (from: number, length: number) => {
    for (let i = 0; i < length; i++) out.add(from + i);
  };
  const pad = Buffer.from(bytes).toString('latin1').lastIndexOf('cpad') + 4;
  if (pad >= 4 && bytes[pad] === 0x59) {
    const length = ((bytes[pad + 1] as number) << 8) | (bytes[pad + 2] as number);
    span(pad + 3, length + 1);
  }
  const location = locateManifest(bytes)!;
  const first = location.ranges[0]!.start;
  // Where the store's JUMBF starts in the file: its view's offset when the locator returned a view of the
  // file (not for a JPEG store reassembled from segments), else as the caller or the container says.
  const jumbf = location.jumbf!;
  const view = jumbf.buffer === bytes.buffer ? jumbf.byteOffset - bytes.byteOffset : undefined;
  const storeStart = jumbfStart ?? view ?? location.storeRange?.start ?? first + (bytes[0] === 0x89 ? 8 : 12);
  const tree = parseJumbf(location.jumbf!);
  const manifest = tree.children!.at(-1)!;
  for (const box of [tree, manifest, manifest.children!.at(-1)!]) span(storeStart + box.start, 4);
  // The labels of the active manifest's assertion store, claim and signature boxes: c2pa-rs and ours find
  // those boxes by their UUID (c2as, c2cl, c2cs), and the claim's references name what is inside them.
  const latin1 = Buffer.from(bytes).toString('latin1');
  // The manifest box's UUID names it `c2ma` or, as c2pa-rs reads it too, `c2md`: its fourth byte may turn.
  const manifestUuid = latin1.lastIndexOf('jumdc2ma');
  if (manifestUuid >= 0) span(manifestUuid + 4 + 3, 1);
  for (const uuid of ['c2as', 'c2cl', 'c2cs']) {
    const label = latin1.lastIndexOf(`jumd${uuid}`) + 4 + 16 + 1;
    if (label < 21) continue;
    span(label, latin1.indexOf('\0', label) - label);
  }
}

/**
 * Whether position `i` is the toggles byte of a JUMBF description box (`jumd`, then a 16-byte UUID, then
 * the toggles) and only its reserved upper three bits changed: neither c2pa-rs nor ours reads them (the
 * mutation test saw both call such files good).
 */
function reservedToggleBits(source: Uint8Array, value: Uint8Array, i: number): boolean {
  if (i < 20 || String.fromCharCode(...source.subarray(i - 20, i - 16)) !== 'jumd') return false;
  return (((source[i] as number) ^ (value[i] as number)) & 0x1f) === 0;
}

/**
 * Whether position `i` is the CBOR head of the claim signature's `pad` (in the COSE unprotected header,
 * which nothing signs) and it turned from a byte string into a text string of the same length (0x59 and
 * 0x79: the pad is zeros, valid UTF-8): c2pa-rs reads either as good, and ours too (c2pa-rs-rules.test.ts).
 */
function padTurnedText(source: Uint8Array, value: Uint8Array, i: number): boolean {
  const head = Buffer.from(source).toString('latin1').lastIndexOf('cpad') + 4;
  return i === head && source[i] === 0x59 && value[i] === 0x79;
}

/**
 * The positions a hash or signature covers where `value` differs from a valid vector, against the one of
 * its length it differs least from (two vectors may share a length); `null` when none has its length.
 */
function changesCovered(
  valid: ReadonlyArray<{ bytes: Uint8Array }>,
  unhashedOf: (bytes: Uint8Array) => Set<number>,
  value: Uint8Array,
): number[] | null {
  let fewest: number[] | null = null;
  for (const source of valid.filter((v) => v.bytes.length === value.length)) {
    const unhashed = unhashedOf(source.bytes);
    const out: number[] = [];
    for (let i = 0; i < value.length; i++)
      if (
        value[i] !== source.bytes[i] &&
        !unhashed.has(i) &&
        !reservedToggleBits(source.bytes, value, i) &&
        !padTurnedText(source.bytes, value, i)
      )
        out.push(i);
    if (!fewest || out.length < fewest.length) fewest = out;
  }
  return fewest;
}

describe(`parsers fed random and mutated inputs, ${RUNS} per parser (TLP_FUZZ_RUNS)`, {
  timeout: TEST_TIMEOUT_MS,
}, () => {
  it('the vectors they start from verify as the vectors say', async () => {
    expect((await verifyReceipt(validJws, { issuer, jwks, mode: 'test' })).valid).toBe(true);
    for (const name of ['licensed.png', 'licensed.jpg']) {
      const bytes = images.find((i) => i.name === name)!.bytes;
      expect((await verifyContent(bytes, { issuer, jwks, mode: 'test', trustAnchors })).valid, name).toBe(
        true,
      );
    }
  });

  it('compact JWS: a changed receipt is never valid', async () => {
    const valid = new Set<string>();
    for (const r of receipts) {
      if ((await verifyReceipt(r.jws, { issuer, jwks, mode: 'any' })).valid) valid.add(r.jws);
    }
    expect(valid.size).toBeGreaterThanOrEqual(2);
    const input = fc.oneof(
      { arbitrary: fc.constantFrom(...receipts).chain((r) => mutateText(r.jws)), weight: 6 },
      randomJws,
      fc.string({ unit: 'binary', maxLength: 300 }).map((value) => ({ how: 'random', value })),
    );
    await fc.assert(
      fc.asyncProperty(input, async ({ how, value }) => {
        const verdict = await judge('verifyReceipt (compact JWS)', () =>
          verifyReceipt(value, { issuer, jwks, mode: 'any' }),
        );
        // Valid only when the input is, character for character, one of the valid vectors.
        if (verdict.valid) expect(valid.has(value), `${how}: ${value}`).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('JWKS documents: parsed without a throw, and a receipt verifies only with its own key intact', async () => {
    const original = es256KeysOf(jwks)!.get(validKid)!;
    await fc.assert(
      fc.asyncProperty(mutateText(jwksText), fc.boolean(), async ({ how, value }, direct) => {
        const parsed = parseJson(value);
        await judge('es256KeysOf', () => ({ valid: es256KeysOf(parsed) !== null, code: 'not_a_jwks' }));
        await judge('jwks schema', () => {
          const r = jwksSchema.safeParse(parsed);
          return { valid: r.success, code: r.success ? undefined : 'schema_mismatch' };
        });
        const options = direct
          ? { issuer, mode: 'test' as const, jwks: parsed as { keys: unknown[] } }
          : {
              issuer,
              mode: 'test' as const,
              keys: createKeyResolver({ issuer, fetch: serving({ discovery: discoveryText, jwks: value }) }),
            };
        const verdict = await judge('verifyReceipt (JWKS)', () => verifyReceipt(validJws, options));
        if (verdict.valid) {
          // A change elsewhere in the document (the other key, spacing) rightly leaves the receipt valid.
          const key = es256KeysOf(parsed)?.get(validKid);
          expect({ x: key?.x, y: key?.y }, `${how}: ${value}`).toEqual({ x: original.x, y: original.y });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('discovery documents: parsed without a throw, and keys come only from the issuer’s own jwks_uri', async () => {
    const cacheControl = fc.oneof(
      fc.constantFrom(
        'max-age=60',
        'no-store',
        'max-age=-1',
        'max-age=99999999999999999999',
        'max-age=1e3',
        '',
      ),
      fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    );
    await fc.assert(
      fc.asyncProperty(mutateText(discoveryText), cacheControl, async ({ how, value }, cc) => {
        const parsed = parseJson(value) as Record<string, unknown> | undefined;
        await judge('discovery schema', () => {
          const r = discoverySchema.safeParse(parsed);
          return { valid: r.success, code: r.success ? undefined : 'schema_mismatch' };
        });
        const keys = createKeyResolver({
          issuer,
          fetch: serving({ discovery: value, jwks: jwksText, cacheControl: cc }),
        });
        const verdict = await judge('verifyReceipt (discovery)', () =>
          verifyReceipt(validJws, { issuer, mode: 'test', keys }),
        );
        if (verdict.valid) {
          // Valid only if the changed document still names this issuer (or none) and the same JWKS.
          expect(parsed?.jwks_uri, `${how}: ${value}`).toBe(`${issuer}/.well-known/jwks.json`);
          expect([undefined, issuer, `${issuer}/`], `${how}: ${value}`).toContain(parsed?.issuer);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('C2PA containers: a changed PNG or JPEG is never valid', async () => {
    // The vectors that verify valid: licensed ones, and those signed under an untrusted CA (valid, not trusted).
    const valid = images.filter((i) => i.name.startsWith('licensed') || i.name.startsWith('untrusted-ca'));
    // Bytes no hash or signature covers, where a change rightly keeps the verdict valid. The data hash
    // excludes the manifest store (the PNG `caBX` chunk, the JPEG APP11 segments); inside the store the
    // assertions are hashed and the claim is signed, but these are not: the chunk's CRC (PNG) or the
    // segment's `En` box-instance field (JPEG); the store's own JUMBF label (`c2pa`); the UUID of the
    // active manifest's label (`urn:c2pa:<uuid>`: the claim refers to its assertions by relative URIs);
    // the `pad` key of the signature's unprotected COSE header. c2pa-rs calls such files valid too:
    // c2pa/mutation.test.ts changes every byte of the store and checks that the official reader agrees
    // with each file ours accepts. So the oracle: a changed file may be valid only when every changed byte
    // is one of these; a change anywhere else must not be.
    const unhashedOf = (bytes: Uint8Array) => {
      const latin1 = Buffer.from(bytes).toString('latin1');
      const out = new Set<number>();
      const span = (from: number, length: number) => {
        for (let i = 0; i < length; i++) out.add(from + i);
      };
      for (const r of locateManifest(bytes)!.ranges) {
        if (bytes[0] === 0x89) span(r.end - 4, 4);
        else span(r.start + 4, 8); // CI, En, Z: c2pa-rs holds none of them to a value
      }
      span(latin1.indexOf('jumdc2pa') + 4 + 16 + 1, 4);
      span(latin1.indexOf('urn:c2pa:') + 'urn:c2pa:'.length, 36);
      span(latin1.lastIndexOf('cpad') + 1, 3);
      unreadInStore(bytes, out);
      return out;
    };
    const coveredChanges = (value: Uint8Array) => changesCovered(valid, unhashedOf, value);
    // The first call loads the C2PA library: not an input, and not timed.
    await verifyContent(valid[0]!.bytes, { issuer, jwks, mode: 'test', trustAnchors });
    const input = fc.oneof(
      {
        arbitrary: fc.constantFrom(...images).chain((i) => mutateBytes(i.bytes, segments(i.bytes))),
        weight: 4,
      },
      { arbitrary: fc.constantFrom(...valid).chain((i) => flipInManifest(i.bytes)), weight: 4 },
      fc.tuple(fc.constantFrom(...images), fc.uint8Array({ maxLength: 4000 })).map(([i, tail]) => ({
        how: 'random_after_magic',
        value: new Uint8Array([...i.bytes.subarray(0, 8), ...tail]),
      })),
    );
    await fc.assert(
      fc.asyncProperty(input, async ({ how, value }) => {
        const verdict = await judge('verifyContent (C2PA)', () =>
          verifyContent(value, { issuer, jwks, mode: 'test', trustAnchors }),
        );
        if (verdict.valid) {
          expect(coveredChanges(value), `${how}: valid with ${value.length} bytes`).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('C2PA containers: a changed WAV, WebP or MP3 is never valid', async () => {
    const valid = media.filter((i) => i.name.startsWith('licensed'));
    for (const { name, bytes } of valid) {
      expect((await verifyContent(bytes, { issuer, jwks, mode: 'test', trustAnchors })).valid, name).toBe(
        true,
      );
    }
    // Bytes no hash or signature covers: the data hash excludes the store alone (the RIFF chunk's
    // header with it); inside the store, as for PNG and JPEG, the store's JUMBF label, the UUID of the
    // active manifest's label and the `pad` of the COSE header. A change anywhere else must not be valid.
    const unhashedOf = (bytes: Uint8Array) => {
      const latin1 = Buffer.from(bytes).toString('latin1');
      const out = new Set<number>();
      const span = (from: number, length: number) => {
        for (let i = 0; i < length; i++) out.add(from + i);
      };
      span(latin1.indexOf('jumdc2pa') + 4 + 16 + 1, 4);
      span(latin1.indexOf('urn:c2pa:') + 'urn:c2pa:'.length, 36);
      span(latin1.lastIndexOf('cpad') + 1, 3);
      unreadInStore(bytes, out);
      return out;
    };
    const coveredChanges = (value: Uint8Array) => changesCovered(valid, unhashedOf, value);
    const input = fc.oneof(
      {
        arbitrary: fc.constantFrom(...media).chain((i) => mutateBytes(i.bytes, mediaSlices(i.bytes))),
        weight: 4,
      },
      { arbitrary: fc.constantFrom(...valid).chain((i) => flipInManifest(i.bytes)), weight: 4 },
      fc.tuple(fc.constantFrom(...media), fc.uint8Array({ maxLength: 4000 })).map(([i, tail]) => ({
        how: 'random_after_magic',
        value: new Uint8Array([...i.bytes.subarray(0, 12), ...tail]),
      })),
    );
    await fc.assert(
      fc.asyncProperty(input, async ({ how, value }) => {
        const verdict = await judge('verifyContent (C2PA, WAV/WebP/MP3)', () =>
          verifyContent(value, { issuer, jwks, mode: 'test', trustAnchors }),
        );
        if (verdict.valid) {
          expect(coveredChanges(value), `${how}: valid with ${value.length} bytes`).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('C2PA containers: a changed MP4, MOV, M4A, HEIC or AVIF is never valid', async () => {
    const valid = bmffMedia.filter((i) => i.name.startsWith('licensed'));
    // Bytes no hash or signature covers, where a change rightly keeps the verdict valid: in the C2PA
    // `uuid` box, its version and flags and its 64-bit Merkle offset (c2pa-rs reads such files as valid:
    // c2pa/mutation.test.ts), and in the store the same fields as in PNG and JPEG (the store's label,
    // the active manifest's UUID, the signature's padding). Elsewhere the BMFF hash covers every byte but
    // ftyp's and free boxes', and the receipt's content digest those.
    const unhashedOf = (bytes: Uint8Array) => {
      const latin1 = Buffer.from(bytes).toString('latin1');
      const out = new Set<number>();
      const span = (from: number, length: number) => {
        for (let i = 0; i < length; i++) out.add(from + i);
      };
      const box = locateManifest(bytes)!.ranges[0]!;
      span(box.start + 24, 4);
      span(box.start + 37, 8);
      span(latin1.indexOf('jumdc2pa') + 4 + 16 + 1, 4);
      span(latin1.indexOf('urn:c2pa:') + 'urn:c2pa:'.length, 36);
      span(latin1.lastIndexOf('cpad') + 1, 3);
      // The pad's content and the lengths of the superboxes that end the store, as for the others.
      unreadInStore(bytes, out, latin1.indexOf('jumb', box.start) - 4);
      return out;
    };
    const coveredChanges = (value: Uint8Array) => changesCovered(valid, unhashedOf, value);
    await verifyContent(valid[0]!.bytes, { issuer, jwks, mode: 'test', trustAnchors });
    const input = fc.oneof(
      {
        // a top-level box (a second C2PA box, moov, mdat…) duplicated or deleted among the mutations
        arbitrary: fc.constantFrom(...bmffMedia).chain((i) =>
          mutateBytes(
            i.bytes,
            layoutOf(i.bytes).boxes.map((b) => [b.start, b.end]),
          ),
        ),
        weight: 4,
      },
      { arbitrary: fc.constantFrom(...valid).chain((i) => flipInManifest(i.bytes)), weight: 4 },
      fc.tuple(fc.constantFrom(...bmffMedia), fc.uint8Array({ maxLength: 4000 })).map(([i, tail]) => ({
        how: 'random_after_ftyp',
        value: new Uint8Array([...i.bytes.subarray(0, 32), ...tail]),
      })),
    );
    await fc.assert(
      fc.asyncProperty(input, async ({ how, value }) => {
        const verdict = await judge('verifyContent (C2PA, BMFF)', () =>
          verifyContent(value, { issuer, jwks, mode: 'test', trustAnchors }),
        );
        if (verdict.valid) {
          expect(coveredChanges(value), `${how}: valid with ${value.length} bytes`).toEqual([]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('C2PA containers: a changed GIF, TIFF, DNG, SVG, AVI, FLAC or PDF is valid only where c2pa-rs finds it good', async () => {
    initOfficialReader();
    // Each format's reader loaded before the clock runs.
    for (const { bytes } of officialMedia)
      await verifyContent(bytes, { issuer, jwks, mode: 'test', trustAnchors });
    const input = fc.oneof(
      { arbitrary: fc.constantFrom(...officialMedia).chain((i) => mutateBytes(i.bytes)), weight: 4 },
      fc.tuple(fc.constantFrom(...officialMedia), fc.uint8Array({ maxLength: 4000 })).map(([i, tail]) => ({
        how: 'random_after_magic',
        value: new Uint8Array([...i.bytes.subarray(0, 16), ...tail]),
      })),
    );
    await fc.assert(
      fc.asyncProperty(input, async ({ how, value }) => {
        const verdict = await judge('verifyContent (C2PA, GIF/TIFF/SVG/AVI/FLAC/PDF)', () =>
          verifyContent(value, { issuer, jwks, mode: 'test', trustAnchors }),
        );
        // A byte no hash or signature covers (the store's JUMBF label, a base64 line break of an SVG's
        // store, …): the official reader is the judge.
        if (verdict.valid) {
          const official = await officialVerdict(value, verdict.mediaType ?? 'application/octet-stream');
          expect(official.class, `${how}: valid with ${value.length} bytes`).toBe('good');
        }
      }),
      { numRuns: RUNS },
    );
  });

  afterAll(() => {
    const lines = [...tallies].map(
      ([parser, t]) =>
        `  ${parser}: ${t.inputs} inputs, ${t.valid} valid, slowest ${t.slowest.toFixed(0)} ms (${[...t.codes]
          .sort((a, b) => b[1] - a[1])
          .map(([c, k]) => `${c}×${k}`)
          .join(', ')})`,
    );
    console.log(
      `parsers fuzz (a valid changed input is one whose changes are all in bytes no hash or signature covers):\n${lines.join('\n')}`,
    );
  });
});

/** One to four bytes flipped inside the manifest store (the bytes the data hash leaves out). */
function flipInManifest(source: Uint8Array): Mutation<Uint8Array> {
  const positions = locateManifest(source)!.ranges.flatMap((r) =>
    Array.from({ length: r.end - r.start }, (_, k) => r.start + k),
  );
  return fc
    .array(fc.tuple(fc.constantFrom(...positions), fc.integer({ min: 1, max: 255 })), {
      minLength: 1,
      maxLength: 4,
    })
    .map((list) => {
      const copy = source.slice();
      for (const [i, x] of list) copy[i] = (copy[i] as number) ^ x;
      return { how: 'flip_in_manifest', value: copy };
    });
}

/** The top-level chunks of a RIFF file and the manifest's ranges, for "a chunk duplicated". */
function mediaSlices(bytes: Uint8Array): [number, number][] {
  const out: [number, number][] = (locateManifest(bytes)?.ranges ?? []).map((r) => [r.start, r.end]);
  if (Buffer.from(bytes.subarray(0, 4)).toString('latin1') !== 'RIFF') return out;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length; ) {
    const size = view.getUint32(at + 4, true);
    const end = at + 8 + size + (size & 1);
    if (end > bytes.length) break;
    out.push([at, end]);
    at = end;
  }
  return out;
}

/** The byte ranges of the PNG chunks or JPEG segments of a file, for "a chunk duplicated". */
function segments(bytes: Uint8Array): [number, number][] {
  const out: [number, number][] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 0x89) {
    for (let at = 8; at + 12 <= bytes.length; ) {
      const end = at + 12 + view.getUint32(at);
      if (end > bytes.length) break;
      out.push([at, end]);
      at = end;
    }
  } else {
    for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; ) {
      const marker = bytes[at + 1] as number;
      if (marker === 0xda || marker === 0xd9) break;
      const end = at + 2 + view.getUint16(at + 2);
      out.push([at, end]);
      at = end;
    }
  }
  return out;
}
