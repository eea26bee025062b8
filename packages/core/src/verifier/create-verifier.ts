/**
 * A verification session: the issuers and their keys, the trust anchors, the fetch policy, the mode and
 * the limits, set once; then `verify(input)` for whatever comes (a file's bytes, a `Blob` or a byte
 * source, a receipt JWS, a receipt object, a receipt ID or link), each answered with one {@link Verdict}.
 * What the verifier page, the publisher embed, `tlp verify` and `tlp mcp` all run.
 *
 * The C2PA code is imported when the first file comes (a page verifying receipts alone never loads it),
 * as `verifyContent` does, and the receipt lookups when the first text comes (see `session.ts`).
 */
import type { MediaSupport } from '../content/index.js';
import { createKeyResolver, type KeyResolver, normalizeIssuer } from '../keys/resolver.js';
import { TRUST_ANCHORS_PATH } from '../keys/trust-anchors.js';
import { type ByteSource, isBlob, isByteSource, type MediaInput } from '../lib/media-input.js';
import { check, type OptionCheck, optionsError, VERIFY_OPTION_CHECKS } from '../options.js';
import { type LiveVerdict, live } from './live.js';
import { type Call, details, failed, MAX_RECEIPT_BYTES, type Mode, type Session } from './session.js';
import type { Verdict } from './verdict.js';

export { MAX_RECEIPT_BYTES, type Mode };

/** An issuer a session verifies for: its origin, and its keys when they are given rather than fetched. */
export interface IssuerOption {
  /** The service origin (`https://licensing.example`). */
  issuer: string;
  /** Its JWKS, given directly: nothing is fetched from this issuer (its test anchors neither). */
  jwks?: { keys: unknown[] };
  /** A key resolver to share with other code (see `createKeyResolver`). */
  keys?: KeyResolver;
}

/** The limits of a session: what it refuses to read (`too_large`) before reading it. */
export interface VerifierLimits {
  /** Bytes of a file at most (default: no limit). */
  maxBytes?: number;
  /**
   * Bytes at most of a file of a format read into memory whole (every format but ISO BMFF, which is
   * read in slices at any size). Default: no limit.
   */
  maxWholeReadBytes?: number;
}

export interface VerifierOptions {
  /**
   * The issuers this session verifies for. The first is the default: a receipt that names no issuer,
   * and a receipt ID without a link, are verified against it. A receipt naming another issuer is
   * `issuer_not_allowed`, and nothing is fetched from that issuer. None: receipts are not verified
   * (`unverified`), files are read for their content credentials alone.
   */
  issuers?: ReadonlyArray<string | IssuerOption>;
  /** `'live'` (default) rejects test receipts; `'test'` accepts only test receipts; `'any'` both. */
  mode?: Mode;
  /** PEM certificates a C2PA signer must chain to. */
  trustAnchors?: readonly string[];
  /** The URL of a PEM file of trust anchors, fetched once (unreachable: none, until asked again). */
  trustAnchorsUrl?: string | null;
  /**
   * Injectable fetch (defaults to the global one): every request of the session goes through it (the
   * issuers' discovery and keys, receipts asked for by ID, the trust anchors file).
   */
  fetch?: typeof fetch;
  /**
   * Fetch the remote manifest a file names in its XMP when it holds none of its own (default false:
   * `remote_manifest`, nothing fetched). Fetched under core's remote-manifest policy.
   */
  fetchRemoteManifests?: boolean;
  /** Each request's time limit (default 5 s for keys, 10 s for a receipt or a trust anchors file). */
  timeoutMs?: number;
  limits?: VerifierLimits;
  /**
   * Read files for their content credentials only: the receipt inside is not verified (`unverified`,
   * what `tlp verify --content-only` reports), nor is the file's content hashed beyond its binding.
   */
  contentOnly?: boolean;
  /**
   * After a genuine receipt, ask its issuer for its standing today (`use_status` of the public
   * receipt: revoked, suspended), in `useStatus`. Default false (a receipt asked for by ID carries it).
   */
  checkStanding?: boolean;
  /** Accept only this license assertion label (default: any `ai.<service>.license`). */
  label?: string;
  /** The clock, for certificate validity. Defaults to now. */
  now?: Date;
}

/** What one call may choose for itself. */
export interface VerifyCall {
  /**
   * The issuer this call verifies against by default, in place of the session's first (it is added to
   * the session's issuers); `null`: none (receipts unverified, files read for content credentials).
   */
  issuer?: string | null;
  /** The mode of this call, in place of the session's. */
  mode?: Mode;
  /** The media type a file is expected to be; its bytes must be of it. */
  mediaType?: string;
  /** Hears of the bytes read so far of a `Blob` or a byte source, and its size. */
  onProgress?: (readBytes: number, size: number) => void;
}

