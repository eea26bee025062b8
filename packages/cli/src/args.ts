import { availableParallelism } from 'node:os';
import { type ParseArgsConfig, parseArgs } from 'node:util';

export type Mode = 'live' | 'test' | 'any';

/** How receipts and content are verified: the options `tlp verify` and `tlp mcp` share. */
export interface VerifierSettings {
  /** The issuer's origin; null when none was given (then images are read in content-only mode). */
  issuer: string | null;
  /**
   * Files: accept the C2PA manifest alone, without verifying the receipt in it (`--content-only`). Without
   * it and without an issuer, files are read the same way but count as `unverified` (exit bit 16).
   */
  contentOnly: boolean;
  mode: Mode;
  jwksFile: string | null;
  trustAnchorFiles: string[];
  requireTrusted: boolean;
  /** Files larger than this many bytes are reported `too_large` without being read. */
  maxSize: number;
}

/** What `tlp verify` was asked to do, once the command line is understood. */
export interface VerifyCommand extends VerifierSettings {
  command: 'verify';
  inputs: string[];
  json: boolean;
  /** Inputs in flight at once, across the worker threads and the receipt lookups. */
  concurrency: number;
  /** Threads that read and verify files, the main thread included (1: the main thread alone). */
  workers: number;
  progress: boolean | null;
}

/** `help`: asked for (exit 0); `usage`: nothing asked at all, bare `tlp` (the usage on stderr, exit 2). */
export type Command = VerifyCommand | { command: 'help' } | { command: 'usage' } | { command: 'version' };

/** A command line that cannot run: exit code 2, with this message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const MODES: readonly Mode[] = ['live', 'test', 'any'];

/** The default `--max-size`: 512 MiB. */
export const DEFAULT_MAX_SIZE = 512 * 1024 * 1024;

const UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  k: 1024,
  kb: 1024,
  kib: 1024,
  m: 1024 ** 2,
  mb: 1024 ** 2,
  mib: 1024 ** 2,
  g: 1024 ** 3,
  gb: 1024 ** 3,
  gib: 1024 ** 3,
};

/**
 * A size as `--max-size` takes it: bytes, or a number with a unit `k`, `KB`, `KiB`, `M`, `MB`, `MiB`,
 * `G`, `GB`, `GiB` (any case; all powers of 1024). `null` when it is none of these.
 */
