import { afterAll, afterEach } from 'vitest';
import { takeMismatches } from './contract-state.js';

/**
 * Vitest setup file (vitest.config.ts `setupFiles`): a test during which a test server answered anything
 * the OpenAPI document does not describe fails, with every mismatch listed.
 */
function fail(): void {
  const found = takeMismatches();
  if (found.length > 0) {
    throw new Error(`${found.length} answer(s) do not match the OpenAPI document:\n${found.join('\n')}`);
  }
}

afterEach(fail);
afterAll(fail);
