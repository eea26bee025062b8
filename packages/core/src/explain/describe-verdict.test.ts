import { describe, expect, it } from 'vitest';
import type { ReceiptClaims } from '../verdicts.js';
import { mediumOf } from '../verifier/verdict.js';
import {
  allowedUseInWords,
  changedAfterSigning,
  describeVerdict,
  NAME_NOT_PUBLISHED,
  talentInWords,
} from './describe-verdict.js';
import { messages as de } from './messages/de.js';
import { messages as ja } from './messages/ja.js';

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

  it('names a PDF a document, never an image', () => {
    expect(mediumOf('application/pdf')).toBe('document');
    expect(
      describeVerdict({ status: 'no_credentials', checked: mediumOf('application/pdf'), code: 'no_manifest' })
        .sentence,
    ).toMatch(/^Nothing in this document says where it comes from/);
    expect(
      describeVerdict({ status: 'licensed', checked: mediumOf('application/pdf'), claims: claims() })
        .sentence,
    ).toContain('this document is the very file licensed');
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

  it('says the use the check allowed when the receipt signs it: purpose, channels, territories', () => {
    const use = {
      modality: 'image',
      kind: 'depiction',
      purpose: 'advertising',
      commercial: true,
      channels: ['social', 'web'],
      territories: ['US', 'GB', 'DE'],
    };
    const named = claims({ talent_names: { tal_01jb8m2k4x7q9v3n5r6t8w0y2d: 'Ada Vance' }, use });
    expect(describeVerdict({ status: 'licensed', checked: 'image', claims: named }).sentence).toBe(
      'Ada Vance is licensed for a generated image used in commercial advertising (social media and web; United States, United Kingdom and Germany) by licensing.example since 27 November 2026 (no end date is published); this image is the very file licensed, byte for byte.',
    );
    expect(
      describeVerdict({
        status: 'denied',
        checked: 'receipt',
        claims: { ...named, tlp: { ...named.tlp, decision: 'deny' } },
      }).sentence,
    ).toContain(
      'was not licensed for a generated image used in commercial advertising (social media and web;',
    );
    // In the reader's language, countries by the language's names.
    expect(allowedUseInWords(named, de)).toEqual({
      purpose: 'kommerzielle Werbung',
      channels: 'soziale Medien und Web',
      territories: 'Vereinigte Staaten, Vereinigtes Königreich und Deutschland',
    });
    expect(allowedUseInWords(named, ja)?.purpose).toBe('商用の広告');
    // A personal use, worldwide, on a channel this verifier has no word for (said as it is).
    expect(
      allowedUseInWords(
        claims({
          use: { ...use, purpose: 'personal', commercial: false, channels: ['radio'], territories: ['WW'] },
        }),
      ),
    ).toEqual({ purpose: 'non-commercial personal use', channels: '“radio”', territories: 'worldwide' });
    // A receipt without a use (another issuer's), or with a malformed one, says the medium only.
    expect(allowedUseInWords(claims())).toBeNull();
    expect(allowedUseInWords(claims({ use: { ...use, channels: 'web' } as never }))).toBeNull();
  });

  it('a file changed after it was signed says so, by its medium, instead of the possible causes', () => {
    for (const [checked, sentence] of [
      ['image', 'This image was changed after it was signed.'],
      ['video', 'This video was changed after it was signed.'],
      ['audio', 'This audio file was changed after it was signed.'],
      ['document', 'This document was changed after it was signed.'],
    ] as const) {
      expect(
        describeVerdict({ status: 'invalid', checked, code: 'manifest_invalid', changed: true }),
      ).toEqual({
        headline: 'Not valid',
        sentence,
      });
    }
    const report = {
      present: true,
      signatureValid: true,
      bindingValid: false,
      trusted: true,
      signer: null,
      failures: [],
    };
    const failed = {
      valid: false as const,
      code: 'manifest_invalid' as const,
      message: 'the manifest is invalid: assertion.dataHash.mismatch',
      mediaType: 'image/jpeg',
      manifest: report,
      assertion: null,
      receipt: null,
      contentDigest: null,
      contentMatches: null,
    };
    expect(changedAfterSigning(failed)).toBe(true);
    // A signature that does not verify may be a forgery, not a change: not said to be a change.
    expect(changedAfterSigning({ ...failed, manifest: { ...report, signatureValid: false } })).toBe(false);
    expect(changedAfterSigning({ ...failed, manifest: null })).toBe(false);
  });
});
