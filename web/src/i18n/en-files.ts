/**
 * The words of a file's verdict, in English: its preview notes and its content credentials. A chunk of
 * their own (`loadFileWords`), loaded as a file comes, so that neither the page and a receipt's verdict,
 * nor a file's, carries words it does not show; the source of the type every other language's
 * (`./de-files.ts`…) must satisfy, key for key.
 */
import type { Catalog } from '@tlp/core';

export const files = {
  /** What the page cannot show. */
  previewTooLarge:
    'No preview: the image declares {width} x {height} pixels, more than the {max} megapixels shown here.',
  previewHeic:
    'No preview: this browser cannot show HEIC or HEIF images (Safari can; Chrome, Edge and Firefox cannot). It was checked all the same: the verdict above is about its bytes.',
  previewShow:
    'No preview: this browser cannot show {what}. It was checked all the same: the verdict above is about its bytes.',
  previewPlay:
    'No preview: this browser cannot play {what}. It was checked all the same: the verdict above is about its bytes.',
  /** The content credentials' details. */
  credentials: 'Content credentials (C2PA)',
  noManifest: 'The file holds no C2PA manifest.',
  signer: 'Signer',
  signerNames: 'a certificate that names itself “{subject}”',
  signerIssuer: 'issued by a certificate that names itself “{issuer}”',
  validUntil: 'valid until {date}',
  unknown: 'unknown',
  notChecked: 'not checked',
  valid: 'the signer’s signature is valid',
  invalid: 'the signer’s signature does not verify',
  binding: 'Binding',
  bound: 'the manifest is bound to these bytes',
  changed: 'the content changed after it was signed',
  signerTrust: 'Signer trust',
  trusted: 'chains to a root this verifier trusts',
  untrusted: 'chains to no root this verifier trusts (a certificate’s own name proves nothing)',
  assertion: 'License assertion',
  theOutput: 'byte for byte the licensed output',
  notTheOutput: 'not the licensed output',
  contentDigest: 'Content digest',
  receiptNames: 'the receipt names',
  failures: 'C2PA failures',
};

/** The words of a file's verdict in one language: the English catalog's keys, each message in that language. */
export type FileMessages = Catalog<typeof files>;
