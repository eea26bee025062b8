/**
 * The words of every verdict in English: the source of the catalog type ({@link VerdictMessages}) that
 * every other language's catalog (`@tlp/core/messages/<lang>`) must satisfy, key for key.
 *
 * A message is a string with `{name}` placeholders, or a {@link Plural}: one string per plural category
 * of the language (`Intl.PluralRules`), the count in `{count}`. Codes, IDs and digests are never inside
 * a message: they are placeholders or stay outside.
 */
import type { ContentFailureCode, ReceiptLookupFailureCode } from '../../verdicts.js';
import type { Catalog } from './catalog.js';

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
type ByThing = { image: string; video: string; audio: string; document: string; receipt: string };
/** What a licensed output is called, by its medium. */
type ByMedium = { image: string; video: string; audio: string; document: string };

export const messages = {
  /** The locale its dates and plural rules follow (`Intl`): English dates read `27 November 2026`. */
  locale: 'en-GB',
  headline: {
    licensed: 'Licensed and valid',
    recovered: 'Recognised as a licensed image, but not byte for byte',
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
    document: 'this document',
    receipt: 'this receipt',
  } as ByThing,
  /** `This image`, at the start of a sentence. */
  ThisThing: {
    image: 'This image',
    video: 'This video',
    audio: 'This audio file',
    document: 'This document',
    receipt: 'This receipt',
  } as ByThing,
  generated: {
    image: 'a generated image',
    video: 'a generated video',
    audio: 'a generated audio file',
    document: 'a generated document',
  } as ByMedium,
  theLicensed: {
    image: 'the licensed image',
    video: 'the licensed video',
    audio: 'the licensed audio file',
    document: 'the licensed document',
  } as ByMedium,
  useCheck: 'a planned generation (a check, before any output was made)',
  useOther: 'a use of kind “{kind}”',
  /** What a receipt licenses and the use its check allowed (`tlp.use`), when the receipt signs it. */
  allowedUse: '{output} used in {purpose} ({channels}; {territories})',
  commercial: 'commercial {purpose}',
  nonCommercial: 'non-commercial {purpose}',
  /** The purposes of a use (`use.purpose`). */
  purposes: {
    advertising: 'advertising',
    personal: 'personal use',
    'branded content': 'branded content',
  } as Record<string, string>,
  /** Where a use runs (`use.channels`). */
  channels: { social: 'social media', web: 'web', tv: 'TV', in_app: 'in-app' } as Record<string, string>,
  /** The territory `WW`. */
  worldwide: 'worldwide',
  /** A value this verifier has no word for, as it is. */
  quoted: '“{value}”',
  /** A file whose signed credentials verify, but whose bytes changed after signing (`changedAfterSigning`). */
  changed: {
    image: 'This image was changed after it was signed',
    video: 'This video was changed after it was signed',
    audio: 'This audio file was changed after it was signed',
    document: 'This document was changed after it was signed',
  } as ByMedium,
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
  /** A picture recognised by its fingerprint (`recovered`): what it matches, and how alike they are. */
  recovered: {
    one: '{Thing} matches an image {talent} is licensed for ({use}, by {issuer} since {date}; {until}), similarity {similarity}/100',
    other:
      '{Thing} matches an image {talent} are licensed for ({use}, by {issuer} since {date}; {until}), similarity {similarity}/100',
  } as Plural,
  recoveredNoTalent:
    '{Thing} matches an image cleared as {use} that uses no talent’s name, likeness or voice (by {issuer} since {date}; {until}), similarity {similarity}/100',
  /** Then why it is not the licensed file itself: its credentials are gone, or no longer match its bytes. */
  recoveredStripped:
    '{match}; its content credentials were removed or it was re-encoded, so it is not byte for byte the licensed file.',
  recoveredChanged:
    '{match}; its own content credentials no longer match its bytes (it was edited or re-encoded after it was signed), so it is not byte for byte the licensed file.',
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
  /** Each verdict code's explanation, in a few words (its full text: `./en-texts.ts`). */
  titles: {
    malformed: 'Not a readable receipt',
    alg_not_allowed: 'Signed with a method that is not allowed',
    typ_mismatch: 'Not a receipt',
    kid_unknown: 'Signed with a key the issuer does not publish',
    signature_invalid: 'The signature does not match',
    issuer_mismatch: 'Issued by someone else',
    version_unsupported: 'Unknown protocol version',
    test_key_in_live_mode: 'Test receipt where a real one was expected (or the reverse)',
    keys_unavailable: 'Could not get the issuer’s public keys',
    receipt_mismatch: 'The receipt record and its signature disagree',
    no_manifest: 'No content credentials',
    no_license_assertion: 'Content credentials, but no license',
    manifest_invalid: 'The content credentials are broken',
    content_mismatch: 'Not the licensed image',
    remote_manifest: 'Content credentials kept elsewhere',
    unsupported_media_type: 'Unsupported file type',
    invalid_options: 'The verifier was set up wrongly',
    not_found: 'No such receipt',
    fetch_failed: 'Could not reach the issuer',
  } satisfies Record<VerdictCode, string>,
  /** The title of a code this verifier does not know (from a newer library). */
  unknownTitle: 'Not valid',
};

/** The verdict catalog of one language: the English one's keys, each message in that language. */
export type VerdictMessages = Catalog<typeof messages>;
