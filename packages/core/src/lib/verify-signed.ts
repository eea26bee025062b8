import { normalizeIssuer, resolverFor } from '../keys/resolver.js';
import type { VerifyOptions } from '../options.js';
import { platform } from '../platform/current.js';
import type { Failure, JwsHeader, ReceiptFailureCode, TlpClaims } from '../verdicts.js';
import { fail } from '../verdicts.js';
import { parseCompactJws } from './jws.js';

export type SignedFailureCode = Exclude<ReceiptFailureCode, 'receipt_mismatch'>;

export type SignedResult =
  | { valid: true; header: JwsHeader; claims: TlpClaims; kid: string; livemode: boolean }
  | Failure<SignedFailureCode>;

/** The only protocol version this library understands. */
export const TLP_VERSION = '1.0';
const TEST_KID = 'rfl-test-';

/** How many verifications run now: above one, signatures go to a worker pool where the runtime has one. */
let inflight = 0;

/**
 * The checks every TLP compact JWS shares, cheapest first and network last: shape, `alg` (ES256
 * only; `none`, HMAC and other curves never reach a key), `typ`, key mode, key, signature, `iss`,
 * `tlp.ver`, claimed mode.
 */
export async function verifySigned(
  input: unknown,
  typ: string,
  options: VerifyOptions,
): Promise<SignedResult> {
  const parsed = parseCompactJws(input);
  if (!parsed.ok) return fail('malformed', parsed.message);
  const { header, payload, signingInput, signature } = parsed.jws;
  if (header.alg !== 'ES256')
    return fail('alg_not_allowed', `alg ${String(header.alg)} is not allowed; only ES256`);
  if (header.typ !== typ) return fail('typ_mismatch', `typ is ${String(header.typ ?? 'absent')}, not ${typ}`);
  const kid = header.kid;
  if (typeof kid !== 'string' || kid === '') return fail('malformed', 'the JWS header has no kid');
  const mode = options.mode ?? 'live';
  const testKey = kid.startsWith(TEST_KID);
  if (mode === 'live' && testKey) {
    return fail('test_key_in_live_mode', `kid ${kid} is a test key, and live mode was asked`);
  }
  if (mode === 'test' && !testKey) {
    return fail('test_key_in_live_mode', `kid ${kid} is not a test key, and test mode was asked`);
  }

  const lookup = await resolverFor(options).resolve(kid);
  if (!lookup.ok) return fail(lookup.code, lookup.message);

  inflight++;
  let ok: boolean;
  try {
    ok = await platform().verifyEs256(lookup.key, signingInput, signature, inflight > 1);
  } finally {
    inflight--;
  }
  if (!ok) {
    const hint =
      signature.length === 64 ? '' : ` (${signature.length} bytes: JWS ES256 is raw r||s, 64 bytes)`;
    return fail('signature_invalid', `the ES256 signature does not verify${hint}`);
  }

  const claims = payload as Partial<TlpClaims>;
  const issuer = normalizeIssuer(options.issuer);
  if (claims.iss !== issuer)
    return fail('issuer_mismatch', `iss is ${String(claims.iss)}, expected ${issuer}`);
  const tlp = claims.tlp;
  if (tlp === null || typeof tlp !== 'object' || Array.isArray(tlp))
    return fail('malformed', 'the claims have no tlp object');
  if (tlp.ver !== TLP_VERSION)
    return fail('version_unsupported', `tlp.ver ${String(tlp.ver)} is not ${TLP_VERSION}`);
  const claimedLive = (tlp as { livemode?: unknown }).livemode;
  if (claimedLive !== undefined && claimedLive !== !testKey) {
    // A live key never signs test claims, nor a test key live ones: the claim and the key disagree.
    return fail('test_key_in_live_mode', `tlp.livemode ${String(claimedLive)} disagrees with kid ${kid}`);
  }
  return { valid: true, header, claims: claims as TlpClaims, kid, livemode: !testKey };
}

/** Seconds since the epoch, from `options.now` or the clock. */
export function nowSeconds(options: { now?: Date }): number {
  return Math.floor((options.now?.getTime() ?? Date.now()) / 1000);
}
