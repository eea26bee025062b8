/**
 * RFC 3161 time-stamp tokens of a claim signature (`sigTst`: a `TimeStampResp`; C2PA 2.x `sigTst2`: a
 * bare `TimeStampToken`, a CMS `ContentInfo`; c2pa-rs reads both). A token holds when it is granted, its
 * TSTInfo's message imprint is the digest of the COSE counter-signature structure (v1 over the claim,
 * v2 over the claim signature), its time is within the signing certificate's validity, and its CMS
 * signature verifies (the `messageDigest` attribute over the TSTInfo, the signed attributes signed by
 * the signer certificate among the token's certificates). A token that is not strict DER, or more than one,
 * is no time-stamp (c2pa-rs: `timeStamp.malformed`, informational): the signature is checked without it.
 */

import { ownValue } from '../../lib/own.js';
import type { SignatureAlgorithm } from '../../platform/types.js';
import { sameBytes } from '../asset/bytes.js';
import { digestOf, type HashAlgorithm } from '../hash/digest.js';
import { type ParsedCertificate, parseCertificate } from './certificate.js';
import { checkDer, children, expect, oidOf, readTlv, SEQUENCE, SET, type Tlv, timeOf } from './der.js';
import { keyInfo, rawEcdsaSignature, verifySignature } from './verify-signature.js';

const HASHES: Record<string, HashAlgorithm> = {
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};
const ID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SUBJECT_KEY_IDENTIFIER = '2.5.29.14';

/** A token's parts, as offsets into its bytes. */
interface Token {
  bytes: Uint8Array;
  signedData: Tlv;
  tstInfo: Tlv;
}

/** The SignedData of a token (a TimeStampResp's, granted, or a bare ContentInfo's); throws if none. */
function readToken(bytes: Uint8Array): Token {
  const top = readTlv(bytes, 0, bytes.length);
  // c2pa-rs reads the token as strict DER: one that is not is no time-stamp (timeStamp.malformed)
  if (top.end !== bytes.length) throw new Error('bytes after the time-stamp');
  checkDer(bytes, top);
  let contentInfo = expect(top, SEQUENCE, 'a time-stamp');
  const [first, second] = children(bytes, contentInfo);
  if (first?.tag === SEQUENCE) {
    // TimeStampResp: PKIStatusInfo, then the token; granted (0) or grantedWithMods (1)
    const status = expect(children(bytes, first)[0], 0x02, 'a PKIStatus');
    const value = bytes[status.end - 1]!;
    if (status.end - status.body !== 1 || value > 1) throw new Error('the time-stamp was not granted');
    contentInfo = expect(second, SEQUENCE, 'a time-stamp token');
  }
  const [type, wrapped] = children(bytes, contentInfo);
  if (oidOf(bytes, expect(type, 0x06, 'a content type')) !== ID_SIGNED_DATA)
    throw new Error('not SignedData');
  const signedData = expect(children(bytes, expect(wrapped, 0xa0, 'content'))[0], SEQUENCE, 'SignedData');
  const encap = expect(children(bytes, signedData)[2], SEQUENCE, 'encapsulated content');
  const eContent = expect(
    children(bytes, expect(children(bytes, encap)[1], 0xa0, 'eContent'))[0],
    0x04,
    'eContent',
  );
  const tstInfo = readTlv(bytes, eContent.body, eContent.end);
  expect(tstInfo, SEQUENCE, 'TSTInfo');
  checkDer(bytes, tstInfo);
  return { bytes, signedData, tstInfo };
}

/** A certificate's fields as CMS matches a signer: issuer, serial, SPKI. */
function certificateParts(bytes: Uint8Array, cert: Tlv) {
  const tbs = children(bytes, cert)[0]!;
  const fields = children(bytes, tbs);
  const i = fields[0]?.tag === 0xa0 ? 1 : 0;
  const slice = (t: Tlv) => bytes.subarray(t.start, t.end);
  return { serial: slice(fields[i]!), issuer: slice(fields[i + 2]!), spki: slice(fields[i + 5]!) };
}

