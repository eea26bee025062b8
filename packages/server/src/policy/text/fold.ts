import { readFileSync } from 'node:fs';

/**
 * Text as a person reads it. Prompt text and talent names are folded the same way before they are
 * compared, so that a name cannot be hidden from the matcher by how it is written:
 *
 * 1. default-ignorable and format characters are removed (zero-width space and joiners, soft hyphen,
 *    word joiner, variation selectors, bidi controls): `Ro\u200Bsa` reads `Rosa`;
 * 2. Unicode NFKC: compatibility forms become their plain letters (full-width `Ｒｏｓａ`, ligatures,
 *    mathematical alphanumerics);
 * 3. full case folding (`ß` → `ss`, final `ς` → `σ`), with look-alikes mapped before and after it;
 * 4. the Unicode TR 39 skeleton: NFD, then every character replaced by the prototype a reader may take it
 *    for (Cyrillic `о` → `o`, `0` → `o`, `ｍ` → `rn`), from the Unicode 17 confusables data in `unicode/`;
 *    since case is folded first, `i` goes where TR 39 sends capital `I` (to `l`, with `1` and `|`).
 *
 * Words are then the runs of letters, marks and digits of the folded text: an apostrophe, a hyphen or any
 * other punctuation ends a word, so "Rosa Quint's" holds the words `rosa quint s` and "Ada Vance-style"
 * `ada vance style`. Combining marks stay in the words (NFD keeps `zoë` as `zoe` + U+0308, distinct from
 * `zoe`); {@link FoldedText.loose} has the same words without their marks, for the weaker match that
 * finds "Zoe" written for a talent named "Zoë".
 */
export interface FoldedText {
  /** The words, folded; diacritics kept. */
  words: string[];
  /** The same words at the same positions without combining marks (a word of marks alone becomes ''). */
  loose: string[];
}

const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const MARKS = /\p{M}/gu;

/** Prototypes by code point: an array for the BMP (one index, no hashing, on the hot path) and a map above it. */
interface Prototypes {
  bmp: Array<string | undefined>;
  astral: Map<number, string>;
}

let prototypes: Prototypes | undefined;

function toPrototypes(map: Map<number, string>): Prototypes {
  const bmp = new Array<string | undefined>(0x10000).fill(undefined);
  const astral = new Map<number, string>();
  for (const [cp, proto] of map) {
    if (cp < 0x10000) bmp[cp] = proto;
    else astral.set(cp, proto);
  }
  return { bmp, astral };
}

/** The confusables table, each prototype itself folded (lowercase, NFD, mapped again) until it is stable. */
function table(): Prototypes {
  if (prototypes) return prototypes;
  const text = readFileSync(new URL('./unicode/confusables.txt', import.meta.url), 'utf8');
  const raw = new Map<number, string>();
  for (const line of text.split('\n')) {
    const hash = line.indexOf('#');
    const data = (hash < 0 ? line : line.slice(0, hash)).trim();
    if (!data) continue;
    const [source, target] = data.split(';');
    if (source === undefined || target === undefined) continue;
    const proto = target
      .trim()
      .split(/\s+/)
      .map((hex) => String.fromCodePoint(Number.parseInt(hex, 16)))
      .join('');
    raw.set(Number.parseInt(source, 16), proto);
  }
  // TR 39 takes capital I for l (`I` → `l`, like `1` and `|`). Case folding has made every I an i, so
  // i joins that class too: "QU1NT" and "lRIS" read as QUINT and IRIS, as a reader would read them.
  raw.set(0x69, 'l');
  const rawPrototypes = toPrototypes(raw);
  const settled = new Map<number, string>();
  for (const [cp, proto] of raw) {
    let s = proto;
    // A prototype may be capital (`0` → `O`) or map on (`ǉ` → `lj`): fold it like text until it holds.
    for (let i = 0; i < 4; i++) {
      const next = mapChars(caseFold(s).normalize('NFD'), rawPrototypes);
      if (next === s) break;
      s = next;
    }
    settled.set(cp, s);
  }
  prototypes = toPrototypes(settled);
  return prototypes;
}

