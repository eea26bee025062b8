import { X509Certificate } from '@peculiar/x509';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCertificates,
  deterministicSigner,
  issueTestLeaf,
  type TestCertificates,
} from '../../../../../test-vectors/lib/certificates.js';
import { nodeTestKey } from '../../../../../test-vectors/lib/signing-keys.js';
import { createC2paSigner } from './signer.js';

const pem = (der: Uint8Array) =>
  `-----BEGIN CERTIFICATE-----\n${Buffer.from(der).toString('base64')}\n-----END CERTIFICATE-----\n`;

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
});

const payload = new TextEncoder().encode('Sig_structure bytes');

async function verifiesWithCertificate(pem: string, signature: Uint8Array) {
  const key = await new X509Certificate(pem).publicKey.export({ name: 'ECDSA', namedCurve: 'P-256' }, [
    'verify',
  ]);
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    signature as Uint8Array<ArrayBuffer>,
    payload,
  );
}

describe('createC2paSigner', () => {
  it('signs ES256 with raw r‖s from a PKCS#8 PEM', async () => {
    const signer = await createC2paSigner({
      certificate: certs.trusted.leafPem,
      privateKey: certs.trusted.leafKeyPem,
    });
    expect(signer.algorithm).toBe(-7);
    expect(new X509Certificate(signer.certificate.slice()).subject).toContain('TLP Test C2PA Signer');
    expect(signer.chainCertificates).toEqual([]);
    const signature = await signer.sign(payload);
    expect(signature.length).toBe(64);
    expect(await verifiesWithCertificate(certs.trusted.leafPem, signature)).toBe(true);
  });

  it('signs with a WebCrypto key', async () => {
    const der = Buffer.from(certs.trusted.leafKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
    const key = await crypto.subtle.importKey('pkcs8', der, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'sign',
    ]);
    const signer = await createC2paSigner({ certificate: certs.trusted.leafPem, privateKey: key });
    expect(await verifiesWithCertificate(certs.trusted.leafPem, await signer.sign(payload))).toBe(true);
  });

  it('signs deterministically through a {sign} signer', async () => {
    const signer = await createC2paSigner({
      certificate: certs.trusted.leafPem,
      privateKey: deterministicSigner(certs.trusted.leafSecretKey),
    });
    const a = await signer.sign(payload);
    expect(Buffer.from(await signer.sign(payload)).equals(Buffer.from(a))).toBe(true);
    expect(await verifiesWithCertificate(certs.trusted.leafPem, a)).toBe(true);
  });

  it('takes the chain from `chain` and from extra certificates in `certificate`', async () => {
    const a = await createC2paSigner({
      certificate: certs.trusted.leafPem,
      chain: [certs.untrusted.rootPem],
      privateKey: certs.trusted.leafKeyPem,
    });
    expect(a.chainCertificates.map((c) => new X509Certificate(c.slice()).subject)).toEqual([
      new X509Certificate(certs.untrusted.rootPem).subject,
    ]);
    const b = await createC2paSigner({
      certificate: certs.trusted.leafPem + certs.trusted.rootPem,
      privateKey: certs.trusted.leafKeyPem,
    });
    expect(b.chainCertificates).toHaveLength(1);
  });

  it('fails loudly when the key does not belong to the certificate', async () => {
    const signer = await createC2paSigner({
      certificate: certs.trusted.leafPem,
      privateKey: certs.untrusted.leafKeyPem,
    });
    await expect(signer.sign(payload)).rejects.toThrow(/does not verify/);
    const der = await createC2paSigner({
      certificate: certs.trusted.leafPem,
      privateKey: { sign: async () => new Uint8Array(70) },
    });
    await expect(der.sign(payload)).rejects.toThrow(/r‖s/);
  });

  it('rejects bad input with a TypeError', async () => {
    const key = certs.trusted.leafKeyPem;
    await expect(createC2paSigner({ certificate: 'nope', privateKey: key })).rejects.toThrow(TypeError);
    const garbage = '-----BEGIN CERTIFICATE-----\nMAMCAQE=\n-----END CERTIFICATE-----\n';
    await expect(createC2paSigner({ certificate: garbage, privateKey: key })).rejects.toThrow(
      /not a valid X\.509 certificate/,
    );
    const der = new Uint8Array(new X509Certificate(certs.trusted.leafPem).rawData);
    const cut = pem(der.subarray(0, der.length - 10));
    await expect(createC2paSigner({ certificate: cut, privateKey: key })).rejects.toThrow(
      /not a valid X\.509 certificate/,
    );
    const p384 = pem(await issueTestLeaf(nodeTestKey('P-384').spki, 'p384'));
    await expect(createC2paSigner({ certificate: p384, privateKey: key })).rejects.toThrow(
      /ECDSA P-256 public key/,
    );
    await expect(
      createC2paSigner({ certificate: certs.trusted.leafPem, privateKey: 'nope' }),
    ).rejects.toThrow(/PKCS#8/);
    const sec1 = '-----BEGIN EC PRIVATE KEY-----\nAAAA\n-----END EC PRIVATE KEY-----\n';
    await expect(createC2paSigner({ certificate: certs.trusted.leafPem, privateKey: sec1 })).rejects.toThrow(
      /SEC1/,
    );
    await expect(
      createC2paSigner({ certificate: certs.trusted.leafPem, privateKey: 42 as unknown as string }),
    ).rejects.toThrow(TypeError);
  });
});
