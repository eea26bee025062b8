import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { loadMediaSupport } from '@tlp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptClaims, receiptHeader, TEST_KEY } from '../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../test-vectors/lib/jws.js';
import { licensedNoisePng } from '../../../test-vectors/lib/licensed-image.js';
import {
  licensedSample,
  mediaSample,
  type SampleMediaType,
} from '../../../test-vectors/lib/media-samples.js';
import { type Io, run } from './run.js';
import { mediaKind } from './verify-input.js';

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
/** Content vectors: images, and the video and audio of the formats as they are added. */
const CONTENT_KINDS = ['image', 'video', 'audio', 'media'];
const imageVectors = manifest.vectors.filter((v) => CONTENT_KINDS.includes(v.kind) && expressible(v));
/** The container formats registry of `@tlp/core`: what the command reads as content. */
const media = await loadMediaSupport();

/** A 1×1 PNG with no C2PA manifest. */
const PLAIN_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Captured {
  code: number;
  stdout: string;
  stderr: string;
  /** `--json`: the records of the inputs, without the summary record. */
  lines: Array<Record<string, unknown>>;
  /** `--json`: the final `{"summary": …}` record. */
  summary: Record<string, unknown> | null;
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
  const records = argv.includes('--json')
    ? stdout
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];
  const last = records.at(-1);
  const summary = last && 'summary' in last ? (last.summary as Record<string, unknown>) : null;
  return { code, stdout, stderr, lines: summary ? records.slice(0, -1) : records, summary };
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
      // A receipt the vectors call valid in another mode is genuine, only of the other mode: its own outcome
      // and exit bit 16 (not verified as asked). Every other receipt failure is tampered or invalid: exit bit 1.
      const otherMode = receiptVectors.some(
        (v) => v.file === file && v.expected.valid && (v.options.mode ?? 'live') !== mode,
      );
      const tampered = ['signature_invalid', 'receipt_mismatch'];
      const outcome = !vector.expected.valid
        ? otherMode
          ? 'wrong-mode'
          : tampered.includes(vector.expected.code)
            ? 'tampered'
            : 'invalid'
        : 'ok';
      expect(line.outcome).toBe(outcome);
      expect(out.code).toBe(vector.expected.valid ? 0 : otherMode ? 16 : 1);
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
      // A format the command does not read (the GIF vector) is no image to it: type unknown.
      const unread = !vector.expected.valid && vector.expected.code === 'unsupported_media_type';
      expect(line.type).toBe(unread ? 'unknown' : mediaKind(String(line.media_type)));
      expect(line.valid).toBe(vector.expected.valid);
      if (vector.expected.valid) {
        if (vector.expected.trusted !== undefined) expect(line.trusted).toBe(vector.expected.trusted);
      } else {
        expect(line.code).toBe(vector.expected.code);
      }
    },
  );
});

describe('image outcomes', () => {
  it.each([
    ['images/licensed.png', 'ok', 'signed', 'unverified'],
    ['images/untrusted-ca.jpg', 'untrusted', 'signed', 'unverified'],
    ['images/no-manifest.jpg', 'no-manifest', 'no-manifest', 'no-manifest'],
    ['images/tampered-pixel.png', 'tampered', 'tampered', 'tampered'],
    ['images/receipt-for-other-bytes.jpg', 'tampered', 'signed', 'unverified'],
  ])(
    '%s is %s, %s with --content-only, and %s without an issuer',
    async (file, outcome, contentOnly, bare) => {
      const anchors = ['--trust-anchor', join(vectors, 'keys/ca-root.pem')];
      const full = await tlp(['verify', join(vectors, file), ...TEST, ...anchors, '--json']);
      expect(full.lines[0]).toMatchObject({ outcome, type: 'image' });
      const inspected = await tlp(['verify', join(vectors, file), ...anchors, '--content-only', '--json']);
      expect(inspected.lines[0]).toMatchObject({ outcome: contentOnly, type: 'image', receipt: null });
      const unchecked = await tlp(['verify', join(vectors, file), ...anchors, '--json']);
      expect(unchecked.lines[0]).toMatchObject({ outcome: bare, type: 'image', receipt: null });
    },
  );
  it('a file changed after it was signed says so, as the verifier page does', async () => {
    const anchors = ['--trust-anchor', join(vectors, 'keys/ca-root.pem')];
    const out = await tlp(['verify', join(vectors, 'images/tampered-pixel.png'), ...TEST, ...anchors]);
    expect(out.stdout).toMatch(
      /^tampered .*tampered-pixel\.png {2}This image was changed after it was signed\./m,
    );
  });
});

