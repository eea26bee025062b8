import { requestedAdjustments } from './adjustments.js';
import { foldWords } from './text/fold.js';
import type { LicenseRecord, Reason, TalentRecord, UseDeclaration } from './types.js';
import { windowStatus } from './window.js';

/** A scope reason, with the scope change that would cure it (for a `license_change` remedy), if any. */
export interface ScopeFinding {
  reason: Reason;
  suggest?: Record<string, unknown>;
}

const list = (values: readonly string[] | undefined) => (values?.length ? values.join(', ') : 'none');
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** Words a `rules.never` sentence is about: what is left once the talent's name and common words go. */
const STOP_WORDS =
  'a an and any as at be by do does for from her him his in is it its me my never no nor not of on or show shown showing she he that the their them they this to with without';
let stopWords: Set<string> | undefined;
export function ruleKeywords(sentence: string, talent: TalentRecord): string[] {
  stopWords ??= new Set(foldWords(STOP_WORDS).words);
  const stop = stopWords;
  const name = new Set(foldWords(talent.name).words);
  return foldWords(sentence).words.filter((w) => w.length > 2 && !stop.has(w) && !name.has(w));
}

/**
 * The keywords of each `rules.never` sentence of a license, read once per rules list and talent: the
 * licenses an account holds are the same objects check after check (`evaluation/context.ts` keeps them
 * until a license changes), and folding a sentence costs more than the rest of a check's scope.
 */
const neverKeywords = new WeakMap<
  readonly string[],
  { talent: TalentRecord; sentences: string[]; keywords: string[][] }
>();

function keywordsOfNever(never: readonly string[], talent: TalentRecord): string[][] {
  const hit = neverKeywords.get(never);
  // Kept with what they were read from, so a list changed in place is read again.
  if (
    hit &&
    hit.talent === talent &&
    hit.sentences.length === never.length &&
    hit.sentences.every((s, i) => s === never[i])
  )
    return hit.keywords;
  const keywords = never.map((sentence) => ruleKeywords(sentence, talent));
  neverKeywords.set(never, { talent, sentences: [...never], keywords });
  return keywords;
}

export interface ScopeInput {
  license: LicenseRecord;
  talent: TalentRecord;
  use: UseDeclaration;
  /** Facets the use touches (fct_ IDs). */
  facets: string[];
  /** A facet the caller named explicitly. */
  namedFacet: string | undefined;
  /** The prompt's words, folded (`text/fold.ts`). */
  words: readonly string[];
  platform: string;
  now: Date;
}

/**
 * Every check-stage reason the license's scope gives against this use, field by field, in the scope's
 * order. Omitted scope fields grant nothing (the spec's rule 5).
 */
export function scopeFindings(input: ScopeInput): ScopeFinding[] {
  const { license, use, words, now } = input;
  const scope = license.scope;
  const term = (field: string) => `license:${license.id}/terms.${field}`;
  const out: ScopeFinding[] = [];
  const add = (code: string, field: string, sentence: string, suggest?: Record<string, unknown>) =>
    out.push({
      reason: { code, stage: 'check', term: term(field), sentence },
      ...(suggest ? { suggest } : {}),
    });

  const platforms = scope.platforms;
  if (!platforms || (platforms.mode === 'accounts' && !(platforms.accounts ?? []).includes(input.platform))) {
    add('platform_not_licensed', 'platforms', 'The license covers only the platforms it names.', {
      platforms: { mode: 'accounts', accounts: [...(platforms?.accounts ?? []), input.platform] },
    });
  }

  const window = scope.window;
  const status = window ? windowStatus(window, now) : 'ended';
  if (status === 'not_started') {
    add(
      'window_not_started',
      'window',
      `The license window starts ${window?.starts_at} (${window?.time_zone}).`,
    );
  } else if (status === 'ended') {
    add(
      'window_ended',
      'window',
      window
        ? `The license window ended ${window.ends_at} (${window.time_zone}).`
        : 'The license has no window.',
      { window: { ...(window ?? {}), ends_at: new Date(now.getTime() + YEAR_MS).toISOString() } },
    );
  }

  const facets = scope.facets ?? [];
  if (input.namedFacet !== undefined && !facets.includes(input.namedFacet)) {
    add('facet_not_licensed', 'facets', `The license covers the facets ${list(facets)}.`, {
      facets: [...facets, input.namedFacet],
    });
  }
  const granted = (field: 'modalities' | 'kinds' | 'purposes', value: string, code: string, noun: string) => {
    const values = scope[field] ?? [];
    if (!values.includes(value)) {
      add(code, field, `The license covers the ${noun} ${list(values)}.`, { [field]: [...values, value] });
    }
  };
  granted('modalities', use.modality, 'modality_not_licensed', 'modalities');
  granted('kinds', use.kind, 'kind_not_licensed', 'kinds of use');
  granted('purposes', use.purpose, 'purpose_not_licensed', 'purposes');
  if (use.commercial && scope.commercial !== true) {
    add('commercial_use_not_licensed', 'commercial', 'The license covers non-commercial use only.', {
      commercial: true,
    });
  }
  const channels = scope.channels ?? [];
  const missingChannels = use.channels.filter((c) => !channels.includes(c));
  if (missingChannels.length) {
    add('channel_not_licensed', 'channels', `The license covers the channels ${list(channels)}.`, {
      channels: [...channels, ...missingChannels],
    });
  }
  const territories = scope.territories ?? [];
  const missingTerritories = territories.includes('WW')
    ? []
    : use.territories.filter((t) => !territories.includes(t));
  if (missingTerritories.length) {
    add('territory_not_licensed', 'territories', `The license covers the territories ${list(territories)}.`, {
      territories: [...territories, ...missingTerritories],
    });
  }

  const prohibited = scope.prohibited_changes ?? [];
  for (const adjustment of requestedAdjustments(words)) {
    if (prohibited.includes(adjustment)) {
      const code = adjustment === 'endorsement' ? 'prohibited_endorsement' : 'prohibited_appearance_change';
      const what =
        adjustment === 'endorsement'
          ? 'An implied endorsement'
          : `A ${adjustment.replaceAll('_', ' ')} change`;
      out.push({
        reason: {
          code,
          stage: 'check',
          term: term(`adjustments.${adjustment}`),
          sentence: `${what} is prohibited by the license.`,
        },
      });
    } else if (scope.adjustments?.[adjustment] !== true) {
      add(
        'adjustment_not_licensed',
        `adjustments.${adjustment}`,
        `The license does not allow the adjustment ${adjustment}.`,
        { adjustments: { ...(scope.adjustments ?? {}), [adjustment]: true } },
      );
    }
  }

  const never = scope.rules?.never ?? [];
  const neverWords = never.length ? keywordsOfNever(never, input.talent) : [];
  for (const [i, sentence] of never.entries()) {
    if ((neverWords[i] as string[]).some((k) => words.includes(k))) {
      out.push({
        reason: { code: 'prohibited_custom_term', stage: 'check', term: term(`rules.never[${i}]`), sentence },
      });
    }
  }
  return out;
}
