import { CHECK_LIMITS, type CheckCreateRequest } from '@tlp/core/schemas';
import type { CompiledQuery } from 'kysely';
import type { AppDeps, AuthContext } from '../app-env.js';
import { accountNow } from '../clock.js';
import { heldLicenses, talentIndex } from '../evaluation/context.js';
import { requestDigest } from '../evaluation/request-digest.js';
import { Refusal } from '../lib/refusal.js';
import type { CheckObject } from '../lib/wire-types.js';
import { inSpan } from '../observability/tracing/index.js';
import { distinctObligations, evaluateUse } from '../policy/index.js';
import { insertReceiptStatement } from '../receipts/receipt-rows.js';
import { insertCheckStatement } from './check-rows.js';
import { type CheckPrivate, JUDGMENT_WINDOW_MS, prepareAllow } from './checks.js';
import { newCheckObject } from './object.js';

/**
 * The inputs' text, counted in UTF-8 bytes over all inputs, is at most `CHECK_LIMITS.textBytes` (64 KiB,
 * the spec's live limit): past it 413 `payload_too_large` on `inputs`, before any matching runs. Returns
 * the count, or the refusal.
 */
function textBytesWithinLimit(inputs: ReadonlyArray<{ text: string }>): number | Refusal {
  let bytes = 0;
  for (const input of inputs) bytes += Buffer.byteLength(input.text, 'utf8');
  if (bytes > CHECK_LIMITS.textBytes) {
    return new Refusal(
      'payload_too_large',
      'inputs',
      `the inputs hold ${bytes} bytes of text; at most ${CHECK_LIMITS.textBytes} (64 KiB) in all`,
    );
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

/** A new check, ready to commit. */
export interface CheckCreated {
  check: CheckObject;
  /** The check's JSON, serialised once: the answer, the stored row and a key's outcome are these bytes. */
  json: string;
  /**
   * What creating it writes (the check's row; on allow its receipt's row first), to be committed in one
   * transaction with the request's `Idempotency-Key` outcome: all are stored, or none.
   */
  writes: CompiledQuery[];
}

/**
 * POST /v1/checks without HTTP: evaluates a validated request for the caller (the pure rules of
 * `policy/`), builds the check, its private record and, on allow, its authorization and receipt (signed).
 * Returns the check and its writes, for the caller to commit (nothing is stored here), or the refusal.
 *
 * @example
 * const created = await createCheck(deps, auth, request, rawBody);
 * if (created instanceof Refusal) throw created;
 * await deps.store.writes.run(created.writes);
 */
export async function createCheck(
  deps: AppDeps,
  auth: AuthContext,
  request: CheckCreateRequest,
  /** The request body as received: its canonical digest is the check's `request_digest`. */
  rawBody: unknown,
): Promise<CheckCreated | Refusal> {
  const textBytes = textBytesWithinLimit(request.inputs);
  if (textBytes instanceof Refusal) return textBytes;
  const large = textBytes > YIELD_ABOVE_TEXT_BYTES;
  const now = accountNow(deps.clock, auth);
  const [talent, licenses] = await Promise.all([
    talentIndex(deps.store, auth.livemode),
    heldLicenses(deps.store, auth.account.id, auth.livemode, deps.config.origin),
  ]);
  if (large) await nextTurn();
  const result = inSpan(deps.telemetry, 'tlp.evaluate', () =>
    evaluateUse(
      {
        inputs: request.inputs,
        use: request.use,
        ...(request.license !== undefined ? { license: request.license } : {}),
        ...(request.talent !== undefined ? { talent: request.talent } : {}),
        ...(request.exclude_talent !== undefined ? { exclude_talent: request.exclude_talent } : {}),
        ...(request.facet !== undefined ? { facet: request.facet } : {}),
        ...(request.on_escalate !== undefined ? { on_escalate: request.on_escalate } : {}),
      },
      { talent, licenses, platform: auth.account.id, now },
    ),
  );
  if (result instanceof Refusal) return result;
  const check = newCheckObject(request, result, {
    id: deps.ids('chk'),
    livemode: auth.livemode,
    account: auth.account.id,
    now,
    requestDigest: requestDigest(rawBody),
    escalation: result.escalation
      ? { id: deps.ids('esc'), expiresAt: new Date(now.getTime() + JUDGMENT_WINDOW_MS) }
      : null,
  });
  const priv: CheckPrivate = {
    execution: request.execution,
    max_generations: request.execution.candidates ?? 1,
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
  if (large) await nextTurn();
  const receipt = check.decision === 'allow' ? await prepareAllow(deps, check, priv, now) : null;
  const json = JSON.stringify(check);
  const db = deps.store.db;
  const row = {
    id: check.id,
    account_id: auth.account.id,
    livemode: auth.livemode ? 1 : 0,
    status: check.status,
    data: json,
    private: JSON.stringify(priv),
    created_at: check.created_at,
  };
  return {
    check,
    json,
    writes: [...(receipt ? [insertReceiptStatement(db, receipt)] : []), insertCheckStatement(db, row)],
  };
}
