/**
 * Agreement with the official C2PA reader (c2pa-rs in WASM) on the certificates in manifest stores:
 * a byte flipped inside any DER certificate of a real store (c2pa-rs's fixtures, our licensed vectors)
 * must never leave ours accepting a manifest c2pa-rs rejects. With CERT_SCAN=full every byte of a
 * certificate's first 200 is flipped (several minutes), by default one in four; and a seeded sample
 * after; each distinct certificate once.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueTestLeaf } from '../../../../../test-vectors/lib/certificates.js';
import { initOfficialReader, officialVerdict } from '../../../../../test-vectors/lib/official-reader.js';
import { seededRandom } from '../../../../../test-vectors/lib/seeded-random.js';
import { rsaKey } from '../../../../../test-vectors/lib/signing-keys.js';
import { locateManifest } from '../asset/index.js';
import { inspectManifest } from '../read/index.js';
import { DerError, parseCertificate } from './certificate.js';
import { checkSigningCredential, rsaKeyProblem } from './certificate-profile.js';

const ROOT = join(__dirname, '../../../../../test-vectors');
const files = [
  ...readdirSync(join(ROOT, 'third-party/c2pa-rs'))
    .filter((f) => !f.startsWith('LICENSE') && !f.endsWith('.md'))
    .map((f) => join(ROOT, 'third-party/c2pa-rs', f)),
  ...['images/licensed.jpg', 'images/licensed.png', 'images/untrusted-ca.jpg'].map((f) => join(ROOT, f)),
  ...readdirSync(join(ROOT, 'media'))
    .filter((f) => f.startsWith('licensed'))
    .map((f) => join(ROOT, 'media', f)),
];

/** Offsets of DER certificates (`30 82 len 30 82 …` that read as one) inside the store's ranges. */
function certificatesIn(bytes: Uint8Array): Array<{ at: number; length: number }> {
  const location = locateManifest(bytes);
  const found: Array<{ at: number; length: number }> = [];
  for (const range of location?.ranges ?? []) {
    for (let i = range.start; i < range.end - 8; i++) {
      if (bytes[i] !== 0x30 || bytes[i + 1] !== 0x82 || bytes[i + 4] !== 0x30 || bytes[i + 5] !== 0x82)
        continue;
      const length = ((bytes[i + 2]! << 8) | bytes[i + 3]!) + 4;
      if (i + length > range.end) continue;
      try {
        parseCertificate(bytes.slice(i, i + length));
        found.push({ at: i, length });
      } catch {
        // not a certificate
      }
    }
  }
  return found;
}

const FULL = process.env.CERT_SCAN === 'full';

const accepts = async (bytes: Uint8Array) => {
  const inspection = await inspectManifest(bytes);
  return !inspection.failure || inspection.failure.code === 'no_license_assertion';
};

beforeAll(() => initOfficialReader());

