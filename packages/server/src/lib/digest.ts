import { hash } from 'node:crypto';

/**
 * Hex SHA-256. The one-shot `crypto.hash` makes no `Hash` object: about 1.5 µs for a small body instead
 * of about 4 with `createHash`, and a check takes several.
 */
export function sha256Hex(data: string | Uint8Array): string {
  return hash('sha256', data, 'hex');
}

/** The spec's digest form: `sha256:<64 lowercase hex>`. */
export function sha256Digest(data: string | Uint8Array): string {
  return `sha256:${sha256Hex(data)}`;
}
