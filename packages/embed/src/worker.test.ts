import { readFile } from 'node:fs/promises';
import { MessageChannel } from 'node:worker_threads';
import { mayCarryManifest } from '@tlp/core';
import { connectVerifier, type Endpoint } from '@tlp/core/worker';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISSUER } from '../../../test-vectors/lib/fixtures.js';
import { DEFAULT_SETTINGS, type EmbedSettings } from './settings.js';
import type { EmbedVerdict } from './verdict.js';
import { sessionOf } from './verifier.js';
import { serve } from './worker.js';

const vector = async (path: string) =>
  new Uint8Array(await readFile(new URL(`../../../test-vectors/${path}`, import.meta.url)));

/** Every URL the worker fetched. */
const fetched: string[] = [];
const channels: MessageChannel[] = [];

beforeAll(async () => {
  // The vectors' issuer: discovery and keys; every other URL is 404.
  const files: Record<string, Uint8Array<ArrayBuffer>> = {
    [`${ISSUER}/.well-known/talent-license`]: await vector('keys/discovery.json'),
    [`${ISSUER}/.well-known/jwks.json`]: await vector('keys/jwks.json'),
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    fetched.push(url);
    const body = files[url];
    return body
      ? new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 });
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  for (const channel of channels) channel.port1.close();
});
beforeEach(() => {
  fetched.length = 0;
});

/** The embed's worker, served on one end of a channel, and the page's side connected to the other. */
function embedVerifier(issuers: string[]) {
  const settings: EmbedSettings = {
    ...DEFAULT_SETTINGS,
    issuers,
    lang: 'en',
    scriptUrl: `${ISSUER}/embed/tlp-embed.js`,
  };
  const channel = new MessageChannel();
  channels.push(channel);
  serve(channel.port2 as unknown as Endpoint);
  const remote = connectVerifier<EmbedVerdict>(channel.port1 as unknown as Endpoint, sessionOf(settings), {
    context: { lang: 'en' },
  });
  return async (path: string) => (await remote.verify(await vector(path))) as EmbedVerdict;
}

describe('the embed verifying an image in its worker', () => {
  it('badges a licensed image with the words of the session, the issuer keys fetched once for the page', async () => {
    const verify = embedVerifier([ISSUER]);
    const verdict = await verify('images/licensed.png');
    expect(verdict).toMatchObject({ state: 'licensed', issuer: ISSUER, trusted: null });
    expect(verdict.state === 'licensed' && verdict.receiptUrl).toBe(
      `${ISSUER}/r/${verdict.state === 'licensed' && verdict.receiptId}`,
    );
    expect((await verify('images/licensed.jpg')).state).toBe('licensed');
    expect(fetched.filter((url) => url.includes('/.well-known/'))).toEqual([
      `${ISSUER}/.well-known/talent-license`,
      `${ISSUER}/.well-known/jwks.json`,
    ]);
  });

  it('verifies against the accepted issuer the receipt names, not only the first', async () => {
    const other = 'https://other.example';
    const verdict = await embedVerifier([other, ISSUER])('images/licensed.jpg');
    expect(verdict.state).toBe('licensed');
    expect(verdict.state === 'licensed' && verdict.issuer).toBe(ISSUER);
    expect(
      fetched.filter((url) => url.startsWith(other)).filter((url) => url.includes('/.well-known/')),
    ).toEqual([]);
  });

  it('does not accept a receipt of an issuer not listed, and asks that issuer nothing', async () => {
    const verdict = await embedVerifier(['https://other.example'])('images/licensed.png');
    expect(verdict.state).toBe('invalid');
    expect(verdict.state === 'invalid' && verdict.title).toBe('Issued by a server this page does not accept');
    expect(fetched.filter((url) => url.startsWith(ISSUER))).toEqual([]);
  });

  it('judges no credentials and broken ones as before', async () => {
    const verify = embedVerifier([ISSUER]);
    expect((await verify('images/no-manifest.png')).state).toBe('none');
    const tampered = await verify('images/tampered-pixel.png');
    expect(tampered.state).toBe('invalid');
    expect(tampered.state === 'invalid' && tampered.receiptUrl).toBeNull();
  });
});

/**
 * Every format the library reads as a browser shows it in `<img>` (GIF, SVG, and TIFF and DNG where a
 * browser decodes them): the committed vectors c2pa-rs signed, through the cheap look at the bytes
 * (`mayCarryManifest`) and the worker, as `checkImage` runs them.
 */
describe.each(['gif', 'svg', 'tiff', 'dng'])('the embed on a .%s image', (ext) => {
  it('badges the licensed one licensed, the tampered one invalid, and the plain one not at all', async () => {
    const verify = embedVerifier([ISSUER]);
    const check = async (path: string) =>
      mayCarryManifest(await vector(path)) ? (await verify(path)).state : 'none';
    expect(await check(`media/licensed.${ext}`)).toBe('licensed');
    expect(await check(`media/tampered.${ext}`)).toBe('invalid');
    expect(mayCarryManifest(await vector(`media/no-manifest.${ext}`))).toBe(false);
  });
});
