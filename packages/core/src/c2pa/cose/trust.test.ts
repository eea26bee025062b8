import * as x509 from '@peculiar/x509';
import { X509Certificate } from '@peculiar/x509';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { checkTrust, describeSigner, parseTrustAnchors } from './trust.js';

/** Our trust check takes certificates as DER. */
const der = (pem: string) => new Uint8Array(new X509Certificate(pem).rawData);

let certs: TestCertificates;
let leaf: Uint8Array;
let leafSubject: string;
beforeAll(async () => {
  certs = await createTestCertificates();
  leaf = der(certs.trusted.leafPem);
  leafSubject = new X509Certificate(certs.trusted.leafPem).subject;
});

describe('checkTrust', () => {
  it('trusts a signer that chains to a configured anchor', async () => {
    const result = await checkTrust(leaf, [], [certs.trusted.rootPem]);
    expect(result.trusted).toBe(true);
    expect(result.chain.map((c) => c.subject)).toEqual([
      leafSubject,
      new X509Certificate(certs.trusted.rootPem).subject,
    ]);
  });

  it('finds the anchor among several, in one PEM bundle or several strings', async () => {
    expect((await checkTrust(leaf, [], [certs.untrusted.rootPem + certs.trusted.rootPem])).trusted).toBe(
      true,
    );
    expect(
      (await checkTrust(leaf, [], ['garbage', certs.untrusted.rootPem, certs.trusted.rootPem])).trusted,
    ).toBe(true);
  });

  it('does not trust a signer of an unrelated CA, or without anchors', async () => {
    const other = der(certs.untrusted.leafPem);
    expect(await checkTrust(other, [], [certs.trusted.rootPem])).toMatchObject({
      trusted: false,
      reason: 'the signer does not chain to a trust anchor',
    });
    expect(await checkTrust(leaf, [], [])).toMatchObject({
      trusted: false,
      reason: 'no trust anchors configured',
    });
    expect(await checkTrust(leaf, [], undefined)).toMatchObject({ trusted: false });
  });

  it('does not trust a forged issuer: same name, other key', async () => {
    // Another seed gives a root with the very same name but another key: signatures decide, not names.
    const impostor = (await createTestCertificates({ seed: 'impostor' })).trusted.rootPem;
    expect(new X509Certificate(impostor).subject).toBe(new X509Certificate(certs.trusted.rootPem).subject);
    expect((await checkTrust(leaf, [], [impostor])).trusted).toBe(false);
    expect((await checkTrust(leaf, [der(impostor)], [certs.trusted.rootPem])).trusted).toBe(true);
  });

  it('follows intermediates from the manifest, and needs them', async () => {
    const signer = der(certs.intermediate.leafPem);
    const intermediate = der(certs.intermediate.intermediatePem);
    const result = await checkTrust(signer, [intermediate], [certs.trusted.rootPem]);
    expect(result.trusted).toBe(true);
    expect(result.chain).toHaveLength(3);
    expect((await checkTrust(signer, [], [certs.trusted.rootPem])).trusted).toBe(false);
    // An intermediate given as anchor is trusted as configured.
    expect((await checkTrust(signer, [], [certs.intermediate.intermediatePem])).trusted).toBe(true);
  });

  it('does not trust a chain through a certificate that is not a CA', async () => {
    // A certificate "issued" by the trusted leaf: signatures check out, but the leaf is CA:FALSE.
    const der = Buffer.from(certs.trusted.leafKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const algorithm = { name: 'ECDSA', namedCurve: 'P-256' };
    const leafKey = await crypto.subtle.importKey('pkcs8', der, algorithm, false, ['sign']);
    const keys = await crypto.subtle.generateKey(algorithm, true, ['sign', 'verify']);
    const issued = await x509.X509CertificateGenerator.create({
      subject: 'CN=Issued by a leaf',
      issuer: leafSubject,
      notBefore: new Date('2025-01-01T00:00:00Z'),
      notAfter: new Date('2045-01-01T00:00:00Z'),
      publicKey: keys.publicKey,
      signingKey: leafKey,
      signingAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
      extensions: [
        await x509.AuthorityKeyIdentifierExtension.create(
          new X509Certificate(certs.trusted.leafPem).publicKey,
        ),
      ],
    });
    const result = await checkTrust(new Uint8Array(issued.rawData), [leaf], [certs.trusted.rootPem]);
    expect(result).toMatchObject({ trusted: false, reason: `issuer ${leafSubject} is not a CA` });
  });

  it('does not trust outside the validity period', async () => {
    const result = await checkTrust(leaf, [], [certs.trusted.rootPem], new Date('2050-01-01T00:00:00Z'));
    expect(result.trusted).toBe(false);
    expect(result.reason).toMatch(/not valid at 2050/);
  });

  it('skips unreadable anchors', () => {
    expect(parseTrustAnchors(['-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', 'x'])).toEqual(
      [],
    );
    expect(parseTrustAnchors([certs.trusted.rootPem])).toHaveLength(1);
  });
});

describe('describeSigner', () => {
  it('reports subject, issuer, SHA-256 thumbprint and notAfter', async () => {
    expect(await describeSigner(leaf)).toEqual({
      subject: 'CN=TLP Test C2PA Signer (trusted), O=TLP Test, C=DE',
      issuer: 'CN=TLP Test Root CA (trusted), O=TLP Test, C=DE',
      sha256: certs.trusted.leafSha256,
      notAfter: '2045-01-01T00:00:00.000Z',
    });
  });
});
