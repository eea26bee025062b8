import { openAsBlob, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { DISCOVERY, ISSUER, JWKS } from '../../../../test-vectors/lib/fixtures.js';
import { describeVerdict } from '../explain/describe-verdict.js';
import { createVerifier } from '../verifier/create-verifier.js';
import { connectVerifier } from './connect.js';
import { nodeEndpoint } from './node.js';
import type { VerifierSettings } from './protocol.js';
import { serveVerifier } from './serve.js';

const vectors = fileURLToPath(new URL('../../../../test-vectors/', import.meta.url));
const rootPem = readFileSync(join(vectors, 'keys/ca-root.pem'), 'utf8');
const bytes = (file: string) => new Uint8Array(readFileSync(join(vectors, file)));

const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** Both ends of the protocol in this thread, over a Node MessageChannel (structured clones, as a worker's). */
function channel() {
  const { port1, port2 } = new MessageChannel();
  closers.push(() => {
    port1.close();
    port2.close();
  });
  return { page: nodeEndpoint(port1), worker: nodeEndpoint(port2) };
}

const settings: VerifierSettings = {
  issuers: [{ issuer: ISSUER, jwks: JWKS }],
  mode: 'test',
  trustAnchors: [rootPem],
};

describe('the verifier protocol', () => {
  it('verifies a file in the worker: its verdict comes back as data, explain given back on the page', async () => {
    const { page, worker } = channel();
    serveVerifier(worker, (options) => createVerifier(options));
    const remote = connectVerifier(page, settings);
    expect(await remote.ready).toBe(true);
    const verdict = await remote.verify(bytes('images/licensed.jpg'));
    expect(verdict).toMatchObject({ state: 'licensed', checked: 'image', mediaType: 'image/jpeg' });
    expect(describeVerdict(verdict).headline).toBe('Licensed and valid');
    expect((await verdict.explain()).headline).toBe('Licensed and valid');
    expect((await remote.verify(bytes('images/tampered-pixel.jpg'))).state).toBe('tampered');
    expect(await remote.media()).toMatchObject({
      mediaTypes: expect.arrayContaining(['image/png', 'video/mp4']),
      readInSlices: expect.arrayContaining(['video/mp4']),
    });
    expect(remote.pending).toBe(0);
  });

  it('passes a Blob by reference and reports its reads, at most once a whole percent', async () => {
    const { page, worker } = channel();
    serveVerifier(worker, (options) => createVerifier(options));
    const remote = connectVerifier(page, settings);
    const seen: number[] = [];
    // A Blob in memory (Node's file-backed ones are not cloneable; a browser's File is).
    const file = new Blob([bytes('media/licensed.mp4')]);
    const verdict = await remote.verify(file, { onProgress: (read) => seen.push(read) });
    expect(verdict).toMatchObject({ state: 'licensed', checked: 'video' });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThanOrEqual(101);
  });

  it('lets workers fetch through the page, so that one fetch there serves them', async () => {
    const calls: string[] = [];
    const pageFetch: typeof fetch = async (input) => {
      const url = new URL(String(input));
      calls.push(url.pathname);
      const body = url.pathname === '/.well-known/talent-license' ? DISCOVERY : JWKS;
      return new Response(JSON.stringify(body), { headers: { 'cache-control': 'max-age=300' } });
    };
    const { page, worker } = channel();
    serveVerifier(worker, (options, host) => createVerifier({ ...options, fetch: host.fetchThroughPage }));
    const remote = connectVerifier(page, { issuers: [ISSUER], mode: 'test' }, { fetch: pageFetch });
    const jws = readFileSync(join(vectors, 'receipts/valid-test.jws'), 'utf8');
    expect((await remote.verify(jws)).state).toBe('licensed');
    expect((await remote.verify(jws)).state).toBe('licensed');
    expect(calls).toEqual(['/.well-known/talent-license', '/.well-known/jwks.json']);
  });

  it('reads what the worker opens itself (a path), or its refusal, as the shell says', async () => {
    const { page, worker } = channel();
    serveVerifier<{ code: string }>(worker, (options) => createVerifier(options), {
      async open(input) {
        const path = String((input as { path: string }).path);
        if (!path.endsWith('.jpg')) return { refused: { code: 'not_found' } };
        return { input: await openAsBlob(join(vectors, path)) };
      },
    });
    const remote = connectVerifier<{ code: string }>(page, settings);
    expect(await remote.verify({ path: 'images/licensed.jpg' })).toMatchObject({ state: 'licensed' });
    expect(await remote.verify({ path: 'nowhere.txt' })).toEqual({ code: 'not_found' });
  });

  it('sends the shell’s own answer made of a verdict, with the page’s context', async () => {
    const { page, worker } = channel();
    serveVerifier<string>(worker, (options) => createVerifier(options), {
      present: (verdict, context) => `${verdict.state} (${(context as { lang: string }).lang})`,
    });
    const remote = connectVerifier<string>(page, settings, { context: { lang: 'de' } });
    expect(await remote.verify(bytes('images/licensed.jpg'))).toBe('licensed (de)');
  });

  it('runs on a worker thread, and fails the jobs of a worker that dies', async () => {
    const here = fileURLToPath(import.meta.url);
    const tsx = pathToFileURL(
      createRequire(here)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    const entry = pathToFileURL(join(here, '../test-fixtures/thread.node.ts')).href;
    const code = `import { tsImport } from ${JSON.stringify(tsx)};\nawait tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)});`;
    const thread = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`));
    closers.push(() => thread.terminate());
    const remote = connectVerifier(nodeEndpoint(thread), settings);
    expect(await remote.ready).toBe(true);
    expect((await remote.verify(bytes('images/licensed.png'))).state).toBe('licensed');
    const dying = remote.verify('exit');
    await expect(dying).rejects.toThrow(/exited/);
    await expect(remote.verify(bytes('images/licensed.png'))).rejects.toThrow(/exited/);
  });
});
