/**
 * The X.509 certificate as c2pa-rs reads it (x509-parser): exactly one strict DER certificate, its fields
 * as offsets into its bytes. The one certificate reader of the C2PA code: the certificate profile, the
 * trust chain, the claim signature and the time-stamps all read certificates through it.
 */
import { checkDer, children, DerError, expect, oidOf, readTlv, SEQUENCE, type Tlv, timeOf } from './der.js';

export { DerError };

/** What the profile check needs from a certificate, read from its DER. */
export interface ParsedCertificate {
  version: number;
  signatureAlgorithm: string;
  /** The outer and inner (tbs) signature AlgorithmIdentifiers agree, parameters included. */
  algorithmsAgree: boolean;
  signatureParameters?: Tlv;
  keyAlgorithm: string;
  keyParameters?: Tlv;
  publicKey: Tlv;
  /** The whole SubjectPublicKeyInfo (DER), as WebCrypto imports it. */
  spki: Uint8Array;
  /** The TBSCertificate (DER), what the issuer signed. */
  tbs: Uint8Array;
  /** The signature value (the BIT STRING's bytes). */
  signature: Uint8Array;
  /** The serial number INTEGER (DER, tag and length included). */
  serial: Uint8Array;
  /** The issuer and subject Names (DER). */
  issuer: Uint8Array;
  subject: Uint8Array;
  notBefore: Date;
  notAfter: Date;
  uniqueIds: boolean;
  extensions: Array<{ oid: string; critical: boolean; value: Tlv }>;
  bytes: Uint8Array;
}

/**
 * Certificates read, by their whole DER (so another certificate never hits), least recently used out
 * past 256: verifying many files signed by the same certificates reads each once. A certificate that
 * cannot be read is kept as its error.
 */
const certificates = new Map<string, ParsedCertificate | DerError>();

const latin1 = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 4096) s += String.fromCharCode(...bytes.subarray(i, i + 4096));
  return s;
};

/** Reads an X.509 certificate from exactly `der`, strictly (as x509-parser does), or throws {@link DerError}. */
export function parseCertificate(der: Uint8Array): ParsedCertificate {
  const key = latin1(der);
  let read = certificates.get(key);
  if (read) certificates.delete(key);
  else {
    try {
      read = readCertificate(der.slice());
    } catch (error) {
      read = error instanceof DerError ? error : new DerError(String((error as Error)?.message ?? error));
    }
    if (certificates.size >= 256) certificates.delete(certificates.keys().next().value as string);
  }
  certificates.set(key, read);
  if (read instanceof DerError) throw read;
  return read;
}

