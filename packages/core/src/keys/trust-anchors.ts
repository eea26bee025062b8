/**
 * Where an issuer publishes the roots of the C2PA signers it vouches for, and how a PEM file of them is
 * read: the one trust rule the verifier page, the receipt page, the publisher embed and the `tlp` command
 * share (see docs/decisions/11-one-trust-rule-for-c2pa-signers.md).
 */

/**
 * The path, on an issuer's origin, of the PEM file of the C2PA signer roots it vouches for (the sandbox
 * publishes its demo signer's root there). The page served by the issuer reads it beside itself; the
 * embed is pointed at it; `tlp verify --mode test` reads it from the issuer.
 *
 * @example
 * ```ts
 * const pem = await (await fetch(`${issuer}${TRUST_ANCHORS_PATH}`)).text();
 * const trustAnchors = pemCertificates(pem);
 * ```
 */
export const TRUST_ANCHORS_PATH = '/trust-anchors.pem';

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

/**
 * Every PEM certificate block in `text`, in order (anything around them is ignored); none for a text
 * that holds none.
 *
 * @example
 * ```ts
 * pemCertificates(readFileSync('roots.pem', 'utf8')); // ['-----BEGIN CERTIFICATE-----\n…', …]
 * ```
 */
export function pemCertificates(text: string): string[] {
  return text.match(PEM_CERTIFICATE) ?? [];
}
