/** Helpers of the page's component tests (happy-dom): a fake issuer from the test vectors, and waiting. */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act } from 'preact/test-utils';
import { guardedFetch, type IssuerConfig } from './issuer.js';

export const vectors = join(dirname(fileURLToPath(import.meta.url)), '../../test-vectors');
export const ISSUER = 'https://licensing.example';
export const vector = (path: string) => readFile(join(vectors, path));
export const vectorText = async (path: string) => (await vector(path)).toString('utf8').trim();

/** The vectors' issuer: discovery, JWKS, one receipt object, and the vectors' C2PA root as trust anchors. */
export async function vectorIssuer(): Promise<{ fetch: typeof fetch; calls: string[] }> {
  const calls: string[] = [];
  const files: Record<string, Buffer> = {
    '/.well-known/talent-license': await vector('keys/discovery.json'),
    '/.well-known/jwks.json': await vector('keys/jwks.json'),
    '/v1/receipts/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a': await vector('receipts/object-valid.json'),
    '/trust-anchors.pem': await vector('keys/ca-root.pem'),
  };
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url.href);
    const body = url.origin === ISSUER ? files[url.pathname] : undefined;
    return body
      ? new Response(new Uint8Array(body), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404 });
  }) as typeof fetch;
  return { fetch: fetchImpl, calls };
}

export function configFor(fetchImpl: typeof fetch, extra: Partial<IssuerConfig> = {}): IssuerConfig {
  const allowed = extra.allowed ?? [ISSUER];
  return {
    issuer: ISSUER,
    origin: ISSUER,
    allowed,
    trustAnchorsUrl: `${ISSUER}/trust-anchors.pem`,
    fetch: guardedFetch(allowed, fetchImpl),
    ...extra,
  };
}

/** Waits, letting Preact render, until `probe` returns something truthy. */
export async function waitFor<T>(probe: () => T | null | undefined | false, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${probe.toString()}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}
