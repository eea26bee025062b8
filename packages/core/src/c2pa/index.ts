/**
 * C2PA for TLP: embed the license assertion `ai.<service>.license` in every container of `./formats/`
 * (PNG, JPEG, WebP, WAV, MP3, MP4, MOV, M4A, HEIC/HEIF, AVIF), read and verify it.
 * Reading is our own code (read.ts and what it imports: no c2pa-ts, no @peculiar), and so is writing
 * (manifest-writer.ts). Browsers load it through dynamic imports (see `../content/index.ts`): receipt-only
 * pages never download it, a verifier never loads the writer, and a container's code comes with the first
 * file of it. No `node:` imports: WebCrypto only.
 */
export {
  detectMediaType,
  normalizeMediaType,
  readsInSlices,
  SUPPORTED_MEDIA_TYPES,
  type SupportedMediaType,
} from './container.js';
export {
  CLAIM_GENERATOR,
  type EmbedOptions,
  embedLicenseAssertion,
  TRAINED_ALGORITHMIC_MEDIA,
} from './embed.js';
export {
  DEFAULT_SERVICE,
  LICENSE_LABEL_PATTERN,
  type LicenseAssertionData,
  licenseAssertion,
  licenseLabel,
} from './license-assertion.js';
export { type AssertionContent, type ClaimSigner, COSE_ES256 } from './manifest-writer.js';
export { inspectManifest, type ManifestInspection, type ReadOptions, readLicenseAssertion } from './read.js';
export { type C2paSignerInput, createC2paSigner, type RawSigner } from './signer.js';
export { stripManifest } from './strip.js';
export {
  type ChainCertificate,
  checkTrust,
  describeSigner,
  type SignerInfo,
  type TrustResult,
} from './trust.js';
export { type ContentOptions, verifyContentWithC2pa } from './verify-content.js';
