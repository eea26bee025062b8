import { directionOf, type Language, pickLanguage } from '@tlp/core';

/**
 * The reader's languages from an `Accept-Language` header, most wanted first (`q` weights, ties in the
 * order given; `q=0` refused, `*` dropped): `de-AT,de;q=0.9,en;q=0.5` → `['de-AT', 'de', 'en']`.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const ranked: Array<{ tag: string; q: number; i: number }> = [];
  header.split(',').forEach((part, i) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (tag && tag !== '*' && weight > 0 && Number.isFinite(weight))
      ranked.push({ tag: tag.trim(), q: weight, i });
  });
  return ranked.sort((a, b) => b.q - a.q || a.i - b.i).map((r) => r.tag);
}

/** The page's language for an `Accept-Language` header: the first the pages are written in, else English. */
export function pageLanguage(header: string | undefined): Language {
  return pickLanguage(acceptedLanguages(header));
}

/** The `<html>` (or `<html lang="en">`) of a page made `<html lang="…" dir="…">` in the reader's language. */
export function withLanguage(html: string, language: Language): string {
  return html.replace(
    /<html(?:\s+lang="[^"]*")?/i,
    `<html lang="${language}" dir="${directionOf(language)}"`,
  );
}

/**
 * `make(key, language)`, made once per key and language and then kept: a page in each of the reader's
 * languages (a handful), built at its first request rather than at start.
 */
export function madeOncePerLanguage<K, V>(
  make: (key: K, language: Language) => V,
): (key: K, language: Language) => V {
  const made = new Map<K, Map<Language, V>>();
  return (key, language) => {
    let byLanguage = made.get(key);
    if (!byLanguage) {
      byLanguage = new Map();
      made.set(key, byLanguage);
    }
    let value = byLanguage.get(language);
    if (value === undefined) {
      value = make(key, language);
      byLanguage.set(language, value);
    }
    return value;
  };
}
