import { verifyReceipt } from '@tlp/core';
import { verificationCreateRequest } from '@tlp/core/schemas';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';
import { accountNow } from '../clock.js';
import { checkKey, type KeyRequirement } from '../http/auth/index.js';
import { validate } from '../http/body/index.js';
import { openToOtherOrigins } from '../http/cors/index.js';
import { ApiError } from '../http/errors/index.js';
import { header } from '../http/header.js';
import { commitJson, idempotency } from '../http/idempotency/index.js';
import { operationName } from '../http/operation.js';
import { authed, jsonBody } from '../http/pipeline.js';
import { enforceKeylessLimits } from '../http/rate-limit/index.js';
import { json } from '../http/respond.js';
import { requestedVersion } from '../http/version/index.js';
import { findReceipt, latestReceiptOfOutput } from '../receipts/receipt-rows.js';
import { publicReceipt } from '../receipts/receipts.js';
import { keyRing } from '../sign/tokens.js';
import type { ReceiptTable } from '../store/schema.js';
import { CREATE_VERIFICATION } from './operations.js';
import { insertVerification } from './verification-rows.js';

const NAME = operationName(CREATE_VERIFICATION);
/** What a restricted key needs to search receipts by an output's digest. */
export const DIGEST_LOOKUP: KeyRequirement = { scopes: CREATE_VERIFICATION.scopes };

/**
 * With a key: the usual authenticated POST (any valid key; idempotency applies). Without one: public,
 * limited per IP address like receipt reads, and it searches live receipts only.
 */
function verificationAccess(): MiddlewareHandler<AppEnv> {
  const withKey = authed({ name: NAME });
  const body = jsonBody();
  const idem = idempotency();
  return async function verificationAccessMiddleware(c, next) {
    if (header(c, 'authorization') !== undefined) {
      let replay: Response | undefined;
      await withKey(c, async () => {
        await body(c, async () => {
          replay = (await idem(c, next)) ?? undefined;
        });
      });
      return replay;
    }
    await enforceKeylessLimits(c);
    requestedVersion(c);
    await body(c, next);
  };
}

interface Outcome {
  result: string;
  method: string;
  match: unknown;
  receipt: ReceiptTable | null;
  detail: string | null;
}

export function verificationRoutes(app: Hono<AppEnv>): void {
  // Open to pages on any origin without a key; a request with `Authorization` is not opened (see `cors`).
  const open = openToOtherOrigins(app, CREATE_VERIFICATION.route, ['POST']);
  app.post(CREATE_VERIFICATION.route, open, verificationAccess(), async (c) => {
    const raw = c.get('body') as Record<string, unknown>;
    if (raw.receipt === undefined && raw.sha256 === undefined) {
      throw new ApiError('parameter_missing', {
        param: 'receipt',
        detail: 'send receipt (a rcpt_ ID or a receipt JWS) or sha256 (64 lowercase hex)',
      });
    }
    if (raw.receipt !== undefined && raw.sha256 !== undefined) {
      throw new ApiError('parameter_invalid', {
        param: 'sha256',
        detail: 'send only one of receipt or sha256',
      });
    }
    const body = validate(verificationCreateRequest, raw);
    const deps = c.get('deps');
    const db = deps.store.db;
    const auth = c.req.header('authorization') !== undefined ? c.get('auth') : undefined;
    const livemode = auth ? auth.livemode : true;
    const mode = livemode ? 1 : 0;
    const now = auth ? accountNow(deps.clock, auth) : new Date(deps.clock.now());
    const ring = await keyRing(deps);
    const verifyOptions = { issuer: deps.config.origin, jwks: ring.jwks, now };

    let outcome: Outcome;
    if ('sha256' in body) {
      if (!auth) {
        throw new ApiError('authentication_required', {
          detail: 'a digest lookup needs the key of the account that submitted the output',
          headers: { 'WWW-Authenticate': 'Bearer' },
        });
      }
      // Searching outputs by digest reads the account's generations (docs/decisions.md).
      checkKey(auth, DIGEST_LOOKUP, 'a digest lookup (sha256)');
      const row = await latestReceiptOfOutput(db, auth.account.id, mode, body.sha256);
      outcome = row
        ? await verifyRow(c, row, 'digest', { sha256: body.sha256 }, verifyOptions)
        : notFound('digest', 'no receipt of this account and mode binds an output with this SHA-256');
    } else if (body.receipt.startsWith('rcpt_')) {
      const row = await findReceipt(db, body.receipt, mode);
      outcome = row
        ? await verifyRow(c, row, 'receipt_id', null, verifyOptions)
        : notFound('receipt_id', `no ${livemode ? 'live' : 'test'} receipt ${body.receipt}`);
    } else {
      const verdict = await verifyReceipt(body.receipt, { ...verifyOptions, mode: 'any' });
      if (!verdict.valid) {
        outcome = {
          result: 'failed',
          method: 'jws',
          match: null,
          receipt: null,
          detail: `${verdict.code}: ${verdict.message}`,
        };
      } else if (verdict.livemode !== livemode) {
        outcome = notFound(
          'jws',
          `the receipt is a ${verdict.livemode ? 'live' : 'test'} receipt; this call searches ${livemode ? 'live' : 'test'} receipts`,
        );
      } else {
        const row = await findReceipt(db, String(verdict.claims.jti), mode);
        outcome =
          row && JSON.parse(row.data).jws === body.receipt
            ? { result: 'verified', method: 'jws', match: null, receipt: row, detail: null }
            : notFound('jws', 'the signature is valid but this service holds no such receipt');
      }
    }

    const verification = {
      id: deps.ids('vrf'),
      object: 'verification' as const,
      livemode,
      result: outcome.result,
      method: outcome.method,
      match: outcome.match,
      // No C2PA manifest is read by these methods (receipt ID, JWS, digest): there is nothing to report.
      manifest: null,
      receipt: outcome.receipt ? await publicReceipt(db, outcome.receipt) : null,
      detail: outcome.detail,
      created_at: now.toISOString(),
    };
    // A verification without a key belongs to no account and is not stored: anyone may send them, and
    // storing each would let them fill the database (docs/decisions.md).
    if (!auth) return json(c, verification);
    return commitJson(c, async (trx) => {
      await insertVerification(trx, {
        id: verification.id,
        account_id: auth.account.id,
        livemode: mode,
        data: JSON.stringify(verification),
        created_at: verification.created_at,
      });
      return verification;
    });
  });
}

function notFound(method: string, detail: string): Outcome {
  return { result: 'not_found', method, match: null, receipt: null, detail };
}

async function verifyRow(
  _c: Context<AppEnv>,
  row: ReceiptTable,
  method: string,
  match: unknown,
  options: { issuer: string; jwks: { keys: unknown[] }; now: Date },
): Promise<Outcome> {
  const jws = (JSON.parse(row.data) as { jws: string }).jws;
  const verdict = await verifyReceipt(jws, { ...options, mode: row.livemode === 1 ? 'live' : 'test' });
  return verdict.valid
    ? { result: 'verified', method, match, receipt: row, detail: null }
    : { result: 'failed', method, match, receipt: row, detail: `${verdict.code}: ${verdict.message}` };
}
