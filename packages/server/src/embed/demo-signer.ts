import * as x509 from '@peculiar/x509';
import type { AppDeps } from '../app-env.js';

/** A C2PA signing chain made for the demo page: a root CA (the trust anchor) and a claim signer. */
export interface DemoSigner {
  rootPem: string;
  certificatePem: string;
  privateKey: CryptoKey;
}

const P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

/**
 * A fresh P-256 root and leaf in the profile C2PA readers accept for a claim signer (critical keyUsage
 * digitalSignature, extendedKeyUsage emailProtection, CA:FALSE, key identifiers). Made in memory at
 * first use and never stored: it signs only the demo page's images.
 */
export async function createDemoSigner(now: Date): Promise<DemoSigner> {
  const rootKeys = await crypto.subtle.generateKey(P256, true, ['sign', 'verify']);
  const leafKeys = await crypto.subtle.generateKey(P256, true, ['sign', 'verify']);
  const notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  const notAfter = new Date(now.getTime() + 365 * 24 * 3600 * 1000);
  const rootName = 'CN=TLP Sandbox Demo Root, O=TLP Sandbox';
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: '01',
    name: rootName,
    notBefore,
    notAfter,
    keys: rootKeys,
    signingAlgorithm: SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(true, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const leaf = await x509.X509CertificateGenerator.create({
    serialNumber: '02',
    subject: 'CN=TLP Sandbox Demo C2PA Signer, O=TLP Sandbox',
    issuer: rootName,
    notBefore,
    notAfter,
    publicKey: leafKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: SIGNING,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.emailProtection], false),
      await x509.SubjectKeyIdentifierExtension.create(leafKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  return {
    rootPem: root.toString('pem'),
    certificatePem: leaf.toString('pem'),
    privateKey: leafKeys.privateKey,
  };
}

const signers = new WeakMap<AppDeps, Promise<DemoSigner>>();

/**
 * The sandbox's C2PA signer: made at first use, one for the app of `deps` (this process), never stored.
 * It signs the sample media and the manifests of the soft binding resolution API; its root is served at
 * `/trust-anchors.pem`.
 */
export function sandboxSigner(deps: AppDeps): Promise<DemoSigner> {
  let signer = signers.get(deps);
  if (!signer) {
    signer = createDemoSigner(new Date(deps.clock.now()));
    signers.set(deps, signer);
  }
  return signer;
}
