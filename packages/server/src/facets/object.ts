import type { FacetTable } from '../store/schema.js';

export function renderFacet(row: FacetTable) {
  return {
    id: row.id,
    object: 'facet' as const,
    livemode: row.livemode === 1,
    talent: row.talent_id,
    type: row.type,
    label: row.label,
    status: row.status,
    modalities: JSON.parse(row.modalities) as string[],
    material: { items: row.material_items, updated_at: row.material_updated_at },
    // Visible only to the provider and to licensees whose license grants `material_access` for the
    // facet; no fixture license does, so the list is always empty here.
    provider_bindings: [] as unknown[],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
