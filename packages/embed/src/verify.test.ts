import { readFile } from 'node:fs/promises';
import * as core from '@tlp/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ISSUER } from '../../../test-vectors/lib/fixtures.js';
import { DEFAULT_SETTINGS, type EmbedSettings } from './settings.js';
import { verifyImage } from './verify.js';

// The library's content functions, watched: how often the embed reads an image is the point here.
vi.mock('@tlp/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@tlp/core')>();
  return {
    ...actual,
    verifyContent: vi.fn(actual.verifyContent),
    readLicenseAssertion: vi.fn(actual.readLicenseAssertion),
  };
});
const verifyContent = vi.mocked(core.verifyContent);
const readLicenseAssertion = vi.mocked(core.readLicenseAssertion);

const vector = async (path: string) =>
  new Uint8Array(await readFile(new URL(`../../../test-vectors/${path}`, import.meta.url)));

/** Every URL the embed fetched. */
const fetched: string[] = [];

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
});
beforeEach(() => {
  verifyContent.mockClear();
  readLicenseAssertion.mockClear();
  fetched.length = 0;
});

const settings = (issuers: string[]): EmbedSettings => ({
  ...DEFAULT_SETTINGS,
  issuers,
  lang: 'en',
  scriptUrl: `${ISSUER}/embed/tlp-embed.js`,
});

describe('the embed verifying an image', () => {
  it('reads a licensed image once: verified, not read for its assertion first', async () => {
    const verdict = await verifyImage(await vector('images/licensed.png'), settings([ISSUER]));
    expect(verdict.state).toBe('licensed');
    expect(verifyContent).toHaveBeenCalledTimes(1);
    expect(readLicenseAssertion).not.toHaveBeenCalled();
  });

  it('verifies against the accepted issuer the receipt names, not only the first', async () => {
    const other = 'https://other.example';
    const verdict = await verifyImage(await vector('images/licensed.jpg'), settings([other, ISSUER]));
    expect(verdict.state).toBe('licensed');
    expect(verdict.state === 'licensed' && verdict.issuer).toBe(ISSUER);
    expect(verifyContent.mock.calls.map(([, options]) => options.issuer)).toEqual([other, ISSUER]);
  });

  it('does not accept a receipt of an issuer not listed, and asks that issuer nothing', async () => {
    const verdict = await verifyImage(
      await vector('images/licensed.png'),
      settings(['https://other.example']),
    );
    expect(verdict.state).toBe('invalid');
    expect(verdict.state === 'invalid' && verdict.title).toBe('Issued by a server this page does not accept');
    expect(fetched.filter((url) => url.startsWith(ISSUER))).toEqual([]);
  });

  it('judges no credentials and broken ones as before', async () => {
    expect((await verifyImage(await vector('images/no-manifest.png'), settings([ISSUER]))).state).toBe(
      'none',
    );
    const tampered = await verifyImage(await vector('images/tampered-pixel.png'), settings([ISSUER]));
    expect(tampered.state).toBe('invalid');
    expect(tampered.state === 'invalid' && tampered.receiptUrl).toBeNull();
  });
});
