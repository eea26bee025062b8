import { pickLanguage } from '@tlp/core';
import { words } from './i18n/index.js';

/**
 * A date in the page's language with its UTC ISO form, for a `<time>` element: in the browser's own
 * locale when it is of that language (`de-AT` on a German page), else in the page's language.
 */
export function formatDate(value: Date): { text: string; iso: string } {
  const iso = value.toISOString();
  const locale = pickLanguage([navigator.language]) === words.lang ? undefined : words.lang;
  let text: string;
  try {
    text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'long' }).format(value);
  } catch {
    text = iso;
  }
  return { text, iso };
}

/** `sha256:<hex>` whatever form a digest came in. */
export function normalizeDigest(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const hex = value.toLowerCase().replace(/^sha256:/, '');
  return /^[0-9a-f]{64}$/.test(hex) ? `sha256:${hex}` : value;
}
