/**
 * The headers of a COSE_Sign1 (RFC 9052) as c2pa-rs reads them: the protected header (a bstr of a CBOR
 * map) and the unprotected one, the signing certificate chain (`x5chain`, label 33) and the time-stamp
 * tokens (`sigTst`, `sigTst2`). The one place a claim signature's headers are read.
 */
import { CborMap, CborTagged, type CborValue, decodeStrictCbor } from '../cbor/decode.js';

/** A COSE_Sign1's two headers, decoded; `undefined` for one that is absent or not there. */
export interface CoseHeaders {
  protectedHeader: CborValue | undefined;
  unprotectedHeader: CborValue | undefined;
}

/**
 * The headers of the COSE_Sign1 `cose` (tagged or not: the tag is read when present): throws when the
 * structure or its protected header is not strict CBOR.
 */
export function coseHeaders(cose: Uint8Array): CoseHeaders {
  const sign1 = decodeStrictCbor(cose);
  const parts = sign1 instanceof CborTagged && Array.isArray(sign1.value) ? sign1.value : undefined;
  const protectedBytes = parts?.[0];
  const protectedHeader =
    protectedBytes instanceof Uint8Array && protectedBytes.length > 0
      ? decodeStrictCbor(protectedBytes)
      : undefined;
  return { protectedHeader, unprotectedHeader: parts?.[1] };
}

/**
 * The certificates of `x5chain` in a COSE header map, as c2pa-rs `cert_chain_from_sign1` finds them:
 * the first of label 33 and "x5chain" in the protected header, "x5chain" only in the unprotected one
 * (legacy claims); one bstr or an array (its non-bstr items skipped, none left is none).
 */
export function x5chain(header: CborValue | undefined, protectedHeader: boolean): Uint8Array[] | undefined {
  if (!(header instanceof CborMap)) return undefined;
  const entry = header.entries.find(([label]) => label === 'x5chain' || (protectedHeader && label === 33));
  const value = entry?.[1];
  if (value instanceof Uint8Array) return [value];
  if (!Array.isArray(value)) return undefined;
  const certs = value.filter((v): v is Uint8Array => v instanceof Uint8Array);
  return certs.length > 0 ? certs : undefined;
}

/**
 * The signing certificate chain of a COSE_Sign1's headers as c2pa-rs reads it: the protected
 * header's, else the unprotected one's; `undefined` when there is none, or one in each header
 * (c2pa-rs: `MultipleSigningCertificateChains`, the store unreadable).
 */
export function signingChain(
  protectedHeader: CborValue | undefined,
  unprotectedHeader: CborValue | undefined,
) {
  const inProtected = x5chain(protectedHeader, true);
  const inUnprotected = x5chain(unprotectedHeader, false);
  if (inProtected && inUnprotected) return undefined;
  return inProtected ?? inUnprotected;
}

export function headerValue(header: CborValue | undefined, key: string): CborValue | undefined {
  return header instanceof CborMap ? header.get(key) : undefined;
}

/** The first time-stamp token of a `sigTst`/`sigTst2` header value (`{tstTokens: [{val}]}`). */
export function firstToken(value: CborValue | undefined): Uint8Array | undefined {
  const tokens = value instanceof CborMap ? value.get('tstTokens') : undefined;
  const first = Array.isArray(tokens) ? tokens[0] : undefined;
  const val = first instanceof CborMap ? first.get('val') : undefined;
  return val instanceof Uint8Array ? val : undefined;
}

/** The first time-stamp token of the headers: `sigTst2` (C2PA 2.x) before `sigTst`, protected before not. */
export function timeStampToken({ protectedHeader, unprotectedHeader }: CoseHeaders): Uint8Array | undefined {
  return (
    firstToken(headerValue(protectedHeader, 'sigTst2')) ??
    firstToken(headerValue(unprotectedHeader, 'sigTst2')) ??
    firstToken(headerValue(protectedHeader, 'sigTst')) ??
    firstToken(headerValue(unprotectedHeader, 'sigTst'))
  );
}

/**
 * The certificates of a claim signature's `x5chain` (signer first), found where c2pa-rs finds them
 * (see `checkSigningCredential`); empty when the COSE_Sign1 or its headers cannot be read.
 */
export function coseCertificates(cose: Uint8Array): Uint8Array[] {
  try {
    const { protectedHeader, unprotectedHeader } = coseHeaders(cose);
    return signingChain(protectedHeader, unprotectedHeader) ?? [];
  } catch {
    return [];
  }
}