describe('a genuine receipt of the other mode', () => {
  const anchors = ['--trust-anchor', join(vectors, 'keys/ca-root.pem')];

  it.each([
    [
      'a sandbox receipt, live mode asked',
      'receipts/valid-test.jws',
      [],
      /test receipt.*live mode was asked.*--mode test/,
    ],
    [
      'a live receipt, test mode asked',
      'receipts/valid-live.jws',
      ['--mode', 'test'],
      /live receipt.*test mode was asked.*--mode live/,
    ],
    [
      'a sandbox image, live mode asked',
      'images/licensed.jpg',
      anchors,
      /test receipt.*live mode was asked.*--mode test/,
    ],
  ])('%s: wrong-mode, which way round, the option to give, exit 16', async (_what, file, args, says) => {
    const out = await tlp(['verify', join(vectors, file), ...BASE, ...args, '--json']);
    expect(out.lines[0]).toMatchObject({
      outcome: 'wrong-mode',
      valid: false,
      code: 'test_key_in_live_mode',
    });
    expect(out.lines[0]!.message).toMatch(says);
    expect(out.code).toBe(16);
    const human = await tlp(['verify', join(vectors, file), ...BASE, ...args]);
    expect(human.stdout).toMatch(/^wrong-mode /);
    expect(human.stdout).not.toContain('or the reverse');
  });

  it('a forgery with a test key stays invalid or tampered in live mode, never wrong-mode', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'receipts/tampered-signature.jws'),
      join(vectors, 'receipts/unknown-kid.jws'),
      join(vectors, 'receipts/live-claims-test-false.jws'),
      ...BASE,
      '--json',
    ]);
    expect(out.lines.map((line) => line.outcome)).toEqual(['invalid', 'invalid', 'invalid']);
    expect(out.code).toBe(1);
  });
});

