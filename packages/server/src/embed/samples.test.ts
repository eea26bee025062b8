/**
 * The sandbox's sample media, signed by itself: each verifies against this server with `@tlp/core`, under
 * the one trust rule (the signer roots at /trust-anchors.pem), as the page, the embed and the CLI see it.
 */
import { createVerifier, describeVerdict, pemCertificates, verifyContent, verifyReceipt } from '@tlp/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import { startTestServer, type TestServer } from '../test-harness/server.js';

let s: TestServer;
let anchors: string[];
beforeAll(async () => {
  s = await startTestServer();
  anchors = pemCertificates(await (await fetch(`${s.origin}/trust-anchors.pem`)).text());
}, 60_000);
afterAll(() => s.close());

async function sample(file: string): Promise<Uint8Array> {
  const response = await fetch(`${s.origin}/samples/${file}`);
  expect(response.status, file).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('the sample media', () => {
  it('are listed in /samples/index.json', async () => {
    const index = (await (await fetch(`${s.origin}/samples/index.json`)).json()) as {
      samples: Array<{ file: string; url: string; media_type: string; title: string }>;
    };
    expect(index.samples.map((x) => x.file)).toEqual([
      'licensed.jpg',
      'licensed.png',
      'licensed.mp4',
      'licensed.wav',
      'tampered.jpg',
      'plain.jpg',
      'receipt.jws',
    ]);
    for (const x of index.samples) expect(x.url).toBe(`/samples/${x.file}`);
  });

  it.each([
    ['licensed.jpg', 'image/jpeg', 'image', 'Ada Vance is licensed for a generated image'],
    ['licensed.png', 'image/png', 'image', 'Ada Vance is licensed for a generated image'],
    // Her likeness in a video and her voice, under the samples studio's license.
    ['licensed.mp4', 'video/mp4', 'video', 'Ada Vance is licensed for a generated video'],
    ['licensed.wav', 'audio/wav', 'audio file', 'Ada Vance is licensed for a generated audio file'],
  ])('%s is licensed and trusted, and says who and for what use', async (file, mediaType, noun, who) => {
    const verdict = await verifyContent(await sample(file), {
      issuer: s.origin,
      mode: 'test',
      trustAnchors: anchors,
    });
    expect(verdict).toMatchObject({ valid: true, trusted: true, mediaType });
    if (!verdict.valid) return;
    const words = describeVerdict({
      status: 'licensed',
      checked: noun === 'audio file' ? 'audio' : (noun as 'image' | 'video'),
      claims: verdict.receipt.claims,
    });
    expect(words.sentence).toMatch(
      new RegExp(
        `^${who} used in commercial advertising \\(web; United States\\) by 127\\.0\\.0\\.1:\\d+ since .*; this ${noun} is the very file licensed, byte for byte\\.$`,
      ),
    );
    expect(verdict.receipt.claims.tlp.talent_names).toEqual({
      [verdict.receipt.claims.tlp.talent[0]!]: 'Ada Vance',
    });
  });

  it('the video and the audio are licensed to the samples studio, not to the sandbox account: its fixtures are unchanged', async () => {
    await sample('licensed.wav');
    const held = await s.api('/v1/licenses?limit=100');
    expect(held.json.data).toHaveLength(12);
    const ada = held.json.data.find((l: { handle: string }) => l.handle === 'ada-vance');
    expect(ada.scope.modalities).toEqual(['image']);
    // Ada Vance's voice is still not licensed to the sandbox account.
    const voice = await s.api('/v1/checks', {
      body: {
        inputs: [{ role: 'prompt', text: 'Ada Vance reading a short welcome' }],
        use: {
          modality: 'speech',
          kind: 'depiction',
          purpose: 'advertising',
          commercial: true,
          channels: ['web'],
          territories: ['US'],
        },
        execution: { provider: 'tlp-sandbox', model: 'embed-demo' },
      },
    });
    expect(voice.json.decision).toBe('deny');
    expect(voice.json.reasons.map((r: { code: string }) => r.code)).toContain('modality_not_licensed');
  });

  it('tampered.jpg is broken, plain.jpg has no credentials, receipt.jws is a genuine receipt', async () => {
    const options = { issuer: s.origin, mode: 'test' as const, trustAnchors: anchors };
    expect(await verifyContent(await sample('tampered.jpg'), options)).toMatchObject({ valid: false });
    expect(await verifyContent(await sample('plain.jpg'), options)).toMatchObject({
      valid: false,
      code: 'no_manifest',
    });
    const jws = new TextDecoder().decode(await sample('receipt.jws'));
    expect(await verifyReceipt(jws, options)).toMatchObject({ valid: true });
  });

  /** The official reader's verdict on a sample, and the matches of the soft binding it read there. */
  async function softBindingOf(bytes: Uint8Array, type: string) {
    initOfficialReader();
    const official = await officialVerdict(bytes, type, anchors.join('\n'));
    const binding = official.assertions?.find((a) => a.label === 'c2pa.soft-binding')?.data as {
      alg: string;
      blocks: Array<{ scope: object; value: number[] }>;
    };
    const value = Buffer.from(binding.blocks[0]?.value ?? []).toString('base64');
    const matches: Array<{ manifestId: string; similarityScore: number }> = (
      await s.api(`/v1/matches/byBinding?alg=io.iscc.v0&value=${encodeURIComponent(value)}`, { key: null })
    ).json.matches;
    return { official, alg: binding.alg, matches };
  }

  it.each([
    ['licensed.jpg', 'image/jpeg'],
    ['licensed.png', 'image/png'],
  ])(
    '%s carries its soft binding: c2pa-rs reads it with no failure code, and it resolves here',
    async (file, type) => {
      const { official, alg, matches } = await softBindingOf(await sample(file), type);
      expect(official).toMatchObject({ state: 'Trusted', failures: [] });
      expect(alg).toBe('io.iscc.v0');
      expect(matches[0]).toMatchObject({ similarityScore: 100 });
    },
  );

  it('by their fingerprints: tampered.jpg is the licensed picture (recovered), plain.jpg none the sandbox licensed', async () => {
    const verifier = createVerifier({ issuers: [s.origin], mode: 'test' });
    const tampered = await verifier.verify(await sample('tampered.jpg'));
    expect(tampered.state, tampered.message ?? '').toBe('recovered');
    const plain = await verifier.verify(await sample('plain.jpg'));
    expect(plain.state).toBe('no_manifest');
    expect(plain.message).toMatch(/matches no image licensed by/);
  });

  it('licensed.jpg re-encoded smaller, its manifest gone, is found by byContent (as the README shows)', async () => {
    const original = await sample('licensed.jpg');
    const copy = await sharp(original).resize(640).jpeg({ quality: 70 }).toBuffer();
    const response = await fetch(`${s.origin}/v1/matches/byContent?alg=io.iscc.v0`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg' },
      body: copy,
    });
    const { matches } = (await response.json()) as { matches: Array<{ manifestId: string }> };
    // The manifest the sample's own soft binding names.
    const named = (await softBindingOf(original, 'image/jpeg')).matches[0]?.manifestId;
    expect(matches[0]?.manifestId).toBe(named);
    const manifest = await fetch(`${s.origin}/v1/manifests/${named}`);
    expect([manifest.status, manifest.headers.get('content-type')]).toEqual([200, 'application/c2pa']);
  });

  it('are the same files on every request (signed once per start)', async () => {
    expect(await sample('licensed.png')).toEqual(await sample('licensed.png'));
  });
});
