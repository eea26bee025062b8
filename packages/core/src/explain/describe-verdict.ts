import type { ReceiptClaims } from '../verdicts.js';
import { messages as en, type VerdictCode, type VerdictMessages } from './messages/en.js';
import { fill, plural } from './messages/format.js';

/**
 * A verdict at a glance, as the verifier page, the receipt page, the publisher embed and the `tlp`
 * command all state it: licensed; a genuine receipt recording a refusal (`denied`); licensed but signed
 * by a C2PA signer the verifier does not trust (`untrusted`); not checked against any issuer
 * (`unverified`); no content credentials (`no_credentials`); anything else (`invalid`).
 */
export type VerdictStatus = 'licensed' | 'denied' | 'untrusted' | 'unverified' | 'no_credentials' | 'invalid';

/** What was checked: a file of one of these kinds, or a receipt on its own. */
export type CheckedThing = 'image' | 'video' | 'audio' | 'receipt';

/** What a verifier knows of one verdict, and all {@link describeVerdict} needs. */
export interface VerdictFacts {
  status: VerdictStatus;
  checked: CheckedThing;
  /** The claims of the receipt, once its signature verified; null or absent otherwise. */
  claims?: ReceiptClaims | null;
  /** Why it is not valid (a verdict code), for `invalid`, `no_credentials` and `unverified`. */
  code?: string | null;
  /** The issuer's current standing of the use (`use_status` of the public receipt), when fetched. */
  useStatus?: string | null;
}

/** A verdict in plain words: a short headline, then one sentence a reader understands. */
export interface VerdictWords {
  headline: string;
  /** Who is licensed, for what use, by whom, since when and until when, and whether this file is the one. */
  sentence: string;
}

/** Said of a talent whose name the issuer does not publish (instead of printing an ID as a name). */
export const NAME_NOT_PUBLISHED = en.nameNotPublished;

/** `image`, `video` or `audio` for a media type (`video/mp4` → `video`). */
function mediumOf(mediaType: string | undefined): 'image' | 'video' | 'audio' {
  const top = mediaType?.split('/')[0];
  return top === 'video' || top === 'audio' ? top : 'image';
}

/**
 * `Ada Vance`, `Ada Vance and a talent whose name…`: the receipt's talent by their published names,
 * joined as the language joins a list (`Intl.ListFormat`).
 */
export function talentInWords(claims: ReceiptClaims, words: VerdictMessages = en): string {
  const names = claims.tlp.talent_names ?? {};
  const talent = claims.tlp.talent;
  if (talent.length === 0) return words.noTalent;
  const parts = talent.map((id) => names[id]).filter((n): n is string => typeof n === 'string');
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

/** What use a receipt licenses, in words: `a generated image`, or a check of a planned use. */
function useInWords(claims: ReceiptClaims, words: VerdictMessages): string {
  const t = claims.tlp;
  if (t.kind === 'generation') return words.generated[mediumOf(t.artifact?.media_type)];
  if (t.kind === 'check') return words.useCheck;
  return fill(words.useOther, { kind: t.kind });
}

/**
 * A verdict in plain words, from the facts a verifier knows: who is licensed (the talent's name when the
 * issuer published it with their consent, `tlp.talent_names`; else {@link NAME_NOT_PUBLISHED}), for what
 * use, by which license server, since when and until when, and whether this file is the very one
 * licensed. One function, so that the verifier page, the receipt page, the embed and the `tlp` command
 * say the same words for the same verdict; in English, or in the language of `words` (a catalog of
 * `@tlp/core/messages/<lang>`, see `loadVerdictMessages`).
 *
 * @example
 * ```ts
 * const verdict = await verifyContent(bytes, { issuer, mode: 'test' });
 * const words = describeVerdict({
 *   status: verdict.valid ? (verdict.trusted ? 'licensed' : 'untrusted') : 'invalid',
 *   checked: 'image',
 *   claims: verdict.receipt?.valid ? verdict.receipt.claims : null,
 *   code: verdict.valid ? null : verdict.code,
 * });
 * // words.sentence: "Ada Vance is licensed for a generated image by licensing.example since 1 November 2026
 * //   (no end date is published); this image is the very file licensed, byte for byte."
 * ```
 */
export function describeVerdict(facts: VerdictFacts, words: VerdictMessages = en): VerdictWords {
  const claims = facts.claims ?? null;
  const checked = facts.checked;
  // `this image` inside a sentence, `This image` at its start: a language may need either.
  const thing = { thing: words.thisThing[checked], Thing: words.ThisThing[checked] };
  const headline = words.headline[facts.status];
  const titleSentence = () => fill(words.titleSentence, { title: verdictTitle(facts.code ?? '', words) });
  if ((facts.status === 'licensed' || facts.status === 'untrusted') && claims) {
    const until = words.until[facts.useStatus as 'permitted'] ?? words.until.unknown;
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
  // The code's explanation (`explainVerdict`) is shown below the verdict; its title is the sentence.
  return { headline, sentence: titleSentence() };
}