describe('certificates: never valid where c2pa-rs rejects', () => {
  it('legacy.mp4: a flip in the unprotected x5chain signing certificate makes it unreadable or invalid', async () => {
    const bytes = new Uint8Array(readFileSync(join(ROOT, 'third-party/c2pa-rs/legacy.mp4')));
    expect(await accepts(bytes)).toBe(true);
    for (const [offset, official] of [
      [17818 + 7, 'unreadable'],
      [17818 + 140, 'unreadable'],
      [17818 + 35, 'invalid'],
    ] as const) {
      const mutant = bytes.slice();
      mutant[offset] = mutant[offset]! ^ 0xff;
      expect((await officialVerdict(mutant, 'video/mp4')).class).toBe(official);
      const inspection = await inspectManifest(mutant);
      expect(inspection.failure?.code).toBe('manifest_invalid');
      expect(inspection.manifest?.failures).toContain('signingCredential.invalid');
    }
  });

  it('verify.jpeg: a flip in the signing certificate of an ingredient manifest is caught too', async () => {
    const bytes = new Uint8Array(readFileSync(join(ROOT, 'third-party/c2pa-rs/verify.jpeg')));
    expect(await accepts(bytes)).toBe(true);
    for (const offset of [7, 40, 170]) {
      const mutant = bytes.slice();
      mutant[1139695 + offset] = mutant[1139695 + offset]! ^ 0xff;
      expect((await officialVerdict(mutant, 'image/jpeg')).class).not.toBe('good');
      expect((await inspectManifest(mutant)).manifest?.failures).toContain('signingCredential.invalid');
    }
  });

  it('legacy.mp4: a flip in the parameters of the tbs signature algorithm is a mismatch', async () => {
    const bytes = new Uint8Array(readFileSync(join(ROOT, 'third-party/c2pa-rs/legacy.mp4')));
    const mutant = bytes.slice();
    mutant[17818 + 40] = mutant[17818 + 40]! ^ 0xff;
    expect((await officialVerdict(mutant, 'video/mp4')).failures).toContain('signingCredential.invalid');
    expect((await inspectManifest(mutant)).manifest?.failures).toContain('signingCredential.invalid');
  });

  it('legacy.mp4: a flip in the time-stamp authority certificates leaves the signer expired now', async () => {
    const bytes = new Uint8Array(readFileSync(join(ROOT, 'third-party/c2pa-rs/legacy.mp4')));
    for (const offset of [20550 + 7, 20550 + 154, 20550 + 161, 22282 + 7, 22282 + 154, 22282 + 161]) {
      const mutant = bytes.slice();
      mutant[offset] = mutant[offset]! ^ 0xff;
      const official = await officialVerdict(mutant, 'video/mp4');
      expect(official.failures).toContain('signingCredential.expired');
      const inspection = await inspectManifest(mutant);
      expect(inspection.failure?.code).toBe('manifest_invalid');
      expect(inspection.manifest?.failures).toContain('signingCredential.expired');
    }
  });

  it('flips across every certificate of the fixtures and licensed vectors', async () => {
    const seen = new Set<string>();
    let mutants = 0;
    let oursAccepted = 0;
    let officialGood = 0;
    let reverse = 0;
    const disagreements: string[] = [];
    const reverseSeen: string[] = [];
    const started = Date.now();
    for (const file of files) {
      const t0 = Date.now();
      const bytes = new Uint8Array(readFileSync(file));
      const mediaType = locateManifest(bytes)?.mediaType;
      if (!mediaType) continue;
      const baseOurs = await accepts(bytes);
      const baseOfficial = (await officialVerdict(bytes, mediaType)).class === 'good';
      for (const { at, length } of certificatesIn(bytes)) {
        const key = createHash('sha256')
          .update(bytes.subarray(at, at + length))
          .digest('hex');
        if (seen.has(key)) continue;
        seen.add(key);
        const next = seededRandom(at ^ length);
        const offsets = new Set<number>();
        // CERT_SCAN=full: every byte of the first 200 (minutes); by default one in four, at a seeded phase.
        const stride = FULL ? 1 : 4;
        for (let i = Math.floor(next() * stride); i < Math.min(200, length); i += stride) offsets.add(i);
        for (let n = 0; n < 8 && length > 200; n++) offsets.add(200 + Math.floor(next() * (length - 200)));
        for (const offset of offsets) {
          const mutant = bytes.slice();
          mutant[at + offset] = mutant[at + offset]! ^ 0xff;
          mutants++;
          const ours = await accepts(mutant);
          if (ours) oursAccepted++;
          // Only where ours accepts, or where the file itself is good for both (for the reverse).
          // The reverse on one flip in 25 (c2pa-wasm is the slow half).
          if (!ours && !(baseOurs && baseOfficial && offset % 25 === 0)) continue;
          const official = await officialVerdict(mutant, mediaType);
          if (official.class === 'good') officialGood++;
          if (ours && official.class !== 'good') {
            disagreements.push(
              `${file.split('/').pop()} cert@${at}+${offset}: ${official.class} ${official.error ?? official.failures.join(',')}`,
            );
          }
          if (!ours && official.class === 'good') {
            reverse++;
            const inspection = await inspectManifest(mutant);
            if (reverseSeen.length < 20)
              reverseSeen.push(
                `${file.split('/').pop()} cert@${at}+${offset}: ${inspection.failure?.message}`,
              );
          }
        }
      }
      console.log(`${file.split('/').pop()} ${Date.now() - t0} ms`);
    }
    console.log(
      `${seen.size} certificates, ${mutants} mutants, ours accepted ${oursAccepted}, official good ${officialGood}, ` +
        `ours rejects where official good ${reverse}, ${Math.round((Date.now() - started) / 1000)} s`,
    );
    if (reverseSeen.length) console.log(`reverse (ours stricter):\n${reverseSeen.join('\n')}`);
    expect(disagreements).toEqual([]);
  }, 1_500_000);
});

describe('parseCertificate', () => {
  const legacy = () => new Uint8Array(readFileSync(join(ROOT, 'third-party/c2pa-rs/legacy.mp4')));
  it('reads the signing certificate of legacy.mp4, and nothing more or less than strict DER', () => {
    const der = legacy().slice(17818, 17818 + 1298);
    const cert = parseCertificate(der);
    expect(cert.version).toBe(3);
    expect(cert.notAfter.toISOString()).toBe('2023-10-14T13:33:02.000Z');
    expect(() => parseCertificate(new Uint8Array([...der, 0]))).toThrow(DerError);
    const badTime = der.slice();
    badTime[140] = badTime[140]! ^ 0xff;
    expect(() => parseCertificate(badTime)).toThrow(/time/);
  });
  it('leaves checkSigningCredential silent on a COSE_Sign1 it cannot decode (strict.ts reports it)', async () => {
    expect(await checkSigningCredential(new Uint8Array([0xd2, 0x84]), false)).toEqual({});
  });
  it('rsaKeyProblem: the RSA keys c2pa-rs cannot verify with (the rsa crate: modulus up to 4096 bits, exponent odd, 3 to 2^33 - 1)', async () => {
    const problem = async (exponent: bigint, primeBits?: number[]) =>
      rsaKeyProblem(
        parseCertificate(await issueTestLeaf(rsaKey({ exponent, primeBits }).spki, `e=${exponent}`)),
      );
    expect(await problem(65537n)).toBeNull();
    expect(await problem(3n)).toBeNull();
    expect(await problem(1n)).toMatch(/exponent of 1$/);
    expect(await problem(65538n)).toMatch(/exponent of 65538/);
    expect(await problem(2n ** 33n + 1n)).toMatch(/exponent of 8589934593/);
    expect(await problem(65537n, [1026, 1026, 1026, 1026])).toMatch(/4104 bits, over 4096/);
  });
});
