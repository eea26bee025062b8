import { z } from 'zod';

/**
 * The C2PA Soft Binding Resolution API (OpenAPI 1.0, served under `/v1` by a license server that keeps the
 * manifests of its outputs): the shapes of its answers and of its one JSON request, field names as the
 * published document spells them (camelCase).
 */

/** An algorithm a resolution service takes (`c2pa.softBindingAlgList` items). */
const algorithm = z.object({ alg: z.string() });

/** `GET /services/supportedAlgorithms`: the algorithms the service resolves, watermarks and fingerprints. */
export const softBindingAlgList = z.object({
  watermarks: z.array(algorithm),
  fingerprints: z.array(algorithm),
});

/** `POST /matches/byBinding`'s body: the algorithm and its value, base64. */
export const softBindingQuery = z.strictObject({
  alg: z.string().min(1),
  value: z.string().min(1),
});

/** A matched manifest: its ID (fetch it from `/manifests/{manifestId}`) and how strong the match is. */
export const softBindingMatch = z.object({
  manifestId: z.string(),
  /** 0 (weakest) to 100 (strongest). */
  similarityScore: z.number().int().min(0).max(100),
});

/** The answer of every `/matches` query: the matches, strongest first. */
export const softBindingQueryResult = z.object({
  matches: z.array(softBindingMatch),
});

export type SoftBindingAlgList = z.infer<typeof softBindingAlgList>;
export type SoftBindingQuery = z.infer<typeof softBindingQuery>;
export type SoftBindingMatch = z.infer<typeof softBindingMatch>;
export type SoftBindingQueryResult = z.infer<typeof softBindingQueryResult>;
