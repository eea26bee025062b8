/**
 * Verdicts are values, never exceptions: every public verifier of `@tlp/core` returns one of these,
 * and callers branch on the stable `code`, never on `message`.
 */

/** Why a receipt (or any signed TLP token) was rejected. */
export type ReceiptFailureCode =
  | 'malformed'
  | 'alg_not_allowed'
  | 'typ_mismatch'
  | 'kid_unknown'
  | 'signature_invalid'
  | 'issuer_mismatch'
  | 'version_unsupported'
  | 'test_key_in_live_mode'
  | 'keys_unavailable'
  | 'receipt_mismatch'
  /** The verifier's options cannot be used (an unknown mode, an invalid `now`, a misspelt option...). */
  | 'invalid_options';

/** Why an authorization or session token was rejected. */
export type TokenFailureCode =
  | Exclude<ReceiptFailureCode, 'receipt_mismatch'>
  | 'expired'
  | 'not_yet_valid'
  | 'audience_mismatch'
  | 'execution_mismatch'
  | 'session_mismatch'
  | 'claims_invalid';

/** Why a webhook delivery was rejected. */
export type WebhookFailureCode =
  | 'headers_missing'
  | 'timestamp_out_of_tolerance'
  | 'signature_invalid'
  | 'malformed'
  | 'invalid_options';

/** Why content (an image) did not verify. */
export type ContentFailureCode =
  | ReceiptFailureCode
  | 'no_manifest'
  | 'no_license_assertion'
  | 'manifest_invalid'
  | 'content_mismatch'
  | 'unsupported_media_type'
  /**
   * The file holds no manifest of its own but names a remote one (XMP `dcterms:provenance`): its URL
   * is `manifest.remoteUrl`. Said when it was not fetched (the default) or could not be fetched.
   */
  | 'remote_manifest';

/** The protected header of a TLP compact JWS. */
export interface JwsHeader {
  alg: string;
  typ?: string;
  kid?: string;
  [name: string]: unknown;
}

/** Claims of a TLP JWS: registered claims plus the protocol's own, nested under `tlp`. */
export interface TlpClaims {
  iss: string;
  sub?: string;
  aud?: string | string[];
  jti?: string;
  iat?: number;
  exp?: number;
  nbf?: number;
  tlp: { ver: string; [name: string]: unknown };
  [name: string]: unknown;
}

/**
 * The use a check allowed, as the check declared it (`use` of POST /checks), signed on its receipts
 * (`tlp.use`): the medium, the kind of use, its purpose, whether commercial, where it runs and in which
 * countries (ISO 3166-1 alpha-2; `WW` worldwide).
 */
export interface ReceiptUse {
  modality: string;
  kind: string;
  purpose: string;
  commercial: boolean;
  channels: string[];
  territories: string[];
}

/** Receipt claims (`typ: tlp-receipt+jwt`), as the sandbox fixtures document lists them. */
export interface ReceiptClaims extends TlpClaims {
  jti: string;
  sub: string;
  iat: number;
  tlp: {
    ver: string;
    kind: string;
    decision: string;
    assurance?: string;
    livemode: boolean;
    talent: string[];
    licenses: Array<{ talent: string; license: string; license_revision: string; terms_digest: string }>;
    request_digest?: string;
    artifact?: { sha256: string; media_type: string } | null;
    c2pa_signer?: string;
    /** Public names of the talent who consented to their publication, by talent ID. */
    talent_names?: Record<string, string>;
    /** The use the check allowed (absent from receipts of issuers that do not sign it). */
    use?: ReceiptUse;
    [name: string]: unknown;
  };
}

export interface Failure<C extends string> {
  valid: false;
  code: C;
  message: string;
}

export type ReceiptVerdict =
  | { valid: true; claims: ReceiptClaims; header: JwsHeader; kid: string; livemode: boolean }
  | Failure<ReceiptFailureCode>;

/** Why a receipt named by its ID or URL was not verified: the receipt's codes, and the lookup's own. */
export type ReceiptLookupFailureCode =
  | ReceiptFailureCode
  /** The issuer answered 404 for the receipt ID. */
  | 'not_found'
  /** The receipt object could not be fetched (network, timeout, a status other than 200 or 404, not JSON). */
  | 'fetch_failed';

