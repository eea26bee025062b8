/**
 * The checks c2pa-rs makes on a claim signature's signing certificate that c2pa-ts does not, following
 * c2pa-rs `sdk/src/crypto/cose/certificate_profile.rs` (`check_end_entity_certificate_profile`,
 * `check_certificate_profile`), `cose/verifier.rs` (the end-entity certificate read with x509-parser)
 * and `time_stamp/verify.rs` (when a time-stamp gives the signing time):
 *
 * - the signing certificate (first of `x5chain`, label 33, in the protected header, else the unprotected
 *   one of a legacy claim) must be strict DER of an X.509 certificate: c2pa-rs cannot read it otherwise
 *   and rejects the manifest (`unreadable`);
 * - its profile: X.509 v3, a supported signature algorithm, EC curve and RSA size, not a self-signed CA,
 *   no unique ids, the EKUs, key usage, key identifiers, no unknown critical extension, not a CA
 *   (`signingCredential.invalid`);
 * - an RSA key c2pa-rs's signature validator takes (modulus and exponent, {@link rsaKeyProblem});
 * - valid at the signing time: the time-stamp's (its `signingTime` attribute, else `genTime`) when
 *   the time-stamp holds, else now (`signingCredential.expired`). A time-stamp holds for c2pa-rs only
 *   when its token is well-formed DER and the time is within its signer certificate's validity (with
 *   the token's accuracy); c2pa-ts's own check of it (signature, message imprint) is passed in.
 *
 * Browser-safe: a small strict DER reader, no `node:` import.
 */
import { CborMap, CborTagged, type CborValue, decodeStrictCbor } from './cbor.js';
import {
  checkDer,
  children,
  DerError,
  expect,
  oidOf,
  readTlv,
  SEQUENCE,
  SET,
  type Tlv,
  timeOf,
  unsignedOf,
} from './der.js';

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

const CERT_ALGORITHMS = new Set([
  '1.2.840.113549.1.1.11',
  '1.2.840.113549.1.1.12',
  '1.2.840.113549.1.1.13',
  '1.2.840.10045.4.3.2',
  '1.2.840.10045.4.3.3',
  '1.2.840.10045.4.3.4',
  '1.2.840.113549.1.1.10',
  '1.3.101.112',
]);
const RSA = '1.2.840.113549.1.1.1';
const RSA_PSS = '1.2.840.113549.1.1.10';
const EC = '1.2.840.10045.2.1';
const CURVES = new Set(['1.2.840.10045.3.1.7', '1.3.132.0.34', '1.3.132.0.35']);
const PSS_HASHES = new Set(['2.16.840.1.101.3.4.2.1', '2.16.840.1.101.3.4.2.2', '2.16.840.1.101.3.4.2.3']);
/**
 * The EKUs c2pa-rs takes from a C2PA signer without a trust configuration: `has_allowed_eku`
 * (`certificate_trust_policy.rs`) always takes emailProtection, timeStamping and OCSPSigning, and any
 * other only from the configured list (`valid_eku_oids.cfg`: documentSigning, the MS and C2PA signing
 * OIDs), which c2pa-wasm 0.13 does not load unless trust is verified: it calls a signer with only
 * documentSigning invalid (signing-key-agreement.test.ts).
 */
const ALLOWED_EKUS = new Set(['1.3.6.1.5.5.7.3.4', '1.3.6.1.5.5.7.3.8', '1.3.6.1.5.5.7.3.9']);
/** Extensions x509-parser parses: an unknown one marked critical fails the profile. */
const HANDLED_EXTENSIONS = new Set([
  '2.5.29.35', // authority key identifier
  '2.5.29.14', // subject key identifier
  '2.5.29.15', // key usage
  '2.5.29.32', // certificate policies
  '2.5.29.33', // policy mappings
  '2.5.29.17', // subject alternative name
  '2.5.29.19', // basic constraints
  '2.5.29.30', // name constraints
  '2.5.29.36', // policy constraints
  '2.5.29.37', // extended key usage
  '2.5.29.31', // CRL distribution points
  '2.5.29.54', // inhibit any policy
  '1.3.6.1.5.5.7.1.1', // authority information access
  '2.16.840.1.113730.1.1', // Netscape certificate type
  '2.5.29.20', // CRL number
  '2.5.29.21', // reason code
  '2.5.29.24', // invalidity date
]);

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

