import { z } from 'zod';
import { address, duration, openEnum } from './common.js';

/** The 10 obligation types of TLP 1.0 (Check: "Obligation types (10, TLP 1.0)"; discovery `obligation_types`). */
export const obligationTypes = [
  'generation_check',
  'hold_until_release',
  'draft_watermark',
  'generation_instructions',
  'disclosure',
  'attribution',
  'c2pa_manifest',
  'no_training',
  'delete_material',
  'usage_report',
] as const;

/** An obligation type of TLP 1.0; strict (Check: Obligation types). */
export const obligationType = z.enum(obligationTypes);

/** `generation_check` obligation: outputs must be submitted as generations (`required`, `all` seen). */
export const generationCheckObligation = z.object({
  type: z.literal('generation_check'),
  required: openEnum(['all']),
});

/** `hold_until_release` obligation: deliver nothing until the `reviewer` releases the output. */
export const holdUntilReleaseObligation = z.object({
  type: z.literal('hold_until_release'),
  reviewer: openEnum(['talent']),
});

/** `draft_watermark` obligation; fields beyond `type` are not shown. */
export const draftWatermarkObligation = z.looseObject({
  type: z.literal('draft_watermark'),
});

/** `generation_instructions` obligation: `instructions` to pass to the model and the `term` they come from. */
export const generationInstructionsObligation = z.object({
  type: z.literal('generation_instructions'),
  instructions: z.array(z.string()),
  term: address,
});

/** `disclosure` obligation: `level` (`brand`, `licensed` seen), `placement` (`both`, `metadata` seen), `text`. */
export const disclosureObligation = z.object({
  type: z.literal('disclosure'),
  level: openEnum(['brand', 'licensed']),
  placement: openEnum(['both', 'metadata']),
  text: z.string(),
});

/** `attribution` obligation; fields beyond `type` are not shown. */
export const attributionObligation = z.looseObject({
  type: z.literal('attribution'),
});

/** `c2pa_manifest` obligation: embed the `c2pa` assertion before delivery; fields beyond `type` are not shown. */
export const c2paManifestObligation = z.looseObject({
  type: z.literal('c2pa_manifest'),
});

/**
 * `no_training` obligation (with `material`, `outputs` seen). Read here as two fields whose type is not shown,
 * so any value is accepted.
 */
export const noTrainingObligation = z.looseObject({
  type: z.literal('no_training'),
  material: z.unknown().optional(),
  outputs: z.unknown().optional(),
});

/** `delete_material` obligation; fields beyond `type` are not shown. */
export const deleteMaterialObligation = z.looseObject({
  type: z.literal('delete_material'),
});

/** `usage_report` obligation: report usage in `units` (`placements`, `seconds` seen) `within` a duration. */
export const usageReportObligation = z.object({
  type: z.literal('usage_report'),
  units: openEnum(['placements', 'seconds']),
  within: duration,
});

/** One of the 10 obligation types of TLP 1.0, discriminated by `type` (Check: Obligation types). */
export const knownObligation = z.discriminatedUnion('type', [
  generationCheckObligation,
  holdUntilReleaseObligation,
  draftWatermarkObligation,
  generationInstructionsObligation,
  disclosureObligation,
  attributionObligation,
  c2paManifestObligation,
  noTrainingObligation,
  deleteMaterialObligation,
  usageReportObligation,
]);

/**
 * An obligation of a type TLP 1.0 does not define, kept with all its fields (Rules: "An unknown obligation type
 * must be treated as unmet"). A known type never matches here, so a malformed known obligation fails.
 */
export const unknownObligation = z.looseObject({
  type: z.string().refine((type) => !(obligationTypes as readonly string[]).includes(type), {
    error: 'Known obligation type',
  }),
});

/** An obligation of a check or generation (Check: `obligations`): a known type, or an unknown one passed through. */
export const obligation = z.union([knownObligation, unknownObligation]);

/** Whether an obligation is one of the 10 TLP 1.0 types (an unknown type must be treated as unmet). */
export function isKnownObligation(value: Obligation): value is KnownObligation {
  return (obligationTypes as readonly string[]).includes(value.type);
}

export type ObligationType = z.infer<typeof obligationType>;
export type GenerationCheckObligation = z.infer<typeof generationCheckObligation>;
export type HoldUntilReleaseObligation = z.infer<typeof holdUntilReleaseObligation>;
export type DraftWatermarkObligation = z.infer<typeof draftWatermarkObligation>;
export type GenerationInstructionsObligation = z.infer<typeof generationInstructionsObligation>;
export type DisclosureObligation = z.infer<typeof disclosureObligation>;
export type AttributionObligation = z.infer<typeof attributionObligation>;
export type C2paManifestObligation = z.infer<typeof c2paManifestObligation>;
export type NoTrainingObligation = z.infer<typeof noTrainingObligation>;
export type DeleteMaterialObligation = z.infer<typeof deleteMaterialObligation>;
export type UsageReportObligation = z.infer<typeof usageReportObligation>;
export type KnownObligation = z.infer<typeof knownObligation>;
export type UnknownObligation = z.infer<typeof unknownObligation>;
export type Obligation = z.infer<typeof obligation>;
