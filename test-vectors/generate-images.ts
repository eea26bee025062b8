/**
 * Image vectors: PNG and JPEG without a manifest, with a valid license assertion (trusted and not),
 * signed by an unrelated CA, with a pixel changed after signing, and carrying a receipt for other bytes.
 * Deterministic: pixels computed, certificates and C2PA signatures RFC 6979, no clock or randomness.
 */
import { createHash } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { crc32 } from '../packages/core/src/c2pa/asset/crc32.js';
import { embedLicenseAssertion } from '../packages/core/src/c2pa/write/embed.js';
import type { OutFile } from './generate-tokens.js';
import {
  createTestCertificates,
  deterministicSigner,
  type TestCertificateChain,
} from './lib/certificates.js';
import { IDS, ISSUER, receiptClaims, receiptHeader, TEST_KEY } from './lib/fixtures.js';
import { signJws } from './lib/jws.js';
import type { Vector } from './lib/manifest.js';

const WIDTH = 96;
const HEIGHT = 64;

/** A small picture with structure (gradients and a disc), the same on every run. */
function pixels(seed: number): Buffer {
  const data = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const inDisc = (x - 48) ** 2 + (y - 32) ** 2 < 400;
      data[i] = inDisc ? 230 : (x * 255) / WIDTH;
      data[i + 1] = inDisc ? 180 - seed : (y * 255) / HEIGHT;
      data[i + 2] = (x * y + seed * 40) & 0xff;
    }
  }
  return data;
}

