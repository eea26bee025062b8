import type { CheckCreateRequest } from '@tlp/core/schemas';
import { addressedReasons } from '../evaluation/request-digest.js';
import type { CheckObject } from '../lib/wire-types.js';
import type { UseEvaluation } from '../policy/index.js';
import type { CheckTable } from '../store/schema.js';

/** A stored check as the API shows it: `checks.data` holds the object's JSON. */
export function checkObject(row: Pick<CheckTable, 'data'>): CheckObject {
  return JSON.parse(row.data) as CheckObject;
}

/** What a new check is made of besides its request: the evaluation and who asked, when. */
export interface NewCheck {
  id: string;
  livemode: boolean;
  account: string;
  now: Date;
  /** `sha256:` digest of the canonical request body. */
  requestDigest: string;
  /** The open escalation, when the evaluation escalates for review. */
  escalation: { id: string; expiresAt: Date } | null;
}

/**
 * A new check's object from its evaluation: allowed, denied or escalated (an allow gets its authorization
 * and receipt when signed, see `prepareAllow`).
 */
export function newCheckObject(
  request: CheckCreateRequest,
  result: UseEvaluation,
  made: NewCheck,
): CheckObject {
  const check: CheckObject = {
    id: made.id,
    object: 'check',
    livemode: made.livemode,
    status: result.decision === 'allow' ? 'allowed' : result.decision === 'deny' ? 'denied' : 'escalated',
    decision: result.decision,
    talent: result.talent.map((t) => ({ ...t })),
    use: request.use,
    reasons: addressedReasons(result.reasons),
    obligations: [],
    authorization: null,
    escalation: null,
    remedy: result.remedy,
    request_digest: made.requestDigest,
    licensee: made.account,
    platform: made.account,
    session: null,
    receipt: null,
    metadata: request.metadata ?? {},
    created_at: made.now.toISOString(),
  };
  if (result.escalation && made.escalation) {
    check.escalation = {
      id: made.escalation.id,
      reason: result.escalation.reason,
      reviewer: result.escalation.reviewer,
      status: 'open',
      expires_at: made.escalation.expiresAt.toISOString(),
      resolved_at: null,
      note: null,
    };
    for (const t of check.talent) if (t.decision === 'escalate') t.escalation = made.escalation.id;
  }
  return check;
}
