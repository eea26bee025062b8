/**
 * WAV, MP3 and WebP figures of issue 18, each beside the official reader measured in the same run:
 * verifyContent of a licensed file of a few MB per format (synthesised here: a 4 MB WAV tone, 4 MB of
 * MP3 frames, a 2 MB WebP of noise), trust anchor given, in ms per MB, vs `@contentauth/c2pa-wasm` (c2pa-rs in
 * WebAssembly) reading and validating the same bytes with the same anchor (target <= 1.0x its time).
 * Paired rounds in alternating order; the ratio is the median of the rounds' ratios.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initSync, WasmReader } from '@contentauth/c2pa-wasm';
import { verifyContent } from '@tlp/core';
import sharp from 'sharp';
// The issuing side, to make the licensed files (its signer type takes a `{sign}` object, as the vectors' generator does).
import { embedLicenseAssertion } from '../packages/core/src/c2pa/embed.js';
import { createTestCertificates, deterministicSigner } from '../test-vectors/lib/certificates.js';
import { IDS, ISSUER, JWKS, receiptClaims, receiptHeader, TEST_KEY } from '../test-vectors/lib/fixtures.js';
import { signJws } from '../test-vectors/lib/jws.js';
import { mp3Frames, wavAudio } from '../test-vectors/lib/riff-mp3-media.js';
import { alternate, type Figure, median, ratioFigure } from './lib.js';

const ROUNDS = 7;
const CALLS = 5;
const MB = 1024 * 1024;

/** A WebP of noise (deterministic), which hardly compresses: about 2 MB. */
async function noiseWebp(): Promise<Uint8Array> {
  const width = 1600;
  const height = 1200;
  const data = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < data.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    data[i] = x >>> 24;
  }
  const image = sharp(data, { raw: { width, height, channels: 3 } });
  return new Uint8Array(await image.webp({ quality: 100 }).toBuffer());
}

async function figure(
  name: string,
  mediaType: string,
  original: Uint8Array,
  signer: { certificate: string; privateKey: ReturnType<typeof deterministicSigner> },
  rootPem: string,
): Promise<Figure> {
  const receipt = signJws(
    receiptHeader(TEST_KEY),
    receiptClaims({ artifactSha256: createHash('sha256').update(original).digest('hex'), mediaType }),
    TEST_KEY,
  );
  const bytes = await embedLicenseAssertion(
    original,
    mediaType,
    { receipt, verify_url: `${ISSUER}/r/${IDS.receipt}` },
    signer,
  );
  const options = { issuer: ISSUER, jwks: JWKS, mode: 'test' as const, trustAnchors: [rootPem] };
  const check = await verifyContent(bytes, options);
  if (!check.valid || !check.trusted) throw new Error(`${name} does not verify: ${JSON.stringify(check)}`);

  const settings = JSON.stringify({ verify: { verify_trust: true }, trust: { trust_anchors: rootPem } });
  const official = async () => {
    const reader = await WasmReader.fromBytes(mediaType, bytes, settings);
    const state = JSON.parse(reader.json()).validation_state;
    reader.free();
    if (state !== 'Trusted') throw new Error(`the official reader says ${state} of ${name}`);
  };
  const msPerMb = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) await fn();
    return (performance.now() - start) / CALLS / (bytes.length / MB);
  };
  await msPerMb(official);
  await msPerMb(() => verifyContent(bytes, options));
  const [ours, theirs] = await alternate(
    ROUNDS,
    () => msPerMb(() => verifyContent(bytes, options)),
    () => msPerMb(official),
  );
  return ratioFigure(
    `verifyContent of a licensed ${name} (${(bytes.length / MB).toFixed(1)} MB)`,
    median(ours),
    'ms/MB',
    { name: 'official c2pa-wasm reader', value: median(theirs) },
    { op: '<=', ratio: 1.0 },
    [ours, theirs],
  );
}

export default async function run(): Promise<Figure[]> {
  const require = createRequire(import.meta.url);
  initSync({ module: await readFile(require.resolve('@contentauth/c2pa-wasm/c2pa.wasm')) });
  const certs = await createTestCertificates();
  const signer = {
    certificate: certs.trusted.leafPem,
    privateKey: deterministicSigner(certs.trusted.leafSecretKey),
  };
  const rootPem = certs.trusted.rootPem;
  return [
    await figure('WAV', 'audio/wav', wavAudio(1, 2 * 1024 * 1024), signer, rootPem),
    await figure('MP3', 'audio/mpeg', mp3Frames(1, 10_000), signer, rootPem),
    await figure('WebP', 'image/webp', await noiseWebp(), signer, rootPem),
  ];
}