describe('exit codes', () => {
  it('is 0 when every input is valid', async () => {
    const valid = join(vectors, 'receipts/valid-test.jws');
    const out = await tlp(['verify', valid, join(vectors, 'receipts/object-valid.json'), ...TEST]);
    expect(out.code).toBe(0);
    expect(out.stdout.split('\n').filter(Boolean)).toHaveLength(2);
    expect(out.stdout).toMatch(
      /^ok {11}.*valid-test\.jws {2}A talent whose name is not published by the issuer is licensed for a generated image by licensing\.example since 1 November 2026 .* \[rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a · allow · /m,
    );
    expect(out.stderr).toBe('2 inputs: 2 ok\n');
  });

  it('is 1 when any input is tampered or invalid, with the reason on its line', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'receipts/valid-test.jws'),
      join(vectors, 'receipts/tampered-payload.jws'),
      join(vectors, 'receipts/typ-wrong.jws'),
      ...TEST,
    ]);
    expect(out.code).toBe(1);
    expect(out.stdout).toMatch(
      /^tampered {5}.*tampered-payload\.jws {2}The signature does not match\. signature_invalid: /m,
    );
    expect(out.stdout).toMatch(/^invalid {6}.*typ-wrong\.jws {2}Not a receipt\. typ_mismatch: /m);
    expect(out.stderr).toBe(
      '3 inputs: 1 ok, 1 tampered, 1 invalid\ncodes: signature_invalid 1, typ_mismatch 1\n',
    );
  });

  it('is 4 when an image has no manifest: a plain photo is not a tampered one', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'images/licensed.jpg'),
      join(vectors, 'images/no-manifest.png'),
      ...TEST,
      '--trust-anchor',
      join(vectors, 'keys/ca-root.pem'),
    ]);
    expect(out.code).toBe(4);
    expect(out.stdout).toMatch(
      /^no-manifest {2}.*no-manifest\.png {2}Nothing in this image says where it comes from.* no_manifest: /m,
    );
  });

  it('is 8 when an input is unsupported or cannot be read', async () => {
    const out = await tlp(['verify', join(vectors, 'receipts/valid-test.jws'), 'no-such-file.png', ...TEST]);
    expect(out.code).toBe(8);
    expect(out.stdout).toMatch(/^error {8}no-such-file\.png {2}not_found: /m);
  });

  it('adds the bits of every kind of problem: 1 + 4 + 8 = 13', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'images/tampered-pixel.jpg'),
      join(vectors, 'images/no-manifest.jpg'),
      join(vectors, '../README.md'),
      ...TEST,
    ]);
    expect(out.code).toBe(13);
    expect(out.stderr).toContain('3 inputs: 1 no-manifest, 1 tampered, 1 unsupported\n');
  });

  it('is 16 when nothing was verified against an issuer, and 0 for the same file with --content-only', async () => {
    const file = join(vectors, 'images/licensed.jpg');
    const anchors = ['--trust-anchor', join(vectors, 'keys/ca-root.pem')];
    const bare = await tlp(['verify', file, ...anchors]);
    expect(bare.code).toBe(16);
    expect(bare.stdout).toMatch(
      /^unverified {3}.*licensed\.jpg {2}This image carries a license receipt, but no license server was named .* issuer_required: .*--content-only/m,
    );
    expect((await tlp(['verify', file, ...anchors, '--content-only'])).code).toBe(0);
  });

  it('is 32 when a C2PA signer is not trusted, verified or content-only', async () => {
    const file = join(vectors, 'images/untrusted-ca.png');
    const anchors = ['--trust-anchor', join(vectors, 'keys/ca-root.pem')];
    const verified = await tlp(['verify', file, ...TEST, ...anchors]);
    expect(verified.code).toBe(32);
    expect(verified.stdout).toMatch(/^untrusted /m);
    expect((await tlp(['verify', file, ...anchors, '--content-only'])).code).toBe(32);
    expect((await tlp(['verify', join(vectors, 'images/licensed.png'), ...TEST, ...anchors])).code).toBe(0);
  });

  it('trusts in test mode the C2PA signers the issuer publishes at /trust-anchors.pem, as its page does', async () => {
    const root = await readFile(join(vectors, 'keys/ca-root.pem'), 'utf8');
    const asked: string[] = [];
    const issuerFetch: typeof fetch = async (input) => {
      asked.push(String(input));
      return String(input) === `${ISSUER}/trust-anchors.pem`
        ? new Response(root)
        : new Response('not found', { status: 404 });
    };
    const keys = ['--issuer', ISSUER, '--mode', 'test'];
    // Keys from the issuer (its discovery document is not served here): use the vectors' JWKS offline,
    // which fetches nothing; then the anchors are not fetched either.
    const offline = await tlp(['verify', join(vectors, 'images/licensed.png'), ...TEST], {
      fetch: issuerFetch,
    });
    expect(offline.code).toBe(32);
    expect(asked).toEqual([]);
    const online = await tlp(['verify', join(vectors, 'images/licensed.png'), ...keys, '--json'], {
      fetch: issuerFetch,
    });
    expect(asked).toContain(`${ISSUER}/trust-anchors.pem`);
    // The discovery document 404s: the receipt's keys are unavailable, but the signer was trusted.
    expect(online.lines[0]).toMatchObject({ code: 'keys_unavailable' });
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
    expect(out.stdout).toMatch(/^denied {7}eyJ.*rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a · deny · /m);
    expect(out.stderr).toBe('2 inputs: 1 ok, 1 denied\n');
  });

  it('verifies a JWS given on the command line', async () => {
    const jws = (await readFile(join(vectors, 'receipts/valid-test.jws'), 'utf8')).trim();
    expect((await tlp(['verify', jws, ...TEST])).code).toBe(0);
    // Live mode by default: a genuine test receipt is of the other mode (16), not invalid (1).
    expect((await tlp(['verify', jws, ...BASE])).code).toBe(16);
  });

  it.each([
    ['no command', []],
    ['an unknown command', ['check', 'x']],
    ['no input', ['verify', ...TEST]],
    ['an unknown option', ['verify', 'x.jws', ...TEST, '--bogus']],
    ['a bad mode', ['verify', 'x.jws', ...BASE, '--mode', 'staging']],
    ['a JWKS without an issuer', ['verify', 'x.jws', '--jwks', join(vectors, 'keys/jwks.json')]],
    ['an issuer that is no URL', ['verify', 'x.jws', '--issuer', 'licensing']],
    ['a missing JWKS file', ['verify', 'x.jws', '--issuer', ISSUER, '--jwks', '/nonexistent.json']],
    ['a bad --max-size', ['verify', 'x.jws', ...TEST, '--max-size', '12 parsecs']],
    ['a bad --workers', ['verify', 'x.jws', ...TEST, '--workers', 'many']],
    ['a bad --concurrency', ['verify', 'x.jws', ...TEST, '-j', '0']],
    [
      'a trust anchor without a certificate',
      ['verify', 'x.jws', ...TEST, '--trust-anchor', join(vectors, 'keys/jwks.json')],
    ],
  ])('is 2 on %s', async (_name, argv) => {
    const out = await tlp(argv);
    expect(out.code).toBe(2);
    if (argv.length === 0) {
      // Bare `tlp` verified nothing: the usage, on stderr.
      expect(out.stdout).toBe('');
      expect(out.stderr).toContain('Usage: tlp verify');
      return;
    }
    expect(out.stderr).toMatch(/^tlp: .+\nRun "tlp --help" for usage\.\n$/);
    expect(out.stdout).toBe('');
  });

  it('prints usage, with the exit status table, and the version', async () => {
    const usage = (await tlp(['--help'])).stdout;
    expect(usage).toContain('Exit status: 0 when every input was verified against the issuer and is valid');
    expect(usage).toMatch(/^ {2}1 {2}some input tampered or invalid +4 {2}some file without a manifest/m);
    expect(usage).toMatch(/^ {2}16 some input not verified as asked: no --issuer given/m);
    expect(usage).toMatch(/^ {2}32 some file's C2PA signer is not trusted/m);
    expect(usage).toMatch(/^ {2}64 some image recognised by its fingerprint only \(recovered\)/m);
    expect((await tlp(['--version'])).stdout).toMatch(/^tlp \d+\.\d+\.\d+\n$/);
  });
});