function readCertificate(der: Uint8Array): ParsedCertificate {
  const outer = readTlv(der, 0, der.length);
  if (outer.end !== der.length) throw new DerError('bytes after the certificate');
  const [tbs, sigAlg, sig, extra] = children(der, expect(outer, SEQUENCE, 'a certificate SEQUENCE'));
  if (extra) throw new DerError('a certificate of more than three parts');
  expect(tbs, SEQUENCE, 'a TBSCertificate');
  expect(sigAlg, SEQUENCE, 'a signature AlgorithmIdentifier');
  expect(sig, 0x03, 'a signature BIT STRING');
  const fields = children(der, tbs!);
  let i = 0;
  let version = 1;
  if (fields[i]?.tag === 0xa0) {
    const [v, more] = children(der, fields[i]!);
    if (more) throw new DerError('a version of more than one value');
    const value = expect(v, 0x02, 'a version INTEGER');
    if (value.end - value.body !== 1 || der[value.body]! > 2) throw new DerError('an unknown version');
    version = der[value.body]! + 1;
    i++;
  }
  const serial = expect(fields[i++], 0x02, 'a serial number');
  const innerAlg = expect(fields[i++], SEQUENCE, 'the tbs signature algorithm');
  const issuer = expect(fields[i++], SEQUENCE, 'an issuer Name');
  const validity = expect(fields[i++], SEQUENCE, 'a validity');
  const subject = expect(fields[i++], SEQUENCE, 'a subject Name');
  const spki = expect(fields[i++], SEQUENCE, 'a SubjectPublicKeyInfo');
  // The issuer and subject Names must be SEQUENCEs, their contents are not read: x509-parser
  // (`X509Name::from_der`) reads RDNs with `many0` and stops at the first it cannot read, and
  // c2pa-wasm calls a signer valid whatever its Names hold (an AVA or RDN of any tag, an attribute
  // type that is no OID: signing-key-agreement.test.ts; verify.jpeg's ingredient +50, the flip scan).
  checkDer(der, outer, 0, new Set([issuer.start, subject.start]));
  const [notBefore, notAfter, moreTimes] = children(der, validity);
  if (!notBefore || !notAfter || moreTimes) throw new DerError('a validity of other than two times');
  for (const t of [notBefore, notAfter])
    if (t.tag !== 0x17 && t.tag !== 0x18) throw new DerError('a validity bound that is not a time');
  const [keyAlg, key, moreKey] = children(der, spki);
  if (moreKey) throw new DerError('a SubjectPublicKeyInfo of more than two parts');
  expect(key, 0x03, 'a public key BIT STRING');
  const [keyOid, keyParameters] = children(der, expect(keyAlg, SEQUENCE, 'a key AlgorithmIdentifier'));
  const [outerOid, signatureParameters] = children(der, sigAlg!);
  const [innerOid] = children(der, innerAlg);
  let uniqueIds = false;
  const extensions: ParsedCertificate['extensions'] = [];
  for (; i < fields.length; i++) {
    const field = fields[i]!;
    if (field.tag === 0x81 || field.tag === 0x82 || field.tag === 0xa1 || field.tag === 0xa2) {
      uniqueIds = true;
      continue;
    }
    if (field.tag !== 0xa3 || i !== fields.length - 1)
      throw new DerError(`an unexpected tbs field ${field.tag}`);
    const [list, more] = children(der, field);
    if (more) throw new DerError('extensions of more than one list');
    const seen = new Set<string>();
    for (const extension of children(der, expect(list, SEQUENCE, 'an extension list'))) {
      const parts = children(der, expect(extension, SEQUENCE, 'an extension'));
      const oid = oidOf(der, parts[0]!);
      if (seen.has(oid)) throw new DerError(`a duplicate extension ${oid}`);
      seen.add(oid);
      const critical = parts.length === 3 && parts[1]!.tag === 0x01 && der[parts[1]!.body] === 0xff;
      if (parts.length === 3 && parts[1]!.tag !== 0x01)
        throw new DerError('an extension with a bad critical flag');
      const value = expect(parts[parts.length - 1], 0x04, 'an extension value');
      if (parts.length < 2 || parts.length > 3) throw new DerError('an extension of the wrong shape');
      extensions.push({ oid, critical, value });
    }
  }
  const innerName = oidOf(der, expect(innerOid, 0x06, 'an algorithm OID'));
  const outerName = oidOf(der, expect(outerOid, 0x06, 'an algorithm OID'));
  return {
    version,
    signatureAlgorithm: outerName,
    // Parameters too: c2pa-wasm rejects a tbs algorithm whose NULL parameters were changed (legacy.mp4 +40).
    algorithmsAgree:
      innerName === outerName &&
      der.subarray(innerAlg.start, innerAlg.end).join() === der.subarray(sigAlg!.start, sigAlg!.end).join(),
    ...(signatureParameters ? { signatureParameters } : {}),
    keyAlgorithm: oidOf(der, expect(keyOid, 0x06, 'a key algorithm OID')),
    ...(keyParameters ? { keyParameters } : {}),
    publicKey: key!,
    spki: der.subarray(spki.start, spki.end),
    tbs: der.subarray(tbs!.start, tbs!.end),
    signature: der.subarray(sig!.body + 1, sig!.end),
    serial: der.subarray(serial.start, serial.end),
    issuer: der.subarray(issuer.start, issuer.end),
    subject: der.subarray(subject.start, subject.end),
    notBefore: timeOf(der, notBefore),
    notAfter: timeOf(der, notAfter),
    uniqueIds,
    extensions,
    bytes: der,
  };
}

export function extensionBody(cert: ParsedCertificate, oid: string): Tlv | undefined {
  const value = cert.extensions.find((e) => e.oid === oid)?.value;
  if (!value) return undefined;
  const inner = readTlv(cert.bytes, value.body, value.end);
  if (inner.end !== value.end) throw new DerError(`bytes after the ${oid} extension`);
  return inner;
}

export function isCa(cert: ParsedCertificate): boolean {
  const body = extensionBody(cert, '2.5.29.19');
  if (!body) return false;
  const first = children(cert.bytes, expect(body, SEQUENCE, 'basic constraints'))[0];
  return first?.tag === 0x01 && cert.bytes[first.body] === 0xff;
}
