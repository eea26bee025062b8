import { fill } from '@tlp/core';
import { words } from './i18n/index.js';

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
  /**
   * No content credentials of its own (none, or a manifest its bytes no longer match), recognised by its
   * fingerprint at the issuer as a licensed image: licensed, but not this file byte for byte.
   */
  | { state: 'recovered'; title: string; text: string; receiptUrl: string; test: boolean }
  | { state: 'invalid'; title: string; text: string; receiptUrl: string | null }
  | { state: 'unchecked'; title: string; text: string }
  /** The image carries no license: no badge. */
  | { state: 'none' };

/** The image's server refused this page its bytes (CORS): not checked. */
export function corsRefused(): EmbedVerdict {
  return { state: 'unchecked', title: words.cannotCheck, text: words.corsRefused };
}

/** The image is larger than the embed fetches: not checked. */
export function tooLarge(): EmbedVerdict {
  return { state: 'unchecked', title: words.cannotCheck, text: words.tooLarge };
}

export function unreachable(status: number | null): EmbedVerdict {
  return {
    state: 'unchecked',
    title: words.cannotCheck,
    text: status === null ? words.unreachable : fill(words.unreachableStatus, { status }),
  };
}

/** The license names an issuer this page does not accept (null: the page accepts none). */
export function notAccepted(issuer: string | null): EmbedVerdict {
  return {
    state: 'invalid',
    title: words.notAcceptedTitle,
    text: fill(words.notAccepted, { issuer: issuer ?? words.noIssuer }),
    receiptUrl: null,
  };
}