describe('--json', () => {
  it('writes one object a line with the same fields for every input, then a summary record', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'receipts/valid-test.jws'),
      join(vectors, 'receipts/typ-wrong.jws'),
      'missing-file.png',
      ...TEST,
      '--json',
    ]);
    expect(out.code).toBe(9);
    expect(out.stderr).toBe('');
    expect(out.lines).toHaveLength(3);
    const keys = [
      'input',
      'type',
      'outcome',
      'valid',
      'code',
      'message',
      'media_type',
      'trusted',
      'receipt',
      'content',
      'match',
    ];
    for (const line of out.lines) expect(Object.keys(line)).toEqual(keys);
    const [valid, typ, missing] = out.lines;
    expect(valid).toMatchObject({
      type: 'jws',
      outcome: 'ok',
      valid: true,
      code: null,
      message: null,
      media_type: 'application/jose',
      trusted: null,
    });
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
      talent_names: {},
      // The vectors' receipt signs no use (another issuer's may not): said as null.
      use: null,
    });
    expect(typ).toMatchObject({ outcome: 'invalid', valid: false, code: 'typ_mismatch', receipt: null });
    expect(typeof typ!.message).toBe('string');
    expect(missing).toMatchObject({ type: 'unknown', outcome: 'error', valid: false, code: 'not_found' });
    expect(out.summary).toEqual({
      total: 3,
      valid: 1,
      outcomes: {
        ok: 1,
        untrusted: 0,
        denied: 0,
        signed: 0,
        recovered: 0,
        unverified: 0,
        'no-manifest': 0,
        'no-license': 0,
        tampered: 0,
        invalid: 1,
        'wrong-mode': 0,
        unsupported: 0,
        error: 1,
      },
      codes: { not_found: 1, typ_mismatch: 1 },
      exit: 9,
    });
  });

  it('reads images content-only with --content-only, and still verifies receipts given alone', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'images/untrusted-ca.png'),
      join(vectors, 'receipts/valid-test.jws'),
      ...TEST,
      '--content-only',
      '--json',
    ]);
    expect(out.lines.map((l) => [l.type, l.outcome, l.trusted])).toEqual([
      ['image', 'signed', false],
      ['jws', 'ok', null],
    ]);
    const strict = await tlp([
      'verify',
      join(vectors, 'images/untrusted-ca.png'),
      '--require-trusted',
      '--trust-anchor',
      join(vectors, 'keys/ca-root.pem'),
      '--json',
    ]);
    expect(strict.lines[0]).toMatchObject({ outcome: 'invalid', code: 'signer_untrusted', valid: false });
    expect(strict.code).toBe(1);
  });

  it('reports the C2PA state of an image with --content-only and no issuer: exit 0', async () => {
    const out = await tlp([
      'verify',
      join(vectors, 'images/licensed.jpg'),
      '--trust-anchor',
      join(vectors, 'keys/ca-root.pem'),
      '--content-only',
      '--json',
    ]);
    expect(out.code).toBe(0);
    expect(out.lines[0]).toMatchObject({
      type: 'image',
      outcome: 'signed',
      valid: true,
      trusted: true,
      receipt: null,
      media_type: 'image/jpeg',
      content: {
        media_type: 'image/jpeg',
        manifest: {
          present: true,
          signature_valid: true,
          binding_valid: true,
          trusted: true,
          signer: { subject: expect.stringContaining('TLP Test C2PA Signer') },
          failures: [],
        },
        assertion: {
          label: 'ai.tlp.license',
          verify_url: expect.stringMatching(/^https:\/\/licensing\.example\/r\//),
        },
        content_matches: null,
      },
    });
    expect(out.summary).toMatchObject({ total: 1, valid: 1, exit: 0 });
  });
});

/**
 * Minimal files of many formats, as their first bytes show them: those the container formats registry
 * reads are content without a manifest, the others are unsupported.
 */
