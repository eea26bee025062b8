/**
 * Test certificates for C2PA signing, made in code (no openssl, nothing fetched): a P-256 root CA and a
 * leaf that C2PA readers accept as a claim signer, plus a second, unrelated root and leaf for the
 * untrusted case. Deterministic: keys derive from a seed, certificate signatures are RFC 6979
 * (@noble/curves) and dates and serial numbers are fixed, so the same seed gives the same PEMs.
 * Never used by the library itself.
 */
import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import * as x509 from '@peculiar/x509';
import { base64urlEncode, toHex } from '../../packages/core/src/lib/base64-encode.js';
import { utf8 } from '../../packages/core/src/lib/base64url.js';

export interface TestCertificateChain {
  /** Root CA certificate (PEM): the trust anchor. */
  rootPem: string;
  /** Root CA private key (PKCS#8 PEM). */
  rootKeyPem: string;
  /** Leaf (claim signer) certificate (PEM). */
  leafPem: string;
  /** Leaf private key (PKCS#8 PEM). */
  leafKeyPem: string;
  /** Leaf private scalar, for deterministic signing with @noble/curves. */
  leafSecretKey: Uint8Array;
  /** SHA-256 thumbprint of the leaf certificate (lowercase hex). */
  leafSha256: string;
}

export interface TestCertificates {
  /** The chain tests configure as trust anchor. */
  trusted: TestCertificateChain;
  /** An unrelated root and its leaf: valid signatures, but chains to no configured anchor. */
  untrusted: TestCertificateChain;
  /** A leaf under an intermediate CA under the trusted root: sign with `chain: [intermediatePem]`. */
  intermediate: TestCertificateChain & { intermediatePem: string };
}

export interface CertificateOptions {
  /** Seed the keys derive from (default `tlp`). */
  seed?: string;
  /** Validity start (default 2025-01-01). */
  notBefore?: Date;
  /** Validity end (default 2045-01-01). */
  notAfter?: Date;
}

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;

interface DerivedKey {
  secretKey: Uint8Array;
  keys: CryptoKeyPair;
  pkcs8Pem: string;
}

/** Secret scalars of the private CryptoKeys made here: the deterministic signer looks them up. */
const secrets = new WeakMap<CryptoKey, Uint8Array>();

/**
 * WebCrypto whose ECDSA P-256/SHA-256 `sign` is RFC 6979 for the keys derived here; everything else
 * is the runtime's WebCrypto. @peculiar/x509 takes it as its crypto provider.
 */
