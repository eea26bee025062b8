import { z } from 'zod';
import { openEnum, timestamp } from './common.js';
import { escalationId } from './ids.js';

/** Why a person must decide (Escalation: `reason`); tolerates new values. */
export const escalationReason = openEnum([
  'release_review',
  'judgment',
  'unverifiable',
  'evaluation_unavailable',
]);

/** Status of an escalation (Escalation: `open` and `allowed` seen; the full set is not shown). */
export const escalationStatus = openEnum(['open', 'allowed']);

/**
 * Escalation embedded in its check or generation as `escalation` (Resources > Escalation). The embedded form
 * lists no `object` field; `object: 'escalation'` is accepted when present.
 */
export const escalation = z.object({
  id: escalationId,
  object: z.literal('escalation').optional(),
  reason: escalationReason,
  reviewer: openEnum(['talent']),
  status: escalationStatus,
  expires_at: timestamp,
  resolved_at: timestamp.nullable(),
  note: z.string().nullable(),
});

export type EscalationReason = z.infer<typeof escalationReason>;
export type EscalationStatus = z.infer<typeof escalationStatus>;
export type Escalation = z.infer<typeof escalation>;
