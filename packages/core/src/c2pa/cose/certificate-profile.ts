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
 * The certificate is read by ./certificate.ts, the COSE headers by ./headers.ts, the time-stamp's time by
 * ./time-stamp.ts. Browser-safe: no `node:` import.
 */
import { DerError, extensionBody, isCa, type ParsedCertificate, parseCertificate } from './certificate.js';
import { children, expect, oidOf, readTlv, SEQUENCE, type Tlv, unsignedOf } from './der.js';
import { type CoseHeaders, coseHeaders, signingChain, timeStampToken } from './headers.js';

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
export async function checkSigningCredential(
  cose: Uint8Array,
  timeStampVerified: boolean,
  now: Date = new Date(),
): Promise<SigningCredentialCheck> {
  let headers: CoseHeaders;
  try {
    headers = coseHeaders(cose);
  } catch {
    return {}; // jumbf/parse.ts reports a malformed COSE_Sign1
  }
  const chain = signingChain(headers.protectedHeader, headers.unprotectedHeader);
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
    const token = timeStampToken(headers);
    // The time-stamp's code loads only for a signature that carries one.
    if (token) at = (await import('./time-stamp.js')).timeStampSigningTime(token) || now;
  }
  const failure = profileProblem(cert, at);
  const key = rsaKeyProblem(cert);
  return { ...(failure ? { failure } : {}), ...(key ? { key } : {}) };
}

/**
 * What c2pa-rs finds wrong with a claim's signing certificate ({@link checkSigningCredential}), as status
 * codes with their reasons: unreadable or off-profile (`signingCredential.invalid`), not valid at the
 * signing time (`signingCredential.expired`), an RSA key its validator refuses (`claimSignature.mismatch`).
 */
export async function signingCredentialProblems(
  cose: Uint8Array,
  timeStampVerified: boolean,
): Promise<Array<{ code: string; reason: string }>> {
  const problems: Array<{ code: string; reason: string }> = [];
  const check = await checkSigningCredential(cose, timeStampVerified);
  if (check.unreadable) problems.push({ code: 'signingCredential.invalid', reason: check.unreadable });
  else if (check.failure) problems.push(check.failure);
  if (check.key) problems.push({ code: 'claimSignature.mismatch', reason: check.key });
  return problems;
}
