import { X509Certificate } from '@peculiar/x509';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestCertificates, type TestCertificates } from '../../../../test-vectors/lib/certificates.js';
import { checkTrust, describeSigner, parseTrustAnchors } from './trust.js';

let certs: TestCertificates;
let leaf: X509Certificate;
beforeAll(async () => {
  certs = await createTestCertificates();
  leaf = new X509Certificate(certs.trusted.leafPem);
});

describe('checkTrust', () => {
  it('trusts a signer that chains to a configured anchor', async () => {
    const result = await checkTrust(leaf, [], [certs.trusted.rootPem]);
    expect(result.trusted).toBe(true);
    expect(result.chain.map((c) => c.subject)).toEqual([
      leaf.subject,
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
    const other = new X509Certificate(certs.untrusted.leafPem);
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
    expect((await checkTrust(leaf, [new X509Certificate(impostor)], [certs.trusted.rootPem])).trusted).toBe(
      true,
    );
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
