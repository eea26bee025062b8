import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jpegNamingRemote } from './remote-jpeg.js';

/** Test host names and what the probe's `node:dns` answers for them (every other name resolves as usual). */
export const PROBE_ANSWERS = {
  'manifests.loopback.test': '127.0.0.1',
  'manifests.private.test': '10.1.2.3',
} as const;

/**
 * The program the probe runs: `node:dns` answers {@link PROBE_ANSWERS} for the test names (both its callback
 * and its promise `lookup`, which the fetch and the check use), then `@tlp/core/c2pa` is imported as the
 * folder resolves it and verifies each file with `fetchRemoteManifest: true`, printing each verdict's message.
 */
const PROGRAM = `
import dns from 'node:dns';
import { readFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const answers = JSON.parse(process.env.TLP_PROBE_ANSWERS);
const usual = { lookup: dns.lookup, promise: dns.promises.lookup };
const answer = (name, options) => {
  const found = { address: answers[name], family: 4 };
  return options && typeof options === 'object' && options.all ? [found] : found;
};
dns.lookup = (name, options, callback) => {
  if (!(name in answers)) return usual.lookup(name, options, callback);
  const done = typeof options === 'function' ? options : callback;
  const found = answer(name, options);
  process.nextTick(() => (Array.isArray(found) ? done(null, found) : done(null, found.address, found.family)));
};
dns.promises.lookup = async (name, options) =>
  name in answers ? answer(name, options) : usual.promise(name, options);
syncBuiltinESMExports();
const { verifyContentWithC2pa } = await import('@tlp/core/c2pa');
const messages = [];
for (const file of JSON.parse(process.env.TLP_PROBE_FILES)) {
  const verdict = await verifyContentWithC2pa(new Uint8Array(readFileSync(file)), {
    issuer: 'https://licensing.example',
    fetchRemoteManifest: true,
  });
  messages.push(verdict.valid ? 'valid' : verdict.message);
}
console.log(JSON.stringify(messages));
`;

/**
 * Verifies, in a fresh Node process in `cwd` (so that `@tlp/core/c2pa` resolves through the package's own
 * `exports` there: the repository's build, or an installed tarball), a JPEG naming its remote manifest at
 * `https://<name>:<port>/m.c2pa` for each of {@link PROBE_ANSWERS}. A listener on 127.0.0.1 at that port
 * counts the connections made to it: a fetch of the loopback name would be one.
 */
export async function remoteRefusalProbe(cwd: string): Promise<{ messages: string[]; connections: number }> {
  let connections = 0;
  const listener = createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((ok) => listener.listen(0, '127.0.0.1', ok));
  const port = (listener.address() as { port: number }).port;
  const folder = mkdtempSync(join(tmpdir(), 'tlp-remote-probe-'));
  try {
    const files = await Promise.all(
      Object.keys(PROBE_ANSWERS).map(async (name) => {
        const file = join(folder, `${name}.jpg`);
        writeFileSync(file, await jpegNamingRemote(`https://${name}:${port}/m.c2pa`));
        return file;
      }),
    );
    const stdout = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--input-type=module', '-e', PROGRAM],
        {
          cwd,
          timeout: 60_000,
          env: {
            ...process.env,
            TLP_PROBE_ANSWERS: JSON.stringify(PROBE_ANSWERS),
            TLP_PROBE_FILES: JSON.stringify(files),
          },
        },
        (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
      ),
    );
    return { messages: JSON.parse(stdout) as string[], connections };
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await new Promise<void>((ok) => listener.close(() => ok()));
  }
}