const ascii = (text: string) => Buffer.from(text, 'latin1');
const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const MEDIA = {
  mp4: Buffer.concat([box('ftyp', ascii('isom\0\0\x02\0isomiso2avc1mp41')), box('mdat', Buffer.alloc(64))]),
  mov: Buffer.concat([box('ftyp', ascii('qt  \0\0\x02\0qt  ')), box('moov', Buffer.alloc(32))]),
  heic: box('ftyp', ascii('heic\0\0\0\0mif1heic')),
  pdf: readFileSync(join(vectors, 'third-party/c2pa-rs/basic.pdf')),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  tiff: Buffer.concat([ascii('II*\0'), Buffer.from([8, 0, 0, 0, 0, 0, 0, 0, 0, 0])]),
  webp: Buffer.concat([ascii('RIFF'), Buffer.from([26, 0, 0, 0]), ascii('WEBPVP8L'), Buffer.alloc(18)]),
  wav: Buffer.concat([ascii('RIFF'), Buffer.from([36, 0, 0, 0]), ascii('WAVEfmt '), Buffer.alloc(28)]),
  mp3: Buffer.concat([
    ascii('ID3'),
    Buffer.from([4, 0, 0, 0, 0, 0, 0]),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  ]),
  webm: Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), ascii('webm')]),
};