async function encode(mediaType: 'image/png' | 'image/jpeg', seed: number): Promise<Uint8Array> {
  const image = sharp(pixels(seed), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
  const out =
    mediaType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
  return new Uint8Array(out);
}

const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Changes one pixel of a PNG's image data and re-encodes it: still a valid PNG, one pixel different. */
function tamperPng(png: Uint8Array): Uint8Array {
  const buf = Buffer.from(png);
  const before: Buffer[] = [];
  const after: Buffer[] = [];
  const idat: Buffer[] = [];
  let offset = 8;
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const chunk = buf.subarray(offset, offset + 12 + length);
    if (buf.toString('latin1', offset + 4, offset + 8) === 'IDAT') idat.push(chunk.subarray(8, 8 + length));
    else (idat.length ? after : before).push(chunk);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  raw[1 + 3 * 10] = (raw[1 + 3 * 10] as number) ^ 0xff; // row 0 (after its filter byte), pixel 10, red
  const data = deflateSync(raw);
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('IDAT', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return new Uint8Array(Buffer.concat([buf.subarray(0, 8), ...before, chunk, ...after]));
}

/** Flips bits in a JPEG's entropy-coded data (after the last SOS header): decoders still show it. */
function tamperJpeg(jpeg: Uint8Array): Uint8Array {
  const out = new Uint8Array(jpeg);
  let sos = -1;
  for (let i = 0; i < out.length - 1; i++) if (out[i] === 0xff && out[i + 1] === 0xda) sos = i;
  const headerLength = ((out[sos + 2] as number) << 8) | (out[sos + 3] as number);
  let target = sos + 2 + headerLength + 40;
  // Avoid making or breaking a 0xFF marker byte.
  while (out[target] === 0xff || out[target - 1] === 0xff || ((out[target] as number) ^ 0x10) === 0xff)
    target++;
  out[target] = (out[target] as number) ^ 0x10;
  return out;
}

function signer(chain: TestCertificateChain) {
  return { certificate: chain.leafPem, chain: [], privateKey: deterministicSigner(chain.leafSecretKey) };
}

export async function generateImageVectors(): Promise<{ files: OutFile[]; vectors: Vector[] }> {
  const certs = await createTestCertificates();
  const files: OutFile[] = [
    { path: 'keys/ca-root.pem', data: certs.trusted.rootPem },
    { path: 'keys/c2pa-signer.pem', data: certs.trusted.leafPem },
    { path: 'keys/ca-untrusted-root.pem', data: certs.untrusted.rootPem },
  ];
  const vectors: Vector[] = [];
  const test = { mode: 'test' as const };
  const trusting = { mode: 'test' as const, trustVectorRoot: true };

  for (const [mediaType, ext] of [
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
  ] as const) {
    const original = await encode(mediaType, 1);
    const other = await encode(mediaType, 2);
    const receiptFor = (bytes: Uint8Array) =>
      signJws(
        receiptHeader(TEST_KEY),
        receiptClaims({ artifactSha256: sha256Hex(bytes), mediaType }),
        TEST_KEY,
      );
    const assertion = (bytes: Uint8Array) => ({
      receipt: receiptFor(bytes),
      verify_url: `${ISSUER}/r/${IDS.receipt}`,
    });

    const licensed = await embedLicenseAssertion(
      original,
      mediaType,
      assertion(original),
      signer(certs.trusted),
    );
    const untrusted = await embedLicenseAssertion(
      original,
      mediaType,
      assertion(original),
      signer(certs.untrusted),
    );
    const mismatch = await embedLicenseAssertion(
      original,
      mediaType,
      assertion(other),
      signer(certs.trusted),
    );
    const tampered = mediaType === 'image/png' ? tamperPng(licensed) : tamperJpeg(licensed);

    const add = (
      name: string,
      data: Uint8Array,
      description: string,
      options: Vector['options'],
      expected: Vector['expected'],
    ) => {
      const path = `images/${name}.${ext}`;
      files.push({ path, data });
      vectors.push({
        file: path,
        kind: 'image',
        description: `${ext.toUpperCase()}: ${description}`,
        options,
        expected,
      });
    };
    add('no-manifest', original, 'no C2PA manifest', test, { valid: false, code: 'no_manifest' });
    add('licensed', licensed, 'licensed, signer chained to the trusted root', trusting, {
      valid: true,
      trusted: true,
    });
    vectors.push({
      file: `images/licensed.${ext}`,
      kind: 'image',
      description: `${ext.toUpperCase()}: licensed, no trust anchor configured`,
      options: test,
      expected: { valid: true, trusted: false },
    });
    vectors.push({
      file: `images/licensed.${ext}`,
      kind: 'image',
      description: `${ext.toUpperCase()}: licensed, but another service's assertion label is asked for`,
      options: { ...test, label: 'ai.other-service.license' },
      expected: { valid: false, code: 'no_license_assertion' },
    });
    add('untrusted-ca', untrusted, 'signed by an unrelated CA', trusting, { valid: true, trusted: false });
    add('tampered-pixel', tampered, 'one pixel changed after signing', trusting, {
      valid: false,
      code: 'manifest_invalid',
    });
    add('receipt-for-other-bytes', mismatch, 'the receipt names other bytes', trusting, {
      valid: false,
      code: 'content_mismatch',
    });
  }
  // A real image of a kind the verifier does not read (a 1×1 BMP: no C2PA reader reads BMP): refused by
  // its bytes, whatever its name.
  const bmp = Buffer.alloc(58);
  bmp.write('BM', 0, 'latin1');
  bmp.writeUInt32LE(58, 2); // file size
  bmp.writeUInt32LE(54, 10); // pixel data offset
  bmp.writeUInt32LE(40, 14); // BITMAPINFOHEADER
  bmp.writeInt32LE(1, 18); // width
  bmp.writeInt32LE(1, 22); // height
  bmp.writeUInt16LE(1, 26); // planes
  bmp.writeUInt16LE(24, 28); // bits per pixel
  bmp.writeUInt32LE(4, 34); // image size: one row of 3 bytes, padded to 4
  bmp.set([0x40, 0x80, 0xc0], 54);
  files.push({ path: 'images/one-pixel.bmp', data: new Uint8Array(bmp) });
  vectors.push({
    file: 'images/one-pixel.bmp',
    kind: 'image',
    description: 'BMP: a format this verifier does not read',
    options: test,
    expected: { valid: false, code: 'unsupported_media_type' },
  });
  return { files, vectors };
}
