import { type FoldedText, foldWords } from './text/fold.js';
import { PhraseIndex } from './text/words.js';
import type { Confidence, TalentRecord } from './types.js';

export interface TalentMatch {
  record: TalentRecord;
  matched_by: 'name' | 'explicit';
  confidence: Confidence;
}

/** A talent name as the matcher reads it: its folded words, and their loose form when it has diacritics. */
interface NameKey {
  key: string;
  records: TalentRecord[];
}

/**
 * The talent index as the matcher reads it, computed once per index (the index is read once per store
 * and mode: `evaluation/context.ts`) instead of on every check: every name folded, the names by their
 * words, the talent by ID and the facet IDs.
 */
export interface TalentMatcher {
  /** Names by their folded words (diacritics kept): a match is `confidence: high`. */
  exact: PhraseIndex<NameKey>;
  /** Names that carry diacritics, by their words without them: a match only there is `medium`. */
  loose: PhraseIndex<NameKey>;
  byId: ReadonlyMap<string, TalentRecord>;
  /** Every facet ID of the index. */
  facetIds: ReadonlySet<string>;
}

const matchers = new WeakMap<readonly TalentRecord[], { length: number; matcher: TalentMatcher }>();

/**
 * The {@link TalentMatcher} of `index`, built on first use and kept as long as the index is (an index
 * that grew or shrank since is read again; nothing changes a record it holds).
 */
export function talentMatcher(index: readonly TalentRecord[]): TalentMatcher {
  const cached = matchers.get(index);
  if (cached && cached.length === index.length) return cached.matcher;
  const keys = new Map<string, NameKey>();
  const built: TalentMatcher = {
    exact: new PhraseIndex(),
    loose: new PhraseIndex(),
    byId: new Map(index.map((t) => [t.id, t])),
    facetIds: new Set(index.flatMap((t) => t.facets.map((f) => f.id))),
  };
  for (const record of index) {
    const folded = foldWords(record.name);
    const key = folded.words.join(' ');
    const known = keys.get(key);
    if (known) {
      known.records.push(record);
      continue;
    }
    const name: NameKey = { key, records: [record] };
    keys.set(key, name);
    built.exact.add(folded.words, name);
    if (folded.loose.join(' ') !== key) built.loose.add(folded.loose, name);
  }
  matchers.set(index, { length: index.length, matcher: built });
  return built;
}

export interface TalentResolution {
  matches: TalentMatch[];
  /** Names that fit several talent, none picked by `talent` or left alone by `exclude_talent`. */
  ambiguous: Array<{ name: string; candidates: TalentRecord[] }>;
  /** `talent` / `exclude_talent` entries that name no talent, by their param path. */
  unknown: string[];
}

/**
 * Which talent a request is about: those named explicitly (`talent`), and those whose name appears in
 * the prompt as whole words, both read as a person reads them (`text/fold.ts`: case, width, invisible
 * characters and look-alike letters do not hide a name; punctuation ends a word, so "Rosa Quint's" names
 * Rosa Quint). Diacritics count: a name written with them is found at `confidence: high`, and a prompt
 * that leaves them out ("Zoe" for "Zoë") at `medium`; a prompt that adds them to a name that has none
 * names nobody. A name shared by several talent is ambiguous unless `talent` picks one or
 * `exclude_talent` leaves one. Time: one pass over the prompt's words, whatever the index's size.
 */
export function resolveTalent(
  text: FoldedText,
  index: readonly TalentRecord[],
  options: { talent?: readonly string[]; exclude_talent?: readonly string[] },
): TalentResolution {
  const names = talentMatcher(index);
  const byId = names.byId;
  const unknown: string[] = [];
  const explicit: TalentMatch[] = [];
  for (const [i, id] of (options.talent ?? []).entries()) {
    const record = byId.get(id);
    if (!record) unknown.push(`talent[${i}]`);
    else if (!explicit.some((m) => m.record.id === id))
      explicit.push({ record, matched_by: 'explicit', confidence: 'high' });
  }
  for (const [i, id] of (options.exclude_talent ?? []).entries())
    if (!byId.has(id)) unknown.push(`exclude_talent[${i}]`);
  const excluded = new Set(options.exclude_talent ?? []);
  const explicitIds = new Set(explicit.map((m) => m.record.id));

  const found = new Map<NameKey, Confidence>();
  for (const name of names.exact.find(text.words)) found.set(name, 'high');
  for (const name of names.loose.find(text.loose)) if (!found.has(name)) found.set(name, 'medium');

  const matches = [...explicit];
  const ambiguous: TalentResolution['ambiguous'] = [];
  for (const [{ records: candidates }, confidence] of found) {
    if (candidates.some((c) => explicitIds.has(c.id))) continue;
    const remaining = candidates.filter((c) => !excluded.has(c.id));
    if (remaining.length === 1)
      matches.push({ record: remaining[0] as TalentRecord, matched_by: 'name', confidence });
    else if (remaining.length > 1)
      ambiguous.push({ name: (candidates[0] as TalentRecord).name, candidates: remaining });
  }
  return { matches, ambiguous, unknown };
}
