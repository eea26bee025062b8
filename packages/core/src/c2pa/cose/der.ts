/**
 * A small strict DER (X.690) reader: definite minimal lengths, single-byte tags, the universal
 * primitives checked as a schema decoder would read them. What the certificate profile, the trust
 * chain and the time-stamp checks read certificates and CMS structures with. Browser-safe.
 */
export class DerError extends Error {}

export interface Tlv {
  /** The identifier octet (class, constructed bit, tag number < 31). */
  tag: number;
  start: number;
  /** Start of the contents. */
  body: number;
  end: number;
}

export const CONSTRUCTED = 0x20;
export const SEQUENCE = 0x30;
export const SET = 0x31;

/** One DER TLV at `at` inside `[.., limit)`: definite, minimal length; single-byte tags only. */
export function readTlv(bytes: Uint8Array, at: number, limit: number): Tlv {
  if (at + 2 > limit) throw new DerError(`truncated element at ${at}`);
  const tag = bytes[at]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError(`multi-byte tag at ${at}`);
  let length = bytes[at + 1]!;
  let body = at + 2;
  if (length === 0x80) throw new DerError(`indefinite length at ${at}`);
  if (length > 0x80) {
    const count = length & 0x7f;
    if (count > 4 || body + count > limit) throw new DerError(`bad length at ${at}`);
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + bytes[body + i]!;
    if (bytes[body] === 0 || length < 0x80) throw new DerError(`non-minimal length at ${at}`);
    body += count;
  }
  const end = body + length;
  if (end > limit) throw new DerError(`element at ${at} overruns its container`);
  return { tag, start: at, body, end };
}

/** The children of a constructed element, all of them, exactly filling it. */
export function children(bytes: Uint8Array, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let at = parent.body; at < parent.end; ) {
    const child = readTlv(bytes, at, parent.end);
    out.push(child);
    at = child.end;
  }
  return out;
}

function checkTime(text: string, general: boolean): void {
  // UTCTime YYMMDDHHMMSSZ, GeneralizedTime YYYYMMDDHHMMSS[.f+]Z (DER: Zulu, seconds present).
  const match = general
    ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\.\d*[1-9])?Z$/.exec(text)
    : /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) throw new DerError(`a malformed time ${JSON.stringify(text)}`);
  const [, , month, day, hour, minute, second] = match.map(Number) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second! > 59)
    throw new DerError(`an impossible time ${JSON.stringify(text)}`);
}

export function timeOf(bytes: Uint8Array, t: Tlv): Date {
  const text = String.fromCharCode(...bytes.subarray(t.body, t.end));
  const general = t.tag === 0x18;
  checkTime(text, general);
  const year = general ? Number(text.slice(0, 4)) : Number(text.slice(0, 2));
  const fullYear = general ? year : year >= 50 ? 1900 + year : 2000 + year;
  const rest = general ? text.slice(4) : text.slice(2);
  const millis = Date.UTC(
    fullYear,
    Number(rest.slice(0, 2)) - 1,
    Number(rest.slice(2, 4)),
    Number(rest.slice(4, 6)),
    Number(rest.slice(6, 8)),
    Number(rest.slice(8, 10)),
  );
  return new Date(millis);
}

/**
 * Checks an element and everything under it is strict DER as a schema decoder would read it: lengths,
 * universal primitives well-formed (BOOLEAN, INTEGER, BIT STRING, NULL, OID, times, ASCII strings),
 * constructed universal types recursed. Primitive context-specific contents are left alone.
 */
export function checkDer(bytes: Uint8Array, t: Tlv, depth = 0, opaque?: ReadonlySet<number>): void {
  if (depth > 64) throw new DerError('nesting too deep');
  const length = t.end - t.body;
  if (opaque?.has(t.start)) return;
  if (t.tag & CONSTRUCTED) {
    if ((t.tag & 0xc0) === 0 && t.tag !== SEQUENCE && t.tag !== SET)
      throw new DerError(`constructed universal tag ${t.tag} at ${t.start}`);
    for (const child of children(bytes, t)) checkDer(bytes, child, depth + 1, opaque);
    return;
  }
  if ((t.tag & 0xc0) !== 0) return;
  const first = bytes[t.body];
  switch (t.tag) {
    case 0x01: // BOOLEAN
      if (length !== 1 || (first !== 0 && first !== 0xff)) throw new DerError(`bad BOOLEAN at ${t.start}`);
      return;
    case 0x02: // INTEGER
    case 0x0a: // ENUMERATED
      if (length === 0) throw new DerError(`empty INTEGER at ${t.start}`);
      if (
        length > 1 &&
        ((first === 0 && (bytes[t.body + 1]! & 0x80) === 0) ||
          (first === 0xff && (bytes[t.body + 1]! & 0x80) !== 0))
      )
        throw new DerError(`non-minimal INTEGER at ${t.start}`);
      return;
    case 0x03: // BIT STRING
      if (length === 0 || first! > 7 || (length === 1 && first !== 0))
        throw new DerError(`bad BIT STRING at ${t.start}`);
      return;
    case 0x05: // NULL
      if (length !== 0) throw new DerError(`bad NULL at ${t.start}`);
      return;
    case 0x06: // OBJECT IDENTIFIER
      if (length === 0 || (bytes[t.end - 1]! & 0x80) !== 0) throw new DerError(`bad OID at ${t.start}`);
      for (let i = t.body; i < t.end; i++) {
        if (bytes[i] === 0x80 && (i === t.body || (bytes[i - 1]! & 0x80) === 0))
          throw new DerError(`non-minimal OID at ${t.start}`);
      }
      return;
    case 0x17: // UTCTime
    case 0x18: // GeneralizedTime
      timeOf(bytes, t);
      return;
    // PrintableString's character set is not checked: c2pa-wasm accepts a signing certificate with a
    // non-printable byte in one (legacy.mp4 +100, verify.jpeg's ingredient +150, found by the flip scan).
    case 0x16: // IA5String
      for (let i = t.body; i < t.end; i++)
        if (bytes[i]! > 0x7f) throw new DerError(`bad IA5String at ${t.start}`);
      return;
    case 0x0c: // UTF8String
      try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(t.body, t.end));
      } catch {
        throw new DerError(`bad UTF8String at ${t.start}`);
      }
      return;
    default:
      return;
  }
}

export function oidOf(bytes: Uint8Array, t: Tlv): string {
  if (t.tag !== 0x06) throw new DerError(`expected an OID at ${t.start}`);
  const parts: number[] = [];
  let value = 0;
  for (let i = t.body; i < t.end; i++) {
    value = value * 128 + (bytes[i]! & 0x7f);
    if ((bytes[i]! & 0x80) === 0) {
      if (parts.length === 0) {
        const top = value < 40 ? 0 : value < 80 ? 1 : 2;
        parts.push(top, value - top * 40);
      } else parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

/** Big-endian `bytes` as an unsigned integer (a DER INTEGER's body read as non-negative, a signature). */
export function unsignedOf(bytes: Uint8Array): bigint {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) | BigInt(b);
  return n;
}

export function expect(t: Tlv | undefined, tag: number, what: string): Tlv {
  if (!t || t.tag !== tag) throw new DerError(`expected ${what}`);
  return t;
}
