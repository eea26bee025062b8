import { Refusal } from '../lib/refusal.js';
import { resolveTalent, type TalentMatch, talentMatcher } from './resolve-talent.js';
import { scopeFindings } from './scope.js';
import { foldWords } from './text/fold.js';
import type {
  Decision,
  EvaluationContext,
  LicenseRecord,
  Obligation,
  Reason,
  Remedy,
  TalentEntry,
  TalentRecord,
  UseEvaluation,
  UseRequest,
} from './types.js';

/** Order in which a talent's licenses are preferred when none is named. */
const STATUS_PREFERENCE = ['active', 'pending', 'suspended', 'void'];

const STATE_REASONS: Record<string, { code: string; sentence: string }> = {
  void: { code: 'license_revoked', sentence: 'The license was revoked.' },
  suspended: { code: 'license_suspended', sentence: 'The license is suspended.' },
  pending: { code: 'license_pending_acceptance', sentence: 'The license awaits the licensee’s acceptance.' },
};

interface TalentOutcome {
  entry: TalentEntry;
  reasons: Reason[];
  remedy: Remedy | null;
  license: LicenseRecord | null;
  escalate: boolean;
}

const rank = (l: LicenseRecord) => {
  const i = STATUS_PREFERENCE.indexOf(l.status);
  return i < 0 ? STATUS_PREFERENCE.length : i;
};

/**
 * The held licenses by talent, each list in order of preference, sorted once per list of held licenses
 * (the same array check after check: `evaluation/context.ts` keeps it until a license changes, and
 * nothing changes a record it holds). A list that grew or shrank since is read again.
 */
const heldByTalent = new WeakMap<
  readonly LicenseRecord[],
  { length: number; byTalent: Map<string, LicenseRecord[]> }
>();

function licensesOfTalent(licenses: readonly LicenseRecord[], talent: string): readonly LicenseRecord[] {
  const hit = heldByTalent.get(licenses);
  if (hit && hit.length === licenses.length) return hit.byTalent.get(talent) ?? [];
  const byTalent = new Map<string, LicenseRecord[]>();
  for (const l of licenses) {
    const list = byTalent.get(l.talent);
    if (list) list.push(l);
    else byTalent.set(l.talent, [l]);
  }
  // A stable sort: licenses of equal preference stay in the order held.
  for (const list of byTalent.values()) list.sort((a, b) => rank(a) - rank(b));
  heldByTalent.set(licenses, { length: licenses.length, byTalent });
  return byTalent.get(talent) ?? [];
}

function pickLicense(
  talent: TalentRecord,
  ctx: EvaluationContext,
  named: string | undefined,
): LicenseRecord | null {
  const held = licensesOfTalent(ctx.licenses, talent.id);
  const explicit = named ? held.find((l) => l.id === named) : undefined;
  if (explicit) return explicit;
  return held[0] ?? null;
}

function evaluateTalent(
  match: TalentMatch,
  request: UseRequest,
  ctx: EvaluationContext,
  words: readonly string[],
): TalentOutcome {
  const talent = match.record;
  const namedFacet = talent.facets.some((f) => f.id === request.facet) ? request.facet : undefined;
  const facets = namedFacet
    ? [namedFacet]
    : talent.facets.filter((f) => f.modalities.includes(request.use.modality)).map((f) => f.id);
  const license = pickLicense(talent, ctx, request.license);
  const entry: TalentEntry = {
    talent: talent.id,
    name: talent.name,
    matched_by: match.matched_by,
    confidence: match.confidence,
    decision: 'deny',
    facets,
    license: license?.id ?? null,
    license_revision: license?.revision ?? null,
    terms_digest: license?.terms_digest ?? null,
  };
  const deny = (reasons: Reason[], remedy: Remedy | null = null): TalentOutcome => ({
    entry,
    reasons,
    remedy,
    license,
    escalate: false,
  });

  if (talent.standingRules.prohibited_kinds?.includes(request.use.kind)) {
    return deny([
      {
        code: 'talent_prohibits',
        stage: 'check',
        term: `talent:${talent.id}`,
        sentence: `${talent.name} never allows ${request.use.kind}.`,
      },
    ]);
  }
  if (!license) {
    return deny(
      [
        {
          code: 'no_license',
          stage: 'check',
          term: `talent:${talent.id}`,
          sentence: `No license for ${talent.name} is held.`,
        },
      ],
      { type: 'license_request', talent: talent.id },
    );
  }
  const state = STATE_REASONS[license.status];
  if (state || license.status !== 'active') {
    const { code, sentence } = state ?? {
      code: 'terms_unreadable',
      sentence: `The license is ${license.status}.`,
    };
    return deny([{ code, stage: 'check', term: `license:${license.id}`, sentence }]);
  }

  const findings = scopeFindings({
    license,
    talent,
    use: request.use,
    facets,
    namedFacet,
    words,
    platform: ctx.platform,
    now: ctx.now,
  });
  if (findings.length) {
    const suggestions = findings.filter((f) => f.suggest);
    // A license change helps only if every reason is one a change can cure.
    const remedy: Remedy | null =
      suggestions.length === findings.length
        ? {
            type: 'license_change',
            license: license.id,
            talent: talent.id,
            suggested_scope: Object.assign({}, ...suggestions.map((f) => f.suggest)),
          }
        : null;
    return deny(
      findings.map((f) => f.reason),
      remedy,
    );
  }

  if (license.scope.rules?.brief) {
    if (request.on_escalate === 'hold') {
      entry.decision = 'escalate';
      return { entry, reasons: [], remedy: null, license, escalate: true };
    }
    return deny(
      [
        {
          code: 'review_required',
          stage: 'check',
          term: `license:${license.id}/terms.rules.brief`,
          sentence: license.scope.rules.brief,
        },
      ],
      { type: 'retry_with_hold' },
    );
  }
  entry.decision = 'allow';
  return { entry, reasons: [], remedy: null, license, escalate: false };
}