describe('a folder of mixed files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tlp-cli-'));
    await mkdir(join(dir, 'nested/deeper'), { recursive: true });
    await mkdir(join(dir, '.hidden'));
    await mkdir(join(dir, 'node_modules'));
    await copyFile(join(vectors, 'receipts/valid-test.jws'), join(dir, 'a-valid.jws'));
    await copyFile(join(vectors, 'receipts/tampered-signature.jws'), join(dir, 'b-tampered.jwt'));
    await copyFile(join(vectors, 'receipts/object-valid.json'), join(dir, 'nested/c-object.json'));
    await writeFile(join(dir, 'nested/deeper/d-plain.png'), PLAIN_PNG);
    await writeFile(join(dir, 'nested/e-photo.JPG'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await writeFile(join(dir, 'README.md'), '# not verified\n');
    await writeFile(join(dir, 'f-clip.dat'), MEDIA.webm); // named for nothing: the bytes decide
    await copyFile(join(vectors, 'images/one-pixel.bmp'), join(dir, 'g-scan.bmp'));
    await writeFile(join(dir, 'h-config.json'), '{"name": "not a receipt"}\n');
    await copyFile(join(vectors, 'receipts/valid-test.jws'), join(dir, '.hidden/skipped.jws'));
    await copyFile(join(vectors, 'receipts/tampered-payload.jws'), join(dir, '.skipped.jws'));
    await copyFile(join(vectors, 'receipts/tampered-payload.jws'), join(dir, 'node_modules/skipped.jws'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('verifies every file recursively, in sorted order, skipping hidden entries and node_modules', async () => {
    const out = await tlp(['verify', dir, ...TEST, '--json']);
    expect(out.code).toBe(1 + 4 + 8);
    const rows = out.lines.map((l) => [String(l.input).slice(dir.length + 1), l.type, l.outcome, l.code]);
    expect(rows).toEqual([
      ['README.md', 'unknown', 'unsupported', 'unsupported_media_type'],
      ['a-valid.jws', 'jws', 'ok', null],
      ['b-tampered.jwt', 'jws', 'tampered', 'signature_invalid'],
      ['f-clip.dat', 'unknown', 'unsupported', 'unsupported_media_type'],
      ['g-scan.bmp', 'unknown', 'unsupported', 'unsupported_media_type'],
      ['h-config.json', 'unknown', 'unsupported', 'unsupported_media_type'],
      ['nested/c-object.json', 'receipt_object', 'ok', null],
      ['nested/deeper/d-plain.png', 'image', 'no-manifest', 'no_manifest'],
      ['nested/e-photo.JPG', 'image', 'no-manifest', 'no_manifest'],
    ]);
    const messages = Object.fromEntries(
      out.lines.map((l) => [String(l.input).slice(dir.length + 1), l.message]),
    );
    expect(messages['f-clip.dat']).toBe('a WebM video: not a format this verifier reads');
    expect(messages['g-scan.bmp']).toBe('a BMP image: not a format this verifier reads');
    expect(messages['README.md']).toBe(
      'text: not a format this verifier reads, nor a receipt (a compact JWS or a receipt object)',
    );
    expect(messages['h-config.json']).toBe(
      'JSON data: not a format this verifier reads, nor a receipt object',
    );
    expect(out.summary).toMatchObject({
      total: 9,
      valid: 2,
      outcomes: { ok: 2, 'no-manifest': 2, tampered: 1, unsupported: 4 },
      codes: { unsupported_media_type: 4, no_manifest: 2, signature_invalid: 1 },
      exit: 13,
    });
  });

  it('prints the counts by outcome and by code on stderr', async () => {
    const out = await tlp(['verify', dir, ...TEST]);
    expect(out.stderr).toBe(
      '9 inputs: 2 ok, 2 no-manifest, 1 tampered, 4 unsupported\n' +
        'codes: unsupported_media_type 4, no_manifest 2, signature_invalid 1\n',
    );
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
    await mkdir(join(empty, '.git'));
    await writeFile(join(empty, '.git/HEAD'), 'ref: refs/heads/main\n');
    const out = await tlp(['verify', empty, ...TEST]);
    await rm(empty, { recursive: true, force: true });
    expect(out.code).toBe(2);
    expect(out.stderr).toBe('tlp: nothing to verify (the folders hold no file)\n');
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

describe('files by their bytes, whatever their name', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tlp-cli-media-'));
    for (const [name, bytes] of Object.entries(MEDIA)) await writeFile(join(dir, `file.${name}`), bytes);
    await copyFile(join(vectors, 'images/licensed.png'), join(dir, 'licensed.jws')); // a PNG named .jws
    await copyFile(join(vectors, 'receipts/valid-test.jws'), join(dir, 'receipt.png')); // a JWS named .png
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** Each format, what the verifier makes of it (`content`: read, looked into for a manifest), and its name. */
  const TABLE = [
    ['mp4', 'video/mp4', 'content', 'an MP4 video'],
    ['mov', 'video/quicktime', 'content', 'a QuickTime (MOV) video'],
    ['heic', 'image/heic', 'content', 'a HEIF image'],
    ['pdf', 'application/pdf', 'content', 'a PDF document'],
    ['gif', 'image/gif', 'content', 'a GIF image'],
    ['tiff', 'image/tiff', 'content', 'a TIFF image'],
    ['webp', 'image/webp', 'content', 'a WebP image'],
    ['wav', 'audio/wav', 'content', 'a WAV audio file'],
    ['mp3', 'audio/mpeg', 'content', 'an MP3 audio file'],
    ['webm', 'video/webm', 'unsupported', 'a WebM video'],
  ] as const;
  const read = TABLE.filter(([, , kind]) => kind === 'content').map(([ext, type]) => [ext, type] as const);
  const unread = TABLE.filter(([, , kind]) => kind === 'unsupported').map(
    ([ext, type, , name]) => [ext, type, name] as const,
  );

  it("is the container formats registry's: the formats it reads, and only those", () => {
    for (const [ext, mediaType, kind] of TABLE) {
      expect(media.detect(MEDIA[ext]), ext).toBe(kind === 'content' ? media.normalize(mediaType) : null);
    }
  });

  it.each(unread)(
    'a .%s the registry does not read is unsupported_media_type, its format named',
    async (ext, mediaType, name) => {
      const out = await tlp(['verify', join(dir, `file.${ext}`), ...TEST, '--json']);
      expect(out.code).toBe(8);
      expect(out.lines[0]).toMatchObject({
        outcome: 'unsupported',
        code: 'unsupported_media_type',
        media_type: mediaType,
        message: `${name}: not a format this verifier reads`,
      });
    },
  );

  it.each(read)('a .%s the registry reads is content: no manifest in it', async (ext, mediaType) => {
    const out = await tlp(['verify', join(dir, `file.${ext}`), ...TEST, '--json']);
    expect(out.lines[0]).toMatchObject({
      type: mediaKind(mediaType),
      media_type: media.normalize(mediaType),
      outcome: 'no-manifest',
      code: 'no_manifest',
    });
    expect(out.code).toBe(4);
  });

  it('verifies a medium over 1 MiB from disk (only its first 4 KiB are read when it is not one)', async () => {
    const { bytes, rootPem } = await licensedNoisePng(620);
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
    await writeFile(join(dir, 'large.bin'), bytes);
    await writeFile(join(dir, 'root.pem'), rootPem);
    const out = await tlp([
      'verify',
      join(dir, 'large.bin'),
      ...TEST,
      '--trust-anchor',
      join(dir, 'root.pem'),
      '--json',
    ]);
    expect(out.lines[0]).toMatchObject({ type: 'image', media_type: 'image/png', outcome: 'ok' });
  });

  // Turned on when the registry reads MP4: a large video is verified from disk, read in slices.
  it.each(['video/mp4'].filter((t) => media.normalize(t) === t))(
    'verifies a licensed %s of 24 MB from disk',
    async (type) => {
      const plain = await mediaSample(type as SampleMediaType, { mdatBytes: 24 * 1024 * 1024 });
      await writeFile(join(dir, 'large.mp4.bin'), await licensedSample(plain, type));
      const out = await tlp([
        'verify',
        join(dir, 'large.mp4.bin'),
        ...TEST,
        '--trust-anchor',
        join(vectors, 'keys/ca-root.pem'),
        '--json',
      ]);
      expect(out.lines[0]).toMatchObject({ type: 'video', media_type: type, outcome: 'ok' });
    },
  );

  it('reads a PNG named .jws as an image, and a JWS named .png as a receipt', async () => {
    const out = await tlp(['verify', join(dir, 'licensed.jws'), join(dir, 'receipt.png'), ...TEST, '--json']);
    expect(out.lines.map((l) => [l.type, l.outcome])).toEqual([
      ['image', 'untrusted'],
      ['jws', 'ok'],
    ]);
  });

  it('reports a file over --max-size as too_large, from its size alone', async () => {
    // A sparse 3 GiB file: reading it would fail (past the largest buffer), stat does not.
    const huge = join(dir, 'huge.jpg');
    const handle = await open(huge, 'w');
    await handle.truncate(3 * 1024 ** 3);
    await handle.close();
    const out = await tlp(['verify', huge, join(dir, 'receipt.png'), ...TEST, '--json']);
    expect(out.lines[0]).toMatchObject({
      outcome: 'unsupported',
      code: 'too_large',
      media_type: null,
      message: 'the file is 3.0 GB, over --max-size 512.0 MB; it was not read',
    });
    expect(out.code).toBe(8);
    const small = await tlp(['verify', join(dir, 'file.pdf'), ...TEST, '--max-size', '64', '--json']);
    expect(small.lines[0]).toMatchObject({
      code: 'too_large',
      message: expect.stringContaining('over --max-size 64 B'),
    });
    const fits = await tlp(['verify', join(dir, 'receipt.png'), ...TEST, '--max-size', '1k', '--json']);
    expect(fits.lines[0]).toMatchObject({ code: 'too_large' }); // the receipt is 1,160 bytes
    const kib = await tlp(['verify', join(dir, 'receipt.png'), ...TEST, '--max-size', '2KiB', '--json']);
    expect(kib.lines[0]).toMatchObject({ outcome: 'ok' });
    await rm(huge);
  });

  it('reads a receipt given without --issuer as unverified: issuer_required', async () => {
    const out = await tlp(['verify', join(dir, 'receipt.png'), '--json']);
    expect(out.lines[0]).toMatchObject({ outcome: 'unverified', code: 'issuer_required' });
    expect(out.code).toBe(16);
  });
});

describe('worker threads', () => {
  let dir: string;
  const files: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tlp-cli-workers-'));
    const sources = [
      'images/licensed.png',
      'receipts/valid-test.jws',
      'images/tampered-pixel.jpg',
      'images/no-manifest.png',
      'receipts/object-valid.json',
      'images/licensed.jpg',
    ];
    for (let i = 0; i < 30; i++) {
      const source = sources[i % sources.length]!;
      const path = join(dir, `${String(i).padStart(3, '0')}-${source.split('/')[1]}`);
      await copyFile(join(vectors, source), path);
      files.push(path);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('print the same lines in input order as the main thread alone', async () => {
    const threaded = await tlp(['verify', dir, ...TEST, '--workers', '2', '-j', '6', '--json']);
    const alone = await tlp(['verify', dir, ...TEST, '--workers', '1', '--json']);
    expect(threaded.lines.map((l) => l.input)).toEqual(files);
    expect(threaded.stdout).toBe(alone.stdout);
    expect(threaded.summary).toMatchObject({
      total: 30,
      outcomes: { ok: 10, untrusted: 10, tampered: 5, 'no-manifest': 5 },
    });
  });

  it('fetch the issuer discovery and JWKS once for the whole batch, through the main thread', async () => {
    const jwks = JSON.parse(await readFile(join(vectors, 'keys/jwks.json'), 'utf8'));
    const calls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = String(input);
      calls.push(url);
      if (url === `${ISSUER}/.well-known/talent-license`)
        return Response.json({ issuer: ISSUER, jwks_uri: `${ISSUER}/.well-known/jwks.json` });
      if (url === `${ISSUER}/.well-known/jwks.json`) return Response.json(jwks);
      return new Response('{}', { status: 404 });
    };
    const receipts = files.filter((f) => f.endsWith('.jws') || f.endsWith('.json'));
    const out = await tlp(
      ['verify', ...receipts, '--issuer', ISSUER, '--mode', 'test', '--workers', '2', '--json'],
      {
        fetch,
      },
    );
    expect(out.lines.map((l) => l.outcome)).toEqual(receipts.map(() => 'ok'));
    // Once each: the discovery document, the JWKS, and (test mode) the issuer's C2PA trust anchors.
    expect(calls.sort()).toEqual([
      `${ISSUER}/.well-known/jwks.json`,
      `${ISSUER}/.well-known/talent-license`,
      `${ISSUER}/trust-anchors.pem`,
    ]);
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
    expect(line).toMatch(/\[allow · /);
  });

  it('reports an unknown ID, a changed object and an answer for another ID', async () => {
    const missing = 'rcpt_01jb8m2k4x7q9v3n5r6t8w0yyy';
    const changed = 'rcpt_01jb8m2k4x7q9v3n5r6t8w0xxx';
    const other = 'rcpt_01jb8m2k4x7q9v3n5r6t8w0zzz';
    const out = await tlp(['verify', missing, `${ISSUER}/v1/receipts/${changed}`, other, ...TEST, '--json'], {
      fetch: receiptServer({ [changed]: { ...object, decision: 'deny' }, [other]: object }),
    });
    expect(out.code).toBe(1 + 8);
    expect(out.lines.map((l) => [l.code, l.outcome])).toEqual([
      ['not_found', 'error'],
      ['receipt_mismatch', 'tampered'],
      ['receipt_mismatch', 'tampered'],
    ]);
  });

  it('reports a fetch that fails, follows no redirect, and reads what is not an ID as such', async () => {
    const redirects: RequestInit[] = [];
    const out = await tlp(['verify', id, 'rcpt_short', `${ISSUER}/about`, ...TEST, '--json'], {
      fetch: async (_input, init) => {
        redirects.push(init ?? {});
        return new Response(null, { status: 302, headers: { location: 'https://elsewhere.example/' } });
      },
    });
    expect(out.lines.map((l) => [l.code, l.outcome])).toEqual([
      ['fetch_failed', 'error'],
      ['unsupported_input', 'unsupported'],
      ['unsupported_input', 'unsupported'],
    ]);
    expect(redirects.map((r) => r.redirect)).toEqual(['manual']);
    expect(out.code).toBe(8);
  });

  it('fetches nothing from a receipt URL on another origin', async () => {
    const calls: string[] = [];
    const out = await tlp(['verify', `https://elsewhere.example/r/${id}`, ...TEST, '--json'], {
      fetch: receiptServer({ [id]: object }, calls),
    });
    expect(out.lines[0]).toMatchObject({ valid: false, code: 'issuer_mismatch', outcome: 'invalid' });
    expect(calls).toEqual([]);
  });

  it('reads inputs from stdin with -', async () => {
    const stdin = (async function* () {
      yield `${join(vectors, 'receipts/valid-test.jws')}\n# a comment\n\n${id.slice(0, 10)}`;
      yield `${id.slice(10)}\n`;
    })();
    const out = await tlp(['verify', '-', ...TEST, '--json'], {
      stdin,
      fetch: receiptServer({ [id]: object }),
    });
    expect(out.lines.map((l) => [l.input, l.valid])).toEqual([
      [join(vectors, 'receipts/valid-test.jws'), true],
      [id, true],
    ]);
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

  it.skipIf(!existsSync(tsx))('exits 0, 17, 2 and 45, with worker threads', async () => {
    const [valid, invalid, usage, mixed] = await Promise.all([
      runProcess(['verify', 'test-vectors/receipts/valid-test.jws', ...TEST, '--json']),
      runProcess(['verify', 'test-vectors/receipts', ...TEST]),
      runProcess(['verify', '--mode', 'nope']),
      runProcess(['verify', 'test-vectors/images', 'README.md', ...TEST, '--workers', '2']),
    ]);
    expect(valid.code).toBe(0);
    expect(JSON.parse(valid.stdout.split('\n')[0]!)).toMatchObject({ valid: true, outcome: 'ok' });
    // The forgeries (1), and valid-live.jws, a genuine receipt of the other mode (16).
    expect(invalid.code).toBe(1 + 16);
    expect(invalid.stdout).toContain('signature_invalid');
    expect(usage.code).toBe(2);
    expect(mixed.code).toBe(1 + 4 + 8 + 32); // tampered, no manifest, unsupported, signers not trusted
    // a line for each file of the folder (the vectors, the BMP among them unsupported) and README.md's,
    // besides the lines of the ingredient vectors' ingredients under theirs (`ingredients.test.ts`)
    const files = readdirSync(join(root, 'test-vectors/images')).length;
    const lines = mixed.stdout.split('\n').filter(Boolean);
    expect(lines.filter((line) => !line.startsWith('  ingredient '))).toHaveLength(files + 1);
  });
});
