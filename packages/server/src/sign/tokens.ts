import type { ReceiptUse } from '@tlp/core';
import type { KeyCustody } from '../keys/custody.js';
import { signingKeyRows } from '../keys/key-rows.js';
import type { PublicJwk } from '../keys/signing-keys.js';
import type { Store } from '../store/index.js';
import { type JwsSigner, signCompactJws } from './jws.js';

export const PROTOCOL_VERSION = '1.0';
export const RECEIPT_TYP = 'tlp-receipt+jwt';
export const AUTHORIZATION_TYP = 'tlp-auth+jwt';

interface KeyRing {
  /** The active signer of each mode (test: `active`; live: none until an operator activates it). */
  signers: { test: JwsSigner | null; live: JwsSigner | null };
  jwks: { keys: PublicJwk[] };
}

const rings = new WeakMap<Store, Promise<KeyRing>>();

/**
 * Signing keys change when the database is created and when an operator rotates them (`keys/rotation.ts`,
 * then a restart), so they are read once per store and opened through the key custody.
 */
export function keyRing(deps: { store: Store; keyCustody: KeyCustody }): Promise<KeyRing> {
  const { store } = deps;
  let ring = rings.get(store);
  if (!ring) {
    ring = loadRing(store, deps.keyCustody);
    rings.set(store, ring);
    ring.catch(() => rings.delete(store));
  }
  return ring;
}

/**
 * The active signing key of a mode, for a receipt or an authorization. A mode without one (live, until an
 * operator activates a key) cannot sign: callers refuse live signing before they get here, so this throws
 * (a 500) rather than answering a refusal.
 *
 * @example
 * const signer = await signerFor(deps, check.livemode);
 */
export async function signerFor(
  deps: { store: Store; keyCustody: KeyCustody },
  livemode: boolean,
): Promise<JwsSigner> {
  const signer = (await keyRing(deps)).signers[livemode ? 'live' : 'test'];
  if (!signer) throw new Error(`no active ${livemode ? 'live' : 'test'} signing key`);
  return signer;
}

/** Reads the signing keys again at the next use (after a rotation in this process). */
export function forgetKeyRing(store: Store): void {
  rings.delete(store);
}

async function loadRing(store: Store, custody: KeyCustody): Promise<KeyRing> {
  const rows = await signingKeyRows(store.db);
  const signers: KeyRing['signers'] = { test: null, live: null };
  for (const row of rows) {
    if (row.status !== 'active') continue;
    signers[row.livemode === 1 ? 'live' : 'test'] = custody.signer(row.kid, row.private_pem);
  }
  return { signers, jwks: { keys: rows.map((r) => JSON.parse(r.public_jwk) as PublicJwk) } };
}

export interface ReceiptLicense {
  talent: string;
  license: string;
  license_revision: string;
  terms_digest: string;
}

export interface ReceiptInput {
  iss: string;
  id: string;
  subject: string;
  issuedAt: Date;
  kind: 'check' | 'generation';
  decision: string;
  assurance: 'observed' | 'attested' | null;
  livemode: boolean;
  talent: string[];
  licenses: ReceiptLicense[];
  requestDigest: string;
  artifact?: { sha256: string; media_type: string };
  c2paSigner?: string;
  /** The public names of talent who consented to their publication, by talent ID (`tlp.talent_names`). */
  talentNames?: Record<string, string>;
  /** The use the check allowed, as it declared it (`tlp.use`). */
  use?: ReceiptUse;
}

/** The receipt object as stored (the public JSON without `use_status`, computed when read). */
export interface StoredReceipt {
  id: string;
  object: 'receipt';
  livemode: boolean;
  kind: 'check' | 'generation';
  subject: string;
  decision: string;
  assurance: 'observed' | 'attested' | null;
  talent: string[];
  licenses: ReceiptLicense[];
  request_digest: string;
  jws: string;
  issued_at: string;
}

/**
 * Signs a receipt (`tlp-receipt+jwt`) with the mode's active key. Claims are those of the fixtures
 * document (`iss, jti, sub, iat` and one `tlp` object claim), and under `tlp` two of this server's own
 * (docs/decisions/): the talent's published names and the use the check allowed.
 */
export async function signReceipt(signer: JwsSigner, r: ReceiptInput): Promise<StoredReceipt> {
  const iat = Math.floor(r.issuedAt.getTime() / 1000);
  const tlp: Record<string, unknown> = {
    ver: PROTOCOL_VERSION,
    kind: r.kind,
    decision: r.decision,
    assurance: r.assurance,
    livemode: r.livemode,
    talent: r.talent,
    licenses: r.licenses,
    request_digest: r.requestDigest,
  };
  if (r.artifact) tlp.artifact = r.artifact;
  if (r.c2paSigner !== undefined) tlp.c2pa_signer = r.c2paSigner;
  if (r.talentNames && Object.keys(r.talentNames).length > 0) tlp.talent_names = r.talentNames;
  if (r.use) tlp.use = r.use;
  const jws = await signCompactJws(signer, RECEIPT_TYP, { iss: r.iss, jti: r.id, sub: r.subject, iat, tlp });
  return {
    id: r.id,
    object: 'receipt',
    livemode: r.livemode,
    kind: r.kind,
    subject: r.subject,
    decision: r.decision,
    assurance: r.assurance,
    talent: r.talent,
    licenses: r.licenses,
    request_digest: r.requestDigest,
    jws,
    // Whole seconds, so that it equals the signed `iat`.
    issued_at: new Date(iat * 1000).toISOString(),
  };
}

export interface AuthorizationInput {
  iss: string;
  check: string;
  licensee: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
  maxGenerations: number;
  execution: { provider: string; model: string };
}

/** Signs an authorization token (`tlp-auth+jwt`), `exp` = `authorization.expires_at`. */
export function signAuthorization(signer: JwsSigner, a: AuthorizationInput): Promise<string> {
  return signCompactJws(signer, AUTHORIZATION_TYP, {
    iss: a.iss,
    sub: a.check,
    aud: a.licensee,
    jti: a.jti,
    iat: Math.floor(a.issuedAt.getTime() / 1000),
    exp: Math.floor(a.expiresAt.getTime() / 1000),
    tlp: {
      ver: PROTOCOL_VERSION,
      max_generations: a.maxGenerations,
      execution: { provider: a.execution.provider, model: a.execution.model },
    },
  });
}
