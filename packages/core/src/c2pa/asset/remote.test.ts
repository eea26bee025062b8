/**
 * The opt-in remote manifest fetch, against a local listener: a file's XMP URL (and every redirect) is
 * held to the policy before anything is sent. https only (http only to loopback), no loopback, private or
 * link-local address unless the caller passes its own `fetch`, at most five redirects, each re-checked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegNamingRemote } from '../../../../../test-vectors/lib/remote-jpeg.js';
import { verifyContent } from '../../content/index.js';
import { platform, setPlatform } from '../../platform/current.js';
import type { Platform } from '../../platform/types.js';
import { fetchRemoteManifest, MAX_REMOTE_MANIFEST_REDIRECTS, remoteManifestHref } from './remote.js';

const ISSUER = 'https://licensing.example';
let server: Server;
let origin: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const to = {
      '/to-metadata': 'http://169.254.169.254/latest/meta-data/',
      '/to-file': 'file:///etc/passwd',
      '/to-plain-http': 'http://cdn.example/m.c2pa',
      '/to-store': '/store',
      '/loop': '/loop',
    }[req.url ?? ''];
    if (to) {
      res.writeHead(302, { location: to }).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/c2pa' }).end('not a manifest store');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

/** The global fetch, passed as the caller's own, recording every URL it is asked for. */
function callerFetch() {
  const calls: string[] = [];
  const fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    return globalThis.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('verifyContent({fetchRemoteManifest: true}) without a fetch of the caller', () => {
  it('a file naming a loopback URL: nothing is fetched, the verdict says why', async () => {
    hits.length = 0;
    const verdict = await verifyContent(await jpegNamingRemote(`${origin}/store`), {
      issuer: ISSUER,
      fetchRemoteManifest: true,
    });
    expect(verdict).toMatchObject({ valid: false, code: 'remote_manifest' });
    expect(verdict.valid ? '' : verdict.message).toMatch(/loopback address is not fetched/);
    expect(hits).toEqual([]);
  });

  it('private, link-local and reserved literals and names are refused before any request', async () => {
    const fetch = (() => {
      throw new Error('must not be called');
    }) as typeof globalThis.fetch;
    for (const url of [
      'https://10.0.0.1/m',
      'https://172.16.5.4/m',
      'https://192.168.1.1/m',
      'https://100.64.0.1/m',
      'https://169.254.169.254/latest/meta-data/',
      'https://0.0.0.0/m',
      'https://[::1]/m',
      'https://[fd00::1]/m',
      'https://[fe80::1]/m',
      'https://[::ffff:127.0.0.1]/m',
      'https://[::ffff:a9fe:a9fe]/m',
      'https://localhost/m',
      'https://api.localhost/m',
      'https://2130706433/m',
      'https://0x7f.1/m',
      // Special-purpose ranges, and IPv6 forms that carry an internal IPv4 address (address-kind.test.ts).
      'https://198.18.0.1/m',
      'https://192.0.0.170/m',
      'https://[2002:a00:1::1]/m',
      'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/m',
      'https://[64:ff9b::a9fe:a9fe]/m',
      'https://[::ffff:8.8.8.8]/m',
    ]) {
      const r = await fetchRemoteManifest(url, fetch);
      expect(r.ok, url).toBe(false);
      expect(r.ok ? '' : r.message, url).toMatch(/is not fetched/);
    }
  });

  it('a public https URL that redirects to a private or metadata address: the redirect is refused', async () => {
    for (const location of [
      'https://10.1.2.3/m',
      'https://169.254.169.254/',
      'https://[::1]/',
      'ftp://cdn.example/m',
    ]) {
      const calls: string[] = [];
      const fetch = (async (input: RequestInfo | URL) => {
        calls.push(String(input));
        return new Response(null, { status: 302, headers: { location } });
      }) as typeof globalThis.fetch;
      const r = await fetchRemoteManifest('https://93.184.215.14/m.c2pa', fetch);
      expect(r.ok ? '' : r.message, location).toMatch(/is not fetched/);
      expect(calls, location).toEqual(['https://93.184.215.14/m.c2pa']);
    }
  });
});

/**
 * A platform that resolves names (as Node's does) whose DNS answers change: each `resolveHost` takes the
 * next answer. Its pinned fetch records the addresses it was given and answers `answer(url)`.
 */
function rebindingPlatform(answers: string[][], answer: (url: string) => Response) {
  const resolved: string[] = [];
  const pinned: Array<[string, readonly string[]]> = [];
  const on: Platform = {
    ...platform(),
    async resolveHost(name) {
      resolved.push(name);
      return answers.shift() ?? ['127.0.0.1'];
    },
    async fetchPinned(url, _init, addresses) {
      pinned.push([url, addresses]);
      return answer(url);
    },
  };
  return { on, resolved, pinned };
}

describe('on a platform that resolves names (Node): the fetch connects to the addresses checked', () => {
  const unpinned = (() => {
    throw new Error('fetch would resolve the name again');
  }) as typeof globalThis.fetch;
  const store = () => new Response(new Uint8Array([1, 2, 3]), { status: 200 });

  it('a name is resolved once, checked, and fetched at those addresses (a later answer of 127.0.0.1 is never used)', async () => {
    const before = platform();
    const { on, resolved, pinned } = rebindingPlatform(
      [['93.184.215.14', '2606:2800:21f:cb07::1'], ['127.0.0.1']],
      store,
    );
    setPlatform(on);
    try {
      const r = await fetchRemoteManifest('https://cdn.rebind.example/m.c2pa', unpinned);
      expect(r).toEqual({ ok: true, bytes: new Uint8Array([1, 2, 3]) });
      expect(resolved).toEqual(['cdn.rebind.example']);
      expect(pinned).toEqual([
        ['https://cdn.rebind.example/m.c2pa', ['93.184.215.14', '2606:2800:21f:cb07::1']],
      ]);
    } finally {
      setPlatform(before);
    }
  });

  it('a redirect to another name is resolved, checked and pinned in its turn: an internal answer is refused', async () => {
    const before = platform();
    const { on, resolved, pinned } = rebindingPlatform(
      [['93.184.215.14'], ['198.18.0.7']],
      () => new Response(null, { status: 302, headers: { location: 'https://next.rebind.example/m.c2pa' } }),
    );
    setPlatform(on);
    try {
      const r = await fetchRemoteManifest('https://cdn.rebind.example/m.c2pa', unpinned);
      expect(r.ok ? '' : r.message).toMatch(
        /next\.rebind\.example resolves to a benchmarking address \(198\.18\.0\.7\)/,
      );
      expect(resolved).toEqual(['cdn.rebind.example', 'next.rebind.example']);
      expect(pinned.map(([url]) => url)).toEqual(['https://cdn.rebind.example/m.c2pa']);
    } finally {
      setPlatform(before);
    }
  });
});

describe('with the caller passing its own fetch (it decides which addresses are reached)', () => {
  it('a loopback listener is reached over http, and a redirect to it is followed', async () => {
    hits.length = 0;
    const { calls, fetch } = callerFetch();
    const verdict = await verifyContent(await jpegNamingRemote(`${origin}/to-store`), {
      issuer: ISSUER,
      fetchRemoteManifest: true,
      fetch,
    });
    expect(calls).toEqual([`${origin}/to-store`, `${origin}/store`]);
    expect(hits).toEqual(['/to-store', '/store']);
    // The listener's bytes are no manifest store: read, then refused as one.
    expect(verdict.valid ? '' : verdict.message).not.toMatch(/not fetched/);
  });

  it('every redirect is re-checked: plain http off loopback, file: and metadata addresses are not followed', async () => {
    for (const path of ['/to-metadata', '/to-file', '/to-plain-http']) {
      const { calls, fetch } = callerFetch();
      const r = await fetchRemoteManifest(`${origin}${path}`, fetch, { callerFetch: true });
      expect(r.ok ? '' : r.message, path).toMatch(/is not fetched/);
      expect(calls, path).toEqual([`${origin}${path}`]);
    }
  });

  it(`a redirect loop stops after ${MAX_REMOTE_MANIFEST_REDIRECTS} redirects`, async () => {
    hits.length = 0;
    const { fetch } = callerFetch();
    const r = await fetchRemoteManifest(`${origin}/loop`, fetch, { callerFetch: true });
    expect(r.ok ? '' : r.message).toMatch(/redirected more than 5 times/);
    expect(hits).toHaveLength(MAX_REMOTE_MANIFEST_REDIRECTS + 1);
  });
});

describe('URLs the library returns', () => {
  it('are normalised (url.href): control characters and spaces percent-encoded, the host lower-cased', async () => {
    expect(remoteManifestHref('https://CDN.example/a b\u001b]0;x\u0007y')).toBe(
      'https://cdn.example/a%20b%1B]0;x%07y',
    );
    expect(remoteManifestHref('ftp://cdn.example/m')).toBeNull();
    const verdict = await verifyContent(await jpegNamingRemote('https://CDN.example/m\u001b[2J.c2pa'), {
      issuer: ISSUER,
    });
    expect(verdict).toMatchObject({
      code: 'remote_manifest',
      manifest: { remoteUrl: 'https://cdn.example/m%1B[2J.c2pa' },
    });
  });
});
