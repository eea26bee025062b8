/**
 * The one verdict of a verification session (`createVerifier`): a `state` a person can read, the code
 * of `@tlp/core` that says why, and the raw facts (the receipt, the C2PA details). A plain object,
 * structured-cloneable, so that a verdict reached in a worker crosses to the page as it is.
 *
 * How to add a verdict: a new `state` is one member of {@link Verdict} (its own fields beside the
 * common ones), one entry of {@link VERDICT_STATES} (what it means, how it reads at a glance), and, when
 * it comes from a code, one entry of `STATE_OF_CODE` below. `describeVerdict` then says it in every
 * language (its `status` in {@link VERDICT_STATES}); a front end that prints its own words for a state
 * gets a type error until it handles it.
 */
import type {
  ContentDetails,
  ContentFailureCode,
  ReceiptLookupFailureCode,
  ReceiptVerdict,
} from '../verdicts.js';

/** What a file the library reads is, by its media type: a PDF is a `document`. */
export type Medium = 'image' | 'video' | 'audio' | 'document';

/** What was checked: a file of one of these kinds, or a receipt on its own. */
export type CheckedThing = Medium | 'receipt';

/** How the thing checked was given. */
export type InputKind = 'content' | 'jws' | 'receipt_object' | 'receipt_id' | 'receipt_url' | 'unknown';

/**
 * Codes the session adds to those of the verifiers it runs, for inputs it could not hand to one: not
 * something it reads (`unsupported_input`), past its limits (`too_large`), or bytes that could not be
 * read (`unreadable`).
 */
export type SessionFailureCode = 'unsupported_input' | 'too_large' | 'unreadable';

/** Every code a session's verdict can carry: those of content, receipt lookups, and the session's own. */
export type SessionCode = ContentFailureCode | ReceiptLookupFailureCode | SessionFailureCode;

/** A verdict at a glance, as the verifier page, the embed and the `tlp` command all state it. */
export type VerdictStatus =
  | 'licensed'
  | 'recovered'
  | 'denied'
  | 'untrusted'
  | 'unverified'
  | 'no_credentials'
  | 'invalid';

/**
 * Every state, what it means, and its {@link VerdictStatus} (the headline `describeVerdict` gives it).
 * One table: a new state is added here (and in {@link Verdict}).
 */
export const VERDICT_STATES = {
  /** A genuine receipt allowing the use; for a file, the file is the very one licensed, its C2PA signer trusted. */
  licensed: 'licensed',
  /** The same, but the file's C2PA signer chains to none of the trust anchors. */
  licensed_untrusted_signer: 'untrusted',
  /**
   * A picture without content credentials of its own (none, or a manifest its bytes no longer match),
   * recognised by its fingerprint at the issuer as a licensed image: the issuer's manifest of that image
   * and the receipt in it are genuine, but this file is not byte for byte the one licensed.
   */
  recovered: 'recovered',
  /** A genuine receipt recording a decision other than `allow`. */
  denied: 'denied',
  /** Content credentials carrying a license were read, but the receipt in them was not checked (no issuer, or content only). */
  unverified: 'unverified',
  /** Changed after it was signed: the file (its hard binding, or its bytes against the receipt) or the receipt's record. */
  tampered: 'invalid',
  /** A signature does not verify: the receipt's, or the C2PA claim's. */
  signature_invalid: 'invalid',
  /** A test receipt where a live one was expected (`expected: 'live'`), or the reverse (`expected: 'test'`). */
  test_receipt: 'invalid',
  /** The receipt names an issuer this verifier does not verify for: nothing was fetched from it. */
  issuer_not_allowed: 'invalid',
  /** Any other reason a receipt is not valid: malformed, a method not allowed, a key the issuer does not publish, a newer protocol. */
  receipt_invalid: 'invalid',
  /** The C2PA manifest cannot be read as one (damaged, not well formed). */
  manifest_invalid: 'invalid',
  /** No content credentials at all. */
  no_manifest: 'no_credentials',
  /** The file names content credentials kept elsewhere (a remote manifest), not fetched or not reachable. */
  remote_manifest: 'no_credentials',
  /** Content credentials, but no license in them. */
  no_license_assertion: 'no_credentials',
  /** The issuer has no receipt of that ID. */
  not_found: 'invalid',
  /** The issuer could not be reached (its keys, or the receipt asked for): nothing was checked. */
  issuer_unreachable: 'invalid',
  /** Not something this verifier reads (a format, an input), or past its limits. */
  unsupported: 'invalid',
  /** The bytes could not be read. */
  unreadable: 'invalid',
  /** The verifier was set up with options it cannot honour. */
  misconfigured: 'invalid',
} as const satisfies Record<string, VerdictStatus>;