/** The CMS signature of the token (its first signer), as c2pa-ts and c2pa-rs verify it. */
async function signatureHolds(token: Token): Promise<boolean> {
  const { bytes, signedData } = token;
  const parts = children(bytes, signedData);
  const certificates = parts.find((t) => t.tag === 0xa0);
  const certs = certificates ? children(bytes, certificates).filter((c) => c.tag === SEQUENCE) : [];
  const signerInfos = expect(parts[parts.length - 1], SET, 'signer infos');
  const signerInfo = children(bytes, signerInfos)[0];
  if (!signerInfo) return false;
  const fields = children(bytes, signerInfo);
  const [, sid, digestAlgorithm] = fields;
  let cert = certs[0];
  if (sid?.tag === SEQUENCE) {
    const [issuer, serial] = children(bytes, sid);
    cert = certs.find((c) => {
      const p = certificateParts(bytes, c);
      return (
        sameBytes(p.issuer, bytes.subarray(issuer!.start, issuer!.end)) &&
        sameBytes(p.serial, bytes.subarray(serial!.start, serial!.end))
      );
    });
  }
  if (!cert || !digestAlgorithm) return false;
  const hash = ownValue(HASHES, oidOf(bytes, children(bytes, digestAlgorithm)[0]!));
  if (!hash) return false;
  let signed = bytes.subarray(token.tstInfo.start, token.tstInfo.end);
  const signedAttrs = fields[3]?.tag === 0xa0 ? fields[3] : undefined;
  if (signedAttrs) {
    const digest = children(bytes, signedAttrs)
      .map((attribute) => children(bytes, attribute))
      .find(([type]) => oidOf(bytes, type!) === MESSAGE_DIGEST)?.[1];
    const value = digest ? children(bytes, digest)[0] : undefined;
    if (value?.tag !== 0x04 || value.end === value.body) return false;
    if (!sameBytes(bytes.subarray(value.body, value.end), await digestOf(signed, hash))) return false;
    // What was signed is the attributes' DER with the SET tag, not the implicit [0].
    signed = bytes.slice(signedAttrs.start, signedAttrs.end);
    signed[0] = 0x31;
  }
  const signatureValue = fields[signedAttrs ? 5 : 4];
  if (signatureValue?.tag !== 0x04) return false;
  const spki = certificateParts(bytes, cert).spki;
  const info = keyInfo(spki);
  let algorithm: SignatureAlgorithm;
  let signature: Uint8Array | null = bytes.subarray(signatureValue.body, signatureValue.end);
  if (info.algorithm === '1.2.840.10045.2.1') {
    algorithm = { name: 'ECDSA', hash };
    signature = info.curve ? rawEcdsaSignature(signature, info.curve.bytes) : null;
  } else if (info.algorithm === '1.2.840.113549.1.1.1') algorithm = { name: 'RSASSA-PKCS1-v1_5', hash };
  else if (info.algorithm === '1.3.101.112') algorithm = { name: 'Ed25519' };
  else return false;
  return signature !== null && verifySignature(spki, algorithm, signed, signature);
}

/**
 * The time (TSTInfo `genTime`) of the token if it holds for `imprinted` (the bytes whose digest the
 * token must carry) and a signing certificate valid from `notBefore` to `notAfter`; `undefined` if it
 * does not hold. Never throws.
 *
 * @example
 * const at = await verifiedTimeStamp(token, counterSignature, cert.notBefore, cert.notAfter);
 */
