/**
 * The claim signature: a COSE_Sign1 (RFC 9052) over the claim's CBOR with a detached payload. Read as
 * c2pa-rs reads it (the algorithm is the protected header's integer label 1; the certificates are
 * `x5chain`, label 33 or "x5chain" in the protected header, else "x5chain" in the unprotected one;
 * jumbf/parse.ts checks the rest of its structure) and verified over the `Signature1` Sig_structure with the
 * signing certificate's key: ES256/384/512 (raw `r‖s`), PS256/384/512, EdDSA (Ed25519). The RFC 3161
 * time-stamp of the signature is verified by time-stamp.ts.
 */

import { ownValue } from '../../lib/own.js';
import type { SignatureAlgorithm } from '../../platform/types.js';
import { concat } from '../asset/bytes.js';
import { CborMap, CborTagged, type CborValue, decodeStrictCbor } from '../cbor/decode.js';
import { StoreError } from '../claim/store.js';
import { parseCertificate } from './certificate.js';
import { headerValue, signingChain } from './headers.js';
import { verifySignature } from './verify-signature.js';

/** The COSE algorithms of C2PA claim signatures (RFC 9053), as WebCrypto verifies them. */
const ALGORITHMS: Record<number, SignatureAlgorithm> = {
  [-7]: { name: 'ECDSA', hash: 'SHA-256' },
  [-35]: { name: 'ECDSA', hash: 'SHA-384' },
  [-36]: { name: 'ECDSA', hash: 'SHA-512' },
  [-37]: { name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 },
  [-38]: { name: 'RSA-PSS', hash: 'SHA-384', saltLength: 48 },
  [-39]: { name: 'RSA-PSS', hash: 'SHA-512', saltLength: 64 },
  [-8]: { name: 'Ed25519' },
};

/** A claim signature, read. */
export interface CoseSign1 {
  /** The protected header's bytes, as signed. */
  protectedBytes: Uint8Array;
  algorithm: SignatureAlgorithm;
  /** `x5chain`, signer first (DER). */
  certificates: Uint8Array[];
  signature: Uint8Array;
  /** The time-stamp tokens: `sigTst` (v1, over the claim) and `sigTst2` (v2, over the signature). */
  timeStamps: Array<{ version: 1 | 2; token: Uint8Array }>;
}

function tokens(value: CborValue | undefined): Uint8Array[] {
  const list = value instanceof CborMap ? value.get('tstTokens') : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((t) => {
    const val = t instanceof CborMap ? t.get('val') : undefined;
    return val instanceof Uint8Array ? [val] : [];
  });
}

/**
 * Reads a claim signature's COSE_Sign1; throws a {@link StoreError} where neither c2pa-rs nor the
 * verdicts before ours read one: a protected header that is no CBOR map, an algorithm of no claim
 * signature (`algorithm.unsupported`), no `x5chain` (`signingCredential.invalid`).
 */
export function readCoseSign1(bytes: Uint8Array): CoseSign1 {
  let value: CborValue;
  try {
    value = decodeStrictCbor(bytes);
  } catch (error) {
    throw new StoreError('signingCredential.invalid', `the claim signature: ${(error as Error).message}`);
  }
  const parts = value instanceof CborTagged ? value.value : value;
  if (value instanceof CborTagged && value.tag !== 18)
    throw new StoreError('claimSignature.missing', 'the claim signature has another CBOR tag than 18');
  if (!Array.isArray(parts) || parts.length !== 4)
    throw new StoreError('claimSignature.missing', 'the claim signature is not an array of four');
  const [protectedBytes, unprotectedHeader, , signature] = parts;
  let protectedHeader: CborValue | undefined;
  try {
    protectedHeader = protectedBytes instanceof Uint8Array ? decodeStrictCbor(protectedBytes) : undefined;
  } catch {
    protectedHeader = undefined;
  }
  if (!(protectedHeader instanceof CborMap) || !(protectedBytes instanceof Uint8Array))
    throw new StoreError('signingCredential.invalid', 'the protected header is not a CBOR map');
  if (!(unprotectedHeader instanceof CborMap))
    throw new StoreError('signingCredential.invalid', 'the unprotected header is not a CBOR map');
  const alg = protectedHeader.get(1);
  const algorithm = typeof alg === 'number' ? ownValue(ALGORITHMS, alg) : undefined;
  if (!algorithm)
    throw new StoreError('algorithm.unsupported', `the claim signature algorithm ${String(alg)}`);
  const certificates = signingChain(protectedHeader, unprotectedHeader);
  if (!certificates)
    throw new StoreError(
      'signingCredential.invalid',
      'the claim signature has no x5chain, or one in each header',
    );
  const timeStamps: CoseSign1['timeStamps'] = [];
  const header = (key: string) => headerValue(protectedHeader, key) ?? headerValue(unprotectedHeader, key);
  for (const token of tokens(header('sigTst'))) timeStamps.push({ version: 1, token });
  for (const token of tokens(header('sigTst2'))) timeStamps.push({ version: 2, token });
  return {
    protectedBytes,
    algorithm,
    certificates,
    signature: signature instanceof Uint8Array ? signature : new Uint8Array(0),
    timeStamps,
  };
}

