import { toHex } from '../../lib/base64-encode.js';
import { utf8 } from '../../lib/base64url.js';
import { platform } from '../../platform/current.js';
import { layoutOf } from '../asset/bmff.js';
import { bytesSource } from '../asset/byte-source.js';
import { contentOf, detectMediaType, normalizeMediaType, supportedNames } from '../asset/container.js';
import { formatOf, locateManifest } from '../asset/index.js';
import type { ManifestWriter } from '../asset/types.js';
import {
  checkLicenseLabel,
  type LicenseAssertionData,
  licenseAssertion,
  licenseLabel,
} from '../claim/license-assertion.js';
import { type SoftBindingAssertion, softBindingAssertion } from '../claim/soft-binding.js';
import { bmffDigest, defaultBmffExclusions } from '../hard-binding/bmff-hash.js';
import { digestWithoutRanges } from '../hash/range-digest.js';
import { sha256Streaming } from '../hash/streaming-digest.js';
import {
  type AssertionContent,
  dataHashContent,
  dataHashPadding,
  type ManifestInput,
  measureManifest,
  placeholderDataHash,
  signManifest,
} from './manifest-writer.js';
import { type C2paSignerInput, createC2paSigner } from './signer.js';

/** IPTC digital source type of generated images ("created by a trained algorithm"). */
export const TRAINED_ALGORITHMIC_MEDIA =
  'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';

/** The actions of a generated output: `c2pa.created`, by a trained algorithm. */
export const CREATED_ACTIONS: AssertionContent = {
  label: 'c2pa.actions.v2',
  content: { actions: [{ action: 'c2pa.created', digitalSourceType: TRAINED_ALGORITHMIC_MEDIA }] },
};

/** `claim_generator_info.name` of the claims written here. */
export const CLAIM_GENERATOR = 'TLP reference implementation';

/**
 * Room for the COSE signature in the manifest. An ES256 signature takes 64 bytes; 1,000 keeps the CBOR
 * length prefix of the padding the same size before and after signing.
 */
const SIGNATURE_PADDING = 1000;

export interface EmbedOptions {
  /** The assertion label (default `ai.tlp.license`). */
  label?: string;
  /**
   * A `c2pa.soft-binding` assertion to write beside the license assertion: the generation's
   * `c2pa.soft_binding`, as the license server returned it (its values base64, written as bytes).
   */
  softBinding?: SoftBindingAssertion;
}

