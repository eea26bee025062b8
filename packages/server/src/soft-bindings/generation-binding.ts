import { createHash } from 'node:crypto';
import type { SoftBindingAssertion } from '@tlp/core';
import { derivedUuid } from '@tlp/core/c2pa';
import type { Db } from '../store/index.js';
import { insertSoftBinding } from './code-index.js';
import { ImageCode, ISCC_ALG } from './image-code.js';

/**
 * The manifest ID of a generation's soft binding: `urn:c2pa:` and a UUID derived from the generation's ID
 * (RFC 9562 version 8), the label of the manifest store `GET /v1/manifests/{manifest_id}` answers for it.
 */
export function manifestIdOf(generationId: string): string {
  const hash = createHash('sha256').update(`tlp soft binding manifest\n${generationId}`).digest();
  return `urn:c2pa:${derivedUuid(new Uint8Array(hash))}`;
}

/** The `c2pa.soft-binding` assertion of a code: `io.iscc.v0`, one block over the whole image. */
export function softBindingAssertionOf(code: ImageCode): SoftBindingAssertion {
  return {
    label: 'c2pa.soft-binding',
    data: { alg: ISCC_ALG, blocks: [{ scope: {}, value: Buffer.from(code.unit).toString('base64') }] },
  };
}

/** How a generation keeps its code until it is decided (`GenerationPrivate.image_code`): 16 hex digits. */
export function storedCode(code: ImageCode): string {
  return Buffer.from(code.body).toString('hex');
}

/**
 * When a generation with a code is allowed (decided or released): its code goes into the index under its
 * manifest ID, in the transaction that seals it; answers the assertion its `c2pa` carries.
 */
export async function bindGeneration(
  db: Db,
  generationId: string,
  hex: string,
  now: Date,
): Promise<SoftBindingAssertion> {
  const code = ImageCode.fromBody(Buffer.from(hex, 'hex'));
  await insertSoftBinding(db, {
    manifestId: manifestIdOf(generationId),
    generationId,
    code,
    createdAt: now.toISOString(),
  });
  return softBindingAssertionOf(code);
}
