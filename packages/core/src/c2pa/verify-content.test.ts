import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { largeMp4 } from '../../../../test-vectors/lib/bmff-media.js';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificates,
} from '../../../../test-vectors/lib/certificates.js';
import {
  ISSUER,
  JWKS,
  receiptClaims,
  receiptHeader,
  TEST_KEY,
} from '../../../../test-vectors/lib/fixtures.js';
import { signJws } from '../../../../test-vectors/lib/jws.js';
import { pixelBomb } from '../../../../test-vectors/lib/pixel-bomb.js';
import { solidImage } from '../../../../test-vectors/lib/solid-image.js';
import { toHex } from '../lib/base64-encode.js';
import { locateManifest } from './asset/index.js';
import { verifyContentWithC2pa } from './verify-content.js';
import { embedLicenseAssertion } from './write/embed.js';

let certs: TestCertificates;
beforeAll(async () => {
  certs = await createTestCertificates();
});

const VERIFY_URL = `${ISSUER}/r/rcpt_01jb8m2k4x7q9v3n5r6t8w0y2a`;

const image = (format: 'png' | 'jpeg', r = 30) => solidImage(format, 48, 32, [r, 160, 90]);

const hex = async (bytes: Uint8Array) =>
  toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));

function receiptFor(artifactHex: string, extra: Record<string, unknown> = {}) {
  const claims = receiptClaims({ artifactSha256: artifactHex });
  Object.assign(claims.tlp, extra);
  return signJws(receiptHeader(TEST_KEY), claims, TEST_KEY);
}

async function licensed(
  format: 'png' | 'jpeg',
  options: { untrusted?: boolean; receipt?: (digestHex: string) => string; label?: string } = {},
) {
  const original = await image(format);
  const digest = await hex(original);
  const receipt = (options.receipt ?? receiptFor)(digest);
  const chain = options.untrusted ? certs.untrusted : certs.trusted;
  const signer = { certificate: chain.leafPem, privateKey: deterministicSigner(chain.leafSecretKey) };
  const label = options.label ? { label: options.label } : {};
  const file = await embedLicenseAssertion(
    original,
    `image/${format}`,
    { receipt, verify_url: VERIFY_URL },
    signer,
    label,
  );
  return { original, digest, receipt, file };
}

const options = () => ({
  issuer: ISSUER,
  jwks: JWKS,
  mode: 'test' as const,
  trustAnchors: [certs.trusted.rootPem],
});

