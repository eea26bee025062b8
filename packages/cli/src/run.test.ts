import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptClaims, receiptHeader, TEST_KEY } from '../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../test-vectors/lib/jws.js';
import { type Io, run } from './run.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const vectors = join(root, 'test-vectors');
const ISSUER = 'https://licensing.example';
const BASE = ['--jwks', join(vectors, 'keys/jwks.json'), '--issuer', ISSUER];
const TEST = [...BASE, '--mode', 'test'];

interface Vector {
  file: string;
  kind: string;
  options: { mode?: string; label?: string; trustVectorRoot?: boolean };
  expected: { valid: true; trusted?: boolean } | { valid: false; code: string };
}
const manifest = JSON.parse(await readFile(join(vectors, 'expected.json'), 'utf8')) as { vectors: Vector[] };
// Vectors whose options the command cannot express are left out: a mode that is no mode (`--mode Live` is a
// usage error, tested below) and a license label asked for (the command takes any).
const expressible = (v: (typeof manifest.vectors)[number]) =>
  ['live', 'test', 'any', undefined].includes(v.options.mode) && v.options.label === undefined;
const receiptVectors = manifest.vectors.filter(
  (v) => (v.kind === 'receipt' || v.kind === 'receipt_object') && expressible(v),
);
// Until the command reads every file by its bytes, it verifies PNG and JPEG images only.
const imageVectors = manifest.vectors.filter(
  (v) => v.kind === 'image' && expressible(v) && /\.(?:png|jpg)$/.test(v.file),
);

/** A 1×1 PNG with no C2PA manifest. */
const PLAIN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
  lines: Array<Record<string, unknown>>;
}

async function tlp(argv: string[], extra: Partial<Io> & { tty?: boolean } = {}): Promise<Captured> {
  let stdout = '';
  let stderr = '';
  const code = await run(argv, {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t), isTTY: extra.tty ?? false, columns: 80 },
    fetch: extra.fetch ?? (async () => Promise.reject(new Error('no network in tests'))),
    stdin: extra.stdin,
    env: {},
  });
  const lines = argv.includes('--json')
    ? stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];
  return { code, stdout, stderr, lines };
}

function receiptServer(objects: Record<string, unknown>, calls: string[] = []): typeof fetch {
  return async (input) => {
    const url = String(input);
    calls.push(url);
    const id = /\/v1\/receipts\/([^/]+)$/.exec(url)?.[1];
    const object = id ? objects[id] : undefined;
    if (!url.startsWith(`${ISSUER}/v1/receipts/`) || !object) return new Response('{}', { status: 404 });
    return Response.json(object);
  };
}

describe('tlp verify over the receipt vectors', () => {
  it.each(receiptVectors.map((v) => [v.file, v.options.mode ?? 'live', v] as const))(
    '%s (mode %s)',
    async (file, mode, vector) => {
      const out = await tlp(['verify', join(vectors, file), ...BASE, '--mode', mode, '--json']);
      expect(out.lines).toHaveLength(1);
      const line = out.lines[0]!;
      expect(line.valid).toBe(vector.expected.valid);
      expect(line.code).toBe(vector.expected.valid ? null : vector.expected.code);
      expect(out.code).toBe(vector.expected.valid ? 0 : 1);
    },
  );

  it.skipIf(imageVectors.length === 0).each(imageVectors.map((v) => [v.file, v] as const))(
    'image %s',
    async (file, vector) => {
      const anchors = vector.options.trustVectorRoot
        ? ['--trust-anchor', join(vectors, 'keys/ca-root.pem')]
        : [];
      const out = await tlp([
        'verify',
        join(vectors, file),
        ...BASE,
        '--mode',
        vector.options.mode ?? 'live',
        ...anchors,
        '--json',
      ]);
      const line = out.lines[0]!;
      expect(line.type).toBe('image');
      expect(line.valid).toBe(vector.expected.valid);
      if (vector.expected.valid) {
        if (vector.expected.trusted !== undefined) expect(line.trusted).toBe(vector.expected.trusted);
      } else {
        expect(line.code).toBe(vector.expected.code);
      }
    },
  );
});