export type VerdictState = keyof typeof VERDICT_STATES;

/** The states of a genuine receipt (and, for a file, the file it licenses). */
export type ValidState = 'licensed' | 'licensed_untrusted_signer' | 'denied';

/** The states that say why something is not valid, each with a code. */
export type FailureState = Exclude<
  VerdictState,
  ValidState | 'recovered' | 'unverified' | 'test_receipt' | 'issuer_not_allowed'
>;

/**
 * How a picture without content credentials of its own was recognised: by its fingerprint, which the
 * issuer's soft binding resolution API matched to the manifest of a licensed image (see
 * `docs/protocol.md`, "Durable credentials").
 */
export interface FingerprintMatch {
  method: 'fingerprint';
  /** The soft binding algorithm (`io.iscc.v0`: the ISCC Content-Code Image, 64 bits). */
  alg: string;
  /** 0 to 100: how alike this picture's code and the licensed image's are (iscc-core's similarity). */
  similarity: number;
  /** The matched manifest at the issuer (`urn:c2pa:…`; `{issuer}/v1/manifests/{manifestId}`). */
  manifestId: string;
  /** The ID of the receipt the matched manifest carries (`rcpt_…`). */
  receipt: string;
}

/** A file's C2PA facts, as far as they were read (the receipt inside is the verdict's own `receipt`). */
export type ContentFacts = Omit<ContentDetails, 'receipt'>;

/** What every verdict carries, whatever its state. */
export interface VerdictDetails {
  /** What was checked: a file of one kind, or a receipt on its own. */
  checked: CheckedThing;
  /** How it was given. */
  input: InputKind;
  /** The issuer the receipt was verified against (null: none was). */
  issuer: string | null;
  /**
   * The format of the bytes checked (`image/png`, `video/mp4`; `application/jose` or `application/json`
   * for a receipt file, `text/plain`…); null for a text or an object given as such.
   */
  mediaType: string | null;
  /** The receipt's own verdict (`verifyReceipt`'s), or null when no receipt was verified. */
  receipt: ReceiptVerdict | null;
  /** The public receipt object, when it was fetched by its ID or URL or given as an object. */
  object: Record<string, unknown> | null;
  /** The issuer's current standing of the use (`use_status` of the public receipt), when known. */
  useStatus: string | null;
  /** A file's C2PA facts (its media type, manifest, license assertion, content digest); null for a receipt. */
  content: ContentFacts | null;
}

/**
 * The verdict of `verifier.verify(input)`: one `state` (see {@link VERDICT_STATES}), with core's `code`
 * when it is not valid, and the raw facts. Narrow on `state`:
 *
 * ```ts
 * if (verdict.state === 'licensed') verdict.receipt.claims.tlp.talent;
 * else if (verdict.state === 'recovered') verdict.match.similarity; // recognised by its fingerprint only
 * else if (verdict.state === 'test_receipt') verdict.expected; // 'live' or 'test'
 * else if (verdict.code) verdict.code; // 'content_mismatch', 'no_manifest', …
 * ```
 */
