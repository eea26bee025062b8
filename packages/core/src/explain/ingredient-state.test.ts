import { describe, expect, it } from 'vitest';
import type { IngredientReport } from '../verdicts.js';
import { ingredientState } from './ingredient-state.js';

const ingredient = (over: Partial<IngredientReport>): IngredientReport => ({
  title: 'a.jpg',
  relationship: 'parentOf',
  manifest: 'urn:c2pa:one',
  recorded: [],
  failures: [],
  ...over,
});

describe('ingredientState', () => {
  it('an ingredient whose manifest validates now checks out, whatever its assertion recorded', () => {
    expect(ingredientState(ingredient({}))).toBe('checksOut');
    // What c2pa-rs records for an ingredient whose signer it was not told to trust.
    expect(ingredientState(ingredient({ recorded: ['signingCredential.untrusted'] }))).toBe('checksOut');
  });

  it('an ingredient without a manifest in the file has no credentials to check', () => {
    expect(ingredientState(ingredient({ manifest: null }))).toBe('noCredentials');
  });

  it('a failure found now that its assertion recorded is recorded, not failing', () => {
    const expired = ['signingCredential.expired'];
    expect(ingredientState(ingredient({ recorded: expired, failures: expired }))).toBe('recorded');
  });

  it('a failure found now that nothing recorded fails now', () => {
    expect(
      ingredientState(
        ingredient({ recorded: ['signingCredential.expired'], failures: ['claimSignature.mismatch'] }),
      ),
    ).toBe('failsNow');
  });
});
