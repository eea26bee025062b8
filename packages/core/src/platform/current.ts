import type { Platform } from './types.js';
import { webCryptoPlatform } from './webcrypto.js';

let current: Platform = webCryptoPlatform;

/** The crypto the verifiers use now. */
export function platform(): Platform {
  return current;
}

/** Installs another runtime's crypto (the `node` entry point does this once, at import). */
export function setPlatform(next: Platform): void {
  current = next;
}
