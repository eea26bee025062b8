/**
 * GIF, TIFF, SVG, AVI, FLAC and PDF figures of issue 43, each beside the official reader measured in the
 * same run: verifyContent of a licensed file (c2pa-rs's own fixture of the format, signed here by c2pa-rs
 * with a TLP license, trust anchor given) vs `@contentauth/c2pa-wasm` (c2pa-rs in WebAssembly) reading and
 * validating the same bytes (target <= 1.0x its time). PDF, which c2pa-rs does not write: its signed
 * fixture (Adobe Express, 4 MB), read by both without a license (ours `no_license_assertion`, its manifest
 * valid; theirs `Valid`). Paired rounds in alternating order; the ratio is the median of the rounds' ratios.
 */
import { readFileSync } from 'node:fs';
import { WasmReader } from '@contentauth/c2pa-wasm';
import { verifyContent } from '@tlp/core';
import { signLicensedWithC2paWasm } from '../test-vectors/lib/c2pa-wasm-signer.js';
import { createTestCertificates } from '../test-vectors/lib/certificates.js';
import { initOfficialReader } from '../test-vectors/lib/official-reader.js';
import { alternate, type Figure, median, ratioFigure } from './lib.js';
import { versusOfficial } from './versus-official.js';

const ROUNDS = 7;
const CALLS = 5;
const MB = 1024 * 1024;
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../test-vectors/third-party/c2pa-rs/${name}`, import.meta.url)));

async function pdfFigure(): Promise<Figure> {
  initOfficialReader();
  const bytes = fixture('express-signed.pdf');
  const ours = async () => {
    const verdict = await verifyContent(bytes, { issuer: 'https://licensing.example' });
    if (verdict.valid || verdict.code !== 'no_license_assertion' || !verdict.manifest?.bindingValid)
      throw new Error(`express-signed.pdf: ${JSON.stringify(verdict).slice(0, 300)}`);
  };
  const official = async () => {
    const reader = await WasmReader.fromBytes('application/pdf', bytes, JSON.stringify({}));
    const state = JSON.parse(reader.json()).validation_state;
    reader.free();
    if (state !== 'Valid') throw new Error(`the official reader says ${state} of express-signed.pdf`);
  };
  const time = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    for (let i = 0; i < CALLS; i++) await fn();
    return (performance.now() - start) / CALLS / (bytes.length / MB);
  };
  await time(official);
  await time(ours);
  const [mine, theirs] = await alternate(
    ROUNDS,
    () => time(ours),
    () => time(official),
  );
  return ratioFigure(
    `verifyContent of c2pa-rs's signed PDF (${(bytes.length / MB).toFixed(1)} MB, no license)`,
    median(mine),
    'ms/MB',
    { name: 'official c2pa-wasm reader', value: median(theirs) },
    { op: '<=', ratio: 1.0 },
    [mine, theirs],
  );
}

export default async function run(): Promise<Figure[]> {
  const certs = await createTestCertificates();
  const leaf = { leafPem: certs.trusted.leafPem, leafSecretKey: certs.trusted.leafSecretKey };
  const figures: Figure[] = [];
  for (const [name, file, mediaType] of [
    ['GIF', 'sample1.gif', 'image/gif'],
    ['TIFF', 'TUSCANY.TIF', 'image/tiff'],
    ['SVG', 'sample1.svg', 'image/svg+xml'],
    ['AVI', 'test.avi', 'video/x-msvideo'],
    ['FLAC', 'sample1.flac', 'audio/flac'],
  ] as const) {
    const bytes = await signLicensedWithC2paWasm(fixture(file), mediaType, file, leaf);
    figures.push(
      await versusOfficial({
        name: `verifyContent of a licensed ${name} (${file}, ${(bytes.length / MB).toFixed(2)} MB)`,
        bytes,
        mediaType,
        rootPem: certs.trusted.rootPem,
        calls: CALLS,
        rounds: ROUNDS,
        unit: 'ms/MB',
        target: 1.0,
      }),
    );
  }
  figures.push(await pdfFigure());
  return figures;
}
