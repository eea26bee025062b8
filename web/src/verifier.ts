import type { MediaFormats, VerifierSettings } from '@tlp/core/worker';
import type { IssuerConfig, IssuerSettings } from './issuer.js';
import type { Outcome } from './outcome.js';

export type { MediaFormats };

/**
 * Files of the formats read into memory whole are refused above this size (256 MiB); the others are
 * read in slices, at any size.
 */
export const MAX_WHOLE_READ_BYTES = 256 * 1024 * 1024;

/**
 * The page's verification session (`createVerifier` of `@tlp/core`): the allowed issuers (the page's first),
 * the trust anchors file beside the page, either mode (a test receipt is said to be one), the size cap of
 * the formats read whole. The same on the page and in its worker.
 */
export function sessionSettings(settings: IssuerSettings): VerifierSettings {
  return {
    issuers: settings.allowed,
    mode: 'any',
    trustAnchorsUrl: settings.trustAnchorsUrl,
    limits: { maxWholeReadBytes: MAX_WHOLE_READ_BYTES },
  };
}

/**
 * What the pages ask of a verifier: `PageVerifier` (verify.ts) verifies on the page; the page's own,
 * `OffThreadVerifier` (verify-off-thread.ts), sends files to a worker (verify-files.ts) and loads `PageVerifier` only
 * when it verifies something on the page itself (a receipt), so a dropped file's path carries no copy
 * of the receipt code.
 */
export interface Verifier {
  readonly config: IssuerConfig;
  /** The formats the library verifies, and those it reads in slices (the others are read whole). */
  formats(): Promise<MediaFormats>;
  warmUp(): void;
  /** A pasted compact JWS, receipt ID, receipt link or receipt object. */
  verifyPasted(text: string): Promise<Outcome>;
  /** The receipt of the receipt page, by its ID. */
  verifyReceiptId(id: string): Promise<Outcome>;
  /** A file, `onProgress` hearing of the bytes read so far. */
  verifyImage(
    file: Blob & { name?: string },
    onProgress?: (readBytes: number, size: number) => void,
  ): Promise<Outcome>;
}
