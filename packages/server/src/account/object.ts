import type { AccountTable } from '../store/schema.js';

export function renderAccount(row: AccountTable, livemode: boolean) {
  return {
    id: row.id,
    object: 'account' as const,
    livemode,
    display_name: row.display_name,
    api_version: row.api_version,
    platform: { client_id: row.client_id, display_name: row.platform_display_name },
    created_at: row.created_at,
  };
}
