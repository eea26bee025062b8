/**
 * What is wrong with a translated catalog, against the English one it must mirror: the check the catalog
 * tests of `@tlp/core`, the page and the embed share, exported as `@tlp/core/testing`.
 */

/** A catalog: strings, plural messages (objects with `other`) and nested groups of them. */
export type CatalogTree = object;

type Tree = { readonly [key: string]: unknown };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a message, by name, case folded (`{Thing}` is `{thing}` at a sentence's start). */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((m) => (m[1] as string).toLowerCase()))].sort();
}

/** A message with nothing to translate: placeholders, punctuation and spaces only (`{title}.`). */
function nothingToTranslate(message: string): boolean {
  return !/\p{L}/u.test(message.replace(PLACEHOLDER, ''));
}

function isPlural(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { other?: unknown }).other === 'string'
  );
}

/** What a catalog may share with English, and what it must keep of it. */
export interface CatalogRules {
  /** Messages a language writes as English does: by their English text, or by their path (`chrome.nav`). */
  same?: readonly string[];
  /**
   * Spans every translation keeps as they are, the same ones (`` /`[^`]+`|\{\w+\}/g ``: code spans and
   * placeholders); by default only the placeholders are checked, by name.
   */
  kept?: RegExp;
}

/**
 * Every problem of `catalog` (in `locale`) against `english`, as `path: problem` lines; none means the
 * catalog has every message (none empty) and no other, none left in English (but those `rules.same`
 * names, and those with nothing to translate), every placeholder of the English message (and every span
 * `rules.kept` matches, unchanged), and every plural form the locale has (`Intl.PluralRules`), `{count}`
 * optional in the forms for exactly zero, one or two. The one parity checker of the repository's catalogs.
 */
export function catalogProblems(
  english: CatalogTree,
  catalog: CatalogTree,
  locale: string,
  rules: readonly string[] | CatalogRules = [],
): string[] {
  const { same: sameInEveryLanguage = [], kept } = Array.isArray(rules)
    ? { same: rules as readonly string[] }
    : (rules as CatalogRules);
  const spans = (message: string) => (kept ? [...message.matchAll(kept)].map((m) => m[0]).sort() : []);
  const problems: string[] = [];
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  const compare = (path: string, en: string, translated: unknown, countOptional = false) => {
    if (typeof translated !== 'string' || translated.trim() === '') {
      problems.push(`${path}: missing`);
      return;
    }
    const sameAllowed = sameInEveryLanguage.includes(en) || sameInEveryLanguage.includes(path);
    if (translated === en && !nothingToTranslate(en) && !sameAllowed)
      problems.push(`${path}: left in English`);
    if (spans(translated).join('\n') !== spans(en).join('\n')) problems.push(`${path}: a kept span changed`);
    const want = placeholders(en).filter((p) => !(countOptional && p === 'count'));
    const have = placeholders(translated);
    for (const name of want)
      if (!have.includes(name)) problems.push(`${path}: placeholder {${name}} dropped`);
    for (const name of have) {
      if (!placeholders(en).includes(name)) problems.push(`${path}: placeholder {${name}} unknown`);
    }
  };
  const walk = (path: string, en: unknown, translated: unknown) => {
    if (typeof en === 'string') return compare(path, en, translated);
    if (isPlural(en)) {
      if (!isPlural(translated)) return void problems.push(`${path}: missing`);
      for (const category of categories) {
        const optional = category === 'zero' || category === 'one' || category === 'two';
        compare(`${path}.${category}`, en.other as string, translated[category], optional);
      }
      for (const category of Object.keys(translated)) {
        if (!categories.includes(category))
          problems.push(`${path}.${category}: not a plural form of ${locale}`);
      }
      return;
    }
    if (typeof en !== 'object' || en === null) return;
    if (typeof translated !== 'object' || translated === null) return void problems.push(`${path}: missing`);
    for (const key of Object.keys(en)) {
      walk(path ? `${path}.${key}` : key, (en as Tree)[key], (translated as Tree)[key]);
    }
    for (const key of Object.keys(translated)) {
      if (!Object.hasOwn(en, key))
        problems.push(`${path ? `${path}.` : ''}${key}: not in the English catalog`);
    }
  };
  walk('', english, catalog);
  return problems;
}