export async function verifiedTimeStamp(
  tokenBytes: Uint8Array,
  imprinted: Uint8Array,
  notBefore: Date,
  notAfter: Date,
): Promise<Date | undefined> {
  try {
    const token = readToken(tokenBytes);
    const { bytes, tstInfo } = token;
    const fields = children(bytes, tstInfo);
    const imprint = expect(fields[2], SEQUENCE, 'a message imprint');
    const [algorithm, hashed] = children(bytes, imprint);
    const hash = ownValue(
      HASHES,
      oidOf(bytes, children(bytes, expect(algorithm, SEQUENCE, 'a hash algorithm'))[0]!),
    );
    if (!hash) return undefined;
    const genTime = timeOf(bytes, expect(fields[4], 0x18, 'genTime'));
    if (genTime < notBefore || genTime > notAfter) return undefined;
    const expected = expect(hashed, 0x04, 'the hashed message');
    if (!sameBytes(bytes.subarray(expected.body, expected.end), await digestOf(imprinted, hash)))
      return undefined;
    return (await signatureHolds(token)) ? genTime : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signing time a time-stamp token gives, as c2pa-rs `verify_time_stamp` accepts it: the token
 * (a TimeStampResp or a bare ContentInfo) strict DER, a signer whose certificate is among its
 * certificates, that certificate valid at the time (± the token's accuracy). `undefined` otherwise.
 */
export function timeStampSigningTime(token: Uint8Array): Date | undefined {
  try {
    const top = readTlv(token, 0, token.length);
    if (top.end !== token.length) return undefined;
    checkDer(token, top);
    let contentInfo = expect(top, SEQUENCE, 'a time-stamp');
    const first = children(token, contentInfo)[0];
    if (first?.tag === SEQUENCE)
      contentInfo = expect(children(token, top)[1], SEQUENCE, 'a time-stamp token');
    const [, wrapped] = children(token, contentInfo);
    const signedData = expect(children(token, expect(wrapped, 0xa0, 'content'))[0], SEQUENCE, 'SignedData');
    const parts = children(token, signedData);
    const encap = expect(parts[2], SEQUENCE, 'encapsulated content');
    const eContent = expect(
      children(token, expect(children(token, encap)[1], 0xa0, 'eContent'))[0],
      0x04,
      'eContent',
    );
    const tstInfo = readTlv(token, eContent.body, eContent.end);
    checkDer(token, tstInfo);
    const tstFields = children(token, expect(tstInfo, SEQUENCE, 'TSTInfo'));
    let time = timeOf(token, expect(tstFields[4], 0x18, 'genTime'));
    let accuracy = 0;
    const acc = tstFields[5]?.tag === SEQUENCE ? tstFields[5] : undefined;
    if (acc) {
      const seconds = children(token, acc).find((t) => t.tag === 0x02);
      if (seconds) for (let i = seconds.body; i < seconds.end; i++) accuracy = accuracy * 256 + token[i]!;
      if (children(token, acc).some((t) => t.tag === 0x80 || t.tag === 0x81)) accuracy += 1;
    }
    const certs = parts.find((t) => t.tag === 0xa0);
    const signerInfos = expect(parts[parts.length - 1], SET, 'signer infos');
    const certificates = certs ? children(token, certs).map((c) => token.subarray(c.start, c.end)) : [];
    if (certificates.length === 0) return undefined;
    const parsed = certificates.map((c) => parseCertificate(c.slice()));
    for (const signerInfo of children(token, signerInfos)) {
      const [, sid, , signedAttrs] = children(token, signerInfo);
      let signer: ParsedCertificate | undefined;
      if (sid?.tag === SEQUENCE) {
        const [issuer, serial] = children(token, sid);
        const issuerBytes = token.subarray(issuer!.start, issuer!.end).join();
        const serialBytes = token.subarray(serial!.start, serial!.end).join();
        signer = parsed.find((c) => c.issuer.join() === issuerBytes && c.serial.join() === serialBytes);
      } else if (sid?.tag === 0x80) {
        const ski = token.subarray(sid.body, sid.end).join();
        signer = parsed.find((c) => {
          const value = c.extensions.find((e) => e.oid === SUBJECT_KEY_IDENTIFIER)?.value;
          if (!value) return false;
          const inner = readTlv(c.bytes, value.body, value.end);
          return c.bytes.subarray(inner.body, inner.end).join() === ski;
        });
      }
      if (!signer) continue;
      if (signedAttrs?.tag === 0xa0) {
        for (const attribute of children(token, signedAttrs)) {
          const [type, values] = children(token, attribute);
          if (oidOf(token, type!) !== '1.2.840.113549.1.9.5') continue;
          const list = children(token, values!);
          if (list.length === 1 && (list[0]!.tag === 0x17 || list[0]!.tag === 0x18))
            time = timeOf(token, list[0]!);
        }
      }
      const slack = accuracy * 1000;
      if (
        time.getTime() >= signer.notBefore.getTime() - slack &&
        time.getTime() <= signer.notAfter.getTime() + slack
      )
        return time;
    }
    return undefined;
  } catch {
    return undefined;
  }
}
