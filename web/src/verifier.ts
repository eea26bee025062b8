import type { IssuerConfig } from './issuer.js';
import type { Outcome } from './outcome.js';

/**
 * Files of the formats read into memory whole are refused above this size (256 MiB); the others are
 * read in slices, at any size.
 */
export const MAX_WHOLE_READ_BYTES = 256 * 1024 * 1024;

/** The formats the library verifies (`PNG`, `JPEG`, …), and those of them it reads into memory whole. */
export interface MediaFormats {
  names: string[];
  readWhole: string[];
}

/**
 * What the pages ask of a verifier: `PageVerifier` (verify.ts) does the work; the page's own,
 * `OffThreadVerifier` (verify-off-thread.ts), sends files to a worker and loads `PageVerifier` only
 * when it verifies something on the page itself (a receipt), so a dropped file's path carries no copy
 * of the receipt code.
 */
export interface Verifier {
  readonly config: IssuerConfig;
  formats(): Promise<MediaFormats>;
  warmUp(): void;
  /** A pasted compact JWS, receipt ID, receipt link or receipt object. */
  verifyPasted(text: string): Promise<Outcome>;
  /** The receipt of the receipt page, by its ID. */
  verifyReceiptId(id: string): Promise<Outcome>;
  verifyImage(
    file: Blob & { name?: string },
    onProgress?: (readBytes: number, size: number) => void,
  ): Promise<Outcome>;
}