/**
 * What `verify` takes: a file (bytes, an `ArrayBuffer`, a `Blob` such as a browser `File` or Node's
 * `fs.openAsBlob(path)`, or a {@link ByteSource}), a text (a compact JWS, a receipt ID or link, a receipt
 * object as JSON), or a receipt object.
 */
export type VerifyInput = MediaInput | ArrayBuffer | string | Record<string, unknown>;

export interface Verifier {
  /**
   * Verifies one input. Never throws: every outcome is a {@link Verdict} (with `explain(lang)`, its words
   * in a language: see {@link LiveVerdict}).
   */
  verify(input: VerifyInput, call?: VerifyCall): Promise<LiveVerdict>;
  /** The media this session verifies (the container formats' registry; loads its table). */
  media(): Promise<MediaSupport>;
  /** Starts loading what the first file needs (the C2PA reader, the trust anchors), so its verdict comes sooner. */
  warmUp(): void;
  /**
   * The trust anchors a file's C2PA signer is held to in this call's mode and for its issuer (the one trust
   * rule: those given, the trust anchors file's, and in test mode the issuer's own), fetched once.
   */
  trustAnchors(call?: Pick<VerifyCall, 'issuer' | 'mode'>): Promise<string[]>;
}

const OPTION_CHECKS: Readonly<Record<string, OptionCheck>> = {
  issuers: (v) =>
    v === undefined ||
    (Array.isArray(v) &&
      v.every(
        (i) =>
          (typeof i === 'string' && VERIFY_OPTION_CHECKS.issuer!(i) === null) ||
          (typeof i === 'object' &&
            i !== null &&
            VERIFY_OPTION_CHECKS.issuer!((i as IssuerOption).issuer) === null &&
            VERIFY_OPTION_CHECKS.jwks!((i as IssuerOption).jwks) === null &&
            VERIFY_OPTION_CHECKS.keys!((i as IssuerOption).keys) === null),
      ))
      ? null
      : 'issuers must be a list of http(s) origins, or of {issuer, jwks?, keys?}',
  mode: VERIFY_OPTION_CHECKS.mode!,
  trustAnchors: VERIFY_OPTION_CHECKS.trustAnchors!,
  trustAnchorsUrl: (v) =>
    v === undefined || v === null || (typeof v === 'string' && URL.canParse(v))
      ? null
      : 'trustAnchorsUrl must be a URL',
  fetch: VERIFY_OPTION_CHECKS.fetch!,
  fetchRemoteManifests: (v) =>
    v === undefined || typeof v === 'boolean' ? null : 'fetchRemoteManifests must be a boolean',
  timeoutMs: check.optionalNumber('timeoutMs', 1),
  limits: (v) => {
    if (v === undefined) return null;
    if (typeof v !== 'object' || v === null) return 'limits must be an object';
    const { maxBytes, maxWholeReadBytes, ...rest } = v as VerifierLimits;
    if (Object.keys(rest).length > 0) return `unknown limit ${JSON.stringify(Object.keys(rest)[0])}`;
    return (
      check.optionalNumber('limits.maxBytes', 0)(maxBytes) ??
      check.optionalNumber('limits.maxWholeReadBytes', 0)(maxWholeReadBytes)
    );
  },
  contentOnly: (v) => (v === undefined || typeof v === 'boolean' ? null : 'contentOnly must be a boolean'),
  checkStanding: (v) =>
    v === undefined || typeof v === 'boolean' ? null : 'checkStanding must be a boolean',
  label: check.optionalString('label'),
  now: VERIFY_OPTION_CHECKS.now!,
};

const loadText = () => import('./text-input.js');
const loadFile = () => import('./file-input.js');
const loadMedia = () => import('../content/index.js');

/**
 * Creates a verification session. Its options are checked once: options it cannot honour make every
 * verdict `misconfigured` (`invalid_options`), since a verifier never guesses what was meant.
 *
 * @example
 * ```ts
 * const verifier = createVerifier({ issuers: ['https://licensing.example'], trustAnchors: [rootPem] });
 * const verdict = await verifier.verify(bytes); // or a File, a receipt JWS, 'rcpt_…', a receipt link
 * verdict.state; // 'licensed', 'tampered', 'no_manifest', …
 * describeVerdict(verdict).sentence; // 'Ada Vance is licensed for a generated image by …'
 * ```
 */