/**
 * The verdict of `verifyReceiptReference`, with the receipt object the issuer answered (null when none
 * was fetched), so that a page can show it whatever the verdict.
 */
export type ReceiptLookupVerdict = (
  | Extract<ReceiptVerdict, { valid: true }>
  | Failure<ReceiptLookupFailureCode>
) & { object: Record<string, unknown> | null };

export type TokenVerdict<C extends TlpClaims = TlpClaims> =
  | { valid: true; claims: C; header: JwsHeader; kid: string }
  | Failure<TokenFailureCode>;

export type WebhookVerdict =
  | { valid: true; id: string; timestamp: Date; event: unknown }
  | { valid: false; code: WebhookFailureCode; message: string };

/** What the C2PA manifest of a file says, as far as it could be read. */
export interface ManifestReport {
  /** A C2PA manifest store was found in the file. */
  present: boolean;
  /** The active manifest's claim signature verifies against its signing certificate. */
  signatureValid: boolean;
  /** The hard binding (data hash) matches the file's bytes. */
  bindingValid: boolean;
  /** The signing certificate chains to one of `trustAnchors`. */
  trusted: boolean;
  signer: { subject: string; issuer: string; sha256: string; notAfter: string } | null;
  /** Validation status codes of the C2PA specification that failed (e.g. `assertion.dataHash.mismatch`). */
  failures: string[];
  /** The URL of the remote manifest store the file names (XMP `dcterms:provenance`), when it names one. */
  remoteUrl?: string;
  /**
   * The ingredients of the active manifest (and of their manifests, depth first), when it has any: what
   * each recorded when it was added and what is found now. A failure found now that an ingredient
   * assertion recorded does not make the file invalid (the signer knew it); one that none recorded does,
   * and is among `failures` too (C2PA 2.x, as c2pa-rs judges).
   */
  ingredients?: IngredientReport[];
}

/** One ingredient of a manifest, as the verdict reports it. */
export interface IngredientReport {
  /** The ingredient's title (`dc:title`), when it has one. */
  title: string | null;
  /** Its relationship (`parentOf`, `componentOf`, `inputTo`), when it has one. */
  relationship: string | null;
  /** The label of the ingredient's manifest in this store; `null` for an ingredient without one here. */
  manifest: string | null;
  /** The failure codes its assertion recorded when the ingredient was added (`validationResults`). */
  recorded: string[];
  /** The failure codes found now in the ingredient's manifest. */
  failures: string[];
}

/** The license assertion `ai.<service>.license` as read from a manifest. */
export interface LicenseAssertion {
  label: string;
  receipt: string;
  verify_url: string;
}

export type AssertionRead =
  | { found: true; assertion: LicenseAssertion; manifest: ManifestReport }
  | {
      found: false;
      code:
        | 'no_manifest'
        | 'no_license_assertion'
        | 'manifest_invalid'
        | 'unsupported_media_type'
        | 'remote_manifest';
      message: string;
    };

export interface ContentDetails {
  mediaType: string | null;
  manifest: ManifestReport | null;
  assertion: LicenseAssertion | null;
  receipt: ReceiptVerdict | null;
  /** sha256 of the bytes with the manifest removed, `sha256:<hex>`. */
  contentDigest: string | null;
  /** The content digest equals the receipt's `tlp.artifact.sha256`. */
  contentMatches: boolean | null;
}

export type ContentVerdict =
  | ({ valid: true; trusted: boolean } & ContentDetails & {
        manifest: ManifestReport;
        assertion: LicenseAssertion;
        receipt: Extract<ReceiptVerdict, { valid: true }>;
      })
  | ({ valid: false; code: ContentFailureCode; message: string } & ContentDetails);

/** Content details before anything was read: every field null. */
export function noContentDetails(): ContentDetails {
  return {
    mediaType: null,
    manifest: null,
    assertion: null,
    receipt: null,
    contentDigest: null,
    contentMatches: null,
  };
}

/** Builds a failure verdict. */
export function fail<C extends string>(code: C, message: string): Failure<C> {
  return { valid: false, code, message };
}
