import { verifyReceipt } from '@tlp/core';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.js';
import { accountNow } from '../clock.js';
import { checkKey, type KeyRequirement } from '../http/auth/index.js';
import type { Routes, Step } from '../http/chain.js';
import { openToOtherOrigins } from '../http/cors/index.js';
import { ApiError } from '../http/errors/index.js';
import { header } from '../http/header.js';
import { commitJson, idempotency } from '../http/idempotency/index.js';
import { parsed } from '../http/input/index.js';
import { type InputOf, operationName } from '../http/operation.js';
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
 * With a key: the usual authenticated POST (any valid key; idempotency applies), a digest lookup needing
 * its scope, checked before the `Idempotency-Key` is read (a key lacking it is never answered a stored
 * lookup). Without one: public, limited per IP address like receipt reads, and it searches live receipts
 * only.
 */
function verificationAccess(): Step<typeof CREATE_VERIFICATION.route, InputOf<typeof CREATE_VERIFICATION>> {
  const withKey = authed({ name: NAME });
  const body = jsonBody();
  const idem = idempotency();
  return async function verificationAccessMiddleware(c, next) {
    if (header(c, 'authorization') !== undefined) {
      let replay: Response | undefined;
      await withKey(c, async () => {
        await body(c, async () => {
          if (isDigestLookup(c.get('body'))) {
            checkKey(c.get('auth'), DIGEST_LOOKUP, 'a digest lookup (sha256)');
          }
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

export function verificationRoutes(routes: Routes): void {
  // Open to pages on any origin without a key; a request with `Authorization` is not opened (see `cors`).
  const open = openToOtherOrigins(routes, CREATE_VERIFICATION.route, ['POST']);
  const input = parsed(CREATE_VERIFICATION);
  routes.post(CREATE_VERIFICATION.route, open, verificationAccess(), input, async (c) => {
    const body = c.req.valid('json');
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
      // Searching outputs by digest reads the account's generations (docs/decisions/): its scope was
      // checked with the key, before the Idempotency-Key (`verificationAccess`).
      const row = await latestReceiptOfOutput(db, auth.account.id, mode, body.sha256);
      outcome = row
        ? await verifyRow(c, row, 'digest', { sha256: body.sha256 }, verifyOptions)
        : notFound('digest', 'no receipt of this account and mode binds an output with this SHA-256');
    } else if (body.receipt.startsWith('rcpt_')) {
      const row = await findReceipt(db, body.receipt, mode);
      outcome = row
        ? await verifyRow(c, row, 'receipt_id', null, verifyOptions)
        : (await findReceipt(db, body.receipt, 1 - mode))
          ? notFound('receipt_id', otherMode(body.receipt, !livemode))
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
        outcome = notFound('jws', otherMode('the receipt', verdict.livemode));
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
    // storing each would let them fill the database (docs/decisions/).
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

/**
 * Why a receipt of the other mode is `not_found` (the spec's result), and what verifies it: a sandbox
 * receipt is public at `/r/<id>`, so a keyless verification of it says it is a test receipt rather than
 * leave the reader to wonder why a receipt the page shows valid is not found.
 */
function otherMode(receipt: string, receiptLive: boolean): string {
  return receiptLive
    ? `${receipt} is a live receipt; a test key searches test receipts only: verify it without a key, or with a live key`
    : `${receipt} is a test receipt (signed in test mode, as every sandbox receipt is); a verification without a key, or with a live key, searches live receipts only: verify it with a test key (Authorization: Bearer rk_test_…)`;
}

/** Whether a body asks for a digest lookup (`sha256`), whatever else it holds. */
function isDigestLookup(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, 'sha256');
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
