import type { IngredientReport } from '../verdicts.js';

/**
 * What an ingredient's own content credentials say, as the page, `tlp verify` and `tlp mcp` put it:
 * - `checksOut`: its manifest in this file validates now (whatever its assertion recorded when it was
 *   added: a signer's `signingCredential.untrusted` says only what that signer trusted);
 * - `noCredentials`: it names no manifest of this file (nothing to check);
 * - `recorded`: its manifest fails now, each failure one its assertion recorded when it was added: the
 *   signer knew, so the file stays valid (C2PA 2.x, as c2pa-rs judges);
 * - `failsNow`: a failure found now that its assertion did not record (the file is then `manifest_invalid`).
 * The codes to name are the ingredient's `failures` in both failing states.
 */
export type IngredientState = 'checksOut' | 'noCredentials' | 'recorded' | 'failsNow';

/** The {@link IngredientState} of one ingredient of a verdict's `manifest.ingredients`. */
export function ingredientState(ingredient: IngredientReport): IngredientState {
  if (ingredient.failures.some((code) => !ingredient.recorded.includes(code))) return 'failsNow';
  if (ingredient.failures.length > 0) return 'recorded';
  return ingredient.manifest === null ? 'noCredentials' : 'checksOut';
}
