import type { ReceiptUse } from '@tlp/core';

/**
 * Inputs and outputs of the pure evaluation: no I/O, no clock of its own. Routes load the records,
 * call {@link evaluateUse}, and store what it returns.
 */

export type Decision = 'allow' | 'deny' | 'escalate';
export type Stage = 'check' | 'generation' | 'session';

export interface FacetRecord {
  id: string;
  type: string;
  modalities: string[];
}

export interface TalentRecord {
  id: string;
  name: string;
  /** Tells apart talent who share a name. */
  description: string | null;
  facets: FacetRecord[];
  /** Standing rules no license can override: `prohibited_kinds` (kinds of use the talent never allows). */
  standingRules: { prohibited_kinds?: string[] };
}

export interface LicenseWindow {
  /** An instant (`2026-01-01T00:00:00Z`) or a date (`2026-01-01`), which starts in `time_zone`. */
  starts_at: string;
  /** An instant, or a date, which ends at the end of that day in `time_zone`. */
  ends_at: string;
  time_zone: string;
}

/** The license scope fields the evaluation reads (the spec's full sandbox scope). */
export interface LicenseScope {
  facets?: string[];
  modalities?: string[];
  kinds?: string[];
  purposes?: string[];
  commercial?: boolean;
  channels?: string[];
  territories?: string[];
  window?: LicenseWindow;
  adjustments?: Record<string, boolean>;
  prohibited_changes?: string[];
  rules?: { never?: string[]; always?: string[]; brief?: string | null };
  platforms?: { mode: string; accounts?: string[] };
  release_policy?: string | null;
  escalation_window?: string | null;
  [field: string]: unknown;
}

export interface LicenseRecord {
  id: string;
  /** `active`, `suspended`, `void` (revoked), `pending` (awaiting the licensee's acceptance). */
  status: string;
  talent: string;
  licensee: string;
  revision: string;
  terms_digest: string;
  acceptance_url: string | null;
  scope: LicenseScope;
  obligations: Obligation[];
}

/** The use a check declares: the fields a receipt signs as `tlp.use` (core's `ReceiptUse`). */
export type UseDeclaration = ReceiptUse;

export interface UseRequest {
  inputs: Array<{ role: string; text: string }>;
  use: UseDeclaration;
  /** A license named explicitly. */
  license?: string;
  talent?: string[];
  exclude_talent?: string[];
  facet?: string;
  on_escalate?: 'deny' | 'hold';
}

export interface EvaluationContext {
  /** Every talent of the index. */
  talent: TalentRecord[];
  /** The licenses the calling account holds. */
  licenses: LicenseRecord[];
  /** The calling platform's account. */
  platform: string;
  now: Date;
}

export interface Reason {
  code: string;
  stage: Stage;
  talent?: string;
  term?: string;
  sentence: string;
}

export interface Obligation {
  type: string;
  [field: string]: unknown;
}

export type Remedy =
  | { type: 'license_request'; talent: string }
  | { type: 'license_change'; license: string; talent: string; suggested_scope: Record<string, unknown> }
  | { type: 'disambiguate'; candidates: Array<{ talent: string; name: string; description: string | null }> }
  | { type: 'retry_with_hold' };

/** How sure the matcher is that the prompt names the talent (`resolve-talent.ts`). */
export type Confidence = 'high' | 'medium';

export interface TalentEntry {
  talent: string;
  name: string;
  matched_by: 'name' | 'explicit';
  confidence: Confidence;
  decision: Decision;
  facets: string[];
  license: string | null;
  license_revision: string | null;
  terms_digest: string | null;
}

export interface UseEvaluation {
  decision: Decision;
  talent: TalentEntry[];
  reasons: Reason[];
  remedy: Remedy | null;
  obligations: Obligation[];
  /** Set when the decision is `escalate`: who must decide and why. */
  escalation: { reason: 'judgment'; reviewer: 'talent'; talent: string } | null;
  /** The licenses relied on, in talent order (what a receipt names). */
  licenses: LicenseRecord[];
}
