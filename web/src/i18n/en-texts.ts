/**
 * What the page's own codes mean, in English: loaded apart from the page's words (which hold their
 * titles), with `@tlp/core`'s texts of the verdict codes, since only a verdict that fails needs them.
 */
import type { Catalog } from '@tlp/core';

export { texts as verdict } from '@tlp/core/messages/en-texts';

export const page = {
  issuer_not_allowed:
    'This receipt comes from a license server this page is not configured to trust, so it was not checked and nothing was fetched from that server. Verify it on that issuer’s own page.',
  issuer_elsewhere:
    'The receipt was issued by another license server than the one serving this page, so its keys are not here to check it with. This says nothing against the receipt: open it on its issuer’s own page.',
  unsupported_input:
    'Paste a receipt (the long text starting with “eyJ”), a receipt ID (starting with “rcpt_”), or a receipt link; or choose an image, a video or an audio file.',
  file_too_large:
    'Files of this format are read into memory whole to be verified, and are verified here up to 256 MB. Videos (MP4, MOV), M4A audio and HEIC or AVIF photos are read in pieces, at any size.',
};

/** The page's texts of one language: the English one's keys. */
export type PageTexts = Catalog<typeof page>;
