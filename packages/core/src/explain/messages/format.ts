import { ownValue } from '../../lib/own.js';
import type { Plural } from './en.js';

/**
 * A message with its `{name}` placeholders filled; a placeholder without a value stays as written.
 *
 * @example
 * ```ts
 * fill('by {issuer} since {date}', { issuer: 'licensing.example', date: '1 November 2026' });
 * // 'by licensing.example since 1 November 2026'
 * ```
 */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (all, name: string) => String(ownValue(values, name) ?? all));
}

/**
 * The form of a plural message for `count` in `locale` (`Intl.PluralRules`), filled: `{count}` is the
 * count written in that locale (`Intl.NumberFormat`).
 *
 * @example
 * ```ts
 * plural({ one: '{count} talent', other: '{count} talent' }, 'en', 2, {}); // '2 talent'
 * ```
 */
export function plural(
  message: Plural,
  locale: string,
  count: number,
  values: Record<string, string | number>,
): string {
  const form = message[new Intl.PluralRules(locale).select(count)] ?? message.other;
  return fill(form, { ...values, count: new Intl.NumberFormat(locale).format(count) });
}