/** A CBOR head (major type and argument). */
function head(major: number, n: number): number[] {
  if (n < 24) return [(major << 5) | n];
  if (n < 0x100) return [(major << 5) | 24, n];
  if (n < 0x10000) return [(major << 5) | 25, n >> 8, n & 0xff];
  return [(major << 5) | 26, (n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** CBOR of a byte string. */
export function cborBytes(bytes: Uint8Array): Uint8Array {
  const h = head(2, bytes.length);
  const out = new Uint8Array(h.length + bytes.length);
  out.set(h);
  out.set(bytes, h.length);
  return out;
}

/** The Sig_structure `[context, body_protected, external_aad (empty), payload]`, as CBOR (RFC 9052 §4.4). */
export function sigStructure(context: string, protectedBytes: Uint8Array, payload: Uint8Array): Uint8Array {
  const text = new TextEncoder().encode(context);
  const parts = [
    Uint8Array.from(head(4, 4)),
    Uint8Array.from([...head(3, text.length), ...text]),
    cborBytes(protectedBytes),
    Uint8Array.from(head(2, 0)),
    cborBytes(payload),
  ];
  return concat(parts);
}

/** What verifying a claim signature found. */
export interface ClaimSignatureCheck {
  /** The signature verifies with the signing certificate's key. */
  validated: boolean;
  /** The time of a time-stamp that holds (one token, verified), else `undefined`. */
  timeStamp?: Date;
  /** Why not validated. */
  reason?: string;
}

/**
 * Verifies `cose` over the claim bytes `claim`, and its time-stamp. Never throws.
 *
 * @example
 * const { validated } = await verifyClaimSignature(readCoseSign1(manifest.cose), manifest.claim.bytes);
 */
export async function verifyClaimSignature(cose: CoseSign1, claim: Uint8Array): Promise<ClaimSignatureCheck> {
  let cert: ReturnType<typeof parseCertificate>;
  try {
    cert = parseCertificate(cose.certificates[0]!);
  } catch (error) {
    return {
      validated: false,
      reason: `the signing certificate could not be read: ${(error as Error).message}`,
    };
  }
  let timeStamp: Date | undefined;
  if (cose.timeStamps.length === 1) {
    const { version, token } = cose.timeStamps[0]!;
    const payload = version === 1 ? claim : cborBytes(cose.signature);
    const { verifiedTimeStamp } = await import('./time-stamp.js');
    timeStamp = await verifiedTimeStamp(
      token,
      sigStructure('CounterSignature', cose.protectedBytes, payload),
      cert.notBefore,
      cert.notAfter,
    );
  }
  const validated = await verifySignature(
    cert.spki,
    cose.algorithm,
    sigStructure('Signature1', cose.protectedBytes, claim),
    cose.signature,
  );
  return {
    validated,
    ...(timeStamp ? { timeStamp } : {}),
    ...(validated ? {} : { reason: 'the claim signature does not verify' }),
  };
}
