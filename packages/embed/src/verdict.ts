/** What a badge shows: the outcome of checking one image or receipt, in plain words. */
export type EmbedVerdict =
  | {
      state: 'licensed';
      /** The verdict in plain words (`describeVerdict` of `@tlp/core`): a headline. */
      headline: string;
      /** Who is licensed, for what use, by whom, since when, and whether this file is the one. */
      sentence: string;
      /** Talent IDs the receipt licenses. */
      talent: string[];
      /** The talent by the names the issuer published, or "…not published by the issuer". */
      talentInWords: string;
      /** What was licensed, in words: `generation, allowed (observed)`. */
      use: string;
      issuer: string;
      /** When the receipt was issued (ISO 8601). */
      issuedAt: string;
      receiptId: string;
      /** The issuer's page for the receipt. */
      receiptUrl: string;
      /** A test receipt from a sandbox: licenses nothing real. */
      test: boolean;
      /** The C2PA signer chains to the page's trust anchors (null: no anchors were given, or no image). */
      trusted: boolean | null;
    }
  | { state: 'invalid'; title: string; text: string; receiptUrl: string | null }
  | { state: 'unchecked'; title: string; text: string }
  /** The image carries no license: no badge. */
  | { state: 'none' };

export const CORS_REFUSED: EmbedVerdict = {
  state: 'unchecked',
  title: 'Cannot check',
  text: 'The image’s server does not allow this page to read it, so its license could not be checked.',
};

export const TOO_LARGE: EmbedVerdict = {
  state: 'unchecked',
  title: 'Cannot check',
  text: 'The image is too large to check in the browser.',
};

export function unreachable(status: number | null): EmbedVerdict {
  return {
    state: 'unchecked',
    title: 'Cannot check',
    text:
      status === null
        ? 'The image could not be downloaded for checking.'
        : `The image could not be downloaded for checking (the server answered ${status}).`,
  };
}