const deterministicCrypto: Crypto = (() => {
  const subtle = globalThis.crypto.subtle;
  const detSubtle = new Proxy(subtle, {
    get(target, prop) {
      if (prop === 'sign') {
        return async (algorithm: AlgorithmIdentifier | EcdsaParams, key: CryptoKey, data: BufferSource) => {
          const secret = secrets.get(key);
          const hash = typeof algorithm === 'object' && 'hash' in algorithm ? algorithm.hash : undefined;
          const hashName = typeof hash === 'string' ? hash : hash?.name;
          if (!secret || hashName !== 'SHA-256') return target.sign(algorithm, key, data);
          const bytes =
            data instanceof ArrayBuffer
              ? new Uint8Array(data)
              : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
          return p256.sign(bytes, secret).slice().buffer; // raw r‖s, as WebCrypto returns it
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    subtle: detSubtle,
    getRandomValues: <T extends ArrayBufferView>(array: T) => globalThis.crypto.getRandomValues(array),
    randomUUID: () => globalThis.crypto.randomUUID(),
  } as Crypto;
})();

function pem(label: string, der: ArrayBuffer): string {
  const b64 = x509.PemConverter.encode(der, label);
  return b64.endsWith('\n') ? b64 : `${b64}\n`;
}

async function deriveKey(label: string): Promise<DerivedKey> {
  const secretKey = sha256(utf8(`tlp test certificate key: ${label}`));
  const pub = p256.getPublicKey(secretKey, false);
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: base64urlEncode(pub.subarray(1, 33)),
    y: base64urlEncode(pub.subarray(33, 65)),
  };
  const subtle = globalThis.crypto.subtle;
  const privateKey = await subtle.importKey(
    'jwk',
    { ...jwk, d: base64urlEncode(secretKey) },
    ECDSA_P256,
    true,
    ['sign'],
  );
  const publicKey = await subtle.importKey('jwk', jwk, ECDSA_P256, true, ['verify']);
  secrets.set(privateKey, secretKey);
  const pkcs8Pem = pem('PRIVATE KEY', await subtle.exportKey('pkcs8', privateKey));
  return { secretKey, keys: { privateKey, publicKey }, pkcs8Pem };
}

function serial(label: string): string {
  // Positive, 16 bytes, stable per label.
  const bytes = sha256(utf8(`tlp test serial: ${label}`)).slice(0, 16);
  bytes[0] = (bytes[0] as number) & 0x7f;
  return toHex(bytes);
}

const signingAlgorithm = { name: 'ECDSA', hash: 'SHA-256' };

/** A CA certificate: self-signed when `issuer` is absent. */
async function caCertificate(
  name: string,
  serialLabel: string,
  key: DerivedKey,
  validity: { notBefore: Date; notAfter: Date },
  issuer?: { certificate: x509.X509Certificate; key: DerivedKey },
): Promise<x509.X509Certificate> {
  const c = deterministicCrypto;
  const signer = issuer?.key ?? key;
  return x509.X509CertificateGenerator.create(
    {
      serialNumber: serial(serialLabel),
      subject: name,
      issuer: issuer?.certificate.subject ?? name,
      ...validity,
      publicKey: key.keys.publicKey,
      signingKey: signer.keys.privateKey,
      signingAlgorithm,
      extensions: [
        new x509.BasicConstraintsExtension(true, issuer ? 0 : undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(key.keys.publicKey, false, c),
        await x509.AuthorityKeyIdentifierExtension.create(signer.keys.publicKey, false, c),
      ],
    },
    c,
  );
}

/** A C2PA claim signer certificate issued by `issuer`. */
async function leafCertificate(
  name: string,
  serialLabel: string,
  key: DerivedKey,
  validity: { notBefore: Date; notAfter: Date },
  issuer: { certificate: x509.X509Certificate; key: DerivedKey },
): Promise<x509.X509Certificate> {
  const c = deterministicCrypto;
  return x509.X509CertificateGenerator.create(
    {
      serialNumber: serial(serialLabel),
      subject: name,
      issuer: issuer.certificate.subject,
      ...validity,
      publicKey: key.keys.publicKey,
      signingKey: issuer.key.keys.privateKey,
      signingAlgorithm,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.emailProtection], false),
        await x509.SubjectKeyIdentifierExtension.create(key.keys.publicKey, false, c),
        await x509.AuthorityKeyIdentifierExtension.create(issuer.key.keys.publicKey, false, c),
      ],
    },
    c,
  );
}

async function chainResult(
  root: x509.X509Certificate,
  rootKey: DerivedKey,
  leaf: x509.X509Certificate,
  leafKey: DerivedKey,
): Promise<TestCertificateChain> {
  return {
    rootPem: root.toString('pem'),
    rootKeyPem: rootKey.pkcs8Pem,
    leafPem: leaf.toString('pem'),
    leafKeyPem: leafKey.pkcs8Pem,
    leafSecretKey: leafKey.secretKey,
    leafSha256: toHex(new Uint8Array(await leaf.getThumbprint('SHA-256', deterministicCrypto))),
  };
}

async function makeCertificates(
  seed: string,
  validity: { notBefore: Date; notAfter: Date },
): Promise<TestCertificates> {
  const chains: Partial<TestCertificates> = {};
  let trustedRoot: { certificate: x509.X509Certificate; key: DerivedKey } | undefined;
  for (const name of ['trusted', 'untrusted'] as const) {
    const rootKey = await deriveKey(`${seed}/${name}/root`);
    const leafKey = await deriveKey(`${seed}/${name}/leaf`);
    const root = await caCertificate(
      `CN=TLP Test Root CA (${name}), O=TLP Test, C=DE`,
      `${seed}/${name}/root`,
      rootKey,
      validity,
    );
    const issuer = { certificate: root, key: rootKey };
    if (name === 'trusted') trustedRoot = issuer;
    const leaf = await leafCertificate(
      `CN=TLP Test C2PA Signer (${name}), O=TLP Test, C=DE`,
      `${seed}/${name}/leaf`,
      leafKey,
      validity,
      issuer,
    );
    chains[name] = await chainResult(root, rootKey, leaf, leafKey);
  }
  const intermediateKey = await deriveKey(`${seed}/intermediate/ca`);
  const leafKey = await deriveKey(`${seed}/intermediate/leaf`);
  const intermediate = await caCertificate(
    'CN=TLP Test Intermediate CA, O=TLP Test, C=DE',
    `${seed}/intermediate/ca`,
    intermediateKey,
    validity,
    trustedRoot,
  );
  const leaf = await leafCertificate(
    'CN=TLP Test C2PA Signer (intermediate), O=TLP Test, C=DE',
    `${seed}/intermediate/leaf`,
    leafKey,
    validity,
    { certificate: intermediate, key: intermediateKey },
  );
  return {
    trusted: chains.trusted!,
    untrusted: chains.untrusted!,
    intermediate: {
      ...(await chainResult(trustedRoot!.certificate, trustedRoot!.key, leaf, leafKey)),
      intermediatePem: intermediate.toString('pem'),
    },
  };
}

const cache = new Map<string, Promise<TestCertificates>>();

/**
 * A trusted root CA + leaf, an unrelated root CA + leaf, and a leaf under an intermediate CA of the
 * trusted root, all P-256. The leaf has critical keyUsage
 * digitalSignature, extendedKeyUsage emailProtection, SKI/AKI and CA:FALSE (the C2PA signer profile).
 */
export function createTestCertificates(options: CertificateOptions = {}): Promise<TestCertificates> {
  const seed = options.seed ?? 'tlp';
  const notBefore = options.notBefore ?? new Date('2025-01-01T00:00:00Z');
  const notAfter = options.notAfter ?? new Date('2045-01-01T00:00:00Z');
  const key = `${seed}|${notBefore.toISOString()}|${notAfter.toISOString()}`;
  let result = cache.get(key);
  if (!result) {
    result = makeCertificates(seed, { notBefore, notAfter });
    cache.set(key, result);
  }
  return result;
}

/** Deterministic ES256 over `payload` (SHA-256 inside, raw r‖s out) with a leaf's secret scalar. */
export function deterministicSigner(secretKey: Uint8Array): {
  sign(payload: Uint8Array): Promise<Uint8Array>;
} {
  return { sign: async (payload) => p256.sign(payload, secretKey) };
}

/** What {@link issueTestLeaf} puts in a certificate besides the key. */
export interface LeafProfile {
  /** Extended key usages (default `[emailProtection]`); `null` leaves the extension out. */
  ekus?: string[] | null;
  /** Key usage flags (default digitalSignature), critical. */
  keyUsage?: number;
  /** Whether the key usage extension is marked critical (default true). */
  keyUsageCritical?: boolean;
  /** A CA certificate (basic constraints CA:TRUE) rather than an end entity. */
  ca?: boolean;
  /** The subject name (default `CN=TLP Test Signer (<label>), O=TLP Test, C=DE`). */
  subject?: string;
}

/**
 * A leaf certificate for any public key (`spki`, DER SubjectPublicKeyInfo, which may be one no
 * library would generate), issued by the trusted test root with ECDSA P-256/SHA-256 and valid
 * 2025-2045. Its extensions are those of the C2PA signer profile unless `profile` says otherwise.
 */
export async function issueTestLeaf(
  spki: Uint8Array,
  label: string,
  profile: LeafProfile = {},
): Promise<Uint8Array> {
  const root = await deriveKey('tlp/trusted/root');
  const rootCertificate = new x509.X509Certificate((await createTestCertificates()).trusted.rootPem);
  const c = deterministicCrypto;
  const ekus = profile.ekus === undefined ? [x509.ExtendedKeyUsage.emailProtection] : profile.ekus;
  const publicKey = spki.slice().buffer;
  const certificate = await x509.X509CertificateGenerator.create(
    {
      serialNumber: serial(`leaf ${label}`),
      subject: profile.subject ?? `CN=TLP Test Signer (${label}), O=TLP Test, C=DE`,
      issuer: rootCertificate.subject,
      notBefore: new Date('2025-01-01T00:00:00Z'),
      notAfter: new Date('2045-01-01T00:00:00Z'),
      publicKey,
      signingKey: root.keys.privateKey,
      signingAlgorithm,
      extensions: [
        new x509.BasicConstraintsExtension(profile.ca ?? false, undefined, true),
        new x509.KeyUsagesExtension(
          profile.keyUsage ?? x509.KeyUsageFlags.digitalSignature,
          profile.keyUsageCritical ?? true,
        ),
        ...(ekus ? [new x509.ExtendedKeyUsageExtension(ekus, false)] : []),
        await x509.SubjectKeyIdentifierExtension.create(publicKey, false, c),
        await x509.AuthorityKeyIdentifierExtension.create(root.keys.publicKey, false, c),
      ],
    },
    c,
  );
  return new Uint8Array(certificate.rawData);
}
