// @vitest-environment happy-dom

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mediaSample } from '../../test-vectors/lib/media-samples.js';
import { pixelBomb } from '../../test-vectors/lib/pixel-bomb.js';
import { loadFileWords } from './i18n/index.js';
import { declaredSize, MAX_HEADER_BYTES, previewOf } from './preview.js';

// As a file's preview comes (verifier-page.tsx): the words of a file's verdict loaded first.
beforeAll(() => loadFileWords());

afterEach(() => {
  vi.restoreAllMocks();
});

/** `file`, recording the end of every slice read of it; reading it whole fails the test. */
function watched(file: File): { file: File; ends: number[] } {
  const ends: number[] = [];
  const slice = file.slice.bind(file);
  file.slice = (start?: number, end?: number, type?: string) => {
    ends.push(Math.min(end ?? file.size, file.size));
    return slice(start, end, type);
  };
  file.arrayBuffer = () => Promise.reject(new Error('the whole file was read'));
  return { file, ends };
}

/** A JPEG whose frame header follows `metadata` bytes of APP1 segments, with `tail` bytes after its end. */
function jpegBehindMetadata(jpeg: Uint8Array, metadata: number, tail: number): Uint8Array<ArrayBuffer> {
  const lengths: number[] = [];
  for (let left = metadata; left > 0; left -= lengths.at(-1)! + 2) {
    lengths.push(Math.min(65535, Math.max(2, left - 2)));
  }
  const segments = lengths.reduce((n, length) => n + length + 2, 0);
  const out = new Uint8Array(jpeg.length + segments + tail);
  out.set(jpeg.subarray(0, 2));
  let at = 2;
  for (const length of lengths) {
    out.set([0xff, 0xe1, length >> 8, length & 0xff], at);
    out.fill(0x20, at + 4, at + 2 + length);
    at += length + 2;
  }
  out.set(jpeg.subarray(2), at);
  return out;
}

describe('the preview of a checked file', () => {
  it('gives a video of any size a player over the File itself (a blob: URL, no copy)', async () => {
    const created = vi.spyOn(URL, 'createObjectURL');
    const { file, ends } = watched(new File([new Uint8Array(await mediaSample('video/mp4'))], 'long.mp4'));
    Object.defineProperty(file, 'size', { value: 1024 ** 3 });
    const preview = await previewOf(file);
    expect(preview.url).toMatch(/^blob:/);
    expect(preview.url && preview.kind).toBe('video');
    expect(created).toHaveBeenCalledWith(file);
    expect(Math.max(...ends)).toBeLessThanOrEqual(4096);
  });

  it("reads an image's size from its first bytes, never the whole file", async () => {
    const { file, ends } = watched(new File([new Uint8Array(await mediaSample('image/png'))], 'a.png'));
    const preview = await previewOf(file);
    expect(preview.url && preview.kind).toBe('image');
    expect(ends.length).toBeGreaterThan(0);
  });

  it('refuses the thumbnail of a pixel bomb from its header alone', async () => {
    const { file } = watched(new File([new Uint8Array(pixelBomb(10_000, 9_999))], 'bomb.png'));
    const preview = await previewOf(file);
    expect(preview.url).toBeNull();
    expect(preview.refused).toContain('10000 x 9999 pixels');
  });

  it('finds the frame header of a JPEG behind 300 kB of metadata, reading no more than it needs', async () => {
    const jpeg = jpegBehindMetadata(await mediaSample('image/jpeg'), 300_000, 3_000_000);
    const { file, ends } = watched(new File([jpeg], 'photo.jpg'));
    expect(await declaredSize(file)).toEqual({ width: 48, height: 32 });
    expect(Math.max(...ends)).toBeLessThanOrEqual(1024 * 1024);
    expect(Math.max(...ends)).toBeLessThan(file.size);
  });

  it(`gives up on an image size not declared in its first ${MAX_HEADER_BYTES / 1024 / 1024} MB`, async () => {
    const jpeg = jpegBehindMetadata(await mediaSample('image/jpeg'), MAX_HEADER_BYTES + 70_000, 0);
    const { file, ends } = watched(new File([jpeg], 'odd.jpg'));
    expect(await declaredSize(file)).toBeNull();
    expect(Math.max(...ends)).toBe(MAX_HEADER_BYTES);
  });
});
