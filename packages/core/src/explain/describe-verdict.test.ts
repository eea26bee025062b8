import { describe, expect, it } from 'vitest';
import type { ReceiptClaims } from '../verdicts.js';
import { describeVerdict, NAME_NOT_PUBLISHED, talentInWords } from './describe-verdict.js';

function claims(tlp: Partial<ReceiptClaims['tlp']> = {}): ReceiptClaims {
  return {
    iss: 'https://licensing.example',
    jti: 'rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a',
    sub: 'gen_01jb8m2k4x7q9v3n5r6t8w0y2b',
    iat: Date.UTC(2026, 10, 27, 12) / 1000,
    tlp: {
      ver: '1.0',
      kind: 'generation',
      decision: 'allow',
      livemode: false,
      talent: ['tal_01jb8m2k4x7q9v3n5r6t8w0y2d'],
      licenses: [],
      artifact: { sha256: 'ab'.repeat(32), media_type: 'image/jpeg' },
      ...tlp,
    },
  };
}

describe('describeVerdict', () => {
  it('says who, what use, by whom, since when and that the file is the one licensed', () => {
    const named = claims({ talent_names: { tal_01jb8m2k4x7q9v3n5r6t8w0y2d: 'Ada Vance' } });
    expect(describeVerdict({ status: 'licensed', checked: 'image', claims: named })).toEqual({
      headline: 'Licensed and valid',
      sentence:
        'Ada Vance is licensed for a generated image by licensing.example since 27 November 2026 (no end date is published); this image is the very file licensed, byte for byte.',
    });
  });

  it('never prints an ID as a name: an unpublished name is said to be so', () => {
    const words = describeVerdict({
      status: 'licensed',
      checked: 'receipt',
      claims: claims(),
      useStatus: 'permitted',
    });
    expect(words.sentence.startsWith(`A ${NAME_NOT_PUBLISHED.slice(2)} is licensed`)).toBe(true);
    expect(words.sentence).not.toContain('tal_');
    expect(words.sentence).toContain('still permitted today');
  });

  it('names several talent, published or not', () => {
    const two = claims({
      talent: ['tal_01jb8m2k4x7q9v3n5r6t8w0y2d', 'tal_01jb8m2k4x7q9v3n5r6t8w0y2e'],
      talent_names: { tal_01jb8m2k4x7q9v3n5r6t8w0y2e: 'Milo Hart' },
    });
    expect(talentInWords(two)).toBe(`Milo Hart and ${NAME_NOT_PUBLISHED}`);
  });

  it('says an untrusted signer, a refusal, no credentials, no issuer and a broken file apart', () => {
    expect(describeVerdict({ status: 'untrusted', checked: 'video', claims: claims() }).sentence).toContain(
      'signed by a certificate this verifier does not trust',
    );
    expect(
      describeVerdict({ status: 'denied', checked: 'receipt', claims: claims({ decision: 'deny' }) })
        .sentence,
    ).toContain('was not licensed for a generated image (decision “deny”)');
    expect(
      describeVerdict({ status: 'no_credentials', checked: 'audio', code: 'no_manifest' }).sentence,
    ).toMatch(/^Nothing in this audio file says where it comes from/);
    expect(
      describeVerdict({ status: 'unverified', checked: 'image', code: 'issuer_required' }).headline,
    ).toBe('Not verified: no issuer to check it against');
    expect(describeVerdict({ status: 'invalid', checked: 'image', code: 'manifest_invalid' })).toEqual({
      headline: 'Not valid',
      sentence: 'The content credentials are broken.',
    });
  });
});
