/**
 * Durable credentials end to end, the verifier's side against this service: a licensed picture whose
 * manifest was stripped and which was re-encoded (or whose bytes changed under its manifest) is
 * `recovered` by `@tlp/core`'s session through the soft binding resolution API; a manifest whose
 * signature fails stays invalid, and without an issuer nothing is asked of anyone.
 */
import { createVerifier, describeVerdict, loadCatalog } from '@tlp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensedPicture, picture, reposted } from '../test-harness/pictures.js';
import { startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** A fetch that records each request (`POST /v1/matches/byBinding`) before making it. */
function counted(calls: string[]): typeof fetch {
  return (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return globalThis.fetch(input, init);
  };
}

describe('a licensed picture that lost its content credentials is recovered by its fingerprint', () => {
  it('stripped and re-encoded: recovered, the match and the receipt of the generation, in plain words', async () => {
    const { generation, signed } = await licensedPicture(s, 101);
    const calls: string[] = [];
    const verifier = createVerifier({ issuers: [s.origin], mode: 'test', fetch: counted(calls) });
    expect((await verifier.verify(signed)).state).toBe('licensed');

    const verdict = await verifier.verify(await reposted(signed));
    expect(verdict.state, verdict.message ?? '').toBe('recovered');
    if (verdict.state !== 'recovered') return;
    const manifestId = (
      await s.deps.store.db
        .selectFrom('soft_bindings')
        .select('manifest_id')
        .where('generation_id', '=', generation.id)
        .executeTakeFirstOrThrow()
    ).manifest_id;
    expect(verdict.match).toEqual({
      method: 'fingerprint',
      alg: 'io.iscc.v0',
      similarity: expect.any(Number),
      manifestId,
      receipt: generation.receipt,
    });
    expect(verdict.match.similarity).toBeGreaterThanOrEqual(80);
    expect(verdict).toMatchObject({ code: null, credentials: 'none', issuer: s.origin });
    expect(verdict.receipt.claims.jti).toBe(generation.receipt);
    // The file's own facts stay its own: no manifest, not the licensed bytes.
    expect(verdict.content?.manifest?.present).toBe(false);
    expect(calls).toContain('POST /v1/matches/byBinding');
    expect(calls).toContain(`GET /v1/manifests/${encodeURIComponent(manifestId)}`);

    const words = describeVerdict(verdict);
    expect(words.headline).toBe('Recognised as a licensed image, but not byte for byte');
    expect(words.sentence).toMatch(
      new RegExp(
        `^This image matches an image Ada Vance is licensed for \\(a generated image used in .+, by 127\\.0\\.0\\.1:\\d+ since .+\\), similarity ${verdict.match.similarity}/100; its content credentials were removed or it was re-encoded, so it is not byte for byte the licensed file\\.$`,
      ),
    );
    expect(words.sentence).not.toContain('the very file licensed');
    for (const lang of ['de', 'fr', 'es', 'ja', 'ar'] as const) {
      const translated = describeVerdict(verdict, await loadCatalog(lang));
      expect(translated.sentence, lang).toContain(`${verdict.match.similarity}/100`);
      expect(translated.sentence, lang).toContain('Ada Vance');
      expect(translated.headline, lang).not.toBe(words.headline);
    }
  });

  it('bytes changed under an intact, trusted manifest: recovered, its own credentials said to no longer match', async () => {
    const { generation, signed } = await licensedPicture(s, 102);
    // A comment segment added after the JPEG's SOI: the data hash no longer matches, the signature does.
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x0a, ...Buffer.from('edited!!')]);
    const changed = new Uint8Array(Buffer.concat([signed.subarray(0, 2), comment, signed.subarray(2)]));
    const verifier = createVerifier({ issuers: [s.origin], mode: 'test' });
    const verdict = await verifier.verify(changed);
    expect(verdict.state, verdict.message ?? '').toBe('recovered');
    if (verdict.state !== 'recovered') return;
    expect(verdict.credentials).toBe('changed');
    expect(verdict.content?.manifest).toMatchObject({ present: true, signatureValid: true, trusted: true });
    expect(verdict.match.receipt).toBe(generation.receipt);
    expect(verdict.match.similarity).toBe(100);
    expect(describeVerdict(verdict).sentence).toMatch(
      /its own content credentials no longer match its bytes/,
    );
  });

  it('a manifest whose signature fails stays invalid: nothing is looked up by fingerprint', async () => {
    const { signed } = await licensedPicture(s, 103);
    // The claim signature's first byte flipped: the COSE_Sign1 ends with its nil payload and the 64-byte
    // signature (f6 58 40 …); the data hash does not cover the manifest, so only the signature fails.
    const bytes = Buffer.from(signed);
    const at = bytes.indexOf(Buffer.from([0xf6, 0x58, 0x40]), bytes.indexOf('c2pa.signature')) + 3;
    expect(at).toBeGreaterThan(3);
    bytes[at]! ^= 0xff;
    const calls: string[] = [];
    const verifier = createVerifier({ issuers: [s.origin], mode: 'test', fetch: counted(calls) });
    const verdict = await verifier.verify(new Uint8Array(bytes));
    expect(verdict.state, verdict.message ?? '').toBe('signature_invalid');
    expect(verdict.content?.manifest?.signatureValid).toBe(false);
    expect(calls.filter((c) => c.includes('/v1/matches') || c.includes('/v1/manifests'))).toEqual([]);
  });

  it('a picture the issuer never licensed keeps its verdict, and says why', async () => {
    const verifier = createVerifier({ issuers: [s.origin], mode: 'test' });
    const verdict = await verifier.verify(await picture(104));
    expect(verdict.state).toBe('no_manifest');
    expect(verdict.message).toMatch(/matches no image licensed by/);
  });

  it('without an issuer, no network call at all: no_manifest', async () => {
    const { signed } = await licensedPicture(s, 105);
    const calls: string[] = [];
    const verifier = createVerifier({ fetch: counted(calls) });
    const verdict = await verifier.verify(await reposted(signed));
    expect(verdict.state).toBe('no_manifest');
    expect(calls).toEqual([]);
  });
});
