import { describe, expect, it } from 'vitest';
import { isKnownObligation, knownObligation, obligation, obligationTypes } from './obligation.js';

const lic = 'lic_01jb8x5k7m9n2p3q4r6s8t0v1w';

const examples = [
  { type: 'generation_check', required: 'all' },
  { type: 'hold_until_release', reviewer: 'talent' },
  { type: 'draft_watermark' },
  {
    type: 'generation_instructions',
    instructions: ['Keep her natural hair colour.', 'No logos of competitors.'],
    term: `license:${lic}/terms.rules.always`,
  },
  { type: 'disclosure', level: 'brand', placement: 'both', text: 'Paid partnership with Ada Vance.' },
  { type: 'attribution' },
  { type: 'c2pa_manifest' },
  { type: 'no_training', material: true, outputs: true },
  { type: 'delete_material' },
  { type: 'usage_report', units: 'placements', within: 'P30D' },
];

describe('obligation', () => {
  it('has the 10 TLP 1.0 types, each with a valid example', () => {
    expect(obligationTypes).toHaveLength(10);
    expect(examples.map((o) => o.type)).toEqual([...obligationTypes]);
    for (const example of examples) {
      expect(knownObligation.safeParse(example).success, example.type).toBe(true);
      const parsed = obligation.parse(example);
      expect(isKnownObligation(parsed)).toBe(true);
    }
  });

  it('passes an unknown type through with its fields, and it is not known', () => {
    const value = { type: 'pay_royalty_in_gold', ounces: 3 };
    const parsed = obligation.parse(value);
    expect(parsed).toEqual(value);
    expect(isKnownObligation(parsed)).toBe(false);
    expect(knownObligation.safeParse(value).success).toBe(false);
  });

  it('rejects a malformed known obligation instead of passing it through', () => {
    expect(
      obligation.safeParse({ type: 'usage_report', units: 'placements', within: '30 days' }).success,
    ).toBe(false);
    expect(obligation.safeParse({ type: 'usage_report', units: 'placements' }).success).toBe(false);
    expect(
      obligation.safeParse({ type: 'generation_instructions', instructions: 'one string', term: 'x' })
        .success,
    ).toBe(false);
    expect(obligation.safeParse({ type: 'disclosure', level: 'brand', placement: 'both' }).success).toBe(
      false,
    );
  });

  it('rejects an obligation without a type', () => {
    expect(obligation.safeParse({ required: 'all' }).success).toBe(false);
    expect(obligation.safeParse({ type: 7 }).success).toBe(false);
  });

  it('accepts unseen values of open fields', () => {
    expect(
      obligation.safeParse({ type: 'disclosure', level: 'talent', placement: 'caption', text: 'AI' }).success,
    ).toBe(true);
  });
});