describe('exit codes', () => {
  it('is 0 when every input is valid', async () => {
    const valid = join(vectors, 'receipts/valid-test.jws');
    const out = await tlp(['verify', valid, join(vectors, 'receipts/object-valid.json'), ...TEST]);
    expect(out.code).toBe(0);
    expect(out.stdout.split('\n').filter(Boolean)).toHaveLength(2);
    expect(out.stdout).toMatch(/^ok {8}.*valid-test\.jws {2}rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a · allow · /m);
    expect(out.stderr).toContain('2 inputs: 2 valid, 0 not valid');
  });

  it('is 1 when any input is not valid, with the reason on its line', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'receipts/valid-test.jws'),
      join(vectors, 'receipts/tampered-payload.jws'),
      ...TEST,
    ]);
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(/^FAIL {6}.*tampered-payload\.jws {2}signature_invalid: /m);
  });

  it('is 0 for a valid receipt recording a denial, marked denied', async () => {
    const claims = receiptClaims();
    const deny = signJws(
      receiptHeader(TEST_KEY),
      { ...claims, tlp: { ...claims.tlp, decision: 'deny' } },
      TEST_KEY,
    );
    const out = await tlp(['verify', deny, join(vectors, 'receipts/valid-test.jws'), ...TEST]);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^denied {4}eyJ.*rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a · deny · /m);
    expect(out.stderr).toContain('2 inputs: 2 valid (1 recording a denial), 0 not valid');
  });

  it('verifies a JWS given on the command line', async () => {
    const jws = (await readFile(join(vectors, 'receipts/valid-test.jws'), 'utf8')).trim();
    expect((await tlp(['verify', jws, ...TEST])).code).toBe(0);
    expect((await tlp(['verify', jws, ...BASE])).code).toBe(1); // live mode by default
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['check', 'x']],
    ['no input', ['verify', ...TEST]],
    ['an unknown option', ['verify', 'x.jws', ...TEST, '--bogus']],
    ['a bad mode', ['verify', 'x.jws', ...BASE, '--mode', 'staging']],
    ['no issuer', ['verify', 'x.jws', '--mode', 'test']],
    ['an issuer that is no URL', ['verify', 'x.jws', '--issuer', 'licensing']],
    ['a missing JWKS file', ['verify', 'x.jws', '--issuer', ISSUER, '--jwks', '/nonexistent.json']],
    [
      'a trust anchor without a certificate',
      ['verify', 'x.jws', ...TEST, '--trust-anchor', join(vectors, 'keys/jwks.json')],
    ],
  ])('is 2 on %s', async (_name, argv) => {
    const out = await tlp(argv);
    if (argv.length === 0) {
      expect(out.code).toBe(0); // bare `tlp` prints the usage
      expect(out.stdout).toContain('Usage: tlp verify');
      return;
    }
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/^tlp: .+\nRun "tlp --help" for usage\.\n$/);
    expect(out.stdout).toBe('');
  });

  it('prints usage and version', async () => {
    expect((await tlp(['--help'])).stdout).toContain('Exit status: 0 when every input is valid');
    expect((await tlp(['--version'])).stdout).toMatch(/^tlp \d+\.\d+\.\d+\n$/);
  });
});

