/**
 * A throwaway TLS certificate authority for tests of an HTTPS client against a local listener: a P-256
 * root and server certificates for the host names asked for, made in code (no openssl), fresh keys each run.
 * A client trusts the root through `NODE_EXTRA_CA_CERTS` (read when its process starts).
 */
import * as x509 from '@peculiar/x509';

const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const signingAlgorithm = { name: 'ECDSA', hash: 'SHA-256' } as const;
const validity = { notBefore: new Date(Date.now() - 3_600_000), notAfter: new Date(Date.now() + 86_400_000) };

export interface TlsAuthority {
  /** The root certificate (PEM), for `NODE_EXTRA_CA_CERTS`. */
  caPem: string;
  /** A server certificate for `name` (its subject alternative name) and its private key, both PEM. */
  serverFor(name: string): Promise<{ cert: string; key: string }>;
}

async function keyPair(): Promise<CryptoKeyPair> {
  return (await crypto.subtle.generateKey(ECDSA_P256, true, ['sign', 'verify'])) as CryptoKeyPair;
}

async function pkcs8Pem(key: CryptoKey): Promise<string> {
  return x509.PemConverter.encode(await crypto.subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
}

export async function tlsAuthority(): Promise<TlsAuthority> {
  const caKeys = await keyPair();
  const caName = 'CN=TLP test TLS root';
  const ca = await x509.X509CertificateGenerator.create(
    {
      serialNumber: '01',
      subject: caName,
      issuer: caName,
      ...validity,
      publicKey: caKeys.publicKey,
      signingKey: caKeys.privateKey,
      signingAlgorithm,
      extensions: [
        new x509.BasicConstraintsExtension(true, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign, true),
      ],
    },
    crypto,
  );
  let serial = 1;
  return {
    caPem: ca.toString('pem'),
    async serverFor(name) {
      const keys = await keyPair();
      serial++;
      const cert = await x509.X509CertificateGenerator.create(
        {
          serialNumber: serial.toString(16).padStart(2, '0'),
          subject: `CN=${name}`,
          issuer: caName,
          ...validity,
          publicKey: keys.publicKey,
          signingKey: caKeys.privateKey,
          signingAlgorithm,
          extensions: [
            new x509.BasicConstraintsExtension(false, undefined, true),
            new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
            new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth], false),
            new x509.SubjectAlternativeNameExtension([{ type: 'dns', value: name }], false),
          ],
        },
        crypto,
      );
      return { cert: cert.toString('pem'), key: await pkcs8Pem(keys.privateKey) };
    },
  };
}
