import { requireOwn } from '../account/ownership.js';
import type { AppDeps, AuthContext } from '../app-env.js';
import { accountNow } from '../clock.js';
import { licensesById } from '../evaluation/context.js';
import { addressedReasons } from '../evaluation/request-digest.js';
import type { CheckObject, GenerationObject } from '../lib/wire-types.js';
import { inSpan } from '../observability/tracing/index.js';
import { evaluateGeneration, type Obligation } from '../policy/index.js';
import { issueReceipt, publicTalentNames } from '../receipts/receipts.js';
import type { ReceiptLicense } from '../sign/tokens.js';
import { bindGeneration } from '../soft-bindings/generation-binding.js';
import type { Db } from '../store/index.js';
import type { GenerationTable } from '../store/schema.js';
import { deliveredCounts, findGeneration, updateGeneration } from './generation-rows.js';
import { generationObject } from './object.js';

/** Video, and audio longer than the inline limit, are decided this long after submission. */
export const ASYNC_DECISION_MS = 2000;

export interface GenerationPrivate {
  request_digest: string;
  c2pa_signer?: string;
  /** `metadata["sandbox.outcome"]`. */
  outcome?: string;
  /** The check's licenses with the revisions it saw, and talent, in check order. */
  licenses: ReceiptLicense[];
  talent: string[];
  /** The check's obligations. */
  obligations: Obligation[];
  /** The use the check allowed, signed on the receipt (`tlp.use`); absent from generations made before it was kept. */
  use?: CheckObject['use'];
  /**
   * The 64-bit image code of the output's bytes (16 hex digits), when the service fingerprinted them: it
   * is indexed, and returned as `c2pa.soft_binding`, once the generation is allowed.
   */
  image_code?: string;
}

export interface LoadedGeneration {
  row: GenerationTable;
  generation: GenerationObject;
  priv: GenerationPrivate;
}

export function parseGeneration(row: GenerationTable): LoadedGeneration {
  return {
    row,
    generation: generationObject(row),
    priv: JSON.parse(row.private) as GenerationPrivate,
  };
}

export async function saveGeneration(db: Db, loaded: LoadedGeneration): Promise<void> {
  const g = loaded.generation;
  loaded.row.status = g.status;
  loaded.row.data = JSON.stringify(g);
  if (g.status !== 'checking') loaded.row.decide_at = null;
  await updateGeneration(db, loaded.row);
}

/**
 * Signs the generation's receipt (allow or deny) and, on allow, sets the `c2pa` assertion (and indexes the
 * output's image code, its soft binding beside it). Writes through `db` (the caller's transaction).
 */
async function seal(deps: AppDeps, db: Db, loaded: LoadedGeneration, now: Date): Promise<void> {
  const g = loaded.generation;
  const decision = g.decision === 'allow' ? 'allow' : 'deny';
  const receipt = await issueReceipt(deps, db, loaded.row.account_id, {
    subject: g.id,
    issuedAt: now,
    kind: 'generation',
    decision,
    assurance: g.assurance === 'observed' ? 'observed' : 'attested',
    livemode: g.livemode,
    talent: loaded.priv.talent,
    licenses: loaded.priv.licenses,
    requestDigest: loaded.priv.request_digest,
    artifact: { sha256: g.artifact.sha256, media_type: g.artifact.media_type },
    talentNames: await publicTalentNames(db, loaded.priv.talent),
    ...(loaded.priv.use ? { use: loaded.priv.use } : {}),
    ...(loaded.priv.c2pa_signer !== undefined ? { c2paSigner: loaded.priv.c2pa_signer } : {}),
  });
  g.receipt = receipt.id;
  g.decided_at = now.toISOString();
  const code = loaded.priv.image_code;
  g.c2pa =
    decision === 'allow'
      ? {
          label: `ai.${deps.config.service}.license`,
          data: { receipt: receipt.jws, verify_url: `${deps.config.origin}/r/${receipt.id}` },
          ...(code !== undefined ? { soft_binding: await bindGeneration(db, g.id, code, now) } : {}),
        }
      : null;
}

/** Runs the evaluation on a submitted generation and applies its outcome (inside `db`'s transaction). */
export async function decideGeneration(
  deps: AppDeps,
  db: Db,
  loaded: LoadedGeneration,
  now: Date,
): Promise<void> {
  const g = loaded.generation;
  const ids = loaded.priv.licenses.map((l) => l.license);
  // Locked until the decision commits: two outputs counted against one license's delivery limit at once
  // must not both see room for one more.
  const licenses = await licensesById(db, ids, deps.config.origin, { forUpdate: true });
  const delivered = await deliveredCounts(db, loaded.row, ids);
  const evaluation = inSpan(deps.telemetry, 'tlp.evaluate', () =>
    evaluateGeneration({
      relied: loaded.priv.licenses.map((l) => ({ license: l.license, revision: l.license_revision })),
      licenses,
      delivered,
      simulatedOutcome: loaded.priv.outcome,
      obligations: loaded.priv.obligations,
      now,
    }),
  );
  g.findings = evaluation.findings;
  g.unchecked_terms = evaluation.unchecked_terms;
  g.reasons = addressedReasons(evaluation.reasons);
  g.obligations = evaluation.obligations;
  g.status = evaluation.status;
  g.decision = evaluation.decision;
  if (evaluation.hold) {
    g.escalation = {
      id: deps.ids('esc'),
      reason: evaluation.hold.reason,
      reviewer: evaluation.hold.reviewer,
      status: 'open',
      expires_at: evaluation.hold.expires_at,
      resolved_at: null,
      note: null,
    };
  } else {
    await seal(deps, db, loaded, now);
  }
}