describe('--json', () => {
  it('writes one object a line with the same fields for every input', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'receipts/valid-test.jws'),
      join(vectors, 'receipts/typ-wrong.jws'),
      'missing-file.png',
      ...TEST,
      '--json',
    ]);
    expect(out.code).toBe(1);
    expect(out.stderr).toBe('');
    expect(out.lines).toHaveLength(3);
    const keys = ['code', 'content', 'input', 'message', 'receipt', 'trusted', 'type', 'valid'];
    for (const line of out.lines) expect(Object.keys(line).sort()).toEqual(keys);
    const [valid, typ, missing] = out.lines;
    expect(valid).toMatchObject({ type: 'jws', valid: true, code: null, message: null, trusted: null });
    expect(valid!.receipt).toEqual({
      id: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a',
      issuer: ISSUER,
      subject: 'gen_01jb8m2k4x7q9v3n5r6t8w0y2b',
      kind: 'generation',
      decision: 'allow',
      assurance: 'observed',
      livemode: false,
      talent: ['tal_01jb8m2k4x7q9v3n5r6t8w0y2d'],
      licenses: [expect.objectContaining({ license: 'lic_01jb8m2k4x7q9v3n5r6t8w0y2e' })],
      issued_at: '2026-11-01T00:00:00.000Z',
      kid: 'rfl-test-01jb8m2k4x7q9v3n5r6t8w0y2z',
      artifact: { sha256: expect.stringMatching(/^[0-9a-f]{64}$|^sha256:/), media_type: 'image/png' },
    });
    expect(typ).toMatchObject({ valid: false, code: 'typ_mismatch', receipt: null });
    expect(typeof typ!.message).toBe('string');
    expect(missing).toMatchObject({ type: 'unknown', valid: false, code: 'not_found' });
  });
});

describe('a folder of mixed files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tlp-cli-'));
    await mkdir(join(dir, 'nested/deeper'), { recursive: true });
    await mkdir(join(dir, '.hidden'));
    await copyFile(join(vectors, 'receipts/valid-test.jws'), join(dir, 'a-valid.jws'));
    await copyFile(join(vectors, 'receipts/tampered-signature.jws'), join(dir, 'b-tampered.jwt'));
    await copyFile(join(vectors, 'receipts/object-valid.json'), join(dir, 'nested/c-object.json'));
    await writeFile(join(dir, 'nested/deeper/d-plain.png'), PLAIN_PNG);
    await writeFile(join(dir, 'nested/e-photo.JPG'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await writeFile(join(dir, 'README.md'), '# not verified\n');
    await copyFile(join(vectors, 'receipts/valid-test.jws'), join(dir, '.hidden/skipped.jws'));
    await copyFile(join(vectors, 'receipts/tampered-payload.jws'), join(dir, '.skipped.jws'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('verifies every known file recursively, in sorted order, skipping hidden entries', async () => {
    const out = await tlp(['verify', dir, ...TEST, '--json']);
    expect(out.code).toBe(1);
    const rows = out.lines.map((l) => [String(l.input).slice(dir.length + 1), l.type, l.valid, l.code]);
    expect(rows).toEqual([
      ['a-valid.jws', 'jws', true, null],
      ['b-tampered.jwt', 'jws', false, 'signature_invalid'],
      ['nested/c-object.json', 'receipt_object', true, null],
      ['nested/deeper/d-plain.png', 'image', false, 'no_manifest'],
      ['nested/e-photo.JPG', 'image', false, expect.any(String)],
    ]);
  });

  it('is 0 for a folder of valid receipts only', async () => {
    const only = await mkdtemp(join(tmpdir(), 'tlp-cli-valid-'));
    await copyFile(join(vectors, 'receipts/valid-test.jws'), join(only, 'one.jws'));
    await copyFile(join(vectors, 'receipts/object-valid.json'), join(only, 'two.json'));
    const out = await tlp(['verify', only, ...TEST]);
    await rm(only, { recursive: true, force: true });
    expect(out.code).toBe(0);
  });

  it('is 2 for a folder with nothing to verify', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'tlp-cli-empty-'));
    const out = await tlp(['verify', empty, ...TEST]);
    await rm(empty, { recursive: true, force: true });
    expect(out.code).toBe(2);
  });

  it('draws a progress bar on a terminal stderr for many inputs, never on stdout', async () => {
    const many = Array.from({ length: 25 }, () => join(vectors, 'receipts/valid-test.jws'));
    const tty = await tlp(['verify', ...many, ...TEST], { tty: true });
    expect(tty.code).toBe(0);
    expect(tty.stderr).toContain('] 25/25 verified');
    expect(tty.stdout).not.toContain('verified');
    const piped = await tlp(['verify', ...many, ...TEST], { tty: false });
    expect(piped.stderr).not.toContain('verified');
    const few = await tlp(['verify', ...many.slice(0, 3), ...TEST], { tty: true });
    expect(few.stderr).not.toContain('verified');
  });
});

