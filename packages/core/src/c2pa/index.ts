/**
 * C2PA for TLP: embed the license assertion `ai.<service>.license` in every container of `./asset/`
 * (PNG, JPEG, WebP, WAV, MP3, MP4, MOV, M4A, HEIC/HEIF, AVIF), read and verify it.
 * Reading is our own code (read/index.ts and what it imports: no c2pa-ts, no @peculiar), and so is writing
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
} from './asset/container.js';
export {
  DEFAULT_SERVICE,
  LICENSE_LABEL_PATTERN,
  type LicenseAssertionData,
  licenseAssertion,
  licenseLabel,
} from './claim/license-assertion.js';
export {
  SOFT_BINDING_LABEL,
  type SoftBindingAssertion,
  type SoftBindingBlock,
  type SoftBindingData,
  softBindingAssertion,
} from './claim/soft-binding.js';
export {
  type ChainCertificate,
  checkTrust,
  describeSigner,
  type SignerInfo,
  type TrustResult,
} from './cose/trust.js';
export {
  inspectManifest,
  type ManifestInspection,
  type ReadOptions,
  readLicenseAssertion,
} from './read/index.js';
export { inspectManifestStore, type SoftBindingRead, type StoreInspection } from './read/store-alone.js';
export { type ContentOptions, verifyContentWithC2pa } from './verify-content.js';
export {
  CLAIM_GENERATOR,
  derivedUuid,
  type EmbedOptions,
  embedLicenseAssertion,
  TRAINED_ALGORITHMIC_MEDIA,
} from './write/embed.js';
export { type AssertionContent, type ClaimSigner, COSE_ES256 } from './write/manifest-writer.js';
export { createSidecarManifest, type SidecarInput } from './write/sidecar.js';
export { type C2paSignerInput, createC2paSigner, type RawSigner } from './write/signer.js';
export { stripManifest } from './write/strip.js';