/** Why the certificate fails c2pa-rs's `check_certificate_profile` for an end entity, or `null`. */
export function profileProblem(cert: ParsedCertificate, at: Date): { code: string; reason: string } | null {
  const invalid = (reason: string) => ({ code: 'signingCredential.invalid', reason });
  const der = cert.bytes;
  if (cert.version !== 3) return invalid('the certificate is not X.509 v3');
  if (at < cert.notBefore || at > cert.notAfter)
    return {
      code: 'signingCredential.expired',
      reason: `the certificate was not valid at ${at.toISOString()}`,
    };
  // c2pa-wasm 0.13 (newer than this check in c2pa-rs's certificate_profile.rs): "certificate
  // signature algorithm does not match tbsCertificate signature algorithm".
  if (!cert.algorithmsAgree)
    return invalid('certificate signature algorithm does not match tbsCertificate signature algorithm');
  if (!CERT_ALGORITHMS.has(cert.signatureAlgorithm))
    return invalid(`the certificate's signature algorithm ${cert.signatureAlgorithm} is not supported`);
  try {
    if (cert.signatureAlgorithm === RSA_PSS) {
      const params = cert.signatureParameters;
      if (!params || params.tag !== SEQUENCE) return invalid('RSA-PSS without parameters');
      const [hashTag, mgfTag] = children(der, params);
      if (hashTag?.tag !== 0xa0 || mgfTag?.tag !== 0xa1) return invalid('RSA-PSS parameters malformed');
      const hash = oidOf(der, children(der, children(der, hashTag)[0]!)[0]!);
      const mgfParams = children(der, children(der, mgfTag)[0]!)[1];
      const mgfHash = mgfParams ? oidOf(der, children(der, mgfParams)[0]!) : undefined;
      if (hash !== mgfHash) return invalid('RSA-PSS hash and MGF hash differ');
      if (!PSS_HASHES.has(hash)) return invalid('RSA-PSS hash not supported');
    }
    if (cert.keyAlgorithm === EC) {
      const curve = cert.keyParameters;
      if (curve?.tag !== 0x06) return invalid('an EC key without a named curve');
      if (!CURVES.has(oidOf(der, curve))) return invalid('an unsupported EC curve');
    }
    if (cert.keyAlgorithm === RSA || cert.keyAlgorithm === RSA_PSS) {
      const key = readTlv(der, cert.publicKey.body + 1, cert.publicKey.end);
      const [modulus] = children(der, expect(key, SEQUENCE, 'an RSA public key'));
      if (!modulus || children(der, key).length < 2 || modulus.tag !== 0x02)
        return invalid('an RSA key malformed');
      if (integerBits(der, modulus) < 2048) return invalid('an RSA key shorter than 2048 bits');
    }
    const ca = isCa(cert);
    if (ca && cert.issuer.join() === cert.subject.join()) return invalid('a self-signed CA certificate');
    if (cert.uniqueIds) return invalid('issuer or subject unique ids');
    let ekuGood = ca;
    const eku = extensionBody(cert, '2.5.29.37');
    if (eku) {
      const oids = children(der, expect(eku, SEQUENCE, 'an EKU list')).map((t) => oidOf(der, t));
      if (oids.includes('2.5.29.37.0')) return invalid("the 'any' EKU");
      if (!oids.some((o) => ALLOWED_EKUS.has(o))) return invalid('no allowed EKU');
      const has = (n: number) => oids.includes(`1.3.6.1.5.5.7.3.${n}`);
      const known = new Set([1, 2, 3, 4, 8, 9].map((n) => `1.3.6.1.5.5.7.3.${n}`));
      const other = oids.some((o) => !known.has(o));
      const ocsp = has(9);
      const ts = has(8);
      if ((ocsp && ts) || (ocsp !== ts && (has(1) || has(2) || has(3) || has(4) || other)))
        return invalid('an invalid set of EKUs');
      ekuGood = true;
    }
    let keyUsageGood = false;
    const ku = extensionBody(cert, '2.5.29.15');
    if (ku) {
      if (ku.tag !== 0x03) throw new DerError('key usage is not a BIT STRING');
      const first = ku.end - ku.body > 1 ? der[ku.body + 1]! : 0;
      const digitalSignature = (first & 0x80) !== 0;
      const nonRepudiation = (first & 0x40) !== 0;
      const keyCertSign = (first & 0x04) !== 0;
      if (digitalSignature && keyCertSign && !ca) return invalid('keyCertSign on an end-entity certificate');
      keyUsageGood = digitalSignature || keyCertSign || nonRepudiation;
    }
    const aki = cert.extensions.some((e) => e.oid === '2.5.29.35');
    const ski = ca ? cert.extensions.some((e) => e.oid === '2.5.29.14') : true;
    const criticalHandled = cert.extensions.every((e) => !e.critical || HANDLED_EXTENSIONS.has(e.oid));
    if (!(aki && ski && keyUsageGood && ekuGood && criticalHandled))
      return invalid('certificate params incorrect');
    if (ca) return invalid('a CA certificate, not an end entity');
  } catch (error) {
    return invalid(`the certificate could not be read: ${(error as Error).message}`);
  }
  return null;
}

