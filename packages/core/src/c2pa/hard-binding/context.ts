/**
 * What a hard binding is checked against, and how its status is said: shared by the data-hash check
 * (hard-binding/index.ts) and the BMFF hash check (hard-binding/bmff.ts, loaded only for BMFF files).
 */

import type { BoxLayout } from '../asset/bmff.js';
import type { ByteSource } from '../asset/byte-source.js';
import type { ManifestLocation } from '../asset/container.js';
import type { AssertionBox, ManifestStore } from '../claim/store.js';
import type { Status } from '../claim/validation.js';
import type { HashAlgorithm } from '../hash/digest.js';

/** What the binding checks of one file share: the file, its manifest's place, its BMFF boxes. */
export interface BindingContext {
  store: ManifestStore;
  source: ByteSource;
  location: ManifestLocation;
  layout: BoxLayout | null;
  claimAlgorithm?: HashAlgorithm;
  /** Set when this binding is a parent's, checked for an update manifest (exclusions adjusted). */
  forUpdate?: boolean;
  /**
   * The content digest (the file without the manifest's ranges, patches laid over), computed by the
   * first BMFF hash check from the same reads.
   */
  content: { contentDigest?: `sha256:${string}`; started?: boolean };
}

/** A hard binding's status, as the C2PA specification names it. */
export function status(
  code: string,
  assertion: AssertionBox,
  success: boolean,
  explanation?: string,
): Status {
  return {
    code,
    url: `self#jumbf=c2pa.assertions/${assertion.fullLabel}`,
    success,
    ...(explanation ? { explanation } : {}),
  };
}