/** Replaces every code point that has a prototype; runs without one are copied as slices, not char by char. */
function mapChars(s: string, { bmp, astral }: Prototypes): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < s.length; i++) {
    const unit = s.charCodeAt(i);
    const pair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < s.length;
    const proto = pair ? astral.get(s.codePointAt(i) as number) : bmp[unit];
    if (proto !== undefined) {
      out += s.slice(copied, i) + proto;
      copied = i + (pair ? 2 : 1);
    }
    if (pair) i++;
  }
  return copied === 0 ? s : out + s.slice(copied);
}

/** Full case folding, as far as JavaScript offers it: upper then lower maps `ß` → `ss` and `ς` → `σ`. */
function caseFold(s: string): string {
  return s.toUpperCase().toLowerCase();
}

/**
 * The skeleton of `text` (steps 1–4 above). The look-alike map runs before case folding too, since some
 * look-alikes hold only in one case (Cyrillic `К` is Latin `K`, but its small `к` is `ĸ`, not `k`).
 */
export function skeleton(text: string): string {
  if (ASCII.test(text)) {
    const folded = asciiSkeleton(text, asciiTable());
    if (folded !== undefined) return folded;
  }
  return unicodeSkeleton(text);
}

/** {@link skeleton} by the general route, whatever the text (the ASCII route is checked against it). */
export function unicodeSkeleton(text: string): string {
  const map = table();
  const plain = text.replace(IGNORABLE, '').normalize('NFKC').normalize('NFD');
  return mapChars(caseFold(mapChars(plain, map)).normalize('NFD'), map).normalize('NFD');
}

const ASCII = /^\p{ASCII}*$/u;
const ASCII_WORD = /[A-Za-z0-9]+/g;
/** An ASCII character whose look-alike leaves ASCII (`%` → `º/₀`): a text with one takes the general route. */
const GENERAL = false;
let asciiSkeletons: Array<string | null | typeof GENERAL> | undefined;

/**
 * The skeleton of each ASCII character: `null` where it is the character itself, {@link GENERAL} where
 * some step of it is not ASCII. Where every step stays ASCII, no step depends on neighbours (NFKC and
 * NFD leave ASCII alone, case folding of ASCII is per character), so the skeleton of a text made only of
 * such characters is their skeletons joined.
 */
function asciiTable(): Array<string | null | typeof GENERAL> {
  if (asciiSkeletons !== undefined) return asciiSkeletons;
  const map = table();
  const out: Array<string | null | typeof GENERAL> = [];
  for (let code = 0; code < 0x80; code++) {
    const ch = String.fromCharCode(code);
    const first = mapChars(ch, map);
    const whole = unicodeSkeleton(ch);
    if (!ASCII.test(first) || !ASCII.test(caseFold(first)) || !ASCII.test(whole)) out.push(GENERAL);
    else out.push(whole === ch ? null : whole);
  }
  asciiSkeletons = out;
  return out;
}

/** The skeleton of an ASCII text by the table, or `undefined` if it holds a character of the general route. */
function asciiSkeleton(text: string, table: Array<string | null | typeof GENERAL>): string | undefined {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    const proto = table[text.charCodeAt(i)];
    if (proto === GENERAL) return undefined;
    if (proto !== null && proto !== undefined) {
      out += text.slice(copied, i) + proto;
      copied = i + 1;
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

/** The words of `text` as a person reads them (see {@link FoldedText}). */
export function foldWords(text: string): FoldedText {
  const folded = skeleton(text);
  if (ASCII.test(folded)) {
    // Letters and digits are the only ASCII letters, marks and numbers; there are no marks to drop.
    const words = folded.match(ASCII_WORD) ?? [];
    return { words, loose: words.slice() };
  }
  const words = folded.match(WORD) ?? [];
  return { words, loose: words.map((w) => w.replace(MARKS, '')) };
}