const REMEDY_PRIORITY: Remedy['type'][] = [
  'disambiguate',
  'license_request',
  'license_change',
  'retry_with_hold',
];

/**
 * The JSON of each obligation seen, by object: a held license's obligations are the same objects check
 * after check (the licenses are cached), and nothing changes an obligation once read.
 */
const obligationKeys = new WeakMap<Obligation, string>();

function obligationKey(obligation: Obligation): string {
  let key = obligationKeys.get(obligation);
  if (key === undefined) {
    key = JSON.stringify(obligation);
    obligationKeys.set(obligation, key);
  }
  return key;
}

/** The distinct obligations of one license's list, by list: a check relies on one license mostly. */
const distinctOfList = new WeakMap<Obligation[], { length: number; distinct: Obligation[] }>();

/** Obligations of several licenses, each distinct one once, in the order they first appear. */
export function distinctObligations(lists: Obligation[][]): Obligation[] {
  if (lists.length === 1) {
    const only = lists[0] as Obligation[];
    const hit = distinctOfList.get(only);
    if (hit && hit.length === only.length) return hit.distinct.slice();
    const distinct = distinctAcross(lists);
    distinctOfList.set(only, { length: only.length, distinct });
    return distinct.slice();
  }
  return distinctAcross(lists);
}

function distinctAcross(lists: Obligation[][]): Obligation[] {
  const seen = new Set<string>();
  const out: Obligation[] = [];
  for (const obligation of lists.flat()) {
    const key = obligationKey(obligation);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(obligation);
    }
  }
  return out;
}

/**
 * Decides a check: a pure function of the request, the talent index, the caller's licenses, the
 * platform and the clock. It finds the talent the inputs name, then for each: the talent's standing
 * rules, the license and its state, each scope field, the adjustments the prompt asks for, the
 * talent-written rules, and whether a person must judge the use (`rules.brief`). Any talent denied
 * denies the check; otherwise any escalated escalates it. Returns a {@link Refusal} (an error, not a
 * decision) when the request names things that do not exist or a license that excludes the platform.
 */
export function evaluateUse(request: UseRequest, ctx: EvaluationContext): UseEvaluation | Refusal {
  const text = foldWords(request.inputs.map((i) => i.text).join('\n'));
  const resolution = resolveTalent(text, ctx.talent, request);
  if (resolution.unknown.length) {
    return new Refusal('resource_not_found', resolution.unknown[0] as string, 'no such talent');
  }
  if (request.license !== undefined) {
    const named = ctx.licenses.find((l) => l.id === request.license);
    if (!named)
      return new Refusal('resource_not_found', 'license', `no license ${request.license} for this account`);
    const platforms = named.scope.platforms;
    if (platforms?.mode === 'accounts' && !(platforms.accounts ?? []).includes(ctx.platform)) {
      return new Refusal(
        'platform_not_permitted',
        'license',
        `the license ${named.id} does not permit the platform ${ctx.platform}`,
      );
    }
  }
  if (
    request.facet !== undefined &&
    !resolution.matches.some((m) => m.record.facets.some((f) => f.id === request.facet))
  ) {
    if (!talentMatcher(ctx.talent).facetIds.has(request.facet))
      return new Refusal('resource_not_found', 'facet', `no facet ${request.facet}`);
  }

  if (resolution.ambiguous.length) {
    const { name, candidates } = resolution.ambiguous[0] as { name: string; candidates: TalentRecord[] };
    const described = candidates
      .map((c) => `${c.name}${c.description ? ` (${c.description})` : ''}`)
      .join(', ');
    return {
      decision: 'deny',
      talent: [],
      reasons: [
        { code: 'ambiguous_talent', stage: 'check', sentence: `“${name}” could mean: ${described}.` },
      ],
      remedy: {
        type: 'disambiguate',
        candidates: candidates.map((c) => ({ talent: c.id, name: c.name, description: c.description })),
      },
      obligations: [],
      escalation: null,
      licenses: [],
    };
  }

  const outcomes = resolution.matches.map((m) => evaluateTalent(m, request, ctx, text.words));
  const several = outcomes.length > 1;
  const reasons = outcomes.flatMap((o) =>
    o.reasons.map((r) => (several ? { ...r, talent: o.entry.talent } : r)),
  );
  const decision: Decision = outcomes.some((o) => o.entry.decision === 'deny')
    ? 'deny'
    : outcomes.some((o) => o.escalate)
      ? 'escalate'
      : 'allow';
  const remedies = outcomes.map((o) => o.remedy).filter((r): r is Remedy => r !== null);
  const remedy =
    decision === 'deny'
      ? (remedies.sort((a, b) => REMEDY_PRIORITY.indexOf(a.type) - REMEDY_PRIORITY.indexOf(b.type))[0] ??
        null)
      : null;
  const licenses = outcomes.map((o) => o.license).filter((l): l is LicenseRecord => l !== null);
  const escalated = outcomes.find((o) => o.escalate);
  return {
    decision,
    talent: outcomes.map((o) => o.entry),
    reasons,
    remedy,
    obligations: decision === 'allow' ? distinctObligations(licenses.map((l) => l.obligations)) : [],
    escalation:
      decision === 'escalate' && escalated
        ? { reason: 'judgment', reviewer: 'talent', talent: escalated.entry.talent }
        : null,
    licenses: decision === 'deny' ? [] : licenses,
  };
}
