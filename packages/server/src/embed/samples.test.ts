/**
 * The sandbox's sample media, signed by itself: each verifies against this server with `@tlp/core`, under
 * the one trust rule (the signer roots at /trust-anchors.pem), as the page, the embed and the CLI see it.
 */
import { describeVerdict, pemCertificates, verifyContent, verifyReceipt } from '@tlp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    // The fixture licenses cover images only: the video and the voice use no talent, and say so.
    [
      'licensed.mp4',
      'video/mp4',
      'video',
      'A generated video that uses no talent’s name, likeness or voice was cleared',
    ],
    [
      'licensed.wav',
      'audio/wav',
      'audio file',
      'A generated audio file that uses no talent’s name, likeness or voice was cleared',
    ],
  ])('%s is licensed and trusted, and says who', async (file, mediaType, noun, who) => {
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
        `^${who} by 127\\.0\\.0\\.1:\\d+ since .*; this ${noun} is the very file licensed, byte for byte\\.$`,
      ),
    );
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

  it('are the same files on every request (signed once per start)', async () => {
    expect(await sample('licensed.png')).toEqual(await sample('licensed.png'));
  });
});
