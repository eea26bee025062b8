/** Stage 3, parse: the JUMBF box tree of the store, its manifests, and the active one. */
import type { ManifestLocation } from '../asset/container.js';
import {
  activeManifest,
  type Manifest,
  type ManifestStore,
  readManifestStore,
  StoreError,
} from '../claim/store.js';
import { type JumbfBox, parseJumbf, withReadLengths } from '../jumbf/parse.js';
import { emptyReport, isFailure, reasonOf, type Stopped, stop } from './inspection.js';

/** The store read, and its active manifest. */
export interface Parsed {
  store: ManifestStore;
  active: Manifest;
}

/** The store's tree and manifests; damaged, unparsable or without a manifest, it stops (`manifest_invalid`). */
export function parse(location: ManifestLocation, jumbf: Uint8Array): Parsed | Stopped {
  const base = { mediaType: location.mediaType, location };
  let tree: JumbfBox;
  try {
    tree = parseJumbf(jumbf);
  } catch (error) {
    return stop('manifest_invalid', `the manifest store is damaged: ${reasonOf(error)}`, {
      ...base,
      manifest: emptyReport(true, ['general.error']),
    });
  }
  let store: ManifestStore;
  let active: Manifest | undefined;
  try {
    // Bytes after the store's box (padding in its container piece) are no part of it (parseJumbf).
    const own = tree.end < jumbf.length ? jumbf.subarray(0, tree.end) : jumbf;
    store = readManifestStore(withReadLengths(own, tree), tree);
    active = activeManifest(store);
  } catch (error) {
    const code = error instanceof StoreError ? error.code : 'general.error';
    return stop('manifest_invalid', `the manifest store could not be parsed: ${reasonOf(error)}`, {
      ...base,
      manifest: emptyReport(true, isFailure(code) ? [code] : []),
    });
  }
  if (!active)
    return stop('manifest_invalid', 'the manifest store has no manifest', {
      ...base,
      manifest: emptyReport(true, ['claim.missing']),
    });
  return { store, active };
}
