import type { TalentRecord } from './types.js';
import { containsPhrase, wordsOf } from './words.js';

export interface TalentMatch {
  record: TalentRecord;
  matched_by: 'name' | 'explicit';
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
 * the prompt as whole words, case-insensitively. A name shared by several talent is ambiguous unless
 * `talent` picks one or `exclude_talent` leaves one.
 */
export function resolveTalent(
  words: readonly string[],
  index: readonly TalentRecord[],
  options: { talent?: readonly string[]; exclude_talent?: readonly string[] },
): TalentResolution {
  const byId = new Map(index.map((t) => [t.id, t]));
  const unknown: string[] = [];
  const explicit: TalentMatch[] = [];
  for (const [i, id] of (options.talent ?? []).entries()) {
    const record = byId.get(id);
    if (!record) unknown.push(`talent[${i}]`);
    else if (!explicit.some((m) => m.record.id === id)) explicit.push({ record, matched_by: 'explicit' });
  }
  for (const [i, id] of (options.exclude_talent ?? []).entries())
    if (!byId.has(id)) unknown.push(`exclude_talent[${i}]`);
  const excluded = new Set(options.exclude_talent ?? []);
  const explicitIds = new Set(explicit.map((m) => m.record.id));

  const byName = new Map<string, TalentRecord[]>();
  for (const record of index) {
    const nameWords = wordsOf(record.name);
    if (!containsPhrase(words, nameWords)) continue;
    const key = nameWords.join(' ');
    byName.set(key, [...(byName.get(key) ?? []), record]);
  }

  const matches = [...explicit];
  const ambiguous: TalentResolution['ambiguous'] = [];
  for (const candidates of byName.values()) {
    if (candidates.some((c) => explicitIds.has(c.id))) continue;
    const remaining = candidates.filter((c) => !excluded.has(c.id));
    if (remaining.length === 1) matches.push({ record: remaining[0] as TalentRecord, matched_by: 'name' });
    else if (remaining.length > 1)
      ambiguous.push({ name: (candidates[0] as TalentRecord).name, candidates: remaining });
  }
  return { matches, ambiguous, unknown };
}
