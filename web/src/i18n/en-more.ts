/**
 * The page's words that only some of its views show, in English: a failed verdict's explanation, the
 * receipt page, the samples (a file's verdict has its own: `./en-files.ts`). A chunk apart from `./en.ts`,
 * loaded with those views (`loadMore`), so that the page and a first verdict carry none of them; the
 * source of the type every other language's (`./de-more.ts`…) must satisfy, key for key.
 */
import type { Catalog } from '@tlp/core';

export const more = {
  verifyAnother: 'Verify an image or another receipt',
  samples: 'Try a sample',
  samplesText:
    'Files this sandbox signed when it started. Click one to verify it here, or download it to drop it above or to pass it to {command}.',
  /** Each sample's title, by its file (the server's list gives them in English). */
  sampleTitles: {
    'licensed.jpg': 'Licensed photo (JPEG)',
    'licensed.png': 'Licensed image (PNG)',
    'licensed.mp4': 'Licensed video (MP4)',
    'licensed.wav': 'Licensed audio (WAV)',
    'tampered.jpg': 'Changed after signing',
    'plain.jpg': 'No content credentials',
    'receipt.jws': 'A receipt on its own',
  } as Record<string, string>,
  fetching: 'Fetching and verifying the receipt…',
  receiptId: 'Receipt {id}',
  publicRecord: 'The receipt’s public record (JSON)',
  why: 'Why: {title}',
  openOnIssuer: 'Open this receipt on its issuer’s page',
  technical: 'Code {code}: {message}',
  /** The page's own codes, for inputs it could not hand to a verifier. */
  /** The page's own codes, in a few words (their full text: `./en-texts.ts`). */
  titles: {
    issuer_not_allowed: 'Issuer not verified here',
    issuer_elsewhere: 'This receipt belongs to another server',
    unsupported_input: 'Not something that can be verified',
    file_too_large: 'File too large',
  } satisfies Record<string, string>,
};

/** The words of those views in one language: the English catalog's keys, each message in that language. */
export type MoreMessages = Catalog<typeof more>;
