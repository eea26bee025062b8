/** The shape of `expected.json`: every vector, the options to verify it with, and its verdict. */
export type VectorKind =
  | 'receipt'
  | 'receipt_object'
  | 'authorization'
  | 'session'
  | 'webhook'
  | 'image'
  /** Audio, video and images of the other containers (`media/`): verified as `image` vectors are. */
  | 'media';

export interface Vector {
  /** Path relative to `test-vectors/`. */
  file: string;
  kind: VectorKind;
  description: string;
  /** Verifier options besides the issuer and JWKS (which are `discovery.json` / `jwks.json`). */
  options: {
    /** `live`, `test` or `any`; any other value is there to be refused (`invalid_options`). */
    mode?: string;
    now?: string;
    audience?: string;
    execution?: { provider: string; model: string };
    session?: string;
    /** Images and media: accept only this license assertion label. */
    label?: string;
    /** Images and media: trust the vectors' root CA. */
    trustVectorRoot?: boolean;
  };
  expected: { valid: true; trusted?: boolean } | { valid: false; code: string };
}

export interface VectorManifest {
  issuer: string;
  /** How these files were made: `npm run vectors` (test-vectors/generate.ts). */
  generator: string;
  vectors: Vector[];
}
