/**
 * What each verdict code means and what to do, in English: the long explanations, loaded apart from the
 * verdict words (`./en.ts`, which holds their titles), since only a verdict that fails needs them. The
 * source of the type every other language's texts (`./<lang>-texts.ts`) must satisfy.
 */
import type { VerdictCode } from './en.js';

/**
 * Each verdict code's explanation, `unknown` for a code this verifier does not know, and
 * `changed_after_signing` for a `manifest_invalid` whose signature verifies but whose bytes changed.
 */
export type VerdictTexts = Record<VerdictCode | 'unknown' | 'changed_after_signing', string>;

export const texts: VerdictTexts = {
  malformed:
    'This is not a well-formed receipt: it should be three dot-separated parts of signed data. It may have been cut off when copied, or it is something else entirely.',
  alg_not_allowed:
    'Receipts must be signed with ES256. This one claims another method (or none at all), which is a common way to forge a signature, so it is rejected without looking further.',
  typ_mismatch:
    'The signed data says it is some other kind of token, not a license receipt. A token issued for one purpose cannot be used as proof of another.',
  kid_unknown:
    'The receipt names a signing key that the issuer does not list among its public keys. It was not signed by this issuer, or it was signed with a key that never existed.',
  signature_invalid:
    'The receipt has been changed after it was signed, or was never signed by this key. Do not rely on anything it says.',
  issuer_mismatch:
    'The receipt says it comes from a different license server than the one it was checked against.',
  version_unsupported:
    'The receipt uses a version of the Talent Licensing Protocol this verifier does not understand.',
  test_key_in_live_mode:
    'Test receipts come from the sandbox and license nothing real. This one mixes test and live: its key and its own claims disagree, or its mode is not the one asked for.',
  keys_unavailable:
    'The issuer’s key list could not be downloaded or read, so the signature could not be checked. This says nothing about the receipt itself: try again later.',
  receipt_mismatch:
    'The receipt record shows different details (decision, talent, licenses, dates…) from what was actually signed. Trust only the signed part, which says otherwise.',
  no_manifest:
    'The image carries no C2PA manifest (content credentials). Nothing in it says where it came from or under which license. It may have been made without one, or the credentials were stripped, for example by a screenshot or a re-upload.',
  no_license_assertion:
    'The image has a C2PA manifest, but it holds no talent license receipt. It does not claim to be a licensed output.',
  manifest_invalid:
    'The image’s C2PA manifest does not verify: its signature is invalid, it is damaged, or the image bytes changed after it was signed.',
  content_mismatch:
    'The receipt is genuine, but this image is not byte for byte the output it licenses: it was edited, re-encoded, or the receipt was copied onto another image.',
  remote_manifest:
    'The image carries no credentials of its own, but points to credentials stored on a web server. They were not downloaded here, so nothing about this image has been checked yet.',
  unsupported_media_type:
    'This kind of file carries no content credentials this verifier can read: the message names the formats it reads.',
  invalid_options:
    'This page asked for the check in a way the verifier cannot honour, so nothing was accepted. This is a fault of the page, not of the receipt: please report it to whoever runs the page.',
  not_found: 'The issuer has no receipt with this ID. Check that it was copied in full.',
  fetch_failed: 'The receipt could not be downloaded from the issuer. Check your connection and try again.',
  unknown: 'Verification failed for a reason this verifier does not know how to describe.',
  changed_after_signing:
    'Its content credentials are signed, and that signature verifies: the signer did sign them. But the file’s bytes are no longer the ones signed: it was edited, re-encoded or damaged after signing, so nothing its credentials say applies to this file.',
};
