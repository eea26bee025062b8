/**
 * Embedding and verifying under each crypto platform: the `node` entry's `node:crypto` returns
 * digests that must behave as plain Uint8Arrays (a Buffer's slice() shares memory, which once broke
 * embedding in Node while WebCrypto passed).
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCertificates } from '../../../../test-vectors/lib/certificates.js';
import {
  ISSUER,
  JWKS,
  receiptClaims,
  receiptHeader,
  TEST_KEY,
} from '../../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../../test-vectors/lib/jws.js';
import { solidImage } from '../../../../test-vectors/lib/solid-image.js';
import { setPlatform } from '../platform/current.js';
import { nodePlatform } from '../platform/node.js';
import { webCryptoPlatform } from '../platform/webcrypto.js';
import { embedLicenseAssertion } from './embed.js';
import { verifyContentWithC2pa } from './verify-content.js';

afterAll(() => setPlatform(webCryptoPlatform));

describe.each([
  ['node:crypto', nodePlatform],
  ['WebCrypto', webCryptoPlatform],
])('embed then verify on %s', (_name, platform) => {
  it.each(['png', 'jpeg'] as const)('%s', async (format) => {
    setPlatform(platform);
    const certs = await createTestCertificates();
    const original = await solidImage(format, 160, 120, [200, 40, 90]);
    const digest = createHash('sha256').update(original).digest('hex');
    const receipt = signJws(receiptHeader(TEST_KEY), receiptClaims({ artifactSha256: digest }), TEST_KEY);
    const signed = await embedLicenseAssertion(
      original,
      `image/${format}`,
      { receipt, verify_url: `${ISSUER}/r/x` },
      { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem },
    );
    const verdict = await verifyContentWithC2pa(signed, {
      issuer: ISSUER,
      jwks: JWKS,
      mode: 'test',
      trustAnchors: [certs.trusted.rootPem],
    });
    expect(verdict.valid ? 'ok' : `${verdict.code}: ${verdict.message}`).toBe('ok');
    expect(verdict).toMatchObject({ valid: true, trusted: true, contentMatches: true });
  });
});
