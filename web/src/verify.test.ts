// @vitest-environment happy-dom

import * as core from '@tlp/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestCertificates } from '../../test-vectors/lib/certificates.js';
import { receiptClaims, receiptHeader, TEST_KEY } from '../../test-vectors/lib/fixtures.js';
import { signJws } from '../../test-vectors/lib/jws.js';
import { licensedSample, mediaSample, sha256Hex } from '../../test-vectors/lib/media-samples.js';
import { configFor, ISSUER, vector, vectorIssuer } from './test-helpers.js';
import { MAX_WHOLE_READ_BYTES } from './verifier.js';
import { PageVerifier } from './verify.js';

// The session's verify, watched: what the page hands it is the point of these tests.
const verified = vi.hoisted(() => [] as unknown[]);
vi.mock('@tlp/core', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@tlp/core')>();
  return {
    ...actual,
    createVerifier: (options: Parameters<typeof actual.createVerifier>[0]) => {
      const session = actual.createVerifier(options);
      return {
        ...session,
        verify: (
          input: Parameters<typeof session.verify>[0],
          call?: Parameters<typeof session.verify>[1],
        ) => {
          verified.push(input);
          return session.verify(input, call);
        },
      };
    },
  };
});

let issuer: Awaited<ReturnType<typeof vectorIssuer>>;
let verifier: PageVerifier;

beforeEach(async () => {
  verified.length = 0;
  issuer = await vectorIssuer();
  verifier = new PageVerifier(configFor(issuer.fetch));
});

/** `file` whose slices read are counted, in `bytesRead`. */
function counted<F extends Blob>(file: F): F & { bytesRead: number } {
  const slice = file.slice.bind(file);
  const watched = Object.assign(file, { bytesRead: 0 });
  file.slice = (start?: number, end?: number, type?: string) => {
    const part = slice(start, end, type);
    const read = part.arrayBuffer.bind(part);
    part.arrayBuffer = async () => {
      const bytes = await read();
      watched.bytesRead += bytes.byteLength;
      return bytes;
    };
    return part;
  };
  return watched;
}

/** `file` whose whole-file read fails the test: only slices of it may be read. */
function wholeReadRefused<F extends Blob>(file: F): F {
  file.arrayBuffer = () => Promise.reject(new Error('the whole file was read'));
  file.text = () => Promise.reject(new Error('the whole file was read'));
  file.stream = () => {
    throw new Error('the whole file was streamed');
  };
  return file;
}

describe('the page hands the library the File itself', () => {
  it('verifies a licensed MP4 from the File, in one pass, never reading it whole', async () => {
    const bytes = await licensedSample(await mediaSample('video/mp4', { mdatBytes: 64 * 1024 }), 'video/mp4');
    const file = counted(wholeReadRefused(new File([new Uint8Array(bytes)], 'clip.mp4')));
    const outcome = await verifier.verifyImage(file);
    expect(outcome.status).toBe('licensed');
    expect(outcome.content?.contentDigest).toMatch(/^sha256:/);
    expect(verified).toEqual([file]);
    expect(verified[0]).toBe(file);
    // No reading of the manifest ahead of the verification (that hashed a video twice).
    expect(file.bytesRead).toBeLessThan(1.5 * file.size);
  });

  it('hands over a PNG as the File too (the library reads that format whole)', async () => {
    const file = new File([new Uint8Array(await vector('images/licensed.png'))], 'licensed.png');
    const outcome = await verifier.verifyImage(file);
    expect(outcome.status).toBe('licensed');
    expect(verified).toEqual([file]);
    expect(verified[0]).toBeInstanceOf(File);
  });

  it('refuses a file of a format read whole above the cap, reading only its first bytes', async () => {
    const file = wholeReadRefused(
      new File([new Uint8Array(await vector('images/no-manifest.png'))], 'huge.png'),
    );
    Object.defineProperty(file, 'size', { value: MAX_WHOLE_READ_BYTES + 1 });
    const outcome = await verifier.verifyImage(file);
    expect(outcome.failure?.code).toBe('file_too_large');
    expect(outcome.failure?.message).toContain('PNG is read into memory whole, up to 256 MB');
  });

  it('does not refuse a video for its size: an MP4 is read in slices', async () => {
    const file = new File([new Uint8Array(await mediaSample('video/mp4'))], 'long.mp4');
    // Declared larger than any cap: the library then finds the file cut short, which is a verdict on
    // the file, not a refusal to read it.
    Object.defineProperty(file, 'size', { value: MAX_WHOLE_READ_BYTES * 8 });
    const outcome = await verifier.verifyImage(file);
    expect(outcome.failure?.code).not.toBe('file_too_large');
    expect(verified[0]).toBe(file);
  });

  it('reads the manifest of a receipt from an issuer outside the allow-list once, asking that issuer nothing', async () => {
    const plain = await mediaSample('video/mp4');
    const elsewhere = 'https://elsewhere.example';
    const receipt = signJws(
      receiptHeader(TEST_KEY),
      { ...receiptClaims({ artifactSha256: sha256Hex(plain), mediaType: 'video/mp4' }), iss: elsewhere },
      TEST_KEY,
    );
    const certs = await createTestCertificates();
    const bytes = await core.embedLicenseAssertion(
      plain,
      'video/mp4',
      { receipt, verify_url: `${elsewhere}/r/x` },
      { certificate: certs.trusted.leafPem, privateKey: certs.trusted.leafKeyPem },
    );
    const outcome = await verifier.verifyImage(new File([new Uint8Array(bytes)], 'other.mp4'));
    expect(outcome.failure?.code).toBe('issuer_not_allowed');
    expect(outcome.content?.manifest?.signatureValid).toBe(true);
    expect(verified).toHaveLength(1);
    expect(issuer.calls.every((url) => url.startsWith(`${ISSUER}/`))).toBe(true);
  });
});