export function createVerifier(options: VerifierOptions = {}): Verifier {
  const badOptions = optionsError(options, OPTION_CHECKS, []);
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const sessionMode: Mode = options.mode ?? 'live';
  const issuers = new Map<string, { keys: KeyResolver; offline: boolean }>();
  const addIssuer = (given: string | IssuerOption): string => {
    const option = typeof given === 'string' ? { issuer: given } : given;
    const issuer = normalizeIssuer(option.issuer);
    if (!issuers.has(issuer)) {
      const keys =
        option.keys ??
        createKeyResolver({
          issuer,
          fetch: fetchImpl,
          ...(option.jwks ? { jwks: option.jwks } : {}),
          ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
        });
      issuers.set(issuer, { keys, offline: option.jwks !== undefined });
    }
    return issuer;
  };
  const defaultIssuer = badOptions ? null : ((options.issuers ?? []).map(addIssuer)[0] ?? null);

  /** The PEM files of trust anchors fetched, by URL (see `fetched.ts`). */
  const pemFiles = new Map<string, Promise<string[]>>();
  const loadFetched = () => import('./fetched.js');

  const session: Session = {
    fetch: fetchImpl,
    timeoutMs: options.timeoutMs,
    now: options.now,
    label: options.label,
    contentOnly: options.contentOnly === true,
    fetchRemoteManifests: options.fetchRemoteManifests === true,
    callerFetch: options.fetch,
    limits: options.limits ?? {},
    issuers,
    /**
     * The one trust rule: the anchors given, those of the trust anchors file, and in test mode those the
     * issuer publishes for its sandbox's signers (`/trust-anchors.pem` of its origin), unless its keys
     * were given offline (then nothing is fetched from it).
     */
    async trustAnchorsFor(issuer, mode) {
      const anchors = [...(options.trustAnchors ?? [])];
      const known = issuer ? issuers.get(issuer) : undefined;
      const files = [
        options.trustAnchorsUrl,
        issuer && mode === 'test' && known && !known.offline ? `${issuer}${TRUST_ANCHORS_PATH}` : null,
      ].filter((url): url is string => typeof url === 'string');
      if (files.length === 0) return anchors;
      const { pemFile } = await loadFetched();
      for (const url of files) anchors.push(...(await pemFile(pemFiles, url, fetchImpl, options.timeoutMs)));
      return anchors;
    },
    issuerOf(iss, fallback) {
      if (iss === undefined) return { issuer: fallback };
      if (typeof iss === 'string' && /^https?:\/\//i.test(iss) && issuers.has(normalizeIssuer(iss)))
        return { issuer: normalizeIssuer(iss) };
      return { refused: String(iss) };
    },
    notAllowed(facts, named, message) {
      return { ...facts, state: 'issuer_not_allowed', code: 'issuer_mismatch', message, named };
    },
    async withStanding(verdict) {
      if (!options.checkStanding || verdict.code !== null || !verdict.issuer || !verdict.receipt?.valid)
        return verdict;
      const valid = verdict as Parameters<Awaited<ReturnType<typeof loadFetched>>['withStanding']>[0];
      return (await loadFetched()).withStanding(valid, fetchImpl, options.timeoutMs);
    },
  };

  async function run(input: VerifyInput, given: VerifyCall): Promise<Verdict> {
    if (badOptions) return failed(details('receipt', 'unknown'), 'invalid_options', badOptions);
    const call: Call = {
      ...given,
      mode: given.mode ?? sessionMode,
      issuer:
        given.issuer === undefined ? defaultIssuer : given.issuer === null ? null : addIssuer(given.issuer),
    };
    if (typeof input === 'string')
      return (await loadText()).verifyText(session, input, details('receipt', 'unknown'), call);
    const file =
      input instanceof ArrayBuffer
        ? new Uint8Array(input)
        : input instanceof Uint8Array || isBlob(input) || isByteSource(input)
          ? input
          : null;
    if (file) return (await loadFile()).verifyFile(session, file, details('image', 'content'), call);
    if (typeof input === 'object' && input !== null && !Array.isArray(input))
      return (await loadText()).verifyJws(
        session,
        input as Record<string, unknown>,
        details('receipt', 'receipt_object'),
        call,
      );
    return failed(
      details('receipt', 'unknown'),
      'unsupported_input',
      'neither a file, nor a receipt (text or object)',
    );
  }

  return {
    async verify(input, call = {}) {
      try {
        return live(await run(input, call));
      } catch (error) {
        // Unreachable by design (every step returns verdicts); a verifier must still never throw.
        const message = `could not verify: ${(error as Error)?.message ?? error}`;
        return live(failed(details('receipt', 'unknown'), 'unreadable', message));
      }
    },
    media: () => loadMedia().then((m) => m.loadMediaSupport()),
    trustAnchors(call = {}) {
      const issuer =
        call.issuer === undefined ? defaultIssuer : call.issuer === null ? null : addIssuer(call.issuer);
      return session.trustAnchorsFor(issuer, call.mode ?? sessionMode);
    },
    warmUp() {
      void loadFile().catch(() => {});
      void import('../c2pa/verify-content.js').catch(() => {});
      void loadMedia()
        .then((m) => m.loadMediaSupport())
        .catch(() => {});
      if (defaultIssuer !== null || options.trustAnchorsUrl)
        void session.trustAnchorsFor(defaultIssuer, sessionMode).catch(() => {});
    },
  };
}