export function parseSize(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(text);
  const unit = m ? UNITS[m[2]!.toLowerCase()] : undefined;
  if (!m || unit === undefined) return null;
  const bytes = Math.floor(Number(m[1]) * unit);
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

/** A byte count as people read it: `734 B`, `12.5 kB`, `300.0 MB` (powers of 1024, as `--max-size`). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} kB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

function integer(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`${name} must be an integer from ${min} to ${max}`);
  }
  return n;
}

/** The `parseArgs` options behind {@link VerifierSettings}, which `tlp verify` and `tlp mcp` both take. */
export const VERIFIER_OPTIONS = {
  issuer: { type: 'string' },
  'content-only': { type: 'boolean' },
  mode: { type: 'string' },
  jwks: { type: 'string' },
  'trust-anchor': { type: 'string', multiple: true },
  'require-trusted': { type: 'boolean' },
  'max-size': { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

/** The values `parseArgs` read for {@link VERIFIER_OPTIONS}. */
export interface VerifierValues {
  issuer?: string;
  'content-only'?: boolean;
  mode?: string;
  jwks?: string;
  'trust-anchor'?: string[];
  'require-trusted'?: boolean;
  'max-size'?: string;
}

/**
 * The verifier options of a command line, checked: a bad `--mode`, `--issuer` or `--max-size`, or
 * `--jwks` without an issuer, throws {@link UsageError}. `TLP_ISSUER` stands in for `--issuer`.
 */
export function verifierSettings(
  values: VerifierValues,
  env: Record<string, string | undefined> = {},
): VerifierSettings {
  const mode = values.mode ?? 'live';
  if (!MODES.includes(mode as Mode)) {
    throw new UsageError(`--mode must be live, test or any, not ${JSON.stringify(mode)}`);
  }
  const issuerText = values.issuer ?? env.TLP_ISSUER ?? null;
  let issuer: string | null = null;
  if (issuerText !== null && issuerText !== '') {
    let origin: URL;
    try {
      origin = new URL(issuerText);
    } catch {
      throw new UsageError(`--issuer must be an origin such as https://licensing.example, not ${issuerText}`);
    }
    if (origin.protocol !== 'https:' && origin.protocol !== 'http:') {
      throw new UsageError(`--issuer must be an http(s) origin, not ${issuerText}`);
    }
    issuer = issuerText.endsWith('/') ? issuerText.slice(0, -1) : issuerText;
  }
  if (!issuer && values.jwks !== undefined) {
    throw new UsageError(
      '--jwks needs --issuer (or TLP_ISSUER): a receipt must name the issuer it is checked against',
    );
  }
  let maxSize = DEFAULT_MAX_SIZE;
  if (values['max-size'] !== undefined) {
    const size = parseSize(values['max-size']);
    if (size === null) {
      throw new UsageError(
        `--max-size must be a size in bytes or with a unit (512MB, 2G), not ${JSON.stringify(values['max-size'])}`,
      );
    }
    maxSize = size;
  }
  return {
    issuer,
    contentOnly: values['content-only'] === true,
    mode: mode as Mode,
    jwksFile: values.jwks ?? null,
    trustAnchorFiles: values['trust-anchor'] ?? [],
    requireTrusted: values['require-trusted'] ?? false,
    maxSize,
  };
}

/**
 * Parses `tlp` arguments. Throws {@link UsageError} for anything that is not a runnable command:
 * unknown options, no inputs, a bad `--mode`, `--issuer`, `--max-size`, `--workers` or `--concurrency`.
 */
export function parseCommand(
  argv: string[],
  env: Record<string, string | undefined> = {},
  cores: number = availableParallelism(),
): Command {
  const { values, positionals } = parseVerifyArgs(argv);
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const [command, ...inputs] = positionals;
  if (command === 'help') return { command: 'help' };
  if (command === undefined) return { command: 'usage' };
  if (command !== 'verify') {
    throw new UsageError(
      `unknown command ${JSON.stringify(command)}${didYouMean(command, ['verify', 'mcp', 'help'])}`,
    );
  }
  if (inputs.length === 0) throw new UsageError('verify needs at least one file, folder, JWS or receipt ID');

  const verifier = verifierSettings(values, env);
  const workers = integer(values.workers, '--workers', 1, 256) ?? Math.max(1, cores);
  const concurrency = integer(values.concurrency, '--concurrency', 1, 1024) ?? Math.max(8, 8 * workers);
  return {
    command: 'verify',
    inputs,
    ...verifier,
    json: values.json ?? false,
    concurrency,
    workers,
    progress: values.progress === true ? true : values['no-progress'] === true ? false : null,
  };
}

/**
 * The edit distance of two words, a swap of neighbours counting as one edit (optimal string alignment):
 * `mdoe` is one edit from `mode`.
 */
function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

/** The candidate closest to `word`, when it is close enough to be a slip (two edits at most, and under half the word). */
export function closest(word: string, candidates: readonly string[]): string | null {
  let best: { candidate: string; distance: number } | null = null;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (!best || distance < best.distance) best = { candidate, distance };
  }
  return best && best.distance <= 2 && best.distance < word.length / 2 ? best.candidate : null;
}

/** ` (did you mean --mode?)` when one of `candidates` is close to `word`, else nothing. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const near = closest(word, candidates);
  return near ? ` (did you mean ${near}?)` : '';
}

/**
 * Runs a `parseArgs` call; what it refuses (an unknown option, a missing value) is a {@link UsageError}.
 * An unknown option is named with the closest of `options` (`unknown option --mdoe (did you mean --mode?)`).
 */
export function asUsageErrors<T>(parse: () => T, options: ParseArgsConfig['options'] = {}): T {
  try {
    return parse();
  } catch (error) {
    const e = error as NodeJS.ErrnoException;
    const unknown = /^Unknown option '([^']+)'/.exec(e.message)?.[1];
    if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
      const names = Object.entries(options ?? {}).flatMap(([name, option]) => [
        `--${name}`,
        ...(option.short ? [`-${option.short}`] : []),
      ]);
      throw new UsageError(`unknown option ${unknown}${didYouMean(unknown, names)}`);
    }
    throw new UsageError(e.message);
  }
}

