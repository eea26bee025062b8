/**
 * The words of every verdict in English: the source of the catalog type ({@link VerdictMessages}) that
 * every other language's catalog (`@tlp/core/messages/<lang>`) must satisfy, key for key.
 *
 * A message is a string with `{name}` placeholders, or a {@link Plural}: one string per plural category
 * of the language (`Intl.PluralRules`), the count in `{count}`. Codes, IDs and digests are never inside
 * a message: they are placeholders or stay outside.
 */
import type { ContentFailureCode, ReceiptLookupFailureCode } from '../../verdicts.js';

/** One message per plural category of the language (CLDR: zero, one, two, few, many, other). */
export type Plural = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;

/** A verdict code in plain words. */
export interface Explanation {
  /** A short heading in plain words. */
  title: string;
  /** What it means and what to do, in plain words. */
  text: string;
}

/** Every code a receipt, content or receipt-lookup verdict can carry. */
export type VerdictCode = ContentFailureCode | ReceiptLookupFailureCode;

/** What a thing checked is called, by kind: a file of one kind, or a receipt on its own. */
type ByThing = { image: string; video: string; audio: string; receipt: string };
/** What a licensed output is called, by its medium. */
type ByMedium = { image: string; video: string; audio: string };

export const messages = {
  /** The locale its dates and plural rules follow (`Intl`): English dates read `27 November 2026`. */
  locale: 'en-GB',
  headline: {
    licensed: 'Licensed and valid',
    untrusted: 'Valid, but signed by an untrusted signer',
    denied: 'Valid receipt, but the use was not licensed',
    unverified: 'Not verified: no issuer to check it against',
    no_credentials: 'No content credentials',
    invalid: 'Not valid',
  },
  /** `this image`, inside a sentence. */
  thisThing: {
    image: 'this image',
    video: 'this video',
    audio: 'this audio file',
    receipt: 'this receipt',
  } as ByThing,
  /** `This image`, at the start of a sentence. */
  ThisThing: {
    image: 'This image',
    video: 'This video',
    audio: 'This audio file',
    receipt: 'This receipt',
  } as ByThing,
  generated: {
    image: 'a generated image',
    video: 'a generated video',
    audio: 'a generated audio file',
  } as ByMedium,
  theLicensed: {
    image: 'the licensed image',
    video: 'the licensed video',
    audio: 'the licensed audio file',
  } as ByMedium,
  useCheck: 'a planned generation (a check, before any output was made)',
  useOther: 'a use of kind “{kind}”',
  noTalent: 'no talent',
  /** Said of a talent whose name the issuer does not publish (instead of printing an ID as a name). */
  nameNotPublished: 'a talent whose name is not published by the issuer',
  namesNotPublished: {
    one: '{count} talent whose name is not published by the issuer',
    other: '{count} talent whose names are not published by the issuer',
  } as Plural,
  until: {
    permitted: 'still permitted today, says the issuer; no end date is published',
    revoked: 'since revoked by the issuer',
    suspended: 'now suspended by the issuer',
    unknown: 'no end date is published',
  },
  by: 'by {issuer} since {date} ({until})',
  licensedTalent: {
    one: '{talent} is licensed for {use} {by}',
    other: '{talent} are licensed for {use} {by}',
  } as Plural,
  clearedNoTalent: '{use} that uses no talent’s name, likeness or voice was cleared {by}',
  licensedFile: '{base}; {thing} is the very file licensed, byte for byte.',
  licensedReceipt: '{base}; this receipt is genuine.',
  licensedReceiptNaming: '{base}; this receipt is genuine, and names {output} by its digest.',
  untrustedFile:
    '{base}; {thing} is the very file licensed, but its content credentials are signed by a certificate this verifier does not trust.',
  denied: {
    one: '{issuer} recorded on {date} that {talent} was not licensed for {use} (decision “{decision}”).',
    other: '{issuer} recorded on {date} that {talent} were not licensed for {use} (decision “{decision}”).',
  } as Plural,
  unverifiedFile:
    '{Thing} carries a license receipt, but no license server was named to verify it against, so nothing it says has been checked.',
  unverifiedReceipt:
    'No license server was named to verify this receipt against, so nothing it says has been checked.',
  noCredentials:
    'Nothing in {thing} says where it comes from, or that anyone’s name, likeness or voice in it is licensed.',
  /** A sentence made of an explanation's title. */
  titleSentence: '{title}.',
  /** Every verdict code, explained for someone who is not a cryptographer. */
  explanations: {
    malformed: {
      title: 'Not a readable receipt',
      text: 'This is not a well-formed receipt: it should be three dot-separated parts of signed data. It may have been cut off when copied, or it is something else entirely.',
    },
    alg_not_allowed: {
      title: 'Signed with a method that is not allowed',
      text: 'Receipts must be signed with ES256. This one claims another method (or none at all), which is a common way to forge a signature, so it is rejected without looking further.',
    },
    typ_mismatch: {
      title: 'Not a receipt',
      text: 'The signed data says it is some other kind of token, not a license receipt. A token issued for one purpose cannot be used as proof of another.',
    },
    kid_unknown: {
      title: 'Signed with a key the issuer does not publish',
      text: 'The receipt names a signing key that the issuer does not list among its public keys. It was not signed by this issuer, or it was signed with a key that never existed.',
    },
    signature_invalid: {
      title: 'The signature does not match',
      text: 'The receipt has been changed after it was signed, or was never signed by this key. Do not rely on anything it says.',
    },
    issuer_mismatch: {
      title: 'Issued by someone else',
      text: 'The receipt says it comes from a different license server than the one it was checked against.',
    },
    version_unsupported: {
      title: 'Unknown protocol version',
      text: 'The receipt uses a version of the Talent Licensing Protocol this verifier does not understand.',
    },
    test_key_in_live_mode: {
      title: 'Test receipt where a real one was expected (or the reverse)',
      text: 'Test receipts come from the sandbox and license nothing real. This one mixes test and live: its key and its own claims disagree, or its mode is not the one asked for.',
    },
    keys_unavailable: {
      title: 'Could not get the issuer’s public keys',
      text: 'The issuer’s key list could not be downloaded or read, so the signature could not be checked. This says nothing about the receipt itself: try again later.',
    },
    receipt_mismatch: {
      title: 'The receipt record and its signature disagree',
      text: 'The receipt record shows different details (decision, talent, licenses, dates…) from what was actually signed. Trust only the signed part, which says otherwise.',
    },
    no_manifest: {
      title: 'No content credentials',
      text: 'The image carries no C2PA manifest (content credentials). Nothing in it says where it came from or under which license. It may have been made without one, or the credentials were stripped, for example by a screenshot or a re-upload.',
    },
    no_license_assertion: {
      title: 'Content credentials, but no license',
      text: 'The image has a C2PA manifest, but it holds no talent license receipt. It does not claim to be a licensed output.',
    },
    manifest_invalid: {
      title: 'The content credentials are broken',
      text: 'The image’s C2PA manifest does not verify: its signature is invalid, it is damaged, or the image bytes changed after it was signed.',
    },
    content_mismatch: {
      title: 'Not the licensed image',
      text: 'The receipt is genuine, but this image is not byte for byte the output it licenses: it was edited, re-encoded, or the receipt was copied onto another image.',
    },
    remote_manifest: {
      title: 'Content credentials kept elsewhere',
      text: 'The image carries no credentials of its own, but points to credentials stored on a web server. They were not downloaded here, so nothing about this image has been checked yet.',
    },
    unsupported_media_type: {
      title: 'Unsupported file type',
      text: 'This kind of file carries no content credentials this verifier can read: the message names the formats it reads.',
    },
    invalid_options: {
      title: 'The verifier was set up wrongly',
      text: 'This page asked for the check in a way the verifier cannot honour, so nothing was accepted. This is a fault of the page, not of the receipt: please report it to whoever runs the page.',
    },
    not_found: {
      title: 'No such receipt',
      text: 'The issuer has no receipt with this ID. Check that it was copied in full.',
    },
    fetch_failed: {
      title: 'Could not reach the issuer',
      text: 'The receipt could not be downloaded from the issuer. Check your connection and try again.',
    },
  } satisfies Record<VerdictCode, Explanation>,
  /** The explanation of a code this verifier does not know (from a newer library). */
  unknownCode: {
    title: 'Not valid',
    text: 'Verification failed for a reason this verifier does not know how to describe.',
  },
};

/** The verdict catalog of one language: the English one's keys, each message in that language. */
export type VerdictMessages = typeof messages;
