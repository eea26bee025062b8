import { X509Certificate } from '@peculiar/x509';
import { CoseAlgorithmIdentifier, type Signer } from '@trustnxt/c2pa-ts/cose';
import { bs, ECDSA_P256, ECDSA_SHA256 } from '../lib/webcrypto.js';
import { parsePem, pemCertificates } from './pem.js';

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

function parseCertificate(der: Uint8Array<ArrayBuffer>, what: string): X509Certificate {
  try {
    return new X509Certificate(der);
  } catch {
    throw new TypeError(`${what} is not a valid X.509 certificate`);
  }
}

/**
 * A c2pa-ts `Signer` for ES256 (raw `r‖s` signatures: c2pa-ts's own `LocalSigner` writes DER, which
 * official readers reject). Each signature is checked against the certificate's public key before it
 * is used, so a key that does not belong to the certificate fails here, not in a reader.
 * Throws `TypeError` on a bad certificate or key.
 */
export async function createC2paSigner(input: C2paSignerInput): Promise<Signer> {
  if (!input || typeof input !== 'object')
    throw new TypeError('signer must be {certificate, chain?, privateKey}');
  if (typeof input.certificate !== 'string') throw new TypeError('signer.certificate must be a PEM string');
  const [leafDer, ...bundled] = pemCertificates(input.certificate);
  if (!leafDer) throw new TypeError('signer.certificate holds no PEM certificate');
  const certificate = parseCertificate(leafDer, 'signer.certificate');
  const chainDer = [...bundled, ...pemCertificates(...(input.chain ?? []))];
  const chainCertificates = chainDer.map((der, i) => parseCertificate(der, `signer.chain[${i}]`));

  const keyAlgorithm = certificate.publicKey.algorithm as EcKeyAlgorithm;
  if (keyAlgorithm.name !== 'ECDSA' || keyAlgorithm.namedCurve !== 'P-256') {
    throw new TypeError('signer.certificate must hold an ECDSA P-256 public key (ES256)');
  }
  const publicKey = await certificate.publicKey.export(ECDSA_P256, ['verify']);
  const raw = await rawSignerOf(input.privateKey);

  return {
    algorithm: CoseAlgorithmIdentifier.ES256,
    certificate,
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
