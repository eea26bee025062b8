import type { Generated } from 'kysely';

/**
 * Tables as Kysely sees them. Types are chosen to mean the same in SQLite and PostgreSQL: booleans are
 * 0/1 integers, JSON and timestamps are text (RFC 3339 UTC with milliseconds, so they sort as text), IDs
 * are text that sorts by creation.
 */
export interface MetaTable {
  key: string;
  value: string;
}

export interface AccountTable {
  id: string;
  display_name: string;
  client_id: string;
  platform_display_name: string;
  /** Null until the account's first authenticated request pins the then current version. */
  api_version: string | null;
  /** Sandbox clock: milliseconds added to real time by `test_helpers/clock/advance`. */
  clock_offset_ms: number;
  created_at: string;
}

export interface ApiKeyTable {
  id: string;
  account_id: string;
  livemode: number;
  /** Hex SHA-256 of the whole key; the key itself is never stored. */
  hash: string;
  /** Last four characters, to tell keys apart in a dashboard. */
  last4: string;
  /** JSON list of scopes; null for an unrestricted key. */
  scopes: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface SigningKeyTable {
  kid: string;
  livemode: number;
  /** PKCS#8 PEM. The sandbox keeps its signing keys in its database (see README). */
  private_pem: string;
  /** JSON public JWK (kty, crv, x, y). */
  public_jwk: string;
  /** `active` signs; `published` is in the JWKS but does not sign yet; `retired` stays published. */
  status: string;
  activates_at: string | null;
  created_at: string;
}

export interface TalentTable {
  id: string;
  livemode: number;
  name: string;
  /** Tells apart talent who share a name (for example `actor`, `chef`). */
  description: string | null;
  /** JSON standing rules of the talent that no license can override (for example prohibited kinds). */
  standing_rules: string;
  /**
   * The name the talent consented to have published on their generation receipts (`tlp.talent_names`),
   * or null: the issuer publishes no name for them (see docs/decisions/).
   */
  public_name?: string | null;
  created_at: string;
}

export interface FacetTable {
  id: string;
  livemode: number;
  talent_id: string;
  type: string;
  label: string;
  status: string;
  modalities: string;
  material_items: number;
  material_updated_at: string | null;
  provider_bindings: string;
  created_at: string;
  updated_at: string;
}

export interface LicenseTable {
  id: string;
  livemode: number;
  status: string;
  talent_id: string;
  licensee_id: string;
  issued_by_party: string;
  issued_by_account: string | null;
  handle: string;
  current_revision_id: string;
  pending_revision_id: string | null;
  revision_number: number;
  terms_digest: string;
  /** JSON scope of the current revision (the signed terms). */
  scope: string;
  /** JSON list of obligation objects the license attaches to an allowed use. */
  obligations: string;
  /** Path under the origin of the acceptance page, for a license not yet accepted. */
  acceptance_path: string | null;
  accepted_at: string | null;
  suspended_at: string | null;
  revoked_at: string | null;
  declined_at: string | null;
  metadata: string;
  created_at: string;
}

export interface LicenseRevisionTable {
  id: string;
  license_id: string;
  revision_number: number;
  /** The canonical JSON text of the signed terms document; `terms_digest` is its SHA-256. */
  signed_terms: string;
  terms_digest: string;
  signed_at: string;
  created_at: string;
}

export interface IdempotencyTable {
  account_id: string;
  livemode: number;
  key: string;
  /**
   * The API key (`api_keys.id`) whose request stored the record: the only key answered its outcome. Null
   * for a record stored before answers were bound to keys, which answers no key
   * (docs/decisions/26-an-idempotency-key-is-bound-to-its-api-key.md).
   */
  api_key_id: string | null;
  /** `METHOD path` of the first request. */
  endpoint: string;
  /** Hex SHA-256 of endpoint and raw body. */
  request_digest: string;
  /** `running` while the first request runs, then `done`. */
  state: string;
  /** Process that claimed the key; a `running` row of another boot is stale. */
  boot_id: string;
  /** Real time (ms) of the claim: another run's `running` claim is in use for a lease from then. */
  claimed_ms: number | null;
  response_status: number | null;
  response_headers: string | null;
  response_body: string | null;
  created_at: string;
  expires_at: string;
  seq: Generated<number>;
}

/** A check: the API object as JSON (`data`) plus what the server keeps private (`private`). */
export interface CheckTable {
  id: string;
  account_id: string;
  livemode: number;
  status: string;
  /** The check object as the API shows it (JSON). */
  data: string;
  /** JSON {execution, licenses relied on with revisions, obligations of those licenses}. */
  private: string;
  created_at: string;
}

export interface GenerationTable {
  id: string;
  account_id: string;
  livemode: number;
  check_id: string;
  candidate_index: number;
  status: string;
  /** For a `checking` generation: when the decision is due (account clock). */
  decide_at: string | null;
  /** The generation object (JSON). */
  data: string;
  /** JSON {request_digest, c2pa_signer, simulated outcome}. */
  private: string;
  created_at: string;
}

/** A license a generation counts against (its delivery limits): one row per generation and license. */
export interface GenerationLicenseTable {
  generation_id: string;
  license_id: string;
}

export interface ReceiptTable {
  id: string;
  account_id: string;
  livemode: number;
  kind: string;
  subject: string;
  /** Bare hex SHA-256 of the artifact (generation receipts), for digest verification. */
  sha256: string | null;
  /** The receipt object as signed (JSON, without `use_status`, which is computed when read). */
  data: string;
  issued_at: string;
}

export interface VerificationTable {
  id: string;
  /** Null for a verification made without a key. */
  account_id: string | null;
  livemode: number;
  data: string;
  created_at: string;
}

/**
 * The soft binding of a generation's image, its 64-bit ISCC Image-Code, indexed for near matches: the code
 * as four chunks of 16 bits, each the key of an index that holds the other three (multi-index hashing, see
 * `soft-bindings/code-index.ts`). The manifest ID names the manifest store the service gives for it.
 */
export interface SoftBindingTable {
  /**
   * The row's number, from 1 up, never reused: SQLite's AUTOINCREMENT rowid, PostgreSQL an identity. On
   * PostgreSQL the table also has `tx`, the ID of the transaction that wrote the row (`xid8`), which only
   * `soft-bindings/code-index.ts` reads (in SQL of its own).
   */
  seq: Generated<number>;
  /** `urn:c2pa:<uuid>`: the label of the manifest `GET /v1/manifests/{manifestId}` answers. */
  manifest_id: string;
  generation_id: string;
  c0: number;
  c1: number;
  c2: number;
  c3: number;
  created_at: string;
}

/** A token bucket shared by every process (PostgreSQL), keyed `<policy> <subject>`. */
export interface RateBucketTable {
  key: string;
  tokens: number;
  updated_ms: number;
  allowed: number;
}

export interface Database {
  checks: CheckTable;
  generations: GenerationTable;
  generation_licenses: GenerationLicenseTable;
  receipts: ReceiptTable;
  verifications: VerificationTable;
  meta: MetaTable;
  accounts: AccountTable;
  api_keys: ApiKeyTable;
  signing_keys: SigningKeyTable;
  talent: TalentTable;
  facets: FacetTable;
  licenses: LicenseTable;
  license_revisions: LicenseRevisionTable;
  idempotency_keys: IdempotencyTable;
  rate_buckets: RateBucketTable;
  soft_bindings: SoftBindingTable;
}
