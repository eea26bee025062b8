import { CHECK_LIMITS, type CheckCreateRequest } from '@tlp/core/schemas';
import type { AppDeps, AuthContext, IdempotencyClaim } from '../app-env.js';
import { accountNow } from '../clock.js';
import { heldLicenses, talentIndex } from '../evaluation/context.js';
import { addressedReasons, requestDigest } from '../evaluation/request-digest.js';
import { ApiError } from '../http/errors/index.js';
import { commit, jsonAnswer } from '../http/idempotency/index.js';
import type { CheckObject } from '../lib/wire-types.js';
import { distinctObligations, evaluateUse, isRefusal } from '../policy/index.js';
import { insertReceiptStatement } from '../receipts/receipt-rows.js';
import { insertCheckStatement } from './check-rows.js';
import { type CheckPrivate, JUDGMENT_WINDOW_MS, type LoadedCheck, prepareAllow } from './checks.js';

/**
 * The inputs' text, counted in UTF-8 bytes over all inputs, is at most `CHECK_LIMITS.textBytes` (64 KiB,
 * the spec's live limit): past it 413 `payload_too_large` on `inputs`, before any matching runs. Returns
 * the count.
 */
function textBytesWithinLimit(inputs: ReadonlyArray<{ text: string }>): number {
  let bytes = 0;
  for (const input of inputs) bytes += Buffer.byteLength(input.text, 'utf8');
  if (bytes > CHECK_LIMITS.textBytes) {
    throw new ApiError('payload_too_large', {
      param: 'inputs',
      detail: `the inputs hold ${bytes} bytes of text; at most ${CHECK_LIMITS.textBytes} (64 KiB) in all`,
    });
  }
  return bytes;
}

/**
 * Above this much text a check gives way to other requests between its stages (reading the text, then
 * signing): a few milliseconds of matching each, back to back, would otherwise hold every small request
 * (a JWKS fetch, a receipt read) behind them all. See `bench/limits.bench.mjs`.
 */
const YIELD_ABOVE_TEXT_BYTES = 8 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface CreateCheckOptions {
  /** The request body as received: its canonical digest is the check's `request_digest`. */
  rawBody: unknown;
  /** The request's `Idempotency-Key` claim: its outcome is written in the check's own transaction. */
  idempotency: IdempotencyClaim | null;
}

/**
 * POST /v1/checks without HTTP: evaluates a validated request for the caller (the pure rules of
 * `policy/`), builds the check, its private record and, on allow, its authorization and receipt, and
 * writes them with the idempotency outcome in one transaction (shared with other requests' writes by
 * group commit: all are stored, or none, and the answer waits for the commit; a retry after a crash
 * replays the stored answer). Returns the check as JSON text. Throws `ApiError` for a refusal.
 */
export async function createCheck(
  deps: AppDeps,
  auth: AuthContext,
  body: CheckCreateRequest,
  options: CreateCheckOptions,
): Promise<string> {
  const large = textBytesWithinLimit(body.inputs) > YIELD_ABOVE_TEXT_BYTES;
  const now = accountNow(deps.clock, auth);
  const [talent, licenses] = await Promise.all([
    talentIndex(deps.store, auth.livemode),
    heldLicenses(deps.store, auth.account.id, auth.livemode, deps.config.origin),
  ]);
  if (large) await nextTurn();
  const result = evaluateUse(
    {
      inputs: body.inputs,
      use: body.use,
      ...(body.license !== undefined ? { license: body.license } : {}),
      ...(body.talent !== undefined ? { talent: body.talent } : {}),
      ...(body.exclude_talent !== undefined ? { exclude_talent: body.exclude_talent } : {}),
      ...(body.facet !== undefined ? { facet: body.facet } : {}),
      ...(body.on_escalate !== undefined ? { on_escalate: body.on_escalate } : {}),
    },
    { talent, licenses, platform: auth.account.id, now },
  );
  if (isRefusal(result)) {
    throw new ApiError(result.refused, { param: result.param, detail: result.detail });
  }
  const id = deps.ids('chk');
  const check: CheckObject = {
    id,
    object: 'check',
    livemode: auth.livemode,
    status: result.decision === 'allow' ? 'allowed' : result.decision === 'deny' ? 'denied' : 'escalated',
    decision: result.decision,
    talent: result.talent.map((t) => ({ ...t })),
    use: body.use,
    reasons: addressedReasons(result.reasons),
    obligations: [],
    authorization: null,
    escalation: null,
    remedy: result.remedy,
    request_digest: requestDigest(options.rawBody),
    licensee: auth.account.id,
    platform: auth.account.id,
    session: null,
    receipt: null,
    metadata: body.metadata ?? {},
    created_at: now.toISOString(),
  };
  const priv: CheckPrivate = {
    execution: body.execution,
    max_generations: body.execution.candidates ?? 1,
    licenses: result.licenses.map((l) => ({
      talent: l.talent,
      license: l.id,
      license_revision: l.revision,
      terms_digest: l.terms_digest,
    })),
    obligations:
      result.decision === 'allow'
        ? result.obligations
        : distinctObligations(result.licenses.map((l) => l.obligations)),
  };
  if (result.escalation) {
    const escId = deps.ids('esc');
    check.escalation = {
      id: escId,
      reason: result.escalation.reason,
      reviewer: result.escalation.reviewer,
      status: 'open',
      expires_at: new Date(now.getTime() + JUDGMENT_WINDOW_MS).toISOString(),
      resolved_at: null,
      note: null,
    };
    for (const t of check.talent) if (t.decision === 'escalate') t.escalation = escId;
  }
  const loaded: LoadedCheck = {
    row: {
      id,
      account_id: auth.account.id,
      livemode: auth.livemode ? 1 : 0,
      status: check.status,
      data: '',
      private: JSON.stringify(priv),
      created_at: check.created_at,
    },
    check,
    priv,
  };
  if (large) await nextTurn();
  const receipt = check.decision === 'allow' ? await prepareAllow(deps, loaded, now) : null;
  const answer = jsonAnswer(check);
  loaded.row.data = answer.body;
  loaded.row.status = check.status;
  const db = deps.store.db;
  await commit(deps.store, options.idempotency, {
    statements: [
      ...(receipt ? [insertReceiptStatement(db, receipt)] : []),
      insertCheckStatement(db, loaded.row),
    ],
    answer,
  });
  return answer.body;
}
