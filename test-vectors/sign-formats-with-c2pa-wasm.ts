/**
 * GIF, TIFF, DNG, SVG, AVI and FLAC files licensed by the official C2PA implementation: each medium made
 * in code (test-vectors/lib/format-media.ts), signed by c2pa-rs compiled to WebAssembly
 * (`@contentauth/c2pa-wasm`'s `WasmBuilder`) with the vectors' trusted leaf and a TLP license assertion
 * whose receipt names the file without its manifest, judged by c2pa-rs's reader and written to
 * `test-vectors/c2pa-rs-signed/licensed.<ext>`. c2pa-rs draws ids at random, so the files are committed
 * as signed; run again (`npx tsx test-vectors/sign-formats-with-c2pa-wasm.ts [ext...]`) only to replace them.
 * PDF is not here: c2pa-rs reads PDF but does not write it.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SIGNED_FORMATS } from './generate-formats.js';
import { signLicensedWithC2paWasm } from './lib/c2pa-wasm-signer.js';
import { createTestCertificates } from './lib/certificates.js';
import { officialVerdict } from './lib/official-reader.js';

const OUT = fileURLToPath(new URL('./c2pa-rs-signed/', import.meta.url));

/** The media type c2pa-rs is told for each extension. */
const MEDIA_TYPES: Record<string, string> = {
  gif: 'image/gif',
  tiff: 'image/tiff',
  dng: 'image/x-adobe-dng',
  svg: 'image/svg+xml',
  avi: 'video/x-msvideo',
  flac: 'audio/flac',
};

const certs = await createTestCertificates();
const leaf = { leafPem: certs.trusted.leafPem, leafSecretKey: certs.trusted.leafSecretKey };
const only = process.argv.slice(2);
for (const [ext, , make] of SIGNED_FORMATS) {
  const mediaType = MEDIA_TYPES[ext] as string;
  if (only.length > 0 && !only.includes(ext)) continue;
  const signed = await signLicensedWithC2paWasm(await make(), mediaType, `test-vector.${ext}`, leaf);
  const official = await officialVerdict(signed, mediaType, certs.trusted.rootPem);
  if (official.state !== 'Trusted')
    throw new Error(`c2pa-rs's reader on its own ${ext}: ${official.state ?? official.error}`);
  writeFileSync(`${OUT}licensed.${ext}`, signed);
  console.log(`licensed.${ext}: ${signed.length} bytes, ${official.state}`);
}
