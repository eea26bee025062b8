/**
 * What every container format gives the C2PA code: how to recognise its bytes, where its manifest store
 * sits, what the content is without it, and an asset to write a new store into. One file a format in
 * this folder; `index.ts` lists them. Parsing is lenient: a truncated or damaged file gives what could be
 * found, never an exception.
 */
import type { ByteSource } from './byte-source.js';

export interface ByteRange {
  start: number;
  /** Exclusive. */
  end: number;
}

/**
 * Bytes of the file, outside the manifest's ranges, that the content holds with other values: the
 * container's sizes and offsets that placing the manifest changed (a RIFF size, an ID3 tag size, the
 * chunk offsets of an MP4). `at` is a position in the file; `bytes` are the content's bytes there.
 */
export interface Patch {
  at: number;
  bytes: Uint8Array;
}

export interface ManifestLocation {
  /** The canonical media type of the bytes (`image/png`, `audio/wav`, …). */
  mediaType: string;
  /** The container pieces that hold the manifest store (PNG `caBX` chunks, JPEG APP11 segments…), in order. */
  ranges: ByteRange[];
  /**
   * The manifest store JUMBF, reassembled; `null` when the file holds none or it could not be
   * reassembled (cut short, pieces missing or several stores).
   */
  jumbf: Uint8Array | null;
  /** Why `jumbf` is `null` although `ranges` is not empty. */
  problem?: string;
  /**
   * Why the container cannot be read the way c2pa-rs reads it (a structure damaged before the store is
   * found, a store where the format allows none): c2pa-rs reads no store of such a file, and neither does
   * this library (`manifest_invalid`, never `no_manifest`).
   */
  unreadable?: string;
  /** What else differs between the file and its content (none for PNG and JPEG; a RIFF or ID3 size, MP4 chunk offsets). */
  patches?: Patch[];
  /**
   * Where the official reader (c2pa-rs) takes the store to be, when that is not `ranges` (a RIFF
   * `C2PA` chunk without its pad byte, the object of an MP3 `GEOB` frame). c2pa-rs reports a data hash
   * mismatch when an exclusion overlaps these bytes without being exactly them; the reader here
   * applies the same rule.
   */
  storeRange?: ByteRange;
  /** The file's XMP packets, when it was opened (`openMedia`) and holds no store. */
  xmp?: Uint8Array[];
}

/** The hard binding the C2PA specification prescribes for a container. */
export type HardBindingKind = 'data' | 'bmff';

export interface ContainerFormat {
  /** The canonical media types this format serves. */
  readonly mediaTypes: readonly string[];
  /** Other spellings callers use, lowercase, to their canonical type (`image/jpg` → `image/jpeg`). */
  readonly aliases?: Readonly<Record<string, string>>;
  /** The hard binding the manifest written into this container carries. */
  readonly hardBinding: HardBindingKind;
  /** The canonical media type of `bytes` when they are of this format, from their first bytes; else `null`. */
  detect(bytes: Uint8Array): string | null;
  /**
   * Where the manifest store is (`ranges` empty when there is none). Never throws. Absent for a format
   * read only asynchronously (PDF, whose object streams are inflated): {@link locateIn} then serves bytes
   * in memory too.
   */
  locate?(bytes: Uint8Array, mediaType: string): ManifestLocation;
  /**
   * For formats of large files (video, audio): {@link locate} reading only the pieces it needs from
   * `source` (box headers, the boxes that hold the manifest and the offsets), so that a file too large
   * to hold is verified from disk or a `File`. Never throws for a damaged file.
   */
  locateIn?(source: ByteSource, mediaType: string): Promise<ManifestLocation>;
  /** The XMP packets of the file, where a remote manifest's URL may be named. */
  xmp?(bytes: Uint8Array): Uint8Array[];
  /**
   * A writer over `content` (bytes without a manifest; the writer may write into them), to reserve
   * room for a manifest store and write it. Throws when the bytes cannot be parsed. Absent for a format
   * this library reads only (TIFF, SVG, PDF: c2pa-rs rewrites a TIFF's directories or an SVG's root
   * element to place a store, so the bytes around the store would not stay the original's).
   */
  writer?(content: Uint8Array, mediaType: string): ManifestWriter;
}

/**
 * A file being given a manifest store: room is reserved for a store of a known length (the container's
 * pieces, sizes and offsets rewritten), the claim's hard binding is computed over the file with that room,
 * then the store is written into it. Shaped as c2pa-ts's `Asset` (the same methods), which the test
 * vectors' hand-built manifests still hand it.
 */
export interface ManifestWriter {
  /** The canonical media type of the file. */
  readonly mimeType: string;
  /** The file's length now (with the room once reserved). */
  getDataLength(): number;
  /** `[start, start + length)` of the file now, a view; the whole file without `start`. */
  getDataRange(start?: number, length?: number): Promise<Uint8Array>;
  /** The store written so far, if any. */
  getManifestJUMBF(): Uint8Array | undefined;
  /** A line about the file, for messages. */
  dumpInfo(): string;
  /** Rewrites the file with room for a store of `length` bytes (to be filled by {@link writeManifestJUMBF}). */
  ensureManifestSpace(length: number): Promise<void>;
  /** The bytes a data hash excludes: the store's pieces with their container headers. */
  getHashExclusionRange(): { start: number; length: number };
  /** Writes the store, exactly the length reserved, into its room. */
  writeManifestJUMBF(jumbf: Uint8Array): Promise<void>;
}
