import type { AppDeps } from '../app-env.js';
import { licenseStatuses } from '../licenses/license-rows.js';
import { type ReceiptInput, type StoredReceipt, signerFor, signReceipt } from '../sign/tokens.js';
import type { Db } from '../store/index.js';
import type { ReceiptTable } from '../store/schema.js';
import { insertReceipt } from './receipt-rows.js';

/** Signs a receipt with the mode's active key; the row is for the caller to write. */
export async function signReceiptRow(
  deps: AppDeps,
  accountId: string,
  input: Omit<ReceiptInput, 'iss' | 'id'>,
): Promise<{ stored: StoredReceipt; row: ReceiptTable }> {
  const stored = await signReceipt(await signerFor(deps, input.livemode), {
    ...input,
    iss: deps.config.origin,
    id: deps.ids('rcpt'),
  });
  const row: ReceiptTable = {
    id: stored.id,
    account_id: accountId,
    livemode: input.livemode ? 1 : 0,
    kind: stored.kind,
    subject: stored.subject,
    sha256: input.artifact?.sha256 ?? null,
    data: JSON.stringify(stored),
    issued_at: stored.issued_at,
  };
  return { stored, row };
}

/**
 * The names the issuer may publish of these talent (those who consented: `talent.public_name`), by ID;
 * talent without consent are left out.
 */
export async function publicTalentNames(db: Db, talent: string[]): Promise<Record<string, string>> {
  if (talent.length === 0) return {};
  const rows = await db
    .selectFrom('talent')
    .select(['id', 'public_name'])
    .where('id', 'in', talent)
    .where('public_name', 'is not', null)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.public_name as string]));
}

/** Signs a receipt and writes it through `db` (the caller's transaction). */
export async function issueReceipt(
  deps: AppDeps,
  db: Db,
  accountId: string,
  input: Omit<ReceiptInput, 'iss' | 'id'>,
): Promise<StoredReceipt> {
  const { stored, row } = await signReceiptRow(deps, accountId, input);
  await insertReceipt(db, row);
  return stored;
}

/**
 * The public receipt JSON: the signed fields plus `use_status`, the current standing of the use
 * (`permitted` while the decision was allow and every license relied on is active; else `revoked`,
 * `suspended` or `not_permitted`). No private request metadata is part of a receipt.
 */
export async function publicReceipt(db: Db, row: ReceiptTable) {
  const stored = JSON.parse(row.data) as StoredReceipt;
  let useStatus = stored.decision === 'allow' ? 'permitted' : 'not_permitted';
  if (useStatus === 'permitted' && stored.licenses.length > 0) {
    const licenses = await licenseStatuses(
      db,
      stored.licenses.map((l) => l.license),
    );
    if (licenses.some((l) => l.status === 'void')) useStatus = 'revoked';
    else if (licenses.some((l) => l.status === 'suspended')) useStatus = 'suspended';
  }
  return {
    id: stored.id,
    object: 'receipt' as const,
    livemode: stored.livemode,
    kind: stored.kind,
    subject: stored.subject,
    decision: stored.decision,
    assurance: stored.assurance,
    talent: stored.talent,
    licenses: stored.licenses,
    request_digest: stored.request_digest,
    jws: stored.jws,
    use_status: useStatus,
    issued_at: stored.issued_at,
  };
}
