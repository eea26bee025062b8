import { randomBytes } from 'node:crypto';
import { insertSoftBinding } from '../soft-bindings/code-index.js';
import { ImageCode } from '../soft-bindings/image-code.js';
import type { Db } from '../store/index.js';

/** `code` with the bits at `positions` (0 = most significant) flipped. */
export function flipped(code: ImageCode, positions: readonly number[]): ImageCode {
  const body = Uint8Array.from(code.body);
  for (const p of positions) body[p >> 3] = (body[p >> 3] as number) ^ (0x80 >> (p & 7));
  return ImageCode.fromBody(body);
}

/** A random 64-bit code. */
export const randomCode = (): ImageCode => ImageCode.fromBody(randomBytes(8));

/** Stores codes as generations do, each under a new manifest ID of the run (which it answers). */
export function codeStorer(prefix: string): (db: Db, code: ImageCode) => Promise<string> {
  let stored = 0;
  return async (db, code) => {
    const n = ++stored;
    const manifestId = `urn:c2pa:${prefix}-${n}`;
    await insertSoftBinding(db, {
      manifestId,
      generationId: `gen_${prefix}_${n}`,
      code,
      createdAt: new Date().toISOString(),
    });
    return manifestId;
  };
}
