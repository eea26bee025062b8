/**
 * Merkle-tree BMFF hashes: verifyContent of MP4 files signed by c2pa-rs with Merkle trees, in ms per MB,
 * each beside the official reader (`@contentauth/c2pa-wasm`) reading and validating the same bytes with
 * the same trust anchor in the same run (target <= 1.0x): the committed vectors (fragments, track
 * chunks, 1 KB `mdat` blocks as leaves; 8 to 11 kB) and a 16 MB MP4 signed here by c2pa-wasm with
 * 64 KB blocks (256 leaves, their proofs in `merkle` boxes). Paired rounds in alternating order; the
 * ratio is the median of the rounds' ratios.
 */

import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyContent } from '@tlp/core';
import { largeMp4 } from '../test-vectors/lib/bmff-media.js';
import { signWithC2paWasm } from '../test-vectors/lib/c2pa-wasm-signer.js';
import { createTestCertificates } from '../test-vectors/lib/certificates.js';
import { IDS, ISSUER, JWKS, receiptClaims, receiptHeader, TEST_KEY } from '../test-vectors/lib/fixtures.js';
import { signJws } from '../test-vectors/lib/jws.js';
import type { Figure } from './lib.js';
import { versusOfficial } from './versus-official.js';

const here = dirname(fileURLToPath(import.meta.url));
const vectors = join(here, '..', 'test-vectors');
const ROUNDS = Number(process.env.BENCH_MERKLE_ROUNDS ?? 7);
const MB = 1024 * 1024;

/** A 16 MB MP4 signed by c2pa-wasm with a Merkle tree of 64 KB blocks, its receipt naming it. */
async function merkleMp4(): Promise<Uint8Array> {
  const certs = await createTestCertificates();
  const file = largeMp4(16 * MB, 31);
  const sign = (artifactSha256: string) =>
    signWithC2paWasm(file, 'video/mp4', {
      leafPem: certs.trusted.leafPem,
      leafSecretKey: certs.trusted.leafSecretKey,
      settings: { core: { merkle_tree_chunk_size_in_kb: 64 } },
      definition: {
        claim_generator_info: [{ name: 'tlp-bench', version: '1' }],
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
          {
            label: 'ai.tlp.license',
            data: {
              receipt: signJws(
                receiptHeader(TEST_KEY),
                receiptClaims({ artifactSha256, mediaType: 'video/mp4' }),
                TEST_KEY,
              ),
              verify_url: `${ISSUER}/r/${IDS.receipt}`,
            },
          },
        ],
      },
    });
  // the merkle boxes c2pa-rs adds are part of the content: sign again with a receipt naming it
  const first = await sign('00'.repeat(32));
  const digest = (await verifyContent(first, { issuer: ISSUER, jwks: JWKS, mode: 'test' })).contentDigest;
  if (!digest) throw new Error('no content digest');
  return sign(digest.replace(/^sha256:/, ''));
}

function speedFigure(name: string, bytes: Uint8Array, rootPem: string): Promise<Figure> {
  const size =
    bytes.length >= MB ? `${(bytes.length / MB).toFixed(0)} MB` : `${(bytes.length / 1024).toFixed(1)} kB`;
  return versusOfficial({
    name: `verifyContent of ${name} (${size})`,
    bytes,
    mediaType: 'video/mp4',
    rootPem,
    calls: Math.max(3, Math.min(100, Math.round((20 * MB) / bytes.length / 10))),
    rounds: ROUNDS,
    unit: 'ms/MB',
    target: 1.0,
  });
}

export default async function run(): Promise<Figure[]> {
  const rootPem = await readFile(join(vectors, 'keys/ca-root.pem'), 'utf8');
  const figures: Figure[] = [];
  for (const name of ['fragmented-merkle', 'track-merkle', 'merkle-blocks']) {
    const bytes = new Uint8Array(await readFile(join(vectors, `media/licensed-${name}.mp4`)));
    figures.push(await speedFigure(`licensed-${name}.mp4`, bytes, rootPem));
  }
  figures.push(await speedFigure('an MP4 with a Merkle tree of 64 KB blocks', await merkleMp4(), rootPem));
  return figures;
}
