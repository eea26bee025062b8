import { type KeyObject, sign } from 'node:crypto';

export interface JwsSigner {
  kid: string;
  key: KeyObject;
}

function b64url(input: string | Buffer): string {
  return (typeof input === 'string' ? Buffer.from(input, 'utf8') : input).toString('base64url');
}

/**
 * A compact ES256 JWS (RFC 7515 §7.1). The signature is the raw 64-byte `r || s` that JWS requires
 * (`dsaEncoding: 'ieee-p1363'`), not DER. It is computed on libuv's thread pool (the callback form of
 * `crypto.sign`), so the event loop serves other requests meanwhile and several signatures run at once.
 */
export function signCompactJws(
  signer: JwsSigner,
  typ: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const header = { alg: 'ES256', typ, kid: signer.kid };
  const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  return new Promise((resolve, reject) => {
    sign(
      'sha256',
      Buffer.from(signingInput, 'ascii'),
      { key: signer.key, dsaEncoding: 'ieee-p1363' },
      (err, signature) => {
        if (err) reject(err);
        else resolve(`${signingInput}.${b64url(signature)}`);
      },
    );
  });
}
