/**
 * The page's own words in English (the verifier, the receipt page): the source of the catalog type that
 * every other language's catalog (`./de.ts`…) must satisfy, key for key. The verdicts' words are
 * `@tlp/core`'s catalogs. A message is a string with `{name}` placeholders, or a `Plural` (one string
 * per plural category of the language, the count in `{count}`).
 */
import type { Catalog, Plural } from '@tlp/core';

export const page = {
  /** The document's title. */
  title: 'TLP verifier: licensed media and receipts',
  skip: 'Skip to content',
  brand: 'TLP verifier',
  receiptsFrom: 'Talent license receipts from {issuer}',
  otherIssuers: { one: ' and {count} other issuer', other: ' and {count} other issuers' } as Plural,
  /** The language switcher's label. */
  language: 'Language',
  heading: {
    receipt: 'License receipt',
    not_a_receipt: 'No receipt at this link',
    verifier: 'Verify licensed media or a receipt',
  },
  notAReceipt:
    '“{text}” is not a receipt ID. A receipt ID starts with {prefix}, followed by 26 letters and digits: check that the link was copied in full.',
  verifyAny: 'Verify an image or a receipt',
  footer: 'Verification runs in this browser with {library}. The page talks to no host but {hosts}.',
  /** The inputs. */
  whatToVerify: 'What to verify',
  drop: 'Drop an image, a video or an audio file here',
  choose: 'Choose a file',
  recognised: '{formats}: recognised by their content.',
  anySize: 'Files of any size.',
  allUpTo: 'Files up to {mb} MB.',
  someUpTo: '{whole} up to {mb} MB (read into memory whole); the others at any size (read in pieces).',
  neverUploaded: 'The file is checked in this browser and never uploaded.',
  pasteLabel: 'Receipt, receipt ID or receipt link',
  pasteHint: 'A receipt starts with {jws}; an ID with {id}; a link ends in {link}.',
  verify: 'Verify',
  sampleReceipt: 'the sample receipt',
  pastedReceipt: 'receipt',
  verifying: 'Verifying {what}…',
  /** The verdict. */
  result: 'Verification of {label}',
  checked: 'Checked: {label}',
  testMode: 'Test mode: a sandbox receipt, it licenses nothing real.',
  how: 'Checked {label} in this browser in {ms} ms.',
  howAgainst: 'Checked {label} in this browser in {ms} ms against {issuer}.',
  /** The receipt's details. */
  receipt: 'Receipt',
  receiptIdLabel: 'Receipt ID',
  decision: 'Decision',
  talent: 'Talent',
  noneNamed: 'none named',
  assurance: 'Assurance',
  notStated: 'not stated',
  issuedAt: 'Issued at',
  kind: 'Kind',
  kindOf: '{kind} of {subject}',
  mode: 'Mode',
  live: 'live',
  test: 'test (sandbox)',
  licensedOutput: 'Licensed output',
  purpose: 'Purpose',
  channels: 'Channels',
  territories: 'Territories',
  licenses: 'Licenses',
  noLicense: 'No license is named.',
  license: 'License',
  revision: '{license} revision {revision}',
  termsDigest: 'Terms digest',
  signature: 'Signature',
  algorithm: 'Algorithm',
  keyId: 'Key ID',
  keyFrom: 'Key from',
  keysOf: 'the keys {issuer} publishes ({discovery}, then its JWKS)',
  keysGiven: 'a key set given to the verifier',
};

/** The page's catalog of one language: the English one's keys, each message in that language. */
export type PageMessages = Catalog<typeof page>;
