import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import { generation as generationSchema } from '@tlp/core/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import { pixelBomb } from '../../../../test-vectors/lib/pixel-bomb.js';
import { inspectWithRemoteStore, jpegNamingRemote } from '../../../../test-vectors/lib/remote-jpeg.js';
import { conforms, postCheck, postGeneration } from '../test-harness/decisions.js';
import { picture } from '../test-harness/pictures.js';
import { expectProblem, startTestServer, type TestServer } from '../test-harness/server.js';
import { similarityScore } from './image-code.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  initOfficialReader();
});
afterAll(() => s.close());

/** An allowed generation of `bytes` (an image of Ada Vance), answered with its soft binding. */
async function licensed(t: TestServer, bytes: Uint8Array, mediaType = 'image/jpeg') {
  const check = await postCheck(t, 'A portrait of Ada Vance');
  expect(check.json.status, check.text).toBe('allowed');
  const r = await postGeneration(t, check.json.id, { bytes: Buffer.from(bytes), mediaType });
  expect(r.json.status, r.text).toBe('allowed');
  conforms(generationSchema, r.json);
  return r.json;
}

const bindingValue = (g: { c2pa: { soft_binding: { data: { blocks: Array<{ value: string }> } } } }) =>
  g.c2pa.soft_binding.data.blocks[0]?.value as string;

const byBinding = (t: TestServer, value: string, extra = '', key: string | null = null) =>
  t.api(`/v1/matches/byBinding?alg=io.iscc.v0&value=${encodeURIComponent(value)}${extra}`, { key });

