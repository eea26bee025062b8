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

let prototypes: Map<number, string> | undefined;

/** The confusables table, each prototype itself folded (lowercase, NFD, mapped again) until it is stable. */
function table(): Map<number, string> {
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
  const settled = new Map<number, string>();
  for (const [cp, proto] of raw) {
    let s = proto;
    // A prototype may be capital (`0` → `O`) or map on (`ǉ` → `lj`): fold it like text until it holds.
    for (let i = 0; i < 4; i++) {
      const next = mapChars(caseFold(s).normalize('NFD'), raw);
      if (next === s) break;
      s = next;
    }
    settled.set(cp, s);
  }
  prototypes = settled;
  return settled;
}

function mapChars(s: string, map: Map<number, string>): string {
  let out = '';
  for (const ch of s) out += map.get(ch.codePointAt(0) as number) ?? ch;
  return out;
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
  const map = table();
  const plain = text.replace(IGNORABLE, '').normalize('NFKC').normalize('NFD');
  return mapChars(caseFold(mapChars(plain, map)).normalize('NFD'), map).normalize('NFD');
}

/** The words of `text` as a person reads them (see {@link FoldedText}). */
export function foldWords(text: string): FoldedText {
  const words = skeleton(text).match(WORD) ?? [];
  return { words, loose: words.map((w) => w.replace(MARKS, '')) };
}