export type Verdict =
  | (VerdictDetails & {
      state: ValidState;
      code: null;
      message: null;
      receipt: Extract<ReceiptVerdict, { valid: true }>;
    })
  | (VerdictDetails & {
      state: 'recovered';
      code: null;
      /** What the file itself showed, and what recognised it. */
      message: string;
      /** The receipt of the matched manifest. */
      receipt: Extract<ReceiptVerdict, { valid: true }>;
      match: FingerprintMatch;
      /** The file's own content credentials: none, or a manifest its bytes no longer match (`changed`). */
      credentials: 'none' | 'changed';
    })
  | (VerdictDetails & {
      state: 'unverified';
      code: null;
      /** Why the receipt was not checked. */
      message: string;
    })
  | (VerdictDetails & {
      state: 'test_receipt';
      code: 'test_key_in_live_mode';
      message: string;
      /** The mode that was asked for: `live` (the receipt is a test one) or `test` (it is a live one). */
      expected: 'live' | 'test';
    })
  | (VerdictDetails & {
      state: 'issuer_not_allowed';
      code: 'issuer_mismatch';
      message: string;
      /** The issuer the receipt (or the link) names, not one of the session's. */
      named: string;
    })
  | (VerdictDetails & { state: FailureState; code: SessionCode; message: string });

/** Whether a verdict is of a genuine receipt (licensed, with or without a trusted signer, or denied). */
export function isValid(verdict: Verdict): verdict is Extract<Verdict, { state: ValidState }> {
  return (
    verdict.state === 'licensed' ||
    verdict.state === 'licensed_untrusted_signer' ||
    verdict.state === 'denied'
  );
}

/** The state of each failure code; a code not listed (from a newer library) is `receipt_invalid`. */
const STATE_OF_CODE: Partial<Record<SessionCode, FailureState>> = {
  signature_invalid: 'signature_invalid',
  content_mismatch: 'tampered',
  receipt_mismatch: 'tampered',
  no_manifest: 'no_manifest',
  remote_manifest: 'remote_manifest',
  no_license_assertion: 'no_license_assertion',
  not_found: 'not_found',
  keys_unavailable: 'issuer_unreachable',
  fetch_failed: 'issuer_unreachable',
  unsupported_media_type: 'unsupported',
  unsupported_input: 'unsupported',
  too_large: 'unsupported',
  unreadable: 'unreadable',
  invalid_options: 'misconfigured',
};

/** C2PA status codes that say the file's bytes changed after it was signed (its hard binding does not match). */
export const HARD_BINDING_MISMATCH = /^assertion\.(dataHash|bmffHash|boxesHash|collectionHash)\.mismatch$/;
/** C2PA status codes that say the content changed after it was signed (its hard binding, or an assertion, does not match). */
const BINDING_FAILURE = /^assertion\.(dataHash|bmffHash|boxesHash|collectionHash|hashedURI)\.mismatch$/;
/** C2PA status codes that say the claim's signature does not verify. */
const SIGNATURE_FAILURE = /^claimSignature\.mismatch$/;

/**
 * The state a failure code is in: by the table above, and for `manifest_invalid` by the C2PA status
 * codes that failed (a hard binding that does not match is `tampered`, a claim signature that does not
 * verify `signature_invalid`, anything else `manifest_invalid`).
 */
export function failureState(code: SessionCode, c2paFailures: readonly string[] = []): FailureState {
  if (code === 'manifest_invalid') {
    if (c2paFailures.some((c) => BINDING_FAILURE.test(c))) return 'tampered';
    if (c2paFailures.some((c) => SIGNATURE_FAILURE.test(c))) return 'signature_invalid';
    return 'manifest_invalid';
  }
  return STATE_OF_CODE[code] ?? 'receipt_invalid';
}

/** `image`, `video`, `audio` or `document` for a media type (`video/mp4` → `video`, `application/pdf` → `document`). */
export function mediumOf(mediaType: string | null | undefined): Medium {
  const top = mediaType?.split('/')[0];
  if (top === 'video' || top === 'audio') return top;
  return mediaType === 'application/pdf' ? 'document' : 'image';
}
