/**
 * FLAC: the manifest store where c2pa-rs (`flac_io.rs`) puts it, in an ID3v2 tag in front of the `fLaC`
 * stream, a `GEOB` frame of MIME type `application/c2pa` as in an MP3; the tag is read by the MP3 code
 * (`./mp3.ts`), XMP too. A FLAC file without an ID3 tag holds no manifest. The format is told by the
 * `fLaC` marker right after the tag (`detectFlac`): c2pa-rs refuses a tagged file without it. Read piece
 * by piece: the tag only, never the audio.
 */

import { locateInSource, locateInTag, Mp3Asset, xmpInTag } from './mp3.js';
import { SIGNATURE } from './signatures.js';
import type { ContainerFormat } from './types.js';

export const flac: ContainerFormat = {
  ...SIGNATURE.flac,
  locate: locateInTag,
  locateIn: locateInSource,
  xmp: xmpInTag,
  writer: (content) => new Mp3Asset(content, 'audio/flac'),
};
