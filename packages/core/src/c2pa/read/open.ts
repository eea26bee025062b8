/**
 * The first stages of reading a manifest: open the file (its format, by its first bytes; a `Blob` or a
 * source read in slices where the format allows) and locate its manifest store (in the file, or the
 * remote one its XMP names, fetched only when asked).
 */
import { isBlob, isByteSource, type MediaInput } from '../asset/byte-source.js';
import { type OpenedMedia, openMedia, remoteManifestUrlIn, supportedNames } from '../asset/container.js';
import { emptyReport, type ReadOptions, reasonOf, type Stopped, stop } from './inspection.js';

function toInput(input: unknown): MediaInput | null {
  if (input instanceof Uint8Array || isBlob(input) || isByteSource(input)) return input;
  if (input instanceof ArrayBuffer) return new Uint8Array(input);
  return null;
}

/** Stage 1, open: the file's format and where its store is; unreadable or of no supported format, it stops. */
export async function open(input: MediaInput): Promise<OpenedMedia | Stopped> {
  const file = toInput(input);
  let media: OpenedMedia | null;
  try {
    media = file ? await openMedia(file) : null;
  } catch (error) {
    return stop('manifest_invalid', `the file could not be read: ${reasonOf(error)}`);
  }
  return (
    media ?? stop('unsupported_media_type', `the bytes are of no supported format (${supportedNames()})`)
  );
}

/** What the locate stage finds: the store's bytes, and the remote URL they came from, if any. */
export interface Located {
  jumbf: Uint8Array;
  remoteUrl?: string;
}

/**
 * Stage 2, locate: the manifest store's bytes, in the file, or remote (`remote_manifest` when it is not
 * fetched or cannot be); none is `no_manifest`, one that could not be read out `manifest_invalid`.
 */
export async function locate(media: OpenedMedia, options: ReadOptions): Promise<Located | Stopped> {
  const { location } = media;
  const base = { mediaType: location.mediaType, location };
  if (location.unreadable)
    return stop('manifest_invalid', location.unreadable, {
      ...base,
      manifest: emptyReport(false, ['general.error']),
    });
  if (location.ranges.length > 0) {
    if (location.jumbf) return { jumbf: location.jumbf };
    const problem = location.problem ?? 'the manifest store could not be read';
    return stop('manifest_invalid', problem, { ...base, manifest: emptyReport(true, ['general.error']) });
  }
  // The remote manifest's code (its address policy) loads only for a file that names one in its XMP.
  const named = remoteManifestUrlIn(location.xmp ?? []);
  const remoteCode = named ? await import('../asset/remote.js') : null;
  const remoteUrl = remoteCode?.remoteManifestHref(named) ?? undefined;
  if (!remoteCode || !remoteUrl)
    return stop('no_manifest', `the ${location.mediaType} holds no C2PA manifest`, {
      ...base,
      manifest: emptyReport(false),
    });
  const remote = { ...base, manifest: { ...emptyReport(false), remoteUrl } };
  if (!options.fetchRemoteManifest) {
    const message = `the ${location.mediaType} holds no C2PA manifest of its own but names a remote one at ${remoteUrl} (not fetched)`;
    return stop('remote_manifest', message, remote);
  }
  const fetched = await remoteCode.fetchRemoteManifest(remoteUrl, options.fetch ?? globalThis.fetch, {
    callerFetch: options.fetch !== undefined,
  });
  if (!fetched.ok) {
    const message = `the remote manifest named by the ${location.mediaType} could not be fetched: ${fetched.message}`;
    return stop('remote_manifest', message, remote);
  }
  return { jumbf: fetched.bytes, remoteUrl };
}
