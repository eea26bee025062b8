import { foldWords } from './text/fold.js';
import { PhraseIndex } from './text/words.js';

/**
 * The sandbox's reading of requested changes from a prompt (sandbox-fixtures.md, "Adjustments asked
 * for in a prompt"): whole words, read as talent names are (`text/fold.ts`), so a disguised word
 * (`ｅｎｄｏｒｓｅｓ`, `smi\u200Bling`) asks for its change too.
 */
export const ADJUSTMENT_WORDS: Readonly<Record<string, readonly string[]>> = {
  body_and_age: ['older', 'younger', 'thinner', 'heavier', 'aged', 'de-aged'],
  expression: ['smiling', 'frowning', 'crying', 'expression'],
  hair: ['hairstyle', 'haircut', 'bald', 'blonde'],
  pose: ['pose', 'posing', 'jumping'],
  wardrobe: ['outfit', 'wearing', 'dressed', 'costume'],
  endorsement: ['endorses', 'recommends', 'endorsing'],
  skin_retouch: ['retouched', 'airbrushed'],
  background_extension: ['background', 'backdrop'],
};

let index: PhraseIndex<string> | undefined;

/** Adjustments the (folded) prompt words ask for, in the table's order. */
export function requestedAdjustments(words: readonly string[]): string[] {
  if (!index) {
    index = new PhraseIndex<string>();
    for (const [name, list] of Object.entries(ADJUSTMENT_WORDS))
      for (const word of list) index.add(foldWords(word).words, name);
  }
  const asked = new Set(index.find(words));
  return Object.keys(ADJUSTMENT_WORDS).filter((name) => asked.has(name));
}