const byContent = (t: TestServer, bytes: Uint8Array, type: string, query = '?alg=io.iscc.v0') =>
  fetch(`${t.origin}/v1/matches/byContent${query}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: Buffer.from(bytes),
  });

describe('a generation of an image carries its soft binding', () => {
  it('c2pa.soft_binding beside the license assertion: io.iscc.v0, the 10-byte ISCC-UNIT in base64', async () => {
    const g = await licensed(s, await picture(11));
    expect(g.c2pa.soft_binding).toEqual({
      label: 'c2pa.soft-binding',
      data: { alg: 'io.iscc.v0', blocks: [{ scope: {}, value: expect.any(String) }] },
    });
    const unit = Buffer.from(bindingValue(g), 'base64');
    expect(unit).toHaveLength(10);
    expect(unit.subarray(0, 2).toString('hex')).toBe('2101');
    // Stored with the generation, and in the index.
    const row = await s.deps.store.db
      .selectFrom('soft_bindings')
      .selectAll()
      .where('generation_id', '=', g.id)
      .executeTakeFirst();
    expect(row?.manifest_id).toMatch(/^urn:c2pa:[0-9a-f-]{36}$/);
  });

  it('of every image type the sandbox decodes, and of no other output', async () => {
    const original = await picture(12);
    for (const [type, bytes] of [
      ['image/png', await sharp(original).png().toBuffer()],
      ['image/webp', await sharp(original).webp().toBuffer()],
      ['image/avif', await sharp(original).avif({ effort: 0 }).toBuffer()],
    ] as const) {
      const g = await licensed(s, bytes, type);
      expect(g.c2pa.soft_binding?.data.alg, type).toBe('io.iscc.v0');
      // Its code stored and indexed: the binding finds the generation's manifest (among the other
      // formats' of the same picture, at the same distance).
      const row = await s.deps.store.db
        .selectFrom('soft_bindings')
        .select('manifest_id')
        .where('generation_id', '=', g.id)
        .executeTakeFirstOrThrow();
      const matches = (await byBinding(s, bindingValue(g))).json.matches;
      expect(matches, type).toContainEqual({ manifestId: row.manifest_id, similarityScore: 100 });
    }
    // A digest alone: no bytes observed, no fingerprint.
    const check = await postCheck(s, 'A portrait of Ada Vance');
    const digestOnly = await postGeneration(s, check.json.id, {
      bytes: Buffer.from(original),
      digestOnly: true,
      mediaType: 'image/jpeg',
    });
    expect(digestOnly.json.c2pa).not.toHaveProperty('soft_binding');
  });

  it('a held output is indexed only once released', async () => {
    const bytes = await picture(13);
    const check = await postCheck(s, 'Milo Hart at the beach');
    const held = (
      await postGeneration(s, check.json.id, { bytes: Buffer.from(bytes), mediaType: 'image/jpeg' })
    ).json;
    expect(held.status).toBe('held');
    const r = await byContent(s, bytes, 'image/jpeg');
    expect((await r.json()).matches).toEqual([]);
    const released = await s.api(`/v1/test_helpers/generations/${held.id}/release`, { body: {} });
    expect(released.json.c2pa.soft_binding.data.alg).toBe('io.iscc.v0');
    const after = (await (await byContent(s, bytes, 'image/jpeg')).json()).matches;
    expect(after).toHaveLength(1);
  });
});

describe('the C2PA Soft Binding Resolution API, without a key', () => {
  it('lists io.iscc.v0 under fingerprints, open to pages on any origin', async () => {
    const r = await s.api('/v1/services/supportedAlgorithms', { key: null });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ watermarks: [], fingerprints: [{ alg: 'io.iscc.v0' }] });
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is listed in the discovery document and in /openapi.json, each operation with its key optional', async () => {
    const discovery = await s.api('/.well-known/talent-license', { key: null });
    expect(discovery.json.soft_binding_resolution_api).toBe(`${s.origin}/v1`);
    const doc = (await s.api('/openapi.json', { key: null })).json;
    for (const [path, method] of [
      ['/v1/services/supportedAlgorithms', 'get'],
      ['/v1/matches/byBinding', 'get'],
      ['/v1/matches/byBinding', 'post'],
      ['/v1/matches/byContent', 'post'],
      ['/v1/manifests/{manifest_id}', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.security, `${method} ${path}`).toContainEqual({});
    }
  });

  it('byBinding (GET and POST) finds the manifest of a soft binding, best first, similarity 100', async () => {
    const g = await licensed(s, await picture(21));
    const value = bindingValue(g);
    const get = await byBinding(s, value);
    expect(get.status, get.text).toBe(200);
    expect(get.json.matches[0]).toEqual({
      manifestId: expect.stringMatching(/^urn:c2pa:/),
      similarityScore: 100,
    });
    const post = await s.api('/v1/matches/byBinding', { key: null, body: { alg: 'io.iscc.v0', value } });
    expect(post.json).toEqual(get.json);
    // The code's 8 bytes alone (the ISCC-UNIT without its header) are the same binding.
    const body = Buffer.from(value, 'base64').subarray(2).toString('base64');
    expect((await byBinding(s, body)).json).toEqual(get.json);
    // A key, when sent, is accepted.
    expect((await byBinding(s, value, '', s.testKey)).json).toEqual(get.json);
    // `+` unencoded in the query arrives as a space, and is read as `+`.
    const raw = await s.api(
      `/v1/matches/byBinding?alg=io.iscc.v0&value=${value.replace(/\//g, '%2F').replace(/=/g, '%3D')}`,
      {
        key: null,
      },
    );
    expect(raw.json).toEqual(get.json);
  });

  it("answers only within the fingerprint's threshold: a code that many bits off is found, one bit more is not", async () => {
    const g = await licensed(s, await picture(22));
    const manifestId = (await byBinding(s, bindingValue(g))).json.matches[0].manifestId;
    /** The binding with its code's first `bits` bits flipped (the header's two bytes kept). */
    const off = (bits: number) => {
      const unit = Buffer.from(bindingValue(g), 'base64');
      for (let b = 0; b < bits; b++)
        unit.writeUInt8(unit.readUInt8(2 + (b % 8)) ^ (1 << Math.floor(b / 8)), 2 + (b % 8));
      return unit.toString('base64');
    };
    const at = (await byBinding(s, off(ISCC_MATCH_THRESHOLD))).json.matches;
    expect(at[0]).toEqual({ manifestId, similarityScore: similarityScore(ISCC_MATCH_THRESHOLD) });
    const past = (await byBinding(s, off(ISCC_MATCH_THRESHOLD + 1))).json.matches;
    expect(past.map((m: { manifestId: string }) => m.manifestId)).not.toContain(manifestId);
  });

  it('byContent finds a re-encoded, resized copy with its manifest stripped, and nothing for another picture', async () => {
    const original = await picture(31);
    const g = await licensed(s, original);
    const manifestId = (await byBinding(s, bindingValue(g))).json.matches[0].manifestId;
    const copy = await sharp(original).resize(480).jpeg({ quality: 70 }).toBuffer();
    const r = await byContent(s, copy, 'image/jpeg');
    expect(r.status).toBe(200);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const { matches } = await r.json();
    expect(matches[0].manifestId).toBe(manifestId);
    expect(matches[0].similarityScore).toBeGreaterThanOrEqual(similarityScore(ISCC_MATCH_THRESHOLD));
    const other = await byContent(s, await picture(32), 'image/jpeg');
    expect((await other.json()).matches).toEqual([]);
    // As WebP, with the default alg.
    const webp = await byContent(s, await sharp(original).webp().toBuffer(), 'image/webp', '');
    expect((await webp.json()).matches[0].manifestId).toBe(manifestId);
  });

  it('a manifest: signed by the sandbox C2PA signer, license assertion naming the receipt, soft binding, hard binding over the licensed bytes; c2pa-rs reads it with no failure code', async () => {
    const base = await picture(41);
    const placeholder = 'https://placeholder.invalid/manifest';
    const licensedBytes = new Uint8Array(await jpegNamingRemote(placeholder, base));
    const firstCode = bindingValue(await licensed(s, licensedBytes));
    const manifestId = (await byBinding(s, firstCode)).json.matches[0].manifestId as string;
    expect(manifestId).toMatch(/^urn:c2pa:/);

    const r = await fetch(`${s.origin}/v1/manifests/${manifestId}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/c2pa');
    const store = new Uint8Array(await r.arrayBuffer());
    const anchors = await (await fetch(`${s.origin}/trust-anchors.pem`)).text();
    // The official reader (c2pa-rs) reads the licensed bytes with this store as their remote manifest:
    // trusted, no failure code (the data hash holds over the licensed bytes).
    const official = await officialVerdict(licensedBytes, 'image/jpeg', anchors, store);
    expect(official).toMatchObject({ state: 'Trusted', failures: [], label: manifestId });
    const generation = await s.deps.store.db
      .selectFrom('soft_bindings')
      .innerJoin('generations', 'generations.id', 'soft_bindings.generation_id')
      .select('generations.data')
      .where('manifest_id', '=', manifestId)
      .executeTakeFirstOrThrow();
    const g = JSON.parse(generation.data);
    expect(official.assertions).toContainEqual(
      expect.objectContaining({ label: 'ai.tlp.license', data: g.c2pa.data }),
    );
    expect(official.assertions).toContainEqual(
      expect.objectContaining({
        label: 'c2pa.soft-binding',
        data: { alg: 'io.iscc.v0', blocks: [{ scope: {}, value: [...Buffer.from(firstCode, 'base64')] }] },
      }),
    );

    // The licensed bytes name a remote manifest; given this store for it, the core verifier checks the
    // store against them: signature, binding over the licensed bytes, trust and license all hold.
    const inspection = await inspectWithRemoteStore(licensedBytes, store, [anchors]);
    expect(inspection.failure).toBeUndefined();
    expect(inspection.manifest).toMatchObject({
      signatureValid: true,
      bindingValid: true,
      trusted: true,
      failures: [],
    });
    expect(inspection.assertion).toEqual({ label: 'ai.tlp.license', ...g.c2pa.data });
    // A re-encoded copy is other bytes: its binding does not hold.
    const copy = await jpegNamingRemote(placeholder, await sharp(base).jpeg({ quality: 60 }).toBuffer());
    const stale = await inspectWithRemoteStore(new Uint8Array(copy), store, [anchors]);
    expect(stale.manifest).toMatchObject({ signatureValid: true, bindingValid: false });
    expect((await officialVerdict(new Uint8Array(copy), 'image/jpeg', anchors, store)).failures).toEqual([
      'assertion.dataHash.mismatch',
    ]);
  });

  it('a manifest ID with its colons percent-encoded is the same manifest; an unknown one is 404', async () => {
    const g = await licensed(s, await picture(51));
    const manifestId = (await byBinding(s, bindingValue(g))).json.matches[0].manifestId as string;
    const encoded = await fetch(`${s.origin}/v1/manifests/${encodeURIComponent(manifestId)}`);
    expect(encoded.status).toBe(200);
    // returnActiveManifest is a boolean, written true or false in the query; anything else is refused.
    for (const flag of ['true', 'false']) {
      const r = await fetch(`${s.origin}/v1/manifests/${manifestId}?returnActiveManifest=${flag}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('application/c2pa');
    }
    for (const flag of ['1', 'TRUE', 'yes', '']) {
      expectProblem(
        await s.api(`/v1/manifests/${manifestId}?returnActiveManifest=${flag}`, { key: null }),
        400,
        'parameter_invalid',
      );
    }
    expectProblem(
      await s.api('/v1/manifests/urn:c2pa:00000000-0000-8000-8000-000000000000', { key: null }),
      404,
      'resource_not_found',
    );
    expectProblem(
      await s.api('/v1/manifests/gen_1?returnActiveManifest=maybe', { key: null }),
      400,
      'parameter_invalid',
    );
  });
});

