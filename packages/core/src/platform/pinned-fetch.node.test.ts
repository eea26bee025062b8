/**
 * Node's pinned fetch against a local HTTPS listener, in a process of its own that trusts a throwaway CA
 * (`NODE_EXTRA_CA_CERTS`): it connects to the address it is given for a host name that resolves nowhere
 * (`.test`), while the Host header, TLS's server name and the certificate check stay on that name.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSecureContext } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TlsAuthority, tlsAuthority } from '../../../../test-vectors/lib/tls-certificates.js';

const MODULE = fileURLToPath(new URL('./pinned-fetch.node.ts', import.meta.url));
const NAME = 'manifests.pinned.test';

/** What the child prints: the answer's status, `location` and body, or the error's code. */
const PROGRAM = `
const { pinnedFetch } = await import(${JSON.stringify(MODULE)});
const [url, addresses, abortMs] = JSON.parse(process.env.TLP_PINNED_ARGS);
const signal = abortMs ? AbortSignal.timeout(abortMs) : undefined;
try {
  const response = await pinnedFetch(url, { headers: { accept: 'application/c2pa' }, signal }, addresses);
  console.log(JSON.stringify({ status: response.status, location: response.headers.get('location'), body: await response.text() }));
} catch (error) {
  console.log(JSON.stringify({ error: error.code ?? error.cause?.code ?? error.name }));
}`;

let folder: string;
let authority: TlsAuthority;
let server: Server;
let port: number;
/** The server's certificate: for the name, or for another name. */
let certificateName = NAME;
const seen: Array<{ servername: string; host: string | undefined; path: string | undefined }> = [];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tlp-pinned-'));
  authority = await tlsAuthority();
  writeFileSync(join(folder, 'ca.pem'), authority.caPem);
  const contexts = new Map<string, ReturnType<typeof createSecureContext>>();
  for (const name of [NAME, 'other.test'])
    contexts.set(name, createSecureContext(await authority.serverFor(name)));
  server = createServer(
    {
      SNICallback: (servername, done) => {
        seen.push({ servername, host: undefined, path: undefined });
        done(null, contexts.get(certificateName));
      },
    },
    (req, res) => {
      const last = seen.at(-1);
      if (last) Object.assign(last, { host: req.headers.host, path: req.url });
      if (req.url === '/silent') return; // never answers
      if (req.url === '/moved') return void res.writeHead(302, { location: '/store' }).end();
      res.writeHead(200, { 'content-type': 'application/c2pa' }).end(`manifest for ${req.headers.accept}`);
    },
  );
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((ok) => server.close(() => ok()));
  rmSync(folder, { recursive: true, force: true });
});

async function pinned(path: string, addresses: string[], abortMs = 0) {
  seen.length = 0;
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', PROGRAM],
      {
        timeout: 30_000,
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: join(folder, 'ca.pem'),
          TLP_PINNED_ARGS: JSON.stringify([`https://${NAME}:${port}${path}`, addresses, abortMs]),
        },
      },
      (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
    ),
  );
  return JSON.parse(stdout) as { status?: number; location?: string | null; body?: string; error?: string };
}

describe('pinnedFetch (node:https with the checked addresses as its lookup)', () => {
  it('reaches the checked address for a name that resolves nowhere; Host, SNI and certificate are the name’s', async () => {
    certificateName = NAME;
    expect(await pinned('/store', ['127.0.0.1'])).toEqual({
      status: 200,
      location: null,
      body: 'manifest for application/c2pa',
    });
    expect(seen).toEqual([{ servername: NAME, host: `${NAME}:${port}`, path: '/store' }]);
  });

  it('tries the checked addresses in turn (here an IPv6 one with nothing listening, then 127.0.0.1)', async () => {
    certificateName = NAME;
    expect(await pinned('/store', ['::1', '127.0.0.1'])).toMatchObject({ status: 200 });
  });

  it('refuses a certificate valid for another name, although it chains to a trusted root', async () => {
    certificateName = 'other.test';
    expect(await pinned('/store', ['127.0.0.1'])).toEqual({ error: 'ERR_TLS_CERT_ALTNAME_INVALID' });
    expect(seen.map((s) => s.servername)).toEqual([NAME]);
  });

  it('returns a redirect as it came (not followed), and stops when its signal aborts', async () => {
    certificateName = NAME;
    expect(await pinned('/moved', ['127.0.0.1'])).toMatchObject({ status: 302, location: '/store' });
    expect(seen.map((s) => s.path)).toEqual(['/moved']);
    expect(await pinned('/silent', ['127.0.0.1'], 300)).toEqual({ error: 'ABORT_ERR' });
  });
});
