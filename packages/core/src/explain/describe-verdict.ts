import { ownValue } from '../lib/own.js';
import type { ReceiptClaims, ReceiptUse } from '../verdicts.js';
import { mediumOf } from '../verifier/verdict.js';
import { messages as en, type VerdictCode, type VerdictMessages } from './messages/en.js';
import { fill, plural } from './messages/format.js';
import { type DescribableVerdict, factsOf } from './verdict-facts.js';

export type { CheckedThing, VerdictStatus } from '../verifier/verdict.js';
export type { DescribableVerdict, VerdictFacts } from './verdict-facts.js';
export { changedAfterSigning } from './verdict-facts.js';

/** A verdict in plain words: a short headline, then one sentence a reader understands. */
export interface VerdictWords {
  headline: string;
  /** Who is licensed, for what use, by whom, since when and until when, and whether this file is the one. */
  sentence: string;
}

/** Said of a talent whose name the issuer does not publish (instead of printing an ID as a name). */
export const NAME_NOT_PUBLISHED = en.nameNotPublished;

/**
 * `Ada Vance`, `Ada Vance and a talent whose name…`: the receipt's talent by their published names,
 * joined as the language joins a list (`Intl.ListFormat`).
 */
export function talentInWords(claims: ReceiptClaims, words: VerdictMessages = en): string {
  const names = claims.tlp.talent_names ?? {};
  const talent = claims.tlp.talent;
  if (talent.length === 0) return words.noTalent;
  const parts = talent.map((id) => ownValue(names, id)).filter((n): n is string => typeof n === 'string');
  const unnamed = talent.length - parts.length;
  if (unnamed === 1) parts.push(words.nameNotPublished);
  else if (unnamed > 1) parts.push(plural(words.namesNotPublished, words.locale, unnamed, {}));
  return new Intl.ListFormat(words.locale).format(parts);
}

/**
 * A verdict code in a few words (`The signature does not match`), in the language of `words`; a code
 * this verifier does not know gets `Not valid`. The full explanation: `explainVerdict`.
 */
