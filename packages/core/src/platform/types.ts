/**
 * What a runtime supplies to the verifiers: ES256 verification and SHA-256. The default is WebCrypto
 * (browsers, Deno, workers, Node); the `node` export condition installs `node:crypto` versions, which
 * are faster there (sync verify for one call, the libuv pool when many run at once, native streaming hash).
 */
export interface VerifyKey {
  readonly kid: string;
}

/** WebCrypto-style parameters of a C2PA claim signature (what c2pa-ts passes: ECDSA, RSA-PSS, RSASSA-PKCS1-v1_5, Ed25519). */
export interface SignatureAlgorithm {
  name: string;
  hash?: string | { name: string };
  namedCurve?: string;
  saltLength?: number;
}

/** A SHA-256 fed chunk by chunk. */
export interface IncrementalSha256 {
  update(chunk: Uint8Array): void;
  digest(): Uint8Array;
}

export interface Platform {
  /** Imports a public P-256 JWK for ES256 verification; rejects on a bad key. */
  importEs256Key(jwk: JsonWebKey, kid: string): Promise<VerifyKey>;
  /** Verifies a raw `r‖s` (64-byte) ES256 signature; `false` on any mismatch. */
  verifyEs256(key: VerifyKey, data: Uint8Array, signature: Uint8Array, concurrent: boolean): Promise<boolean>;
  /** SHA-256 of a whole buffer. */
  sha256(data: Uint8Array): Promise<Uint8Array>;
  /**
   * An incremental SHA-256, for streams. Optional: where absent (WebCrypto has none), `@noble/hashes`
   * is loaded on first use (see `incrementalSha256`), so code that never hashes a stream never loads it.
   */
  createSha256?(): IncrementalSha256;
  /** HMAC-SHA256. */
  hmacSha256(key: Uint8Array, data: Uint8Array): Promise<Uint8Array>;
  /**
   * Verifies a signature with a public key given as DER SubjectPublicKeyInfo (C2PA claim signatures);
   * ECDSA signatures are raw `r‖s`. Optional: WebCrypto does it otherwise. Rejects when the runtime
   * cannot use the key or algorithm (the caller then tries WebCrypto).
   */
  verifySpki?(
    spki: Uint8Array,
    algorithm: SignatureAlgorithm,
    data: Uint8Array,
    signature: Uint8Array,
  ): Promise<boolean>;
  /**
   * The IP addresses a host name resolves to (Node: `node:dns`), so that a remote manifest URL naming a
   * host that resolves to a private address is refused. Optional: elsewhere names are judged as written.
   */
  resolveHost?(name: string): Promise<string[]>;
  /**
   * A GET of `url` that connects only to `addresses` (those {@link resolveHost} gave and the caller
   * checked), never resolving the host name again; the `Host` header, TLS's server name and certificate
   * check stay on the name. Optional, with `resolveHost` (Node: `node:https` with a `lookup` that answers
   * the checked addresses); without it a checked name is fetched by `fetch`, which resolves it again.
   */
  fetchPinned?(url: string, init: RequestInit, addresses: readonly string[]): Promise<Response>;
  /**
   * The 64-bit ISCC Image-Code (`ISCC:…`) of a picture's bytes, decoded by the runtime's own decoder
   * (Node: sharp, `@tlp/core/fingerprint/node`), what finds a licensed picture that lost its content
   * credentials. Optional: elsewhere the browser's decoder (`fingerprintInBrowser`) is used. Rejects with
   * an `ImageFingerprintError` for bytes it cannot decode, or of more pixels than `maxPixels`.
   */
  fingerprintImage?(bytes: Uint8Array, maxPixels?: number): Promise<string>;
}
