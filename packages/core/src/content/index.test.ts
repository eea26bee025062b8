import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_MEDIA_TYPES } from '../c2pa/asset/container.js';
import { loadMediaSupport } from './index.js';

const vector = (path: string) =>
  readFile(new URL(`../../../../test-vectors/${path}`, import.meta.url)).then((b) => new Uint8Array(b));

describe('loadMediaSupport', () => {
  it('gives the container formats registry: its media types, detection and spelling', async () => {
    const media = await loadMediaSupport();
    expect(media.mediaTypes).toEqual(SUPPORTED_MEDIA_TYPES);
    expect(media.mediaTypes).toEqual(expect.arrayContaining(['image/png', 'image/jpeg']));
    expect(media.detect(await vector('images/licensed.png'))).toBe('image/png');
    expect(media.detect(await vector('images/no-manifest.jpg'))).toBe('image/jpeg');
    expect(media.detect(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(media.detect(new TextEncoder().encode('<html><body></body></html>'))).toBeNull();
    expect(media.normalize('Image/JPG; q=1')).toBe('image/jpeg');
    expect(media.normalize('video/x-msvideo')).toBe('video/avi');
    expect(media.normalize('image/jxl')).toBeNull();
  });

  it('says which media a Blob of is read in slices (BMFF, TIFF, ID3-tagged audio, PDF) and which is read whole', async () => {
    const media = await loadMediaSupport();
    const sliced = ['video/mp4', 'video/quicktime', 'audio/mp4', 'image/heic', 'image/avif', 'image/tiff'];
    for (const type of [...sliced, 'image/x-adobe-dng', 'audio/mpeg', 'audio/flac', 'application/pdf']) {
      expect(media.readsInSlices(type)).toBe(true);
    }
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/svg+xml', 'video/avi']) {
      expect(media.readsInSlices(type)).toBe(false);
    }
    expect(media.readsInSlices('Video/MP4; codecs=avc1')).toBe(true);
  });

  it('loads once: every call shares the same answer', async () => {
    expect(await loadMediaSupport()).toBe(await loadMediaSupport());
  });
});
