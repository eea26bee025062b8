/**
 * The page's verifier on the page itself, over one verification session of `@tlp/core` (`createVerifier`):
 * what the page adds is only how an input is labelled, and the receipt page's word for a receipt another
 * origin issued. Loaded when a receipt is first verified (and for files where no worker runs).
 */
import { createVerifier, type Verifier as Session } from '@tlp/core';
import { mediaFormatsOf } from '@tlp/core/worker';
import type { IssuerConfig } from './issuer.js';
import { type Outcome, outcomeOf } from './outcome.js';
import { type MediaFormats, sessionSettings, type Verifier } from './verifier.js';

function shorten(text: string): string {
  return text.length > 40 ? `${text.slice(0, 24)}…${text.slice(-8)}` : text;
}

/** Verifies receipts, receipt IDs and files for one page: one session, one key cache per issuer. */
export class PageVerifier implements Verifier {
  private readonly session: Session;

  constructor(readonly config: IssuerConfig) {
    this.session = createVerifier({ ...sessionSettings(config), fetch: config.fetch });
  }

  /** The formats the session reads (with the worker protocol's reading of them: only where no worker runs). */
  async formats(): Promise<MediaFormats> {
    return mediaFormatsOf(await this.session.media());
  }

  /** Starts loading the C2PA library and the trust anchors (on the first sign that a file is coming). */
  warmUp(): void {
    this.session.warmUp();
  }

  /** A file: the `File` itself goes to the session, never a copy, read in slices where its format allows. */
  async verifyImage(
    file: Blob & { name?: string },
    onProgress?: (readBytes: number, size: number) => void,
  ): Promise<Outcome> {
    const started = performance.now();
    const verdict = await this.session.verify(file, onProgress ? { onProgress } : {});
    return outcomeOf(verdict, file.name ?? 'file', started);
  }

  /** Whatever was pasted: a JWS, a receipt ID, a receipt URL, or a receipt object. */
  async verifyPasted(text: string): Promise<Outcome> {
    const started = performance.now();
    const value = text.trim();
    const verdict = await this.session.verify(value);
    if (verdict.input === 'receipt_id' || verdict.input === 'receipt_url')
      return (await import('./receipt-lookup.js')).lookedUp(verdict, value, this.config, started);
    const label =
      verdict.input === 'receipt_object'
        ? String(verdict.object?.id ?? 'receipt object')
        : shorten(verdict.input === 'jws' ? value.replace(/\s+/g, '') : value) || 'empty';
    return outcomeOf(verdict, label, started);
  }

  /** The receipt of the receipt page: `<issuer>/v1/receipts/<id>`, verified against its own JWS. */
  async verifyReceiptId(id: string): Promise<Outcome> {
    const started = performance.now();
    const verdict = await this.session.verify(id);
    return (await import('./receipt-lookup.js')).lookedUp(verdict, id, this.config, started);
  }
}
