/**
 * A licensed image for benches: ~1 MB of PNG noise (it does not compress), carrying a vector receipt
 * for its own bytes in a C2PA manifest signed by the trusted test chain.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
// From the sources, as generate-images.ts does: a bench must not depend on a stale build.
import { embedLicenseAssertion } from '../../packages/core/src/c2pa/write/embed.js';
import { createTestCertificates } from './certificates.js';
import { ISSUER, receiptClaims, receiptHeader, TEST_KEY } from './fixtures.js';
import { signJws } from './jws.js';

export async function licensedNoisePng(
  side = 590,
  seed = 1,
): Promise<{ bytes: Uint8Array; rootPem: string }> {
  const noise = Buffer.alloc(side * side * 3);
  let state = seed;
  for (let i = 0; i < noise.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    noise[i] = state >>> 24;
  }
  const png = new Uint8Array(
    await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer(),
  );
  const certs = await createTestCertificates();
  const digest = createHash('sha256').update(png).digest('hex');
  const jws = signJws(receiptHeader(TEST_KEY), receiptClaims({ artifactSha256: digest }), TEST_KEY);
  const bytes = await embedLicenseAssertion(
    png,
    'image/png',
    { receipt: jws, verify_url: `${ISSUER}/r/x` },
    { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem },
  );
  return { bytes, rootPem: certs.trusted.rootPem };
}
