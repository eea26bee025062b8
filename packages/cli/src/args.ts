import { parseArgs } from 'node:util';

export type Mode = 'live' | 'test' | 'any';

/** What `tlp verify` was asked to do, once the command line is understood. */
export interface VerifyCommand {
  command: 'verify';
  inputs: string[];
  issuer: string;
  mode: Mode;
  json: boolean;
  jwksFile: string | null;
  trustAnchorFiles: string[];
  requireTrusted: boolean;
  concurrency: number;
  progress: boolean | null;
}

export type Command = VerifyCommand | { command: 'help' } | { command: 'version' };

/** A command line that cannot run: exit code 2, with this message. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const MODES: readonly Mode[] = ['live', 'test', 'any'];

/**
 * Parses `tlp` arguments. Throws {@link UsageError} for anything that is not a runnable command:
 * unknown options, no inputs, a bad `--mode`, no issuer.
 */
export function parseCommand(argv: string[], env: Record<string, string | undefined> = {}): Command {
  let parsed: ReturnType<typeof parseVerifyArgs>;
  try {
    parsed = parseVerifyArgs(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: 'help' };
  if (values.version) return { command: 'version' };
  const [command, ...inputs] = positionals;
  if (command === undefined || command === 'help') return { command: 'help' };
  if (command !== 'verify') throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  if (inputs.length === 0) throw new UsageError('verify needs at least one file, folder, JWS or receipt ID');

  const mode = values.mode ?? 'live';
  if (!MODES.includes(mode as Mode)) {
    throw new UsageError(`--mode must be live, test or any, not ${JSON.stringify(mode)}`);
  }
  const issuer = values.issuer ?? env.TLP_ISSUER;
  if (!issuer)
    throw new UsageError('--issuer is required (or set TLP_ISSUER): the origin that signs receipts');
  let origin: URL;
  try {
    origin = new URL(issuer);
  } catch {
    throw new UsageError(`--issuer must be an origin such as https://licensing.example, not ${issuer}`);
  }
  if (origin.protocol !== 'https:' && origin.protocol !== 'http:') {
    throw new UsageError(`--issuer must be an http(s) origin, not ${issuer}`);
  }
  const concurrency = values.concurrency === undefined ? 8 : Number(values.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 256) {
    throw new UsageError('--concurrency must be an integer from 1 to 256');
  }
  return {
    command: 'verify',
    inputs,
    issuer: issuer.endsWith('/') ? issuer.slice(0, -1) : issuer,
    mode: mode as Mode,
    json: values.json ?? false,
    jwksFile: values.jwks ?? null,
    trustAnchorFiles: values['trust-anchor'] ?? [],
    requireTrusted: values['require-trusted'] ?? false,
    concurrency,
    progress: values.progress === true ? true : values['no-progress'] === true ? false : null,
  };
}

function parseVerifyArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      issuer: { type: 'string' },
      mode: { type: 'string' },
      json: { type: 'boolean' },
      jwks: { type: 'string' },
      'trust-anchor': { type: 'string', multiple: true },
      'require-trusted': { type: 'boolean' },
      concurrency: { type: 'string', short: 'j' },
      progress: { type: 'boolean' },
      'no-progress': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      version: { type: 'boolean', short: 'v' },
    },
  });
}

export const USAGE = `Usage: tlp verify <file|folder|jws|rcpt_id|receipt-url|->... [options]

Verifies TLP receipts and images carrying them (C2PA license assertion).
  file          an image (PNG, JPEG), a receipt JWS (.jws, .jwt), or a receipt object (.json)
  folder        every .png .jpg .jpeg .jws .jwt .json inside it, recursively (hidden entries skipped)
  jws           a compact receipt JWS given on the command line
  rcpt_id       a receipt ID, fetched from <issuer>/v1/receipts/<id>
  receipt-url   <issuer>/r/<id> or <issuer>/v1/receipts/<id>
  -             read inputs from stdin, one a line

Options:
  --issuer <origin>       the issuer (also TLP_ISSUER); keys come from its discovery document
  --mode live|test|any    live (default) rejects test receipts, test rejects live ones
  --jwks <file>           verify offline with this JWKS (receipt IDs still need the issuer)
  --trust-anchor <pem>    a PEM file of C2PA signer root certificates (repeatable)
  --require-trusted       an image whose C2PA signer is not trusted counts as invalid
  --json                  one JSON object per input (NDJSON) on stdout
  -j, --concurrency <n>   inputs verified at once (default 8)
  --progress, --no-progress   force the progress bar on stderr on or off
  -h, --help, -v, --version

Exit status: 0 when every input is valid, 1 when any is not, 2 on a usage error.
`;