/** A UUID (RFC 9562 version 8: derived, not random) from the first 16 bytes of a hash. */
export function derivedUuid(hash: Uint8Array): string {
  const b = hash.slice(0, 16);
  b[6] = ((b[6] as number) & 0x0f) | 0x80;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = toHex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The license assertion's data, checked: exactly `{receipt, verify_url}`, the receipt not empty; else a `TypeError`. */
export function checkLicenseData(data: LicenseAssertionData): LicenseAssertionData {
  if (!data || typeof data !== 'object') throw new TypeError('data must be {receipt, verify_url}');
  if (typeof data.receipt !== 'string' || data.receipt.length === 0) {
    throw new TypeError('data.receipt must be the receipt JWS (a non-empty string)');
  }
  if (typeof data.verify_url !== 'string') throw new TypeError('data.verify_url must be a string');
  return { receipt: data.receipt, verify_url: data.verify_url };
}

/**
 * Embeds the license assertion `ai.<service>.license` = `{receipt, verify_url}` in a signed C2PA
 * manifest (claim v2, a `c2pa.actions.v2` assertion with `c2pa.created` and digital source type
 * `trainedAlgorithmicMedia`, a SHA-256 data hash binding, or for ISO BMFF a
 * `c2pa.hash.bmff.v3` BMFF hash, and with `options.softBinding` a `c2pa.soft-binding` assertion) and
 * returns the new file. The manifest is
 * signed with ES256 by `signer`: PEM certificate, optional PEM intermediates, and a PKCS#8 PEM key,
 * a WebCrypto key or a `{sign(payload)}` signer.
 *
 * A manifest already in the file is replaced, so the bytes outside the manifest, the ones
 * {@link stripManifest} gives back and `tlp.artifact.sha256` is the digest of, stay the original's.
 * Nothing in the manifest is random or a clock reading (instance ID and manifest label derive from the
 * content digest and the data): with a deterministic signer the output is reproducible.
 *
 * This is the issuing side: unlike the verifiers it throws, a `TypeError` for an unsupported media
 * type, bytes that are not of that type, bad data or a bad signer.
 *
 * @example
 * const signed = await embedLicenseAssertion(png, 'image/png',
 *   { receipt: jws, verify_url: 'https://example.com/r/rcpt_123' },
 *   { certificate: certPem, privateKey: keyPem });
 */
export async function embedLicenseAssertion(
  bytes: Uint8Array,
  mediaType: string,
  data: LicenseAssertionData,
  signer: C2paSignerInput,
  options: EmbedOptions = {},
): Promise<Uint8Array> {
  const type = normalizeMediaType(mediaType);
  if (!type) {
    throw new TypeError(
      `embedLicenseAssertion supports ${supportedNames()}, not ${JSON.stringify(mediaType)}`,
    );
  }
  if (!(bytes instanceof Uint8Array)) throw new TypeError('bytes must be a Uint8Array');
  const format = formatOf(bytes);
  if (format?.mediaType !== type) {
    // GIF, TIFF, SVG, PDF: c2pa-rs rewrites more than the store to write them (decision 34).
    if (!format && detectMediaType(bytes) === type)
      throw new TypeError(`embedLicenseAssertion reads ${type} files but does not write them`);
    throw new TypeError(`the bytes are ${format?.mediaType ?? 'of no supported format'}, not ${type}`);
  }
  if (!format.writer)
    throw new TypeError(`embedLicenseAssertion reads ${type} files but does not write them`);
  const writeStore = format.writer;
  const license = checkLicenseData(data);
  const label = options.label === undefined ? licenseLabel() : checkLicenseLabel(options.label);
  const softBinding = options.softBinding === undefined ? [] : [softBindingAssertion(options.softBinding)];
  const c2paSigner = await createC2paSigner(signer);

  const location = locateManifest(bytes);
  const content = location ? contentOf(bytes, location) : bytes;
  const sha256 = platform().sha256.bind(platform());
  const contentDigest = await sha256(content);
  const manifestDigest = await sha256(utf8(`${toHex(contentDigest)}\n${label}\n${license.receipt}`));

  let writer: ManifestWriter;
  try {
    // A copy: the writer writes into its buffer, and the caller's bytes stay untouched.
    writer = writeStore(content.slice(), type);
  } catch (error) {
    throw new TypeError(`cannot parse the ${type}: ${(error as Error).message}`);
  }

  const manifest = (binding: AssertionContent): ManifestInput => ({
    label: `urn:c2pa:${derivedUuid(manifestDigest)}`,
    instanceID: `xmp:iid:${derivedUuid(contentDigest)}`,
    claimGenerator: CLAIM_GENERATOR,
    assertions: [CREATED_ACTIONS, licenseAssertion(license, label), ...softBinding, binding],
    signaturePadding: SIGNATURE_PADDING,
  });

  let binding: AssertionContent;
  if (format.hardBinding === 'bmff') {
    // The hash is over the file with its C2PA box, with c2pa-rs's default exclusions (hard-binding/bmff-hash.ts).
    const exclusions = defaultBmffExclusions();
    const bmffHash = (hash: Uint8Array): AssertionContent => ({
      label: 'c2pa.hash.bmff.v3',
      content: { exclusions, alg: 'sha256', hash, name: 'jumbf manifest' },
    });
    await writer.ensureManifestSpace(
      await measureManifest(manifest(bmffHash(new Uint8Array(32))), c2paSigner),
    );
    const file = await writer.getDataRange();
    binding = bmffHash(await bmffDigest(bytesSource(file), layoutOf(file), exclusions, 'SHA-256', true));
  } else {
    const placeholder = { label: 'c2pa.hash.data', content: placeholderDataHash() };
    await writer.ensureManifestSpace(await measureManifest(manifest(placeholder), c2paSigner));
    const exclusion = writer.getHashExclusionRange();
    const file = await writer.getDataRange();
    const digest = sha256Streaming();
    digest.update(file.subarray(0, exclusion.start));
    digest.update(file.subarray(exclusion.start + exclusion.length));
    binding = {
      label: 'c2pa.hash.data',
      content: dataHashContent(exclusion, await digest.final(), dataHashPadding(exclusion)),
    };
  }
  await writer.writeManifestJUMBF(await signManifest(manifest(binding), c2paSigner));
  const output = await writer.getDataRange();
  // The receipt's artifact digest is over the original bytes: the output's content (the output
  // without its manifest, the container's sizes put back) must be them. A container the writer
  // rewrites otherwise (data after a PNG's IEND, say) would never verify, so refuse it here.
  const written = locateManifest(output);
  const outputContent = written?.jumbf
    ? await digestWithoutRanges(output, written.ranges, written.patches)
    : undefined;
  if (outputContent !== `sha256:${toHex(contentDigest)}`) {
    throw new TypeError(
      `embedding would change the ${type} outside its manifest (trailing or malformed data?)`,
    );
  }
  return output;
}