export function verdictTitle(code: string, words: VerdictMessages = en): string {
  return Object.hasOwn(words.titles, code) ? words.titles[code as VerdictCode] : words.unknownTitle;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The date of a receipt, in words and in UTC (`27 November 2026` in English), in the catalog's locale. */
export function dateInWords(seconds: number, words: VerdictMessages = en): string {
  return new Intl.DateTimeFormat(words.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(seconds * 1000);
}

/** The issuer as people name a server: its host (`licensing.example`), or the claim as given. */
function issuerInWords(iss: string): string {
  try {
    return new URL(iss).host;
  } catch {
    return iss;
  }
}

/** A word of the catalog for an open value (a purpose, a channel), or the value quoted as it is. */
function wordFor(table: Record<string, string>, value: string, words: VerdictMessages): string {
  return ownValue(table, value) ?? fill(words.quoted, { value });
}

/** A country by its name in the catalog's language (`GB` → `United Kingdom`); `WW` is worldwide. */
function territoryInWords(code: string, words: VerdictMessages, names: Intl.DisplayNames | null): string {
  if (code === 'WW') return words.worldwide;
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A signed `tlp.use` that has every field, each of its type; anything else is not said. */
function wellFormedUse(use: unknown): ReceiptUse | null {
  if (typeof use !== 'object' || use === null) return null;
  const u = use as Record<string, unknown>;
  const strings = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string');
  return typeof u.purpose === 'string' &&
    typeof u.commercial === 'boolean' &&
    strings(u.channels) &&
    strings(u.territories)
    ? (u as unknown as ReceiptUse)
    : null;
}

/**
 * The use a check allowed, in words of the catalog's language, each part on its own (the receipt card
 * lists them; the verdict's sentence joins them): `commercial advertising`, `social media and web`,
 * `United States, United Kingdom and Germany`. Null when the receipt does not sign its use.
 */
export function allowedUseInWords(
  claims: ReceiptClaims,
  words: VerdictMessages = en,
): { purpose: string; channels: string; territories: string } | null {
  const use = wellFormedUse(claims.tlp.use);
  if (!use) return null;
  const list = new Intl.ListFormat(words.locale, { type: 'conjunction' });
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(words.locale, { type: 'region' });
  } catch {}
  return {
    purpose: fill(use.commercial ? words.commercial : words.nonCommercial, {
      purpose: wordFor(words.purposes, use.purpose, words),
    }),
    channels: list.format(use.channels.map((c) => wordFor(words.channels, c, words))),
    territories: list.format(use.territories.map((t) => territoryInWords(t, words, names))),
  };
}

/**
 * What use a receipt licenses, in words: `a generated image`, or a check of a planned use; followed by
 * the use the check allowed when the receipt signs it (`used in commercial advertising (web; United
 * States)`).
 */
function useInWords(claims: ReceiptClaims, words: VerdictMessages): string {
  const t = claims.tlp;
  const output =
    t.kind === 'generation'
      ? words.generated[mediumOf(t.artifact?.media_type)]
      : t.kind === 'check'
        ? words.useCheck
        : fill(words.useOther, { kind: t.kind });
  const allowed = allowedUseInWords(claims, words);
  return allowed ? fill(words.allowedUse, { output, ...allowed }) : output;
}

/**
 * A verdict in plain words: who is licensed (the talent's name when the issuer published it with their
 * consent, `tlp.talent_names`; else {@link NAME_NOT_PUBLISHED}), for what use, by which license server,
 * since when and until when, and whether this file is the very one licensed (or, `recovered`, a picture
 * its fingerprint recognised as a licensed image: never the licensed file byte for byte). One function, so that the
 * verifier page, the receipt page, the embed and the `tlp` command say the same words for the same
 * verdict; in English, or in the language of `words` (a catalog `loadCatalog(lang)` gives). It takes any
 * verdict: a session's (`createVerifier`), `verifyContent`'s, `verifyReceipt`'s, or the facts themselves.
 *
 * @example
 * ```ts
 * const words = describeVerdict(await verifier.verify(bytes));
 * // words.headline: "Licensed and valid"
 * // words.sentence: "Ada Vance is licensed for a generated image by licensing.example since 1 November 2026
 * //   (no end date is published); this image is the very file licensed, byte for byte."
 * describeVerdict(verdict, await loadCatalog('de')).headline; // 'Lizenziert und gültig'
 * ```
 */
export function describeVerdict(verdict: DescribableVerdict, words: VerdictMessages = en): VerdictWords {
  const facts = factsOf(verdict);
  const claims = facts.claims ?? null;
  const checked = facts.checked;
  // `this image` inside a sentence, `This image` at its start: a language may need either.
  const thing = { thing: words.thisThing[checked], Thing: words.ThisThing[checked] };
  const headline = words.headline[facts.status];
  const titleSentence = () => fill(words.titleSentence, { title: verdictTitle(facts.code ?? '', words) });
  if ((facts.status === 'licensed' || facts.status === 'untrusted') && claims) {
    const until = ownValue(words.until, facts.useStatus ?? '') ?? words.until.unknown;
    const values = {
      issuer: issuerInWords(claims.iss),
      date: dateInWords(claims.iat, words),
      until,
      use: useInWords(claims, words),
      talent: talentInWords(claims, words),
      ...thing,
      by: '',
      base: '',
    };
    values.by = fill(words.by, values);
    const count = claims.tlp.talent.length;
    values.base = capitalize(
      count === 0
        ? fill(words.clearedNoTalent, values)
        : plural(words.licensedTalent, words.locale, count, values),
    );
    const artifact = claims.tlp.artifact;
    const sentence =
      facts.status === 'untrusted'
        ? words.untrustedFile
        : checked !== 'receipt'
          ? words.licensedFile
          : artifact
            ? fill(words.licensedReceiptNaming, { output: words.theLicensed[mediumOf(artifact.media_type)] })
            : words.licensedReceipt;
    return { headline, sentence: fill(sentence, values) };
  }
  if (facts.status === 'recovered' && claims && facts.match) {
    const values = {
      ...thing,
      issuer: issuerInWords(claims.iss),
      date: dateInWords(claims.iat, words),
      until: ownValue(words.until, facts.useStatus ?? '') ?? words.until.unknown,
      use: useInWords(claims, words),
      talent: talentInWords(claims, words),
      similarity: String(facts.match.similarity),
    };
    const count = claims.tlp.talent.length;
    const match =
      count === 0
        ? fill(words.recoveredNoTalent, values)
        : plural(words.recovered, words.locale, count, values);
    const why = facts.match.credentials === 'none' ? words.recoveredStripped : words.recoveredChanged;
    return { headline, sentence: fill(why, { match }) };
  }
  if (facts.status === 'denied' && claims) {
    return {
      headline,
      sentence: plural(words.denied, words.locale, claims.tlp.talent.length, {
        issuer: issuerInWords(claims.iss),
        date: dateInWords(claims.iat, words),
        talent: talentInWords(claims, words),
        use: useInWords(claims, words),
        decision: claims.tlp.decision,
      }),
    };
  }
  if (facts.status === 'unverified') {
    return {
      headline,
      sentence: checked === 'receipt' ? words.unverifiedReceipt : fill(words.unverifiedFile, thing),
    };
  }
  if (facts.status === 'no_credentials' && (facts.code === 'no_manifest' || !facts.code)) {
    return { headline, sentence: fill(words.noCredentials, thing) };
  }
  if (facts.status === 'invalid' && facts.changed && checked !== 'receipt') {
    // What happened, not the causes a broken manifest may have: the signature verifies, the bytes changed.
    return { headline, sentence: fill(words.titleSentence, { title: words.changed[checked] }) };
  }
  // The code's explanation (`explainVerdict`) is shown below the verdict; its title is the sentence.
  return { headline, sentence: titleSentence() };
}