describe.each(['png', 'jpeg'] as const)('verifyContentWithC2pa (%s)', (format) => {
  it('accepts a licensed image from a trusted signer, with every detail', async () => {
    const { file, digest, receipt } = await licensed(format);
    const verdict = await verifyContentWithC2pa(file, options());
    expect(verdict).toMatchObject({
      valid: true,
      trusted: true,
      mediaType: `image/${format}`,
      manifest: { present: true, signatureValid: true, bindingValid: true, trusted: true, failures: [] },
      assertion: { label: 'ai.tlp.license', receipt, verify_url: VERIFY_URL },
      receipt: { valid: true, kid: TEST_KEY.kid, livemode: false },
      contentDigest: `sha256:${digest}`,
      contentMatches: true,
    });
    expect(verdict.manifest?.signer?.sha256).toBe(certs.trusted.leafSha256);
  });

  it('trusts a signer under an intermediate CA the manifest carries', async () => {
    const original = await image(format);
    const receipt = receiptFor(await hex(original));
    const { leafPem, leafKeyPem, intermediatePem } = certs.intermediate;
    const signer = { certificate: leafPem, chain: [intermediatePem], privateKey: leafKeyPem };
    const file = await embedLicenseAssertion(
      original,
      `image/${format}`,
      { receipt, verify_url: VERIFY_URL },
      signer,
    );
    expect(await verifyContentWithC2pa(file, options())).toMatchObject({
      valid: true,
      trusted: true,
      manifest: { signer: { issuer: 'CN=TLP Test Intermediate CA, O=TLP Test, C=DE' } },
    });
  });

  it('reports a valid file from an untrusted signer honestly: valid, not trusted', async () => {
    const { file } = await licensed(format, { untrusted: true });
    const verdict = await verifyContentWithC2pa(file, options());
    expect(verdict).toMatchObject({
      valid: true,
      trusted: false,
      manifest: { trusted: false, failures: [] },
    });
    const noAnchors = await verifyContentWithC2pa(file, { ...options(), trustAnchors: undefined });
    expect(noAnchors).toMatchObject({ valid: true, trusted: false });
  });

  it('says manifest_invalid with assertion.dataHash.mismatch for a changed pixel', async () => {
    const { file } = await licensed(format);
    const tampered = file.slice();
    const after = locateManifest(tampered)!.ranges.at(-1)!.end;
    const at = after + Math.floor((tampered.length - after) / 2);
    tampered[at] = (tampered[at] as number) ^ 0x01;
    const verdict = await verifyContentWithC2pa(tampered, options());
    expect(verdict).toMatchObject({
      valid: false,
      code: 'manifest_invalid',
      manifest: { present: true, signatureValid: true, bindingValid: false },
      receipt: null,
      contentMatches: null,
    });
    expect(verdict.manifest?.failures).toContain('assertion.dataHash.mismatch');
  });

  it('says content_mismatch for a receipt of other bytes', async () => {
    const { file } = await licensed(format, { receipt: () => receiptFor('0f'.repeat(32)) });
    const verdict = await verifyContentWithC2pa(file, options());
    expect(verdict).toMatchObject({
      valid: false,
      code: 'content_mismatch',
      receipt: { valid: true },
      contentMatches: false,
    });
  });

  it('says content_mismatch for a receipt that names no artifact', async () => {
    const { file } = await licensed(format, { receipt: (d) => receiptFor(d, { artifact: null }) });
    expect(await verifyContentWithC2pa(file, options())).toMatchObject({
      valid: false,
      code: 'content_mismatch',
    });
  });

  it('checks the signer the receipt binds (tlp.c2pa_signer)', async () => {
    const bound = await licensed(format, {
      receipt: (d) => receiptFor(d, { c2pa_signer: certs.trusted.leafSha256 }),
    });
    expect(await verifyContentWithC2pa(bound.file, options())).toMatchObject({ valid: true, trusted: true });
    const prefixed = await licensed(format, {
      receipt: (d) => receiptFor(d, { c2pa_signer: `sha256:${certs.trusted.leafSha256.toUpperCase()}` }),
    });
    expect(await verifyContentWithC2pa(prefixed.file, options())).toMatchObject({ valid: true });
    const other = await licensed(format, {
      untrusted: true,
      receipt: (d) => receiptFor(d, { c2pa_signer: certs.trusted.leafSha256 }),
    });
    expect(await verifyContentWithC2pa(other.file, options())).toMatchObject({
      valid: false,
      code: 'content_mismatch',
      contentMatches: true,
    });
  });

  it('passes the receipt verdict’s code through', async () => {
    const { file } = await licensed(format);
    expect(await verifyContentWithC2pa(file, { ...options(), mode: 'live' })).toMatchObject({
      valid: false,
      code: 'test_key_in_live_mode',
      receipt: { valid: false, code: 'test_key_in_live_mode' },
    });
    expect(
      await verifyContentWithC2pa(file, { ...options(), issuer: 'https://other.example' }),
    ).toMatchObject({
      code: 'issuer_mismatch',
    });
    const forged = await licensed(format, { receipt: (d) => `${receiptFor(d).slice(0, -4)}AAAA` });
    expect(await verifyContentWithC2pa(forged.file, options())).toMatchObject({ code: 'signature_invalid' });
    const junk = await licensed(format, { receipt: () => 'not a jws' });
    expect(await verifyContentWithC2pa(junk.file, options())).toMatchObject({ code: 'malformed' });
  });

  it('says no_manifest for an image without one, with its digest', async () => {
    const original = await image(format);
    expect(await verifyContentWithC2pa(original, options())).toMatchObject({
      valid: false,
      code: 'no_manifest',
      mediaType: `image/${format}`,
      manifest: { present: false },
      contentDigest: `sha256:${await hex(original)}`,
    });
  });

  it('says no_license_assertion for a manifest without one, and honours `label`', async () => {
    const other = await licensed(format, { label: 'com.example.note' });
    expect(await verifyContentWithC2pa(other.file, options())).toMatchObject({
      code: 'no_license_assertion',
    });
    const acme = await licensed(format, { label: 'ai.acme.license' });
    expect(await verifyContentWithC2pa(acme.file, { ...options(), label: 'ai.tlp.license' })).toMatchObject({
      code: 'no_license_assertion',
    });
    expect(await verifyContentWithC2pa(acme.file, options())).toMatchObject({ valid: true });
  });

  it('checks an expected media type against the bytes', async () => {
    const { file } = await licensed(format);
    const other = format === 'png' ? 'image/jpeg' : 'image/png';
    expect(await verifyContentWithC2pa(file, { ...options(), mediaType: other })).toMatchObject({
      code: 'unsupported_media_type',
    });
    expect(await verifyContentWithC2pa(file, { ...options(), mediaType: 'image/gif' })).toMatchObject({
      code: 'unsupported_media_type',
    });
    const alias = format === 'png' ? 'image/png' : 'image/jpg';
    expect(await verifyContentWithC2pa(file, { ...options(), mediaType: alias })).toMatchObject({
      valid: true,
    });
  });

  it('gives a verdict, never an exception, for a truncated file', async () => {
    const { file } = await licensed(format);
    for (let cut = 0; cut < file.length; cut += 61) {
      const verdict = await verifyContentWithC2pa(file.subarray(0, cut), options());
      expect(verdict.valid).toBe(false);
    }
  });
});