function parseVerifyArgs(argv: string[]) {
  const options = {
    ...VERIFIER_OPTIONS,
    json: { type: 'boolean' },
    concurrency: { type: 'string', short: 'j' },
    workers: { type: 'string' },
    progress: { type: 'boolean' },
    'no-progress': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
  } as const;
  return asUsageErrors(
    () => parseArgs({ args: argv, allowPositionals: true, strict: true, options }),
    options,
  );
}

export const USAGE = `Usage: tlp verify <file|folder|jws|rcpt_id|receipt-url|->... [options]
       tlp mcp [--http] [options]   the verifier as an MCP server for AI assistants (tlp mcp --help)

Verifies TLP receipts and media carrying them (C2PA license assertion). Every file is read by its
bytes, whatever its name: every image, video and audio format @tlp/core reads is verified, receipt
JWS and receipt objects too, and anything else (PDF, other formats, text) is reported
unsupported_media_type with its format.
  file          an image, video or audio file, a compact receipt JWS, or a receipt object (JSON)
  folder        every file inside it, recursively, sorted (hidden entries and node_modules skipped)
  jws           a compact receipt JWS given on the command line
  rcpt_id       a receipt ID, fetched from <issuer>/v1/receipts/<id>
  receipt-url   <issuer>/r/<id> or <issuer>/v1/receipts/<id>
  -             read inputs from stdin, one a line

Options:
  --issuer <origin>       the issuer (also TLP_ISSUER); keys come from its discovery document.
                          Without it nothing is verified against an issuer: exit bit 16, and an
                          image without content credentials is not looked up by its fingerprint
  --content-only          files: accept the C2PA manifest (signature, binding, signer, license
                          assertion) without verifying the receipt inside
  --mode live|test|any    live (default) rejects test receipts, test rejects live ones; in test mode
                          the issuer's test C2PA signers (<issuer>/trust-anchors.pem) are trusted too
  --jwks <file>           verify offline with this JWKS (receipt IDs still need the issuer)
  --trust-anchor <pem>    a PEM file of C2PA signer root certificates (repeatable)
  --require-trusted       an image whose C2PA signer is not trusted counts as invalid
  --json                  one JSON object per input (NDJSON) on stdout, then {"summary": ...}
  --workers <n>           threads reading and verifying files, the main thread included
                          (default: the number of cores; 1: the main thread alone)
  -j, --concurrency <n>   inputs in flight at once (default 8 per worker, at least 8)
  --max-size <size>       larger files are too_large, unread (default 512MB; k, M, G are powers of 1024)
  --progress, --no-progress   force the progress bar on stderr on or off
  -h, --help, -v, --version

Outcomes: ok, untrusted, denied, recovered (an image without content credentials of its own,
recognised by its fingerprint at the issuer as a licensed one: not byte for byte the licensed file),
signed (content-only: manifest valid, license present), unverified (no issuer to verify against),
no-manifest, no-license, tampered, invalid, wrong-mode (a genuine receipt of the other mode: a sandbox
one in live mode, or the reverse), unsupported, error.
Exit status: 0 when every input was verified against the issuer and is valid (with --content-only:
its content credentials), else the sum of
  1  some input tampered or invalid      4  some file without a manifest or license assertion
  8  some input unsupported or unreadable (or not checked: too large, fetch failed)
  16 some input not verified as asked: no --issuer given (give one, or --content-only for files),
     or a receipt of the other mode (wrong-mode): give --mode test for sandbox files
  32 some file's C2PA signer is not trusted (no trust anchor it chains to)
  64 some image recognised by its fingerprint only (recovered): licensed, but not byte for byte
  2  a usage error, or bare tlp (nothing was verified)
`;
