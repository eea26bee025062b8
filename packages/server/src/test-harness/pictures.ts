import { embedLicenseAssertion, stripManifest } from '@tlp/core/c2pa';
import sharp from 'sharp';
import { sandboxSigner } from '../embed/demo-signer.js';
import { postCheck, postGeneration } from './decisions.js';
import type { TestServer } from './server.js';

/**
 * A picture for the soft binding tests, the same bytes for the same seed: a gradient and a dozen shapes
 * at places and in colours drawn from `seed` (pictures of two seeds share no layout), as a JPEG.
 */
export async function picture(seed: number, width = 640, height = 400): Promise<Uint8Array> {
  let s = seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
  const hue = Math.floor(next() * 360);
  const shapes = Array.from({ length: 12 }, () => {
    const [x, y, r] = [next() * width, next() * height, 20 + next() * 120];
    const fill = `hsl(${Math.floor(next() * 360)},${40 + Math.floor(next() * 50)}%,${15 + Math.floor(next() * 70)}%)`;
    return next() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/>`
      : `<rect x="${x - r}" y="${y - r / 2}" width="${2 * r}" height="${r}" fill="${fill}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},60%,85%)"/><stop offset="1" stop-color="hsl(${hue + 90},50%,30%)"/>
  </linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
}

/**
 * A JPEG of Ada Vance (`picture(seed)`) licensed by the test server: its generation (allowed), and the
 * picture with its manifest embedded as a product embeds it (the sandbox's C2PA signer, the license and the
 * soft binding the generation returned).
 */
export async function licensedPicture(
  s: TestServer,
  seed: number,
): Promise<{ generation: { id: string; receipt: string; status: string }; signed: Uint8Array }> {
  const bytes = await picture(seed);
  const check = await postCheck(s, 'A portrait of Ada Vance');
  const generation = (
    await postGeneration(s, check.json.id, { bytes: Buffer.from(bytes), mediaType: 'image/jpeg' })
  ).json;
  const signer = await sandboxSigner(s.deps);
  const signed = await embedLicenseAssertion(
    bytes,
    'image/jpeg',
    generation.c2pa.data,
    { certificate: signer.certificatePem, privateKey: signer.privateKey },
    { label: generation.c2pa.label, softBinding: generation.c2pa.soft_binding },
  );
  return { generation, signed };
}

/** What a platform does to a picture on upload: its metadata (the manifest) stripped, re-encoded at quality 80. */
export async function reposted(signed: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await sharp(stripManifest(signed)).jpeg({ quality: 80 }).toBuffer());
}
