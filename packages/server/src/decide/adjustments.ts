import { containsPhrase, wordsOf } from './words.js';

/**
 * The sandbox's reading of requested changes from a prompt (sandbox-fixtures.md, "Adjustments asked
 * for in a prompt"): whole words, case-insensitive.
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

/** Adjustments the prompt words ask for, in the table's order. */
export function requestedAdjustments(words: readonly string[]): string[] {
  return Object.entries(ADJUSTMENT_WORDS)
    .filter(([, list]) => list.some((w) => containsPhrase(words, wordsOf(w))))
    .map(([name]) => name);
}
