/**
 * Each result's outcome (its label), the exit status a batch ends with, and the tally behind the
 * summary: what a script acts on.
 */

/** Every outcome, in the order the summary lists them. */
export const OUTCOMES = [
  'ok',
  'untrusted',
  'denied',
  'signed',
  'recovered',
  'unverified',
  'no-manifest',
  'no-license',
  'tampered',
  'invalid',
  'wrong-mode',
  'unsupported',
  'error',
] as const;

/**
 * - `ok`: verified (a receipt, or an image whose license, receipt and content all check out).
 * - `untrusted`: the same, but the image's C2PA signer does not chain to a `--trust-anchor` (nor, in
 *   `--mode test`, to the sandbox's own test anchors): valid, yet exit bit 32.
 * - `denied`: a genuine receipt that records a decision other than `allow`.
 * - `recovered`: an image without content credentials of its own (none, or a manifest its bytes no longer
 *   match), recognised by its fingerprint at the issuer as a licensed image, whose manifest and receipt
 *   there verify: licensed, but not this file byte for byte. Exit bit 64.
 * - `signed`: content-only: a valid C2PA manifest carrying a license assertion; the receipt inside was not verified.
 * - `unverified`: nothing was verified against an issuer: no `--issuer` was given for a receipt, or for a
 *   file whose content credentials carry one (and `--content-only` was not asked for): exit bit 16.
 * - `no-manifest`: an image without a C2PA manifest (a plain photo).
 * - `no-license`: an image whose valid manifest holds no license assertion.
 * - `tampered`: changed after signing (manifest, binding, content or receipt signature do not match).
 * - `invalid`: a receipt (alone or in an image) that fails for another reason: malformed, wrong issuer,
 *   a test key claiming a live decision, unknown key, untrusted signer under `--require-trusted`…
 * - `wrong-mode`: a genuine receipt (alone or in a file) of the other mode than the one asked for: a sandbox
 *   (test) receipt in live mode, or a live one in `--mode test`. It verifies in its own mode; exit bit 16,
 *   like `unverified`: neither was verified as the command was asked to, and an option says how.
 * - `unsupported`: not something this verifier reads (PDF, other formats, text), or too large.
 * - `error`: could not be checked: no such file, unreadable, a fetch failed, the issuer's keys unavailable.
 */
export type Outcome = (typeof OUTCOMES)[number];

/** Valid outcomes: they leave the exit status 0. */
export const VALID_OUTCOMES: ReadonlySet<Outcome> = new Set(['ok', 'untrusted', 'denied', 'signed']);

const TAMPERED = new Set(['manifest_invalid', 'content_mismatch', 'signature_invalid', 'receipt_mismatch']);
const UNSUPPORTED = new Set([
  'unsupported_media_type',
  'unsupported_input',
  'too_large',
  'issuer_required',
  // `tlp mcp`: a path outside the client's roots, a URL or issuer on a host `--allow-fetch` does not name.
  'outside_roots',
  'fetch_not_allowed',
]);
const ERROR = new Set([
  'not_found',
  'unreadable',
  'fetch_failed',
  'keys_unavailable',
  'invalid_options',
  // `tlp mcp`: no verdict within --tool-timeout.
  'timed_out',
]);

/** The outcome of a result that is not valid, from its code. */
export function failureOutcome(code: string): Outcome {
  if (code === 'no_manifest') return 'no-manifest';
  if (code === 'no_license_assertion') return 'no-license';
  if (code === 'issuer_required') return 'unverified';
  if (TAMPERED.has(code)) return 'tampered';
  if (UNSUPPORTED.has(code)) return 'unsupported';
  if (ERROR.has(code)) return 'error';
  return 'invalid';
}

/**
 * Exit status: 0 when every input was verified against an issuer and found valid (or, with
 * `--content-only`, every file's content credentials); otherwise the sum of the bits below, one for each
 * kind of problem the batch had (so `13` = tampered or invalid + unlicensed + unsupported); 2 is a usage
 * error, returned alone, when nothing was verified.
 */
export const EXIT = {
  valid: 0,
  /** Some input was tampered or invalid. */
  invalid: 1,
  usage: 2,
  /** Some image had no C2PA manifest, or no license assertion in it. */
  unlicensed: 4,
  /** Some input could not be checked: unsupported, too large, unreadable, not found, a failed fetch. */
  unsupported: 8,
  /**
   * Some input was not verified as asked: no `--issuer` given (and no `--content-only`), or a genuine
   * receipt of the other mode (`wrong-mode`: a test receipt in live mode, or the reverse).
   */
  unverified: 16,
  /** Some file's C2PA signer is not trusted: it chains to no trust anchor. */
  untrusted: 32,
  /** Some input was recognised by its fingerprint only (`recovered`): licensed, but not byte for byte. */
  recovered: 64,
} as const;

/** The exit bit of one result: by its outcome, and 32 for any file whose C2PA signer is not trusted. */
export function exitBit(outcome: Outcome, trusted: boolean | null = null): number {
  switch (outcome) {
    case 'tampered':
    case 'invalid':
      return EXIT.invalid;
    case 'no-manifest':
    case 'no-license':
      return EXIT.unlicensed;
    case 'unsupported':
    case 'error':
      return EXIT.unsupported;
    case 'unverified':
    case 'wrong-mode':
      return EXIT.unverified;
    case 'untrusted':
      return EXIT.untrusted;
    case 'recovered':
      return EXIT.recovered;
    default:
      return trusted === false ? EXIT.untrusted : EXIT.valid;
  }
}

/** Counts of a batch, by outcome and by code. */
export class Tally {
  total = 0;
  valid = 0;
  exit: number = EXIT.valid;
  readonly outcomes = new Map<Outcome, number>(OUTCOMES.map((o) => [o, 0]));
  readonly codes = new Map<string, number>();

  add(outcome: Outcome, code: string | null, trusted: boolean | null = null): void {
    this.total++;
    if (VALID_OUTCOMES.has(outcome)) this.valid++;
    this.outcomes.set(outcome, (this.outcomes.get(outcome) ?? 0) + 1);
    if (code !== null) this.codes.set(code, (this.codes.get(code) ?? 0) + 1);
    this.exit |= exitBit(outcome, trusted);
  }

  /** Codes by count, most frequent first, then by name. */
  sortedCodes(): Array<[string, number]> {
    return [...this.codes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  }

  /** The `--json` summary record: every outcome (zeros too), the codes that occurred, the exit status. */
  toJSON(): {
    summary: {
      total: number;
      valid: number;
      outcomes: Record<Outcome, number>;
      codes: Record<string, number>;
      exit: number;
    };
  } {
    return {
      summary: {
        total: this.total,
        valid: this.valid,
        outcomes: Object.fromEntries(this.outcomes) as Record<Outcome, number>,
        codes: Object.fromEntries(this.sortedCodes()),
        exit: this.exit,
      },
    };
  }
}
