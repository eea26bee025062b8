import type { GenerationCreateRequest } from '@tlp/core/schemas';
import type { GenerationObject } from '../lib/wire-types.js';
import type { GenerationTable } from '../store/schema.js';

/** A stored generation as the API shows it: `generations.data` holds the object's JSON. */
export function generationObject(row: Pick<GenerationTable, 'data'>): GenerationObject {
  return JSON.parse(row.data) as GenerationObject;
}

/** What a new generation is made of besides its request: what the bytes turned out to be, who, when. */
export interface NewGeneration {
  id: string;
  livemode: boolean;
  now: Date;
  candidate: number;
  /** The artifact's media type as read from its bytes (or as declared, for a digest only). */
  mediaType: string;
  durationMs: number | null;
  /** `observed` for bytes sent, `attested` for a digest only. */
  assurance: 'observed' | 'attested';
}

/** A new generation's object, `checking` until it is decided (see `decideGeneration`). */
export function newGenerationObject(request: GenerationCreateRequest, made: NewGeneration): GenerationObject {
  return {
    id: made.id,
    object: 'generation',
    livemode: made.livemode,
    check: request.check,
    session: null,
    candidate_index: made.candidate,
    status: 'checking',
    decision: null,
    artifact: { sha256: request.artifact.sha256, media_type: made.mediaType, duration_ms: made.durationMs },
    execution: {
      provider: request.execution.provider,
      model: request.execution.model,
      job_id: request.execution.job_id ?? null,
    },
    findings: [],
    unchecked_terms: [],
    reasons: [],
    obligations: [],
    escalation: null,
    assurance: made.assurance,
    receipt: null,
    c2pa: null,
    watermark: null,
    metadata: request.metadata ?? {},
    created_at: made.now.toISOString(),
    decided_at: null,
  };
}
