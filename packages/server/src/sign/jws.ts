import { type KeyObject, sign } from 'node:crypto';

/**
 * What signs a JWS: one ES256 key, named by its `kid`. {@link localSigner} signs in this process; a KMS
 * or HSM signer implements the same method (see `keys/custody.ts`).
 */
export interface JwsSigner {
  readonly kid: string;
  /** The raw 64-byte `r || s` ES256 signature of `data` (what JWS requires, not DER). */
  sign(data: Buffer): Promise<Buffer>;
}

/**
 * A signer over a private key held in this process. The signature is computed on libuv's thread pool
 * (the callback form of `crypto.sign`), so the event loop serves other requests meanwhile and several
 * signatures run at once.
 */
export function localSigner(kid: string, key: KeyObject): JwsSigner {
  return {
    kid,
    sign: (data) =>
      new Promise((resolve, reject) => {
        sign('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, (err, signature) => {
          if (err) reject(err);
          else resolve(signature);
        });
      }),
  };
}

function b64url(input: string | Buffer): string {
  return (typeof input === 'string' ? Buffer.from(input, 'utf8') : input).toString('base64url');
}

/** A compact ES256 JWS (RFC 7515 §7.1), signed by `signer`. */
export async function signCompactJws(
  signer: JwsSigner,
  typ: string,
  payload: Record<string, unknown>,
): Promise<string> {
  const header = { alg: 'ES256', typ, kid: signer.kid };
  const signingInput = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`;
  const signature = await signer.sign(Buffer.from(signingInput, 'ascii'));
  return `${signingInput}.${b64url(signature)}`;
}
