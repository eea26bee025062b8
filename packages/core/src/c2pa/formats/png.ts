/** PNG: the manifest store in one `caBX` chunk before `IEND`, XMP in an `iTXt` chunk. */
import { PNG } from '@trustnxt/c2pa-ts/asset';
import { ascii, u32 } from './bytes.js';
import type { ByteRange, ContainerFormat, ManifestLocation } from './types.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: every `caBX` chunk (the C2PA specification's manifest chunk), up to `IEND` or the end of the data. */
function locate(bytes: Uint8Array): ManifestLocation {
  const ranges: ByteRange[] = [];
  const payloads: Uint8Array[] = [];
  let problem: string | undefined;
  let pos = 8;
  while (pos + 8 <= bytes.length) {
    const length = u32(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (type === 'caBX') {
      ranges.push({ start: pos, end: Math.min(end, bytes.length) });
      if (end > bytes.length) problem = 'the manifest chunk is cut short';
      else payloads.push(bytes.subarray(pos + 8, pos + 8 + length));
    }
    if (end > bytes.length || type === 'IEND') break;
    pos = end;
  }
  if (ranges.length > 1) problem = 'the file holds several manifest chunks';
  const jumbf = !problem && payloads.length === 1 ? (payloads[0] as Uint8Array) : null;
  return problem
    ? { mediaType: 'image/png', ranges, jumbf, problem }
    : { mediaType: 'image/png', ranges, jumbf };
}

const XMP_PNG_KEYWORD = 'XML:com.adobe.xmp';

/** The XMP packets of a PNG: uncompressed `iTXt` chunks with the keyword `XML:com.adobe.xmp`. */
function xmp(bytes: Uint8Array): Uint8Array[] {
  const packets: Uint8Array[] = [];
  let pos = 8;
  while (pos + 8 <= bytes.length) {
    const length = u32(bytes, pos);
    const type = ascii(bytes, pos + 4, 4);
    const end = pos + 12 + length;
    if (end > bytes.length) break;
    if (type === 'iTXt') {
      const data = bytes.subarray(pos + 8, pos + 8 + length);
      const k = XMP_PNG_KEYWORD.length;
      // keyword NUL, compression flag 0, method, language tag NUL, translated keyword NUL, text
      if (ascii(data, 0, k) === XMP_PNG_KEYWORD && data[k] === 0 && data[k + 1] === 0) {
        const language = data.indexOf(0, k + 3);
        const translated = language < 0 ? -1 : data.indexOf(0, language + 1);
        if (translated >= 0) packets.push(data.subarray(translated + 1));
      }
    }
    if (type === 'IEND') break;
    pos = end;
  }
  return packets;
}

export const png: ContainerFormat = {
  mediaTypes: ['image/png'],
  hardBinding: 'data',
  detect: (bytes) =>
    bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) ? 'image/png' : null,
  locate,
  xmp,
  writer: (content) => new PNG(content),
};
