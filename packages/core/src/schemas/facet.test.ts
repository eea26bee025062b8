import { describe, expect, it } from 'vitest';
import { facet } from './facet.js';

const ident = <P extends string>(prefix: P, n = 0) =>
  `${prefix}_01jb8x5k7m9n2p3q4r6s8t0v${String(n).padStart(2, '0')}` as const;

const voice = {
  id: ident('fct', 3),
  object: 'facet',
  livemode: false,
  talent: ident('tal', 1),
  type: 'voice',
  label: 'Ada Vance (voice)',
  status: 'ready',
  modalities: ['speech'],
  material: { items: 12, updated_at: '2026-10-01T00:00:00Z' },
  provider_bindings: [{ provider: 'elevenlabs', kind: 'voice', external_id: 'v_123', status: 'active' }],
  created_at: '2026-09-01T00:00:00Z',
  updated_at: '2026-10-01T00:00:00Z',
};

describe('facet', () => {
  it('accepts a voice facet with bindings, and without them (not visible)', () => {
    expect(facet.parse(voice)).toEqual(voice);
    const { provider_bindings: _p, ...hidden } = voice;
    expect(facet.safeParse(hidden).success).toBe(true);
  });

  it('rejects a bad prefix, a fractional item count and a missing label', () => {
    expect(facet.safeParse({ ...voice, id: ident('fac', 3) }).success).toBe(false);
    expect(facet.safeParse({ ...voice, talent: ident('fct', 1) }).success).toBe(false);
    expect(facet.safeParse({ ...voice, material: { items: 1.5, updated_at: null } }).success).toBe(false);
    const { label: _l, ...rest } = voice;
    expect(facet.safeParse(rest).success).toBe(false);
  });
});
