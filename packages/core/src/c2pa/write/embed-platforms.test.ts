/**
 * Embedding and verifying under each crypto platform: the `node` entry's `node:crypto` returns
 * digests that must behave as plain Uint8Arrays (a Buffer's slice() shares memory, which once broke
 * embedding in Node while WebCrypto passed).
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestCertificates } from '../../../../../test-vectors/lib/certificates.js';
import {
  ISSUER,
  JWKS,
  receiptClaims,
  receiptHeader,
  TEST_KEY,
} from '../../../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../../../test-vectors/lib/jws.js';
import { mp3Audio, wavAudio, webpImage } from '../../../../../test-vectors/lib/riff-mp3-media.js';
import { solidImage } from '../../../../../test-vectors/lib/solid-image.js';
import { setPlatform } from '../../platform/current.js';
import { nodePlatform } from '../../platform/node.js';
import { webCryptoPlatform } from '../../platform/webcrypto.js';
import { verifyContentWithC2pa } from '../verify-content.js';
import { embedLicenseAssertion } from './embed.js';

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

describe.each([
  ['node:crypto', nodePlatform],
  ['WebCrypto', webCryptoPlatform],
])('embed then verify WAV, WebP and MP3 on %s', (_name, platform) => {
  it.each([
    ['audio/wav', async () => wavAudio(5)],
    ['image/webp', () => webpImage(5)],
    ['audio/mpeg', async () => mp3Audio(5, 'a title')],
  ] as const)('%s', async (mediaType, make) => {
    setPlatform(platform);
    const certs = await createTestCertificates();
    const original = await make();
    const digest = createHash('sha256').update(original).digest('hex');
    const claims = receiptClaims({ artifactSha256: digest, mediaType });
    const receipt = signJws(receiptHeader(TEST_KEY), claims, TEST_KEY);
    const signed = await embedLicenseAssertion(
      original,
      mediaType,
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
    expect(verdict).toMatchObject({ valid: true, trusted: true, contentMatches: true, mediaType });
  });
});