/** The bit length of a DER INTEGER's unsigned value. */
function integerBits(der: Uint8Array, t: Tlv): number {
  let start = t.body;
  while (start < t.end && der[start] === 0) start++;
  return start < t.end ? (t.end - start - 1) * 8 + (32 - Math.clz32(der[start]!)) : 0;
}

/** The largest RSA exponent c2pa-rs takes (the rsa crate's `RSA_MAX_PUB_EXPONENT`, 2^33 - 1). */
const MAX_RSA_EXPONENT = 2n ** 33n - 1n;

/**
 * Why c2pa-rs cannot verify a claim signature with the certificate's RSA key, or `null` (also for a
 * key that is not RSA): its RSA-PSS validator (c2pa-raw-crypto `rust_native/validators/rsa_validator.rs`,
 * `RsaValidator::validate`) builds the key with the rsa crate's `RsaPublicKey::new`, which refuses a
 * modulus over 4096 bits and an exponent that is even, under 3 or over 2^33 - 1. Node and WebCrypto
 * verify with such keys (an exponent of 1 makes a signature of the encoded message itself).
 * c2pa-wasm reports `claimSignature.mismatch`.
 */
export function rsaKeyProblem(cert: ParsedCertificate): string | null {
  if (cert.keyAlgorithm !== RSA && cert.keyAlgorithm !== RSA_PSS) return null;
  const der = cert.bytes;
  try {
    const key = readTlv(der, cert.publicKey.body + 1, cert.publicKey.end);
    const [modulus, exponent] = children(der, expect(key, SEQUENCE, 'an RSA public key'));
    if (modulus?.tag !== 0x02 || exponent?.tag !== 0x02) return 'the RSA key is malformed';
    const bits = integerBits(der, modulus);
    if (bits > 4096) return `an RSA modulus of ${bits} bits, over 4096`;
    if ((der[exponent.body]! & 0x80) !== 0) return 'a negative RSA exponent';
    const e = unsignedOf(der.subarray(exponent.body, exponent.end));
    if (e < 3n || e % 2n === 0n || e > MAX_RSA_EXPONENT) return `an RSA exponent of ${e}`;
  } catch (error) {
    return `the RSA key could not be read: ${(error as Error).message}`;
  }
  return null;
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
        signer = parsed.find((c) => {
          const der = c.bytes;
          const tbs = children(der, readTlv(der, 0, der.length))[0]!;
          const fields = children(der, tbs);
          const s = fields[fields[0]!.tag === 0xa0 ? 1 : 0]!;
          return c.issuer.join() === issuerBytes && der.subarray(s.start, s.end).join() === serialBytes;
        });
      } else if (sid?.tag === 0x80) {
        const ski = token.subarray(sid.body, sid.end).join();
        signer = parsed.find((c) => {
          const value = c.extensions.find((e) => e.oid === '2.5.29.14')?.value;
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

/**
 * The certificates of a claim signature's `x5chain` (signer first), found where c2pa-rs finds them
 * (see {@link checkSigningCredential}); empty when the COSE_Sign1 or its headers cannot be read.
 */
export function coseCertificates(cose: Uint8Array): Uint8Array[] {
  try {
    const sign1 = decodeStrictCbor(cose);
    const parts = sign1 instanceof CborTagged && Array.isArray(sign1.value) ? sign1.value : undefined;
    const protectedBytes = parts?.[0];
    const protectedHeader =
      protectedBytes instanceof Uint8Array && protectedBytes.length > 0
        ? decodeStrictCbor(protectedBytes)
        : undefined;
    return signingChain(protectedHeader, parts?.[1]) ?? [];
  } catch {
    return [];
  }
}

export interface SigningCredentialCheck {
  /** Set when c2pa-rs cannot read the signing certificate at all: the manifest is invalid. */
  unreadable?: string;
  /** `signingCredential.invalid` / `signingCredential.expired`, with the reason. */
  failure?: { code: string; reason: string };
  /** Set when c2pa-rs cannot verify a signature with the certificate's key ({@link rsaKeyProblem}). */
  key?: string;
}

/**
 * Checks the signing certificate of a claim signature (the COSE_Sign1 bytes) as c2pa-rs does.
 * `timeStampVerified`: c2pa-ts found the time-stamp's signature and message imprint good.
 */
export function checkSigningCredential(
  cose: Uint8Array,
  timeStampVerified: boolean,
  now: Date = new Date(),
): SigningCredentialCheck {
  let sign1: CborValue;
  try {
    sign1 = decodeStrictCbor(cose);
  } catch {
    return {}; // strict.ts reports a malformed COSE_Sign1
  }
  const parts = sign1 instanceof CborTagged && Array.isArray(sign1.value) ? sign1.value : undefined;
  const protectedBytes = parts?.[0];
  let protectedHeader: CborValue | undefined;
  try {
    protectedHeader =
      protectedBytes instanceof Uint8Array && protectedBytes.length > 0
        ? decodeStrictCbor(protectedBytes)
        : undefined;
  } catch {
    return {};
  }
  const unprotectedHeader = parts?.[1];
  const chain = signingChain(protectedHeader, unprotectedHeader);
  const der = chain?.[0];
  if (!der) return {};
  let cert: ParsedCertificate;
  try {
    cert = parseCertificate(der);
  } catch (error) {
    return { unreadable: `the signing certificate could not be read: ${(error as Error).message}` };
  }
  let at = now;
  if (timeStampVerified) {
    const token =
      firstToken(headerValue(protectedHeader, 'sigTst2')) ??
      firstToken(headerValue(unprotectedHeader, 'sigTst2')) ??
      firstToken(headerValue(protectedHeader, 'sigTst')) ??
      firstToken(headerValue(unprotectedHeader, 'sigTst'));
    at = (token && timeStampSigningTime(token)) || now;
  }
  const failure = profileProblem(cert, at);
  const key = rsaKeyProblem(cert);
  return { ...(failure ? { failure } : {}), ...(key ? { key } : {}) };
}
