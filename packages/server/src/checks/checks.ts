import { requireOwn } from '../account/ownership.js';
import type { AppDeps, AuthContext } from '../app-env.js';
import { accountNow } from '../clock.js';
import { randomBytes } from '../lib/random.js';
import type { CheckObject } from '../lib/wire-types.js';
import type { Obligation } from '../policy/index.js';
import { insertReceipt } from '../receipts/receipt-rows.js';
import { signReceiptRow } from '../receipts/receipts.js';
import { type ReceiptLicense, signAuthorization, signerFor } from '../sign/tokens.js';
import type { Db } from '../store/index.js';
import type { CheckTable, ReceiptTable } from '../store/schema.js';
import { findCheck, updateCheck, updateCheckIfUnchanged } from './check-rows.js';
import { checkObject } from './object.js';

/** An authorization lasts one hour (fixtures: "Gaps the spec leaves"). */
export const AUTHORIZATION_TTL_MS = 3600 * 1000;
/** A check escalated for judgment stays open 48 hours. */
export const JUDGMENT_WINDOW_MS = 48 * 3600 * 1000;

/** What the server keeps of a check beside its object. */
export interface CheckPrivate {
  execution: { provider: string; model: string; job_id?: string };
  max_generations: number;
  /** The licenses relied on, with the revision seen (what receipts name and generations re-check). */
  licenses: ReceiptLicense[];
  /** The obligations an allow attaches (kept for an escalation resolved later). */
  obligations: Obligation[];
}

export interface LoadedCheck {
  row: CheckTable;
  check: CheckObject;
  priv: CheckPrivate;
}

export function parseCheck(row: CheckTable): LoadedCheck {
  return { row, check: checkObject(row), priv: JSON.parse(row.private) as CheckPrivate };
}

/**
 * Turns a check into `allowed`: the authorization token (one hour, `max_generations` from
 * `execution.candidates`) and a `kind: check` receipt, written with the check by the caller.
 */
export async function allowCheck(deps: AppDeps, db: Db, loaded: LoadedCheck, now: Date): Promise<void> {
  const receipt = await prepareAllow(deps, loaded.check, loaded.priv, now);
  await insertReceipt(db, receipt);
}

/** {@link allowCheck} without the write: returns the receipt row to insert with the check. */
export async function prepareAllow(
  deps: AppDeps,
  check: CheckObject,
  priv: CheckPrivate,
  now: Date,
): Promise<ReceiptTable> {
  const signer = await signerFor(deps, check.livemode);
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + AUTHORIZATION_TTL_MS);
  // Both signatures at once, on the thread pool.
  const signing = signAuthorization(signer, {
    iss: deps.config.origin,
    check: check.id,
    licensee: check.licensee,
    jti: randomBytes(16).toString('base64url'),
    issuedAt,
    expiresAt,
    maxGenerations: priv.max_generations,
    execution: priv.execution,
  });
  const [token, { stored: receipt, row }] = await Promise.all([
    signing,
    signReceiptRow(deps, check.licensee, {
      subject: check.id,
      issuedAt: now,
      kind: 'check',
      decision: 'allow',
      assurance: null,
      livemode: check.livemode,
      talent: check.talent.map((t) => t.talent),
      licenses: priv.licenses,
      requestDigest: check.request_digest,
      use: check.use,
    }),
  ]);
  check.status = 'allowed';
  check.decision = 'allow';
  check.obligations = priv.obligations;
  check.authorization = {
    token,
    max_generations: priv.max_generations,
    generations_used: 0,
    expires_at: expiresAt.toISOString(),
  };
  check.receipt = receipt.id;
  return row;
}

export async function saveCheck(db: Db, loaded: LoadedCheck): Promise<void> {
  loaded.row.status = loaded.check.status;
  loaded.row.data = JSON.stringify(loaded.check);
  await updateCheck(db, loaded.row);
}

/** Closes an open escalation as denied (`review_declined` or `hold_expired`). */
export function denyEscalated(
  loaded: LoadedCheck,
  code: 'review_declined' | 'hold_expired',
  now: Date,
  note: string | null,
) {
  const { check } = loaded;
  const esc = check.escalation!;
  esc.status = code === 'review_declined' ? 'declined' : 'expired';
  esc.resolved_at = code === 'review_declined' ? now.toISOString() : null;
  if (code === 'review_declined') esc.note = note;
  check.status = 'denied';
  check.decision = 'deny';
  for (const t of check.talent) if (t.decision === 'escalate') t.decision = 'deny';
  check.reasons = [
    {
      code,
      stage: 'check',
      sentence:
        code === 'review_declined'
          ? (note ?? 'The reviewer declined the use.')
          : 'Nobody answered the escalation before it expired.',
    },
  ];
}

/**
 * Expiry is evaluated when a check is read or acted on, against the account's clock: an escalation
 * left unanswered past `expires_at` is denied with `hold_expired` (and stored so).
 */
export async function settleCheck(db: Db, loaded: LoadedCheck, now: Date): Promise<LoadedCheck> {
  const esc = loaded.check.escalation;
  if (
    loaded.check.status === 'escalated' &&
    esc &&
    esc.status === 'open' &&
    Date.parse(esc.expires_at) <= now.getTime()
  ) {
    const before = loaded.row.data;
    denyEscalated(loaded, 'hold_expired', now, null);
    const data = JSON.stringify(loaded.check);
    // Only if nobody changed the check meanwhile (a resolution racing the expiry wins if it came first).
    if (
      !(await updateCheckIfUnchanged(db, { id: loaded.row.id, status: loaded.check.status, data }, before))
    ) {
      const row = await findCheck(db, loaded.row.id);
      if (!row) throw new Error(`the check ${loaded.row.id} is gone`);
      return parseCheck(row);
    }
    loaded.row.status = loaded.check.status;
    loaded.row.data = data;
  }
  return loaded;
}

/**
 * Loads the caller's check: another account's is 404, one of the other mode 403 `livemode_mismatch`.
 * Pending expiries are applied first.
 */
export async function loadOwnCheck(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  param?: string,
): Promise<LoadedCheck> {
  const found = await findCheck(deps.store.db, id);
  const row = requireOwn(auth, found, (r) => r.account_id === auth.account.id, {
    what: 'check',
    id,
    ...(param ? { param } : {}),
  });
  return settleCheck(deps.store.db, parseCheck(row), accountNow(deps.clock, auth));
}