describe('bad input to the resolution API', () => {
  const unit = Buffer.from([0x21, 0x01, 1, 2, 3, 4, 5, 6, 7, 8]).toString('base64');

  it('an unknown alg is 400 naming the supported one', async () => {
    for (const r of [
      await s.api(`/v1/matches/byBinding?alg=com.example.watermark&value=${encodeURIComponent(unit)}`, {
        key: null,
      }),
      await s.api('/v1/matches/byBinding', { key: null, body: { alg: 'io.iscc.v1', value: unit } }),
    ]) {
      const problem = expectProblem(r, 400, 'parameter_invalid');
      expect(problem.param).toBe('alg');
      expect(problem.detail).toContain('io.iscc.v0');
    }
    const content = await byContent(s, await picture(61), 'image/jpeg', '?alg=org.example.phash');
    expect(content.status).toBe(400);
    expect((await content.json()).detail).toContain('io.iscc.v0');
  });

  it('a value of another length than 10 or 8 bytes, another ISCC unit, or not base64 is 400', async () => {
    const cases = [
      Buffer.from([0x21, 0x01, 1, 2, 3, 4, 5, 6, 7]).toString('base64'), // 9 bytes
      Buffer.from([0x21, 0x03, ...new Array(16).fill(7)]).toString('base64'), // a 128-bit Image-Code
      Buffer.from([0x20, 0x01, 1, 2, 3, 4, 5, 6, 7, 8]).toString('base64'), // a Text-Code
      'not*base64',
    ];
    for (const value of cases) {
      const problem = expectProblem(await byBinding(s, value), 400, 'parameter_invalid');
      expect(problem.param, value).toBe('value');
    }
    expect(expectProblem(await byBinding(s, unit, '&maxResults=0'), 400, 'parameter_invalid').param).toBe(
      'maxResults',
    );
    expectProblem(
      await s.api('/v1/matches/byBinding?alg=io.iscc.v0', { key: null }),
      400,
      'parameter_missing',
    );
    expectProblem(
      await s.api('/v1/matches/byBinding', { key: null, body: { alg: 'io.iscc.v0' } }),
      400,
      'parameter_missing',
    );
  });

  it('byContent: not an image, undecodable bytes, an empty body, a picture of too many pixels: 400; a huge upload: 413', async () => {
    const text = await byContent(s, new TextEncoder().encode('hello'), 'text/plain');
    expect([text.status, (await text.json()).code]).toEqual([400, 'unsupported_media_type']);
    const jpeg = await picture(62);
    const broken = await byContent(s, jpeg.subarray(0, 200), 'image/jpeg');
    expect([broken.status, (await broken.json()).code]).toEqual([400, 'media_unreadable']);
    const png = await byContent(s, jpeg, 'image/png');
    expect([png.status, (await png.json()).code]).toEqual([400, 'media_unreadable']);
    const empty = await byContent(s, new Uint8Array(0), 'image/jpeg');
    expect([empty.status, (await empty.json()).code]).toEqual([400, 'parameter_missing']);
    // A picture of more pixels than the cap, small in bytes: refused from its header, never decoded.
    const bomb = await byContent(s, pixelBomb(10_000, 9_999), 'image/png');
    expect(bomb.status).toBe(400);
    expect(bomb.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await bomb.json()).toMatchObject({
      code: 'media_unreadable',
      detail: expect.stringMatching(/99990000 pixels/),
    });
    const huge = await byContent(s, new Uint8Array(11 * 1024 * 1024), 'image/jpeg');
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect((await huge.json()).code).toBe('payload_too_large');
  });

  it('a key that is not valid is 401, as anywhere', async () => {
    expectProblem(await byBinding(s, unit, '', `rk_test_${'x'.repeat(43)}`), 401, 'invalid_api_key');
  });
});

describe('per-address limits', () => {
  it('keyless resolution is limited per client address, as receipt reads are', async () => {
    const t = await startTestServer({ rateLimits: true, rateLimitNow: () => 0 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push((await t.api('/v1/services/supportedAlgorithms', { key: null })).status);
      expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(200));
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
