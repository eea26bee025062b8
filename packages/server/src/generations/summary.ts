import type { GenerationSummary } from '@tlp/core/schemas';
import type { Built, GenerationObject } from '../lib/wire-types.js';

const RELEASE: Record<string, string> = {
  open: 'awaiting_release',
  allowed: 'released',
  declined: 'declined',
  expired: 'expired',
  withdrawn: 'withdrawn',
};

/**
 * The summary of a generation in GET /v1/generations: status, decision, receipt ID and where it stands with
 * the talent's release (from its `release_review` escalation; null when none was asked), nothing of what
 * was generated or how.
 */
export function generationSummary(g: GenerationObject): Built<GenerationSummary> {
  const esc = g.escalation;
  return {
    id: g.id,
    object: 'generation_summary',
    livemode: g.livemode,
    check: g.check,
    status: g.status,
    decision: g.decision,
    receipt: g.receipt,
    release_status: esc && esc.reason === 'release_review' ? (RELEASE[esc.status] ?? esc.status) : null,
    created_at: g.created_at,
  };
}