describe('verifyContentWithC2pa on other input', () => {
  it('gives unsupported_media_type for random bytes and non-bytes', async () => {
    const random = crypto.getRandomValues(new Uint8Array(2048));
    random[0] = 0x42;
    expect(await verifyContentWithC2pa(random, options())).toMatchObject({
      valid: false,
      code: 'unsupported_media_type',
      mediaType: null,
      manifest: null,
    });
    for (const junk of [null, undefined, 'x', 7]) {
      expect(await verifyContentWithC2pa(junk as unknown as Uint8Array, options())).toMatchObject({
        code: 'unsupported_media_type',
      });
    }
  });

  it('survives options that are not there', async () => {
    const { file } = await licensed('png');
    const verdict = await verifyContentWithC2pa(file, undefined as never);
    expect(verdict.valid).toBe(false);
  });
});

describe('content verification never decodes pixels', () => {
  it('verifies a licensed PNG declaring 10,000 x 9,999 pixels with under 100 MB of resident growth', async () => {
    const original = pixelBomb(10_000, 9_999);
    const chain = certs.trusted;
    const file = await embedLicenseAssertion(
      original,
      'image/png',
      { receipt: receiptFor(await hex(original)), verify_url: VERIFY_URL },
      { certificate: chain.leafPem, privateKey: deterministicSigner(chain.leafSecretKey) },
    );
    const dir = await mkdtemp(join(tmpdir(), 'tlp-bomb-'));
    try {
      const path = join(dir, 'bomb.png');
      await writeFile(path, file);
      // In a child process, so that this suite's own memory does not hide or fake the growth.
      const module = fileURLToPath(new URL('./verify-content.ts', import.meta.url));
      const code = `
        const { readFile } = await import('node:fs/promises');
        const { verifyContentWithC2pa } = await import(${JSON.stringify(module)});
        const bytes = new Uint8Array(await readFile(${JSON.stringify(path)}));
        const before = process.resourceUsage().maxRSS;
        const verdict = await verifyContentWithC2pa(bytes, ${JSON.stringify(options())});
        console.log(JSON.stringify({ valid: verdict.valid, code: verdict.code ?? null, grownKb: process.resourceUsage().maxRSS - before }));
      `;
      const { stdout } = await promisify(execFile)(process.execPath, [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        code,
      ]);
      const result = JSON.parse(stdout) as { valid: boolean; code: string | null; grownKb: number };
      expect(result).toMatchObject({ valid: true, code: null });
      expect(result.grownKb).toBeLessThan(100 * 1024);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('verifyContentWithC2pa on a Blob (a File, fs.openAsBlob)', () => {
  const media = fileURLToPath(new URL('../../../../test-vectors/media/', import.meta.url));

  /** A Blob that records the length of every slice read from it, and refuses to be read whole. */
  class RecordingBlob extends Blob {
    reads: number[] = [];
    override slice(start?: number, end?: number, type?: string): Blob {
      this.reads.push((end ?? this.size) - (start ?? 0));
      return super.slice(start, end, type);
    }
    override arrayBuffer(): Promise<ArrayBuffer> {
      throw new Error('read whole');
    }
  }

  it.each(['mp4', 'mov', 'm4a', 'heic', 'avif'])(
    'gives the verdicts of the bytes for the %s vectors, reading slices only',
    async (ext) => {
      for (const name of [`licensed.${ext}`, `tampered.${ext}`, `no-manifest.${ext}`]) {
        const bytes = new Uint8Array(await readFile(join(media, name)));
        const blob = new RecordingBlob([bytes]);
        const fromBytes = await verifyContentWithC2pa(bytes, options());
        const fromBlob = await verifyContentWithC2pa(blob, options());
        expect(fromBlob, name).toEqual(fromBytes);
        expect(blob.reads.length, name).toBeGreaterThan(0);
      }
      const licensed = await verifyContentWithC2pa(
        new Blob([await readFile(join(media, `licensed.${ext}`))]),
        options(),
      );
      expect(licensed).toMatchObject({ valid: true, trusted: true });
    },
  );

  it('verifies a 24 MB MP4 reading it once, holding at most one 4 MB slice of media data at a time', async () => {
    const original = largeMp4(24 * 1024 * 1024);
    const digest = await hex(original);
    const signer = {
      certificate: certs.trusted.leafPem,
      privateKey: deterministicSigner(certs.trusted.leafSecretKey),
    };
    const receipt = signJws(
      receiptHeader(TEST_KEY),
      receiptClaims({ artifactSha256: digest, mediaType: 'video/mp4' }),
      TEST_KEY,
    );
    const file = await embedLicenseAssertion(
      original,
      'video/mp4',
      { receipt, verify_url: VERIFY_URL },
      signer,
    );
    const blob = new RecordingBlob([file as Uint8Array<ArrayBuffer>]);
    const verdict = await verifyContentWithC2pa(blob, options());
    expect(verdict).toMatchObject({ valid: true, trusted: true, contentDigest: `sha256:${digest}` });
    expect(Math.max(...blob.reads)).toBeLessThanOrEqual(4 * 1024 * 1024);
    // the BMFF hash and the content digest come from the same reads: the media data is read once
    const read = blob.reads.reduce((n, r) => n + r, 0);
    expect(read).toBeLessThan(1.1 * file.length);
    // one byte of the media data changed: the same verdict as for the bytes
    const tampered = file.slice();
    tampered[file.length - 1000] = (tampered[file.length - 1000] as number) ^ 1;
    const fromBlob = await verifyContentWithC2pa(new Blob([tampered]), options());
    expect(fromBlob).toMatchObject({ valid: false, code: 'manifest_invalid' });
    expect(fromBlob.manifest?.failures).toContain('assertion.bmffHash.mismatch');
  }, 60_000);

  it('reads a PNG Blob whole, with the verdict of its bytes', async () => {
    const { file } = await licensed('png');
    const fromBlob = await verifyContentWithC2pa(new Blob([file as Uint8Array<ArrayBuffer>]), options());
    expect(fromBlob).toEqual(await verifyContentWithC2pa(file, options()));
    expect(fromBlob.valid).toBe(true);
  });

  it('gives a verdict, never an exception, when the Blob cannot be read', async () => {
    const bytes = new Uint8Array(await readFile(join(media, 'licensed.mp4')));
    class FailingBlob extends Blob {
      override slice(start?: number, end?: number): Blob {
        if ((start ?? 0) > 0) throw new Error('disk gone');
        return super.slice(start, end);
      }
    }
    const verdict = await verifyContentWithC2pa(new FailingBlob([bytes]), options());
    expect(verdict).toMatchObject({ valid: false, code: 'manifest_invalid' });
  });
});
