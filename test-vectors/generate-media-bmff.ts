/**
 * ISO BMFF vectors (MP4, MOV, M4A, HEIC, AVIF), in `media/`: per format a licensed file (signer chained
 * to the vectors' root), the same file with one byte of its media data changed, and the plain file.
 * The media are written by hand or by sharp (test-vectors/lib/bmff-media.ts); deterministic like the
 * image vectors.
 */
import { createHash } from 'node:crypto';
import { embedLicenseAssertion } from '../packages/core/src/c2pa/embed.js';
import { layoutOf } from '../packages/core/src/c2pa/formats/bmff.js';
import type { OutFile } from './generate-tokens.js';
import { avif, heic, m4a, mov, mp4 } from './lib/bmff-media.js';
import { createTestCertificates, deterministicSigner } from './lib/certificates.js';
import { IDS, ISSUER, receiptClaims, receiptHeader, TEST_KEY } from './lib/fixtures.js';
import { signJws } from './lib/jws.js';
import type { Vector } from './lib/manifest.js';

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The file with one byte of its `mdat` payload changed (the middle one): the media differ, the boxes do not. */
export function tamperMediaData(file: Uint8Array): Uint8Array {
  const mdat = layoutOf(file).boxes.find((b) => b.type === 'mdat');
  if (!mdat) throw new Error('no mdat');
  const out = file.slice();
  const at = mdat.start + mdat.headerSize + Math.floor((mdat.end - mdat.start - mdat.headerSize) / 2);
  out[at] = (out[at] as number) ^ 0x01;
  return out;
}

export async function generateBmffVectors(): Promise<{ files: OutFile[]; vectors: Vector[] }> {
  const certs = await createTestCertificates();
  const signer = {
    certificate: certs.trusted.leafPem,
    chain: [],
    privateKey: deterministicSigner(certs.trusted.leafSecretKey),
  };
  const files: OutFile[] = [];
  const vectors: Vector[] = [];
  const trusting = { mode: 'test' as const, trustVectorRoot: true };
  const media: Array<[string, string, string, Uint8Array]> = [
    ['video/mp4', 'mp4', 'MP4', mp4()],
    ['video/quicktime', 'mov', 'MOV', mov()],
    ['audio/mp4', 'm4a', 'M4A', m4a()],
    ['image/heic', 'heic', 'HEIC', heic()],
    ['image/avif', 'avif', 'AVIF', await avif()],
  ];
  for (const [mediaType, ext, name, original] of media) {
    const receipt = signJws(
      receiptHeader(TEST_KEY),
      receiptClaims({ artifactSha256: sha256Hex(original), mediaType }),
      TEST_KEY,
    );
    const licensed = await embedLicenseAssertion(
      original,
      mediaType,
      { receipt, verify_url: `${ISSUER}/r/${IDS.receipt}` },
      signer,
    );
    const add = (file: string, data: Uint8Array, description: string, expected: Vector['expected']) => {
      const path = `media/${file}.${ext}`;
      files.push({ path, data });
      vectors.push({
        file: path,
        kind: 'media',
        description: `${name}: ${description}`,
        options: trusting,
        expected,
      });
    };
    add('licensed', licensed, 'licensed, signer chained to the trusted root', { valid: true, trusted: true });
    add('tampered', tamperMediaData(licensed), 'one byte of the media data changed after signing', {
      valid: false,
      code: 'manifest_invalid',
    });
    add('no-manifest', original, 'no C2PA manifest', { valid: false, code: 'no_manifest' });
  }
  return { files, vectors };
}
