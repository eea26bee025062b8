// `npm run test:first-minute`: the README's first command, exactly as written, on a fresh clone. The
// committed tree is cloned into a temporary folder (no node_modules, no build, no database), the README's
// `npm ci && npm start` line is run there by `sh` as a newcomer pastes it (only `PORT=0`, so that a busy
// 8787 does not fail it), and once it prints `Listening:` the page, a signed sample and the start page of
// the API are fetched, the sample is verified with the clone's own @tlp/core, and Ctrl-C stops it cleanly.
// Prints how long each step took. `.ci/run` runs it; it takes a few minutes (the install builds
// better-sqlite3 from source here).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEADLINE_MS = 15 * 60_000;

/** The README's first command: the line of its first `sh` block that starts with `npm ci`, comment dropped. */
export function firstCommand(readme: string): string {
  const block = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const line = block.split('\n').find((l) => l.startsWith('npm ci'));
  if (!line) throw new Error("the README's first sh block has no `npm ci` line");
  return line.replace(/\s+#.*$/, '').trim();
}

function fail(message: string): never {
  throw new Error(`first minute: ${message}`);
}

async function waitForListening(child: ChildProcess, output: () => string): Promise<string> {
  const started = Date.now();
  for (;;) {
    const origin = /^Listening: (\S+)$/m.exec(output())?.[1];
    if (origin) return origin;
    if (child.exitCode !== null)
      fail(`the command exited (${child.exitCode}) before Listening:\n${output()}`);
    if (Date.now() - started > DEADLINE_MS) fail(`no Listening: after ${DEADLINE_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function get(url: string, type: RegExp): Promise<Uint8Array> {
  const res = await fetch(url);
  const contentType = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.test(contentType)) fail(`GET ${url}: ${res.status} ${contentType}`);
  return new Uint8Array(await res.arrayBuffer());
}

async function main() {
  const command = firstCommand(readFileSync(join(ROOT, 'README.md'), 'utf8'));
  if (!/\bnpm start\b/.test(command)) fail(`the first command does not start the sandbox: ${command}`);
  const dir = mkdtempSync(join(tmpdir(), 'tlp-first-minute-'));
  let child: ChildProcess | undefined;
  try {
    execFileSync('git', ['clone', '--quiet', '--no-hardlinks', ROOT, dir]);
    console.log(
      `first minute: fresh clone of ${execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()}; running: ${command}`,
    );
    const started = Date.now();
    let output = '';
    child = spawn('sh', ['-c', command], {
      cwd: dir,
      env: { ...process.env, PORT: '0', NO_COLOR: '1', TLP_DB: '', TLP_DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const origin = await waitForListening(child, () => output);
    const toListening = (Date.now() - started) / 1000;

    const page = new TextDecoder().decode(await get(`${origin}/`, /^text\/html/));
    if (!/<script[^>]+src=/.test(page)) fail('the page has no script');
    await get(`${origin}/v1`, /json|html/);
    // The clone's own build of @tlp/core: what the page's worker runs, in Node. Each licensed sample
    // verifies, licenses a talent and says for what use (the README's promise).
    const core = await import(pathToFileURL(join(dir, 'packages/core/dist/index.node.js')).href);
    for (const [file, type] of [
      ['licensed.jpg', /^image\/jpeg/],
      ['licensed.mp4', /^video\/mp4/],
      ['licensed.wav', /^audio\/(wav|x-wav|wave)/],
    ] as const) {
      const sample = await get(`${origin}/samples/${file}`, type);
      const verdict = await core.verifyContent(sample, { issuer: origin, mode: 'test' });
      if (verdict.valid !== true)
        fail(`the licensed sample ${file} is not valid: ${verdict.code} ${verdict.message ?? ''}`);
      const tlp = verdict.receipt.claims.tlp;
      if (tlp.talent.length === 0 || !tlp.use) fail(`the licensed sample ${file} names no talent or no use`);
    }
    console.log(
      `first minute: ${origin}/ answers the page; samples/licensed.{jpg,mp4,wav} verify against ${origin}, each licensing a talent for a use`,
    );

    const stopping = Date.now();
    process.kill(-child.pid!, 'SIGINT');
    // Ctrl-C reaches every process of the terminal's group: `sh` ends at once, the server drains and exits.
    for (;;) {
      const closed = await fetch(`${origin}/livez`).then(
        () => false,
        () => true,
      );
      if (closed) break;
      if (Date.now() - stopping > 20_000) fail('the server still answers 20 s after Ctrl-C');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const errors = output.split('\n').filter((l) => /"level":(50|60)/.test(l));
    if (errors.length > 0) fail(`error lines in the log:\n${errors.join('\n')}`);
    console.log(
      `first minute: passed. install and build to Listening: ${toListening.toFixed(0)} s; Ctrl-C: stopped in ${((Date.now() - stopping) / 1000).toFixed(1)} s`,
    );
  } finally {
    if (child && child.exitCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
