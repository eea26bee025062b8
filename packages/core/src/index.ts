/**
 * `@tlp/core`: verify Talent Licensing Protocol receipts, tokens, webhooks and content, in Node and in
 * browsers. Every verifier returns a verdict value; nothing throws on bad input.
 *
 * Zod schemas of every protocol object are at `@tlp/core/schemas` (kept apart so that a page
 * verifying receipts does not load them).
 */
export type { ByteSource, MediaInput } from './c2pa/asset/byte-source.js';
export type { SoftBindingAssertion, SoftBindingBlock, SoftBindingData } from './c2pa/claim/soft-binding.js';
export type { ContentOptions } from './c2pa/verify-content.js';
export type { EmbedOptions } from './c2pa/write/embed.js';
export { type ImageDimensions, imageDimensions } from './content/dimensions.js';
export {
  embedLicenseAssertion,
  loadMediaSupport,
  type MediaSupport,
  readLicenseAssertion,
  verifyContent,
} from './content/index.js';
export { mayCarryManifest } from './content/manifest-marker.js';
export { type SniffedFormat, type SniffedKind, sniffContent } from './content/sniff.js';
export { SNIFF_BYTES } from './content/sniff-bytes.js';
export { type DigestInput, type Sha256Digest, sha256Digest, verifyDigest } from './digest/sha256.js';
export {
  allowedUseInWords,
  type CheckedThing,
  changedAfterSigning,
  type DescribableVerdict,
  dateInWords,
  describeVerdict,
  NAME_NOT_PUBLISHED,
  talentInWords,
  type VerdictFacts,
  type VerdictStatus,
  type VerdictWords,
  verdictTitle,
} from './explain/describe-verdict.js';
export type { VerdictExplanation } from './explain/explain-live.js';
export {
  type Explanation,
  explainChange,
  explainVerdict,
  VERDICT_EXPLANATIONS,
  type VerdictCode,
} from './explain/explain-verdict.js';
export { type IngredientState, ingredientState } from './explain/ingredient-state.js';
export { messages as ENGLISH_VERDICTS, type Plural, type VerdictMessages } from './explain/messages/en.js';
export type { VerdictTexts } from './explain/messages/en-texts.js';
export { fill, plural } from './explain/messages/format.js';
export {
  type Catalog,
  directionOf,
  LANGUAGES,
  type Language,
  pickLanguage,
} from './explain/messages/languages.js';
export { loadCatalog, loadVerdictMessages, loadVerdictTexts } from './explain/messages/load-catalog.js';
export { type Es256Jwk, es256KeysOf } from './keys/jwks.js';
export {
  createKeyResolver,
  type KeyLookup,
  type KeyResolver,
  type KeyResolverOptions,
  normalizeIssuer,
} from './keys/resolver.js';
export { pemCertificates, TRUST_ANCHORS_PATH } from './keys/trust-anchors.js';
export { TLP_VERSION } from './lib/verify-signed.js';
export type { VerifyOptions } from './options.js';
export { decodeUnverifiedPayload } from './receipt/decode-unverified.js';
export { parseReceiptReference, RECEIPT_ID_PATTERN, type ReceiptReference } from './receipt/receipt-id.js';
export { type VerifyReceiptReferenceOptions, verifyReceiptReference } from './receipt/reference.js';
export { RECEIPT_TYP, verifyReceipt } from './receipt/verify.js';
export {
  AUTHORIZATION_TYP,
  type AuthorizationClaims,
  type VerifyAuthorizationOptions,
  verifyAuthorization,
} from './tokens/authorization.js';
export { SESSION_TYP, type SessionClaims, verifySessionToken } from './tokens/session.js';
export type * from './verdicts.js';
export {
  createVerifier,
  type IssuerOption,
  MAX_RECEIPT_BYTES,
  type Mode,
  type Verifier,
  type VerifierLimits,
  type VerifierOptions,
  type VerifyCall,
  type VerifyInput,
} from './verifier/create-verifier.js';
export type { LiveVerdict } from './verifier/live.js';
export {
  type ContentFacts,
  type FailureState,
  type FingerprintMatch,
  type InputKind,
  isValid,
  type Medium,
  mediumOf,
  type SessionCode,
  type SessionFailureCode,
  type ValidState,
  VERDICT_STATES,
  type Verdict,
  type VerdictDetails,
  type VerdictState,
} from './verifier/verdict.js';
export { type VerifyWebhookOptions, verifyWebhook, WEBHOOK_TOLERANCE_SECONDS } from './webhook/verify.js';
