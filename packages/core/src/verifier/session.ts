/**
 * What the parts of a verification session share: its settings and issuers, and the verdicts built
 * from what its verifiers said. `create-verifier.ts` builds one; `text-input.ts` (receipts given as text)
 * and `file-input.ts` (files) are loaded when their first input comes, so that a page verifying
 * receipts does not load the file code, nor a file's worker the receipt lookups.
 */
import type { KeyResolver } from '../keys/resolver.js';
import { verifyReceipt } from '../receipt/verify.js';
import type { ReceiptVerdict } from '../verdicts.js';
import {
  type CheckedThing,
  failureState,
  type InputKind,
  type SessionCode,
  type Verdict,
  type VerdictDetails,
} from './verdict.js';

export type Mode = 'live' | 'test' | 'any';

/** Text files larger than this are not read as receipts. */
export const MAX_RECEIPT_BYTES = 1024 * 1024;

/** One call's choices, resolved: the issuer it verifies against by default (null: none), its mode. */
export interface Call {
  issuer: string | null;
  mode: Mode;
  mediaType?: string;
  onProgress?: (readBytes: number, size: number) => void;
}

/** A session's settings and the steps its parts share. */
export interface Session {
  readonly fetch: typeof fetch;
  readonly timeoutMs: number | undefined;
  readonly now: Date | undefined;
  readonly label: string | undefined;
  /** Files are read for their content credentials alone (receipts given as such are still verified). */
  readonly contentOnly: boolean;
  readonly fetchRemoteManifests: boolean;
  /** The caller's own fetch, when it gave one (remote manifests then follow its address rules). */
  readonly callerFetch: typeof fetch | undefined;
  readonly limits: { maxBytes?: number; maxWholeReadBytes?: number };
  readonly issuers: ReadonlyMap<string, { keys: KeyResolver; offline: boolean }>;
  trustAnchorsFor(issuer: string | null, mode: Mode): Promise<string[]>;
  /** The issuer to verify a receipt against: the one its `iss` names among the session's, else the call's. */
  issuerOf(iss: unknown, fallback: string): { issuer: string } | { refused: string };
  notAllowed(facts: VerdictDetails, named: string, message: string): Verdict;
  /** A genuine receipt's verdict with its standing today, when the session asks for it (`checkStanding`). */
  withStanding(verdict: Verdict): Promise<Verdict>;
}

/**
 * A receipt (a JWS or an object) verified against one of the session's issuers, in the mode asked: once in
 * the call's, and again in `any` for a receipt of the other mode (see {@link fromReceipt}).
 */
export function receiptIn(
  session: Session,
  input: string | Record<string, unknown>,
  issuer: string,
): (mode: Mode) => Promise<ReceiptVerdict> {
  return (mode) =>
    verifyReceipt(input, {
      issuer,
      mode,
      keys: session.issuers.get(issuer)!.keys,
      ...(session.now ? { now: session.now } : {}),
    });
}

/** The facts of a verdict before anything was found. */
export function details(
  checked: CheckedThing,
  input: InputKind,
  more: Partial<VerdictDetails> = {},
): VerdictDetails {
  return {
    checked,
    input,
    issuer: null,
    mediaType: null,
    receipt: null,
    object: null,
    useStatus: null,
    content: null,
    ...more,
  };
}

/** A verdict that is not valid, its state from its code (and a manifest's failed C2PA status codes). */
export function failed(facts: VerdictDetails, code: SessionCode, message: string): Verdict {
  const state = failureState(code, facts.content?.manifest?.failures);
  return { ...facts, state, code, message } as Verdict;
}

/**
 * Whether a receipt refused for its mode (`test_key_in_live_mode`, which is decided before the signature is
 * checked) needs verifying again in `any` mode, to tell a genuine receipt of the other mode from a forgery
 * naming a test key.
 */
export function ofOtherMode(receipt: ReceiptVerdict, mode: Mode): mode is 'live' | 'test' {
  return !receipt.valid && receipt.code === 'test_key_in_live_mode' && mode !== 'any';
}

/**
 * `test_receipt`: a genuine receipt of the other mode than the one asked (`expected`), as verified in its
 * own (`receipt`, and the facts around it as verified then); `embedded`: the receipt a file carries.
 */
export function wrongMode(
  facts: VerdictDetails,
  receipt: Extract<ReceiptVerdict, { valid: true }>,
  expected: 'live' | 'test',
  embedded = false,
): Verdict {
  const what = embedded ? 'the embedded receipt is a genuine' : 'a genuine';
  const message = receipt.livemode
    ? `${what} live receipt, and test mode was asked`
    : `${what} test receipt from a sandbox (it licenses nothing real), and live mode was asked`;
  return { ...facts, receipt, state: 'test_receipt', code: 'test_key_in_live_mode', message, expected };
}

/** The verdict of a genuine receipt: denied, or licensed with the file's signer trusted or not. */
export function fromValid(
  facts: VerdictDetails,
  receipt: Extract<ReceiptVerdict, { valid: true }>,
  trusted: boolean,
): Verdict {
  const state =
    receipt.claims.tlp.decision !== 'allow' ? 'denied' : trusted ? 'licensed' : 'licensed_untrusted_signer';
  return { ...facts, state, code: null, message: null, receipt };
}

/**
 * A receipt's verdict as a session's, with the facts around it; one refused for its mode is verified again
 * in `any` mode (`inAnyMode`), and is `test_receipt` when it is genuine there.
 */
export async function fromReceipt(
  facts: VerdictDetails,
  receipt: ReceiptVerdict,
  mode: Mode,
  inAnyMode: () => Promise<ReceiptVerdict>,
): Promise<Verdict> {
  if (receipt.valid) return fromValid({ ...facts, receipt }, receipt, true);
  if (ofOtherMode(receipt, mode)) {
    const again = await inAnyMode();
    if (again.valid) return wrongMode(facts, again, mode);
  }
  return failed({ ...facts, receipt }, receipt.code, receipt.message);
}

/** The verdict of a receipt that was not verified, and why. */
export function unverified(facts: VerdictDetails, message: string): Verdict {
  return { ...facts, state: 'unverified', code: null, message };
}
