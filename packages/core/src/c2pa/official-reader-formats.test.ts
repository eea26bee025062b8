/**
 * GIF, TIFF, DNG, SVG, AVI, FLAC and PDF judged side by side with the official C2PA reader (c2pa-rs in
 * WebAssembly, `@contentauth/c2pa-wasm` 0.13.3): the licensed files c2pa-rs signed
 * (test-vectors/c2pa-rs-signed/licensed.*) valid for both, then every third of their bytes flipped in turn
 * and cut short: the same verdict, good or not, from both. c2pa-rs's own
 * unsigned fixtures of each format signed by c2pa-rs here and judged again, and its signed PDF's store and
 * file around it flipped.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signWithC2paWasm } from '../../../../test-vectors/lib/c2pa-wasm-signer.js';
import { createTestCertificates, type TestCertificates } from '../../../../test-vectors/lib/certificates.js';
import { ISSUER, JWKS } from '../../../../test-vectors/lib/fixtures.js';
import { initOfficialReader, officialVerdict } from '../../../../test-vectors/lib/official-reader.js';
import { verifyContent } from '../content/index.js';
import { detectMediaType, openMedia } from './asset/container.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
  initOfficialReader();
});

const vectors = (path: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../test-vectors/${path}`, import.meta.url)));

/** Ours, sorted as the official classes are: `good` a manifest that validates, whatever the license says. */
async function ours(bytes: Uint8Array): Promise<{ good: boolean; said: string }> {
  const verdict = await verifyContent(bytes, { issuer: ISSUER, jwks: JWKS, mode: 'test' });
  const m = verdict.manifest;
  const good = Boolean(m?.present && m.signatureValid && m.bindingValid && (m.failures ?? []).length === 0);
  return { good, said: verdict.valid ? 'valid' : `${verdict.code}: ${verdict.message}` };
}

const SIGNED = ['gif', 'tiff', 'dng', 'svg', 'avi', 'flac'] as const;

describe.each(SIGNED)('a .%s c2pa-rs signed, and each of its bytes flipped', (ext) => {
  const licensed = vectors(`c2pa-rs-signed/licensed.${ext}`);
  const mediaType = detectMediaType(licensed) as string;

  it('is licensed and trusted for both', async () => {
    const official = await officialVerdict(licensed, mediaType, certs.trusted.rootPem);
    expect(official.state).toBe('Trusted');
    expect(official.assertions?.map((a) => a.label)).toContain('ai.tlp.license');
    const verdict = await verifyContent(licensed, { issuer: ISSUER, jwks: JWKS, mode: 'test' });
    expect(verdict).toMatchObject({ valid: true, assertion: { label: 'ai.tlp.license' } });
  });

  it('flipped anywhere: good for both or for neither', async () => {
    const disagreements: string[] = [];
    let bad = 0;
    // Every third byte, each format from another of the three phases.
    for (let at = SIGNED.indexOf(ext) % 3; at < licensed.length; at += 3) {
      const flipped = licensed.slice();
      flipped[at] = (flipped[at] as number) ^ 0x01;
      const official = await officialVerdict(flipped, mediaType);
      const mine = await ours(flipped);
      if (!mine.good) bad++;
      if ((official.class === 'good') !== mine.good)
        disagreements.push(
          `byte ${at}: official ${official.class} (${official.failures}), ours ${mine.said}`,
        );
    }
    expect(disagreements).toEqual([]);
    expect(bad).toBeGreaterThan(0);
  }, 300_000);

  it('cut short anywhere: never good, never a throw', async () => {
    const disagreements: string[] = [];
    for (let end = 0; end < licensed.length; end += 7) {
      const cut = licensed.slice(0, end);
      const official = await officialVerdict(cut, mediaType);
      const mine = await ours(cut);
      if ((official.class === 'good') !== mine.good)
        disagreements.push(`${end} bytes: official ${official.class}, ours ${mine.said}`);
    }
    expect(disagreements).toEqual([]);
  }, 300_000);
});

describe("c2pa-rs's own files of each format (test-vectors/third-party/c2pa-rs), signed by c2pa-rs", () => {
  const definition = (format: string) => ({
    claim_generator_info: [{ name: 'tlp-tests', version: '1' }],
    title: 'fixture',
    format,
    assertions: [
      {
        label: 'c2pa.actions.v2',
        data: {
          actions: [
            {
              action: 'c2pa.created',
              digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/digitalCapture',
            },
          ],
        },
      },
    ],
  });

  it.each([
    ['sample1.gif', 'image/gif'],
    ['TUSCANY.TIF', 'image/tiff'],
    ['sample1.svg', 'image/svg+xml'],
    ['test.avi', 'video/x-msvideo'],
    ['sample1.flac', 'audio/flac'],
  ])(
    '%s: good for both unchanged, invalid for both with a media byte changed',
    async (name, mediaType) => {
      const plain = vectors(`third-party/c2pa-rs/${name}`);
      const signed = await signWithC2paWasm(plain, mediaType, {
        leafPem: certs.trusted.leafPem,
        leafSecretKey: certs.trusted.leafSecretKey,
        definition: definition(mediaType),
      });
      expect((await officialVerdict(signed, mediaType)).class).toBe('good');
      const mine = await verifyContent(signed, { issuer: ISSUER });
      expect(mine).toMatchObject({
        valid: false,
        code: 'no_license_assertion',
        manifest: { present: true, signatureValid: true, bindingValid: true },
      });

      const range = (await openMedia(signed))?.location.ranges[0];
      expect(range).toBeDefined();
      // A media byte: halfway through the bytes before the store, or after it when it comes first.
      const at =
        range!.start > 1000 ? Math.floor(range!.start / 2) : Math.floor((range!.end + signed.length) / 2);
      const changed = signed.slice();
      changed[at] = (changed[at] as number) ^ 0x01;
      const official = await officialVerdict(changed, mediaType);
      expect(official.class).toBe('invalid');
      expect((await ours(changed)).good).toBe(false);
    },
    120_000,
  );
});

describe("c2pa-rs's signed PDF (express-signed.pdf)", () => {
  const pdf = vectors('third-party/c2pa-rs/express-signed.pdf');

  it('flipped in its store and around it: good for both or for neither', async () => {
    const range = (await openMedia(pdf))?.location.ranges[0];
    expect(range).toBeDefined();
    const places = [
      ...Array.from(
        { length: 40 },
        (_, i) => range!.start + Math.floor(((range!.end - range!.start) * i) / 40),
      ),
      ...Array.from({ length: 12 }, (_, i) => Math.floor((pdf.length * i) / 12) + 100),
      range!.start - 1,
      range!.end,
      pdf.length - 1,
    ];
    const disagreements: string[] = [];
    for (const at of places) {
      const flipped = pdf.slice();
      flipped[at] = (flipped[at] as number) ^ 0x01;
      const official = await officialVerdict(flipped, 'application/pdf');
      const mine = await ours(flipped);
      if ((official.class === 'good') !== mine.good)
        disagreements.push(
          `byte ${at}: official ${official.class} (${official.failures}), ours ${mine.said}`,
        );
    }
    expect(disagreements).toEqual([]);
  }, 300_000);
});
