/**
 * The embed's own words in English (the badge, its panel, what it says when it cannot check): the source
 * of the catalog type every other language's (`./de.ts`…) must satisfy. The verdicts' words are
 * `@tlp/core`'s catalogs, loaded by the verifier.
 */
import type { Catalog } from '@tlp/core';

export const words = {
  pin: {
    licensed: { text: 'Licensed', label: 'Licensed image: show the license' },
    recovered: { text: 'Recognised', label: 'Recognised as a licensed image, not byte for byte: show how' },
    invalid: { text: 'Not valid', label: 'License not valid: show why' },
    unchecked: { text: 'Cannot check', label: 'Cannot check the license: show why' },
  },
  seeReceipt: 'See the receipt',
  talent: 'Talent',
  talentId: 'Talent ID',
  licensedBy: 'Licensed by',
  issued: 'Issued',
  signer: 'Signer',
  inTrustList: 'in this page’s trust list',
  notInTrustList: 'not in this page’s trust list',
  testNote: 'A test license from a sandbox: it licenses nothing real.',
  checkedNote: 'Checked in your browser against the license server’s published keys.',
  cannotCheck: 'Cannot check',
  corsRefused: 'The image’s server does not allow this page to read it, so its license could not be checked.',
  tooLarge: 'The image is too large to check in the browser.',
  unreachable: 'The image could not be downloaded for checking.',
  unreachableStatus: 'The image could not be downloaded for checking (the server answered {status}).',
  failed: 'The check could not run: {error}',
  notAcceptedTitle: 'Issued by a server this page does not accept',
  notAccepted: 'The license names {issuer}, which is not among the license servers this page trusts.',
  noIssuer: 'no issuer',
  notLicensedTitle: 'Not licensed',
  notLicensed: 'The license server recorded this use as “{decision}”, not allowed.',
  revokedTitle: 'License revoked',
  revoked: 'This image was licensed when it was made, but the license it relied on has been revoked since.',
  suspendedTitle: 'License suspended',
  suspended:
    'This image was licensed when it was made, but the license it relied on has been suspended since.',
};

/** The embed's catalog of one language: the English one's keys, each message in that language. */
export type EmbedMessages = Catalog<typeof words>;