const object = JSON.parse(await readFile(join(vectors, 'receipts/object-valid.json'), 'utf8')) as Record<
  string,
  unknown
>;

describe('receipt IDs and URLs', () => {
  const id = object.id as string;

  it('fetches <issuer>/v1/receipts/<id> and verifies the object against its JWS', async () => {
    const calls: string[] = [];
    const out = await tlp(['verify', id, `${ISSUER}/r/${id}`, ...TEST, '--json'], {
      fetch: receiptServer({ [id]: object }, calls),
    });
    expect(out.code).toBe(0);
    expect(out.lines.map((l) => [l.type, l.valid])).toEqual([
      ['receipt_id', true],
      ['receipt_url', true],
    ]);
    expect(calls).toEqual([`${ISSUER}/v1/receipts/${id}`, `${ISSUER}/v1/receipts/${id}`]);
  });

  it('names a receipt ID given as input once in its human line', async () => {
    const out = await tlp(['verify', id, ...TEST], { fetch: receiptServer({ [id]: object }) });
    expect(out.code).toBe(0);
    const line = out.stdout.split('\n').find((l) => l.startsWith('ok')) as string;
    expect(line.split(id)).toHaveLength(2);
    expect(line).toMatch(/ {2}allow · /);
  });

  it('reports an unknown ID, a changed object and an answer for another ID', async () => {
    const other = 'rcpt_01jb8m2k4x7q9v3n5r6t8w0zzz';
    const out = await tlp(
      ['verify', 'rcpt_nothere', `${ISSUER}/v1/receipts/rcpt_changed`, other, ...TEST, '--json'],
      {
        fetch: receiptServer({ rcpt_changed: { ...object, decision: 'deny' }, [other]: object }),
      },
    );
    expect(out.code).toBe(1);
    expect(out.lines.map((l) => l.code)).toEqual(['not_found', 'receipt_mismatch', 'receipt_mismatch']);
  });

  it('fetches nothing from a receipt URL on another origin', async () => {
    const calls: string[] = [];
    const out = await tlp(['verify', `https://elsewhere.example/r/${id}`, ...TEST, '--json'], {
      fetch: receiptServer({ [id]: object }, calls),
    });
    expect(out.lines[0]).toMatchObject({ valid: false, code: 'issuer_mismatch' });
    expect(calls).toEqual([]);
  });

  it('reads inputs from stdin with -', async () => {
    const stdin = (async function* () {
      yield `${join(vectors, 'receipts/valid-test.jws')}\n# a comment\n\n`;
      yield `${id}\n`;
    })();
    const out = await tlp(['verify', '-', ...TEST, '--json'], {
      stdin,
      fetch: receiptServer({ [id]: object }),
    });
    expect(out.lines.map((l) => l.valid)).toEqual([true, true]);
    expect(out.code).toBe(0);
  });
});

describe('the tlp process', () => {
  const exec = promisify(execFile);
  const main = join(root, 'packages/cli/src/main.ts');
  const tsx = join(root, 'node_modules/.bin/tsx');
  const runProcess = async (args: string[]) => {
    try {
      const { stdout } = await exec(tsx, [main, ...args], { cwd: root });
      return { code: 0, stdout };
    } catch (error) {
      const e = error as { code: number; stdout: string };
      return { code: e.code, stdout: e.stdout };
    }
  };

  it.skipIf(!existsSync(tsx))('exits 0, 1 and 2', async () => {
    const [valid, invalid, usage] = await Promise.all([
      runProcess(['verify', 'test-vectors/receipts/valid-test.jws', ...TEST, '--json']),
      runProcess(['verify', 'test-vectors/receipts', ...TEST]),
      runProcess(['verify', '--mode', 'nope']),
    ]);
    expect(valid.code).toBe(0);
    expect(JSON.parse(valid.stdout)).toMatchObject({ valid: true });
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toContain('signature_invalid');
    expect(usage.code).toBe(2);
  });
});
