import { bs, ECDSA_P256, ECDSA_SHA256 } from '../../lib/webcrypto.js';
import { parsePem, pemCertificates } from '../cose/pem.js';
import { type ClaimSigner, COSE_ES256 } from './manifest-writer.js';

/**
 * Signs with ES256 without exposing a key: SHA-256 of `payload`, then ECDSA P-256, returning the raw
 * 64-byte `r‖s` (IEEE P1363, as COSE wants it; never DER). Test-vector generation passes one built on
 * RFC 6979 (@noble/curves) so its files are byte-for-byte reproducible.
 */
export interface RawSigner {
  sign(payload: Uint8Array): Promise<Uint8Array>;
}

/** Who signs a C2PA claim: the PEM certificate (and intermediates) and its private key. */
export interface C2paSignerInput {
  /** The signing certificate, PEM. Further certificates in the same text are taken as the chain. */
  certificate: string;
  /** Intermediate certificates, PEM, leaf's issuer first. Never the root: readers take that from their trust list. */
  chain?: string[];
  /** A PKCS#8 PEM (`BEGIN PRIVATE KEY`), a WebCrypto ECDSA P-256 private key, or a {@link RawSigner}. */
  privateKey: string | CryptoKey | RawSigner;
}

function isCryptoKey(value: unknown): value is CryptoKey {
  return typeof CryptoKey !== 'undefined' && value instanceof CryptoKey;
}

async function importPkcs8(pem: string): Promise<CryptoKey> {
  const blocks = parsePem(pem);
  const block = blocks.find((b) => b.label === 'PRIVATE KEY');
  if (!block) {
    const other = blocks[0]?.label;
    throw new TypeError(
      other === 'EC PRIVATE KEY'
        ? 'privateKey is a SEC1 "EC PRIVATE KEY"; convert it to PKCS#8 ("openssl pkcs8 -topk8 -nocrypt")'
        : 'privateKey must be a PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----")',
    );
  }
  try {
    return await crypto.subtle.importKey('pkcs8', block.der, ECDSA_P256, false, ['sign']);
  } catch {
    throw new TypeError('privateKey is not a PKCS#8 ECDSA P-256 key');
  }
}

function rawSignerOf(privateKey: C2paSignerInput['privateKey'] | undefined): Promise<RawSigner> | RawSigner {
  if (typeof privateKey === 'string') {
    return importPkcs8(privateKey).then((key) => rawSignerOf(key));
  }
  if (isCryptoKey(privateKey)) {
    const algorithm = privateKey.algorithm as EcKeyAlgorithm;
    if (
      algorithm.name !== 'ECDSA' ||
      algorithm.namedCurve !== 'P-256' ||
      !privateKey.usages.includes('sign')
    ) {
      throw new TypeError('privateKey must be an ECDSA P-256 private key usable for "sign"');
    }
    return {
      sign: async (payload) =>
        new Uint8Array(await crypto.subtle.sign(ECDSA_SHA256, privateKey, bs(payload))),
    };
  }
  if (privateKey && typeof (privateKey as RawSigner).sign === 'function') return privateKey as RawSigner;
  throw new TypeError('privateKey must be a PKCS#8 PEM string, a CryptoKey or an object with sign(payload)');
}

/** A DER element at `at`: its tag and where its content starts and ends. Throws past the data. */
function derElement(der: Uint8Array, at: number): { at: number; tag: number; start: number; end: number } {
  const tag = der[at];
  const first = der[at + 1];
  if (tag === undefined || first === undefined) throw new Error('truncated');
  let length = first;
  let start = at + 2;
  if (first & 0x80) {
    const n = first & 0x7f;
    if (n === 0 || n > 4) throw new Error('bad length');
    length = 0;
    for (let i = 0; i < n; i++) length = length * 256 + (der[start + i] ?? Number.NaN);
    start += n;
  }
  const end = start + length;
  if (!(end <= der.length)) throw new Error('truncated');
  return { at, tag, start, end };
}

/**
 * The DER SubjectPublicKeyInfo of an X.509 certificate: the seventh field of its TBSCertificate (after
 * the optional version, the serial number, signature algorithm, issuer, validity and subject).
 * Throws `TypeError` when the bytes are not a certificate of that shape.
 */
function subjectPublicKeyInfo(der: Uint8Array, what: string): Uint8Array {
  try {
    const certificate = derElement(der, 0);
    const tbs = derElement(der, certificate.start);
    if (certificate.tag !== 0x30 || certificate.end !== der.length || tbs.tag !== 0x30) throw new Error();
    let field = derElement(der, tbs.start);
    if (field.tag === 0xa0) field = derElement(der, field.end);
    for (const tag of [0x02, 0x30, 0x30, 0x30, 0x30]) {
      if (field.tag !== tag) throw new Error();
      field = derElement(der, field.end);
    }
    if (field.tag !== 0x30 || field.end > tbs.end) throw new Error();
    return der.subarray(field.at, field.end);
  } catch {
    throw new TypeError(`${what} is not a valid X.509 certificate`);
  }
}

/** The claim signer's certificate as given: the DER, checked to be an X.509 certificate. */
interface ParsedCertificate {
  der: Uint8Array;
  spki: Uint8Array;
}

function parseCertificate(der: Uint8Array, what: string): ParsedCertificate {
  return { der, spki: subjectPublicKeyInfo(der, what) };
}

/**
 * A signer of C2PA claims for ES256 (raw `r‖s` signatures, as official readers want them). Each
 * signature is checked against the certificate's public key before it is used, so a key that does not
 * belong to the certificate fails here, not in a reader.
 * Throws `TypeError` on a bad certificate or key.
 */
export async function createC2paSigner(input: C2paSignerInput): Promise<ClaimSigner> {
  if (!input || typeof input !== 'object')
    throw new TypeError('signer must be {certificate, chain?, privateKey}');
  if (typeof input.certificate !== 'string') throw new TypeError('signer.certificate must be a PEM string');
  const [leafDer, ...bundled] = pemCertificates(input.certificate);
  if (!leafDer) throw new TypeError('signer.certificate holds no PEM certificate');
  const certificate = parseCertificate(leafDer, 'signer.certificate');
  const chainDer = [...bundled, ...pemCertificates(...(input.chain ?? []))];
  const chainCertificates = chainDer.map((der, i) => parseCertificate(der, `signer.chain[${i}]`).der);

  let publicKey: CryptoKey;
  try {
    publicKey = await crypto.subtle.importKey('spki', bs(certificate.spki), ECDSA_P256, false, ['verify']);
  } catch {
    throw new TypeError('signer.certificate must hold an ECDSA P-256 public key (ES256)');
  }
  const raw = await rawSignerOf(input.privateKey);

  return {
    algorithm: COSE_ES256,
    certificate: certificate.der,
    chainCertificates,
    async sign(payload: Uint8Array): Promise<Uint8Array> {
      const signature = await raw.sign(payload);
      if (
        !(signature instanceof Uint8Array) ||
        signature.length !== 64 ||
        !(await crypto.subtle.verify(ECDSA_SHA256, publicKey, bs(signature), bs(payload)))
      ) {
        throw new Error(
          'the C2PA signature does not verify with signer.certificate: wrong key, or not raw r‖s',
        );
      }
      return signature;
    },
  };
}
