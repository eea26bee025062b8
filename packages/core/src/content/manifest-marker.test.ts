import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mayCarryManifest } from './manifest-marker.js';

const vector = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../test-vectors/images/${name}`, import.meta.url)));

describe('mayCarryManifest: the cheap test before loading a C2PA reader', () => {
  it('is true for every committed vector that carries a manifest, PNG and JPEG', () => {
    for (const name of ['licensed', 'tampered-pixel', 'untrusted-ca', 'receipt-for-other-bytes']) {
      expect(mayCarryManifest(vector(`${name}.png`)), `${name}.png`).toBe(true);
      expect(mayCarryManifest(vector(`${name}.jpg`)), `${name}.jpg`).toBe(true);
    }
  });

  it('is true for the licensed and tampered WAV, WebP, MP3, GIF, TIFF, DNG, SVG, AVI and FLAC vectors, false for the plain ones', () => {
    const media = (name: string) =>
      new Uint8Array(readFileSync(new URL(`../../../../test-vectors/media/${name}`, import.meta.url)));
    for (const ext of ['wav', 'webp', 'mp3', 'gif', 'tiff', 'dng', 'svg', 'avi', 'flac']) {
      expect(mayCarryManifest(media(`licensed.${ext}`)), `licensed.${ext}`).toBe(true);
      expect(mayCarryManifest(media(`tampered.${ext}`)), `tampered.${ext}`).toBe(true);
      expect(mayCarryManifest(media(`no-manifest.${ext}`)), `no-manifest.${ext}`).toBe(false);
    }
    expect(mayCarryManifest(media('licensed-id3.mp3'))).toBe(true);
    const cut = media('licensed.webp');
    for (let n = 0; n < 64; n += 3) expect(typeof mayCarryManifest(cut.subarray(0, n))).toBe('boolean');
  });

  it('is false for images without one and for anything else', () => {
    expect(mayCarryManifest(vector('no-manifest.png'))).toBe(false);
    expect(mayCarryManifest(vector('no-manifest.jpg'))).toBe(false);
    expect(mayCarryManifest(vector('one-pixel.bmp'))).toBe(false);
    expect(mayCarryManifest(new Uint8Array(0))).toBe(false);
    expect(mayCarryManifest(new TextEncoder().encode('<html>'))).toBe(false);
    expect(mayCarryManifest('not bytes' as unknown as Uint8Array)).toBe(false);
  });

  it('reads ISO BMFF: true for the MP4, MOV, M4A, HEIC and AVIF vectors with a manifest, false without', () => {
    const media = (name: string) =>
      new Uint8Array(readFileSync(new URL(`../../../../test-vectors/media/${name}`, import.meta.url)));
    for (const ext of ['mp4', 'mov', 'm4a', 'heic', 'avif']) {
      expect(mayCarryManifest(media(`licensed.${ext}`)), `licensed.${ext}`).toBe(true);
      expect(mayCarryManifest(media(`tampered.${ext}`)), `tampered.${ext}`).toBe(true);
      expect(mayCarryManifest(media(`no-manifest.${ext}`)), `no-manifest.${ext}`).toBe(false);
    }
    const licensed = media('licensed.mp4');
    for (let cut = 0; cut < 120; cut += 5)
      expect(typeof mayCarryManifest(licensed.subarray(0, cut))).toBe('boolean');
  });

  it('never throws on a truncated or mangled file', () => {
    const licensed = vector('licensed.png');
    for (let cut = 0; cut < 200; cut += 7)
      expect(typeof mayCarryManifest(licensed.subarray(0, cut))).toBe('boolean');
    const mangled = vector('licensed.jpg').slice();
    mangled[5] = 0xff;
    mangled[4] = 0xff;
    expect(typeof mayCarryManifest(mangled)).toBe('boolean');
  });
});
