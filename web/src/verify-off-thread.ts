/**
 * The page's verifier: dropped files go to a worker (`verify-files.ts`, loaded with the worker at the
 * first sign of a file: the C2PA library is loaded and a file hashed there, never on the page's main
 * thread); receipts are verified on the page (a few milliseconds, with the small receipt code, `verify.ts`,
 * loaded when a receipt first needs it). Neither path carries the other's code.
 */
import type { IssuerConfig } from './issuer.js';
import type { Outcome } from './outcome.js';
import type { MediaFormats, Verifier } from './verifier.js';
import type { PageVerifier } from './verify.js';
import type { FileVerifier } from './verify-files.js';

/** A verifier whose files (and the C2PA library) go to a worker, once one is running. */
export class OffThreadVerifier implements Verifier {
  private page: Promise<PageVerifier> | null = null;
  private files: Promise<FileVerifier> | null = null;

  constructor(readonly config: IssuerConfig) {}

  /** The verifier on the page (verify.ts), loaded at its first use. */
  private onPage(): Promise<PageVerifier> {
    this.page ??= import('./verify.js').then(({ PageVerifier }) => new PageVerifier(this.config));
    return this.page;
  }

  /** The files' verifier (verify-files.ts), loaded at the first sign of a file. */
  private fileVerifier(): Promise<FileVerifier> {
    this.files ??= import('./verify-files.js').then(
      ({ FileVerifier }) => new FileVerifier(this.config, () => this.onPage()),
    );
    return this.files;
  }

  async verifyPasted(text: string): Promise<Outcome> {
    return (await this.onPage()).verifyPasted(text);
  }

  async verifyReceiptId(id: string): Promise<Outcome> {
    return (await this.onPage()).verifyReceiptId(id);
  }

  /** Starts the worker, which loads the C2PA library and the trust anchors (on the first sign of a file). */
  warmUp(): void {
    void this.formats().catch(() => {});
  }

  async formats(): Promise<MediaFormats> {
    return (await this.fileVerifier()).formats();
  }

  async verifyImage(
    file: Blob & { name?: string },
    onProgress?: (readBytes: number, size: number) => void,
  ): Promise<Outcome> {
    return (await this.fileVerifier()).verifyImage(file, onProgress);
  }
}