/** Another request moved the generation first; `loaded` now holds what it stored. */
export class GenerationMoved extends Error {
  override name = 'GenerationMoved';
}

/**
 * Applies a state move in `trx`, after checking that the stored status is still the one the move was
 * decided from: of two concurrent moves (two reads deciding a due generation, two releases) only the first
 * applies, so a generation never gets two receipts. The other finds `loaded` refreshed and a
 * {@link GenerationMoved} thrown (its transaction then writes nothing).
 */
async function moveIn(trx: Db, loaded: LoadedGeneration, apply: () => Promise<void>): Promise<void> {
  const current = await findGeneration(trx, loaded.row.id, { forUpdate: true });
  if (!current) throw new Error(`the generation ${loaded.row.id} is gone`);
  if (current.status !== loaded.row.status) {
    Object.assign(loaded, parseGeneration(current));
    throw new GenerationMoved(`the generation is now ${current.status}`);
  }
  await apply();
  await saveGeneration(trx, loaded);
}

/**
 * A move of a held generation: the reviewer's answer, the window's end or the licensee's withdrawal,
 * written through `trx` (the caller's transaction, which also holds the request's idempotency outcome).
 */
export type HeldMove = (
  deps: AppDeps,
  trx: Db,
  loaded: LoadedGeneration,
  now: Date,
  note?: string | null,
) => Promise<void>;

/**
 * Makes a {@link HeldMove}: `apply` sets the generation's new state, then (when the move decides it) its
 * receipt is sealed (see `moveIn`).
 */
function heldMove(
  apply: (g: GenerationObject, now: Date, note: string | null) => void,
  decides: boolean,
): HeldMove {
  return (deps, trx, loaded, now, note = null) =>
    moveIn(trx, loaded, async () => {
      apply(loaded.generation, now, note);
      if (decides) await seal(deps, trx, loaded, now);
    });
}

export const releaseGeneration = heldMove((g, now, note) => {
  g.status = 'released';
  g.decision = 'allow';
  g.escalation = { ...g.escalation!, status: 'allowed', resolved_at: now.toISOString(), note };
}, true);

export const declineGeneration = heldMove((g, now, note) => {
  g.status = 'denied';
  g.decision = 'deny';
  g.escalation = { ...g.escalation!, status: 'declined', resolved_at: now.toISOString(), note };
  g.reasons = [
    { code: 'review_declined', stage: 'generation', sentence: note ?? 'The reviewer declined the output.' },
  ];
}, true);

export const expireGeneration = heldMove((g) => {
  g.status = 'expired';
  g.decision = 'deny';
  g.escalation = { ...g.escalation!, status: 'expired' };
  g.reasons = [
    {
      code: 'review_expired',
      stage: 'generation',
      sentence: 'The output was not released within the review window.',
    },
  ];
}, true);

/** The licensee's own withdrawal: nothing is decided, so no receipt. */
export const withdrawGeneration = heldMove((g, now) => {
  g.status = 'withdrawn';
  g.escalation = { ...g.escalation!, status: 'withdrawn', resolved_at: now.toISOString() };
}, false);

/**
 * Applies what the account's clock says is due: a `checking` generation past its `decide_at` is
 * decided; a held one past its review window expires (`review_expired`).
 */
export async function settleGeneration(
  deps: AppDeps,
  loaded: LoadedGeneration,
  now: Date,
): Promise<LoadedGeneration> {
  const g = loaded.generation;
  try {
    if (
      g.status === 'checking' &&
      loaded.row.decide_at !== null &&
      Date.parse(loaded.row.decide_at) <= now.getTime()
    ) {
      await deps.store.transaction((trx) =>
        moveIn(trx, loaded, () => decideGeneration(deps, trx, loaded, now)),
      );
    } else if (g.status === 'held' && g.escalation && Date.parse(g.escalation.expires_at) <= now.getTime()) {
      await deps.store.transaction((trx) => expireGeneration(deps, trx, loaded, now));
    }
  } catch (err) {
    // Another request settled it first: `loaded` holds its outcome.
    if (!(err instanceof GenerationMoved)) throw err;
  }
  return loaded;
}

/** Loads the caller's generation (see requireOwn); pending expiries are applied first. */
export async function loadOwnGeneration(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): Promise<LoadedGeneration> {
  const found = await findGeneration(deps.store.db, id);
  const row = requireOwn(auth, found, (r) => r.account_id === auth.account.id, { what: 'generation', id });
  return settleGeneration(deps, parseGeneration(row), accountNow(deps.clock, auth));
}
