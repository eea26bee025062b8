import { z } from 'zod';
import { modalityValue, openEnum, timestamp } from './common.js';
import { facetId, talentId } from './ids.js';

/** Type of a facet (Resources > Facet `type`). */
export const facetType = openEnum(['name', 'likeness', 'voice', 'twin', 'knowledge']);

/** Status of a facet (Resources > Facet `status`). */
export const facetStatus = openEnum(['preparing', 'ready', 'withdrawn']);

/**
 * A binding of a facet's material at a provider (Resources > Facet `provider_bindings`); the values of `kind`
 * and `status` are not shown.
 */
export const providerBinding = z.object({
  provider: z.string(),
  kind: z.string(),
  external_id: z.string(),
  status: z.string(),
});

/**
 * Facet object, from GET /facets/{facet_id} (Resources > Facet). `provider_bindings` is visible only to that
 * provider and to licensees whose license includes `material_access` for the facet, so it may be absent.
 */
export const facet = z.object({
  id: facetId,
  object: z.literal('facet'),
  livemode: z.boolean(),
  talent: talentId,
  type: facetType,
  label: z.string(),
  status: facetStatus,
  modalities: z.array(modalityValue),
  material: z.object({
    items: z.number().int().nonnegative(),
    updated_at: timestamp.nullable(),
  }),
  provider_bindings: z.array(providerBinding).optional(),
  created_at: timestamp,
  updated_at: timestamp,
});

export type FacetType = z.infer<typeof facetType>;
export type FacetStatus = z.infer<typeof facetStatus>;
export type ProviderBinding = z.infer<typeof providerBinding>;
export type Facet = z.infer<typeof facet>;
