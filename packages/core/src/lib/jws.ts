import type { JwsHeader } from '../verdicts.js';
import { base64urlDecode, fromUtf8, utf8 } from './base64url.js';

/** Largest compact JWS accepted: anything bigger is `malformed` before any parsing. */
export const MAX_JWS_LENGTH = 64 * 1024;

export interface ParsedJws {
  header: JwsHeader;
  payload: Record<string, unknown>;
  /** The bytes the signature covers: `base64url(header) "." base64url(payload)`. */
  signingInput: Uint8Array;
  signature: Uint8Array;
}

export type ParseResult = { ok: true; jws: ParsedJws } | { ok: false; message: string };

function parseJsonObject(part: string): Record<string, unknown> | null {
  const bytes = base64urlDecode(part);
  if (!bytes) return null;
  const text = fromUtf8(bytes);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Splits and decodes a compact JWS (RFC 7515 §7.1). Never throws. */
export function parseCompactJws(input: unknown): ParseResult {
  if (typeof input !== 'string') return { ok: false, message: 'a compact JWS must be a string' };
  if (input.length > MAX_JWS_LENGTH)
    return { ok: false, message: `a compact JWS is at most ${MAX_JWS_LENGTH} characters` };
  const parts = input.split('.');
  if (parts.length !== 3) return { ok: false, message: 'a compact JWS has three base64url parts' };
  const [h, p, s] = parts as [string, string, string];
  const header = parseJsonObject(h);
  if (!header || typeof header.alg !== 'string')
    return { ok: false, message: 'the JWS header is not a JSON object with alg' };
  // RFC 7515 §4.1.11: `crit` names extensions the recipient must understand, and TLP defines none.
  if ('crit' in header)
    return { ok: false, message: 'the JWS header has crit: no critical extension is understood' };
  const payload = parseJsonObject(p);
  if (!payload) return { ok: false, message: 'the JWS payload is not a JSON object' };
  const signature = base64urlDecode(s);
  if (!signature) return { ok: false, message: 'the JWS signature is not base64url' };
  return {
    ok: true,
    jws: { header: header as JwsHeader, payload, signingInput: utf8(`${h}.${p}`), signature },
  };
}
