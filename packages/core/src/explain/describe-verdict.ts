import type { ReceiptClaims } from '../verdicts.js';
import { explainVerdict } from './explain-verdict.js';

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
export const NAME_NOT_PUBLISHED = 'a talent whose name is not published by the issuer';

const NOUN: Record<CheckedThing, string> = {
  image: 'image',
  video: 'video',
  audio: 'audio file',
  receipt: 'receipt',
};

/** `image`, `video` or `audio file` for a media type (`video/mp4` → `video`). */
function mediaNoun(mediaType: string | undefined): string {
  const top = mediaType?.split('/')[0];
  return top === 'video' ? 'video' : top === 'audio' ? 'audio file' : 'image';
}

/** `Ada Vance`, `Ada Vance and a talent whose name…`: the receipt's talent by their published names. */
export function talentInWords(claims: ReceiptClaims): string {
  const names = claims.tlp.talent_names ?? {};
  const talent = claims.tlp.talent;
  if (talent.length === 0) return 'no talent';
  const known = talent.map((id) => names[id]).filter((n): n is string => typeof n === 'string');
  const unnamed = talent.length - known.length;
  const parts = [...known];
  if (unnamed === 1) parts.push(NAME_NOT_PUBLISHED);
  else if (unnamed > 1) parts.push(`${unnamed} talent whose names are not published by the issuer`);
  return parts.length <= 2 ? parts.join(' and ') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The date of a receipt, in words and in UTC (`27 November 2026`), the same in every runtime. */
export function dateInWords(seconds: number): string {
  const date = new Date(seconds * 1000);
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
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
function useInWords(claims: ReceiptClaims): string {
  const t = claims.tlp;
  if (t.kind === 'generation') return `a generated ${mediaNoun(t.artifact?.media_type)}`;
  if (t.kind === 'check') return 'a planned generation (a check, before any output was made)';
  return `a use of kind “${t.kind}”`;
}

/** Until when: the issuer's current standing when known; the protocol publishes no end date. */
function untilInWords(useStatus: string | null | undefined): string {
  if (useStatus === 'permitted') return 'still permitted today, says the issuer; no end date is published';
  if (useStatus === 'revoked') return 'since revoked by the issuer';
  if (useStatus === 'suspended') return 'now suspended by the issuer';
  return 'no end date is published';
}

/**
 * A verdict in plain words, from the facts a verifier knows: who is licensed (the talent's name when the
 * issuer published it with their consent, `tlp.talent_names`; else {@link NAME_NOT_PUBLISHED}), for what
 * use, by which license server, since when and until when, and whether this file is the very one
 * licensed. One function, so that the verifier page, the receipt page, the embed and the `tlp` command
 * say the same words for the same verdict.
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
export function describeVerdict(facts: VerdictFacts): VerdictWords {
  const noun = NOUN[facts.checked];
  const claims = facts.claims ?? null;
  const isFile = facts.checked !== 'receipt';
  if ((facts.status === 'licensed' || facts.status === 'untrusted') && claims) {
    const by = `by ${issuerInWords(claims.iss)} since ${dateInWords(claims.iat)} (${untilInWords(facts.useStatus)})`;
    const base =
      claims.tlp.talent.length === 0
        ? `${capitalize(useInWords(claims))} that uses no talent’s name, likeness or voice was cleared ${by}`
        : `${capitalize(talentInWords(claims))} ${claims.tlp.talent.length > 1 ? 'are' : 'is'} licensed for ${useInWords(claims)} ${by}`;
    if (facts.status === 'untrusted') {
      return {
        headline: 'Valid, but signed by an untrusted signer',
        sentence: `${base}; this ${noun} is the very file licensed, but its content credentials are signed by a certificate this verifier does not trust.`,
      };
    }
    return {
      headline: 'Licensed and valid',
      sentence: isFile
        ? `${base}; this ${noun} is the very file licensed, byte for byte.`
        : `${base}; this receipt is genuine${claims.tlp.artifact ? `, and names the licensed ${mediaNoun(claims.tlp.artifact.media_type)} by its digest` : ''}.`,
    };
  }
  if (facts.status === 'denied' && claims) {
    return {
      headline: 'Valid receipt, but the use was not licensed',
      sentence: `${issuerInWords(claims.iss)} recorded on ${dateInWords(claims.iat)} that ${talentInWords(claims)} ${claims.tlp.talent.length > 1 ? 'were' : 'was'} not licensed for ${useInWords(claims)} (decision “${claims.tlp.decision}”).`,
    };
  }
  if (facts.status === 'unverified') {
    return {
      headline: 'Not verified: no issuer to check it against',
      sentence: isFile
        ? `This ${noun} carries a license receipt, but no license server was named to verify it against, so nothing it says has been checked.`
        : 'No license server was named to verify this receipt against, so nothing it says has been checked.',
    };
  }
  if (facts.status === 'no_credentials') {
    if (facts.code === 'no_manifest' || !facts.code) {
      return {
        headline: 'No content credentials',
        sentence: `Nothing in this ${noun} says where it comes from, or that anyone’s name, likeness or voice in it is licensed.`,
      };
    }
    return { headline: 'No content credentials', sentence: `${explainVerdict(facts.code).title}.` };
  }
  // The code's explanation (`explainVerdict`) is shown below the verdict; its title is the sentence.
  return { headline: 'Not valid', sentence: `${explainVerdict(facts.code ?? '').title}.` };
}
