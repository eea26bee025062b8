import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sniffContent } from '../index.js';
import { SNIFF_BYTES } from './sniff.js';

const vectors = fileURLToPath(new URL('../../../../test-vectors/', import.meta.url));
const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
/** An ISO BMFF `ftyp` box with this major brand and these compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], ...compatible);

describe('sniffContent', () => {
  it.each([
    ['images/licensed.png', 'image/png', 'a PNG image'],
    ['images/no-manifest.jpg', 'image/jpeg', 'a JPEG image'],
    ['receipts/valid-test.jws', 'text/plain', 'text'],
    ['receipts/object-valid.json', 'text/plain', 'text'],
    ['keys/ca-root.pem', 'text/plain', 'text'],
  ])('names the vector %s by its bytes', async (file, mediaType, description) => {
    const sniffed = sniffContent(await readFile(`${vectors}${file}`));
    expect(sniffed).toMatchObject({ mediaType, description });
  });

  it.each([
    ['GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif', 'image', 'a GIF image'],
    ['GIF87a', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif', 'image', 'a GIF image'],
    ['TIFF little-endian', bytes('II', [0x2a, 0, 8, 0, 0, 0]), 'image/tiff', 'image', 'a TIFF image'],
    ['TIFF big-endian', bytes('MM', [0, 0x2a, 0, 0, 0, 8]), 'image/tiff', 'image', 'a TIFF image'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp', 'image', 'a WebP image'],
    ['WAV', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav', 'audio', 'a WAV audio file'],
    ['AVI', bytes('RIFF', [0, 0, 0, 0], 'AVI LIST'), 'video/x-msvideo', 'video', 'an AVI video'],
    ['HEIC', ftyp('heic', 'mif1', 'heic'), 'image/heic', 'image', 'a HEIF image'],
    ['HEIF mif1', ftyp('mif1', 'mif1', 'heic'), 'image/heic', 'image', 'a HEIF image'],
    ['AVIF', ftyp('avif', 'mif1', 'avif'), 'image/avif', 'image', 'an AVIF image'],
    ['AVIF as mif1', ftyp('mif1', 'avif', 'mif1'), 'image/avif', 'image', 'an AVIF image'],
    ['MP4 isom', ftyp('isom', 'isom', 'mp41'), 'video/mp4', 'video', 'an MP4 video'],
    ['MP4 mp42', ftyp('mp42', 'mp42'), 'video/mp4', 'video', 'an MP4 video'],
    ['MOV', ftyp('qt  ', 'qt  '), 'video/quicktime', 'video', 'a QuickTime (MOV) video'],
    [
      'MOV without ftyp',
      bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 8], 'mdat'),
      'video/quicktime',
      'video',
      'a QuickTime (MOV) video',
    ],
    ['M4A', ftyp('M4A ', 'M4A ', 'isom'), 'audio/mp4', 'audio', 'an MPEG-4 (M4A) audio'],
    ['PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 'application/pdf', 'document', 'a PDF document'],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg', 'audio', 'an MP3 audio file'],
    ['MP3 frame', bytes([0xff, 0xfb, 0x90, 0x64, 0, 0]), 'audio/mpeg', 'audio', 'an MP3 audio file'],
    ['AAC ADTS', bytes([0xff, 0xf1, 0x50, 0x80, 0, 0]), 'audio/aac', 'audio', 'an AAC audio file'],
    ['FLAC', bytes('fLaC', [0, 0, 0, 34]), 'audio/flac', 'audio', 'a FLAC audio file'],
    [
      'WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'),
      'video/webm',
      'video',
      'a WebM video',
    ],
    [
      'ZIP',
      bytes('PK', [3, 4, 20, 0]),
      'application/zip',
      'archive',
      'a ZIP archive (or an Office document)',
    ],
    ['gzip', bytes([0x1f, 0x8b, 8, 0]), 'application/gzip', 'archive', 'a gzip archive'],
    [
      'SVG',
      bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      'image',
      'an SVG image',
    ],
    ['Markdown', new TextEncoder().encode('# Uploads\n\nÜbersicht — ok.\n'), 'text/plain', 'text', 'text'],
    ['an empty file', bytes(), 'text/plain', 'text', 'text'],
    [
      'binary noise',
      bytes([0x00, 0x13, 0x37, 0x00, 0xfe, 0x01]),
      'application/octet-stream',
      'unknown',
      'unknown data',
    ],
    [
      'invalid UTF-8',
      bytes('abc', [0xc3, 0x28], 'def'),
      'application/octet-stream',
      'unknown',
      'unknown data',
    ],
  ])('%s', (_name, input, mediaType, kind, description) => {
    expect(sniffContent(input)).toEqual({ mediaType, kind, name: expect.any(String), description });
  });

  it('does not take a JPEG for MPEG audio, nor MPEG audio with a reserved layer for anything', () => {
    expect(sniffContent(bytes([0xff, 0xd8, 0xff, 0xe0])).mediaType).toBe('image/jpeg');
    expect(sniffContent(bytes([0xff, 0xe9, 0x00])).kind).toBe('unknown'); // version reserved
  });

  it('decides text from the first window only, even when a character is cut at its end', () => {
    const long = new TextEncoder().encode(`${'a'.repeat(SNIFF_BYTES - 1)}é and more`);
    expect(sniffContent(long.subarray(0, SNIFF_BYTES)).kind).toBe('text');
    const control = new TextEncoder().encode('line one\u0001line two');
    expect(sniffContent(control).kind).toBe('unknown');
  });

  it('never throws on what is not bytes', () => {
    expect(sniffContent('text' as unknown as Uint8Array).kind).toBe('unknown');
    expect(sniffContent(null as unknown as Uint8Array).kind).toBe('unknown');
  });
});
