/**
 * The C2PA soft binding assertion (`c2pa.soft-binding`): a fingerprint or watermark of the content that
 * finds its manifest again once the manifest is stripped. A license server returns one beside the license
 * assertion (the generation's `c2pa.soft_binding`) for the product to embed: in JSON, with each block's
 * `value` as base64; in the manifest, as CBOR with the value as bytes, which is how c2pa-rs's `SoftBinding`
 * reads it.
 */
import { base64urlDecode } from '../../lib/base64url.js';
import type { AssertionContent } from '../write/manifest-writer.js';

/** The label of the soft binding assertion. */
export const SOFT_BINDING_LABEL = 'c2pa.soft-binding';

/** One block of a soft binding, over the whole content (its scope `{}`), and its value. */
export interface SoftBindingBlock {
  scope: Record<string, never>;
  /** The algorithm's value, base64 (RFC 4648 §4, padded). */
  value: string;
}

/** The soft binding assertion's data, as JSON. */
export interface SoftBindingData {
  /** The algorithm, from the C2PA soft binding algorithm list (`io.iscc.v0`). */
  alg: string;
  blocks: SoftBindingBlock[];
}

/** A soft binding assertion as a license server returns it: its label and its data. */
export interface SoftBindingAssertion {
  label: typeof SOFT_BINDING_LABEL;
  data: SoftBindingData;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decodes canonical padded base64; `null` for anything else. */
export function base64Decode(input: string): Uint8Array | null {
  if (typeof input !== 'string' || !BASE64.test(input)) return null;
  return base64urlDecode(input.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
}

/**
 * The assertion to write for `softBinding`: its blocks' values as bytes. Throws a `TypeError` for data
 * that is not a soft binding (no `alg`, no blocks, a value that is not base64).
 */
export function softBindingAssertion(softBinding: SoftBindingAssertion): AssertionContent {
  if (!softBinding || typeof softBinding !== 'object' || softBinding.label !== SOFT_BINDING_LABEL) {
    throw new TypeError(`softBinding must be {label: "${SOFT_BINDING_LABEL}", data}`);
  }
  const data = softBinding.data;
  if (!data || typeof data.alg !== 'string' || data.alg.length === 0) {
    throw new TypeError('softBinding.data.alg must name the algorithm');
  }
  if (!Array.isArray(data.blocks) || data.blocks.length === 0) {
    throw new TypeError('softBinding.data.blocks must hold at least one block');
  }
  const blocks = data.blocks.map((block, i) => {
    const value = base64Decode(block?.value);
    if (!value || value.length === 0) {
      throw new TypeError(`softBinding.data.blocks[${i}].value must be base64`);
    }
    const scope = block.scope;
    if (!scope || typeof scope !== 'object' || Array.isArray(scope) || Object.keys(scope).length > 0) {
      // Regions and timespans are not written here: a whole-content binding has an empty scope.
      throw new TypeError(`softBinding.data.blocks[${i}].scope must be {} (the whole content)`);
    }
    return { scope: {}, value };
  });
  return { label: SOFT_BINDING_LABEL, content: { alg: data.alg, blocks } };
}
