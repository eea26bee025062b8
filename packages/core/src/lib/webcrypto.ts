/** WebCrypto parameters of ES256, shared by the verifiers and the C2PA signer. */
export const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** WebCrypto's typings want ArrayBuffer-backed views; ours may be any view (the bytes are the same). */
export const bs = (bytes: Uint8Array) => bytes as Uint8Array<ArrayBuffer>;
