import type { LicenseTable } from '../store/schema.js';

/** The scope fields a live read returns (plus `external_creation` only when explicitly signed). */
const LIVE_SCOPE_FIELDS = ['window', 'required_attributes', 'release_policy', 'final_deliverables'] as const;

export function renderScope(scope: Record<string, unknown>, livemode: boolean): Record<string, unknown> {
  if (!livemode) return scope;
  const partial: Record<string, unknown> = {};
  for (const field of LIVE_SCOPE_FIELDS) if (field in scope) partial[field] = scope[field];
  if (scope.external_creation !== undefined && scope.external_creation !== null) {
    partial.external_creation = scope.external_creation;
  }
  return partial;
}

/**
 * A license as the API shows it. Live licenses carry the partial scope only; `obligations` and the
 * signed terms stay private to the server.
 */
export function renderLicense(row: LicenseTable, origin: string) {
  const livemode = row.livemode === 1;
  return {
    id: row.id,
    object: 'license' as const,
    livemode,
    status: row.status,
    talent: row.talent_id,
    licensee: row.licensee_id,
    issued_by: { party: row.issued_by_party, account: row.issued_by_account },
    handle: row.handle,
    current_revision: row.current_revision_id,
    pending_revision: row.pending_revision_id,
    revision_number: row.revision_number,
    terms_digest: row.terms_digest,
    scope: renderScope(JSON.parse(row.scope) as Record<string, unknown>, livemode),
    acceptance_url: row.acceptance_path ? `${origin}${row.acceptance_path}` : null,
    accepted_at: row.accepted_at,
    suspended_at: row.suspended_at,
    revoked_at: row.revoked_at,
    declined_at: row.declined_at,
    created_at: row.created_at,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
  };
}
