import { idPrefixes } from '@tlp/core/schemas';
import { randomBytes } from './lib/random.js';

/** Crockford base32, lowercase: no i, l, o, u. */
export const CROCKFORD = '0123456789abcdefghjkmnpqrstvwxyz';

/** Every ID prefix of the spec (from `@tlp/core/schemas`), by object type, and the sandbox's own API keys. */
export const ID_PREFIX = {
  ...idPrefixes,
  /** Not in the spec's table: API keys made by the test helper (see README). */
  api_key: 'key',
} as const;

export type IdPrefix = (typeof ID_PREFIX)[keyof typeof ID_PREFIX];

const BODY = '[0-9a-hjkmnp-tv-z]{26}';
const patterns = new Map<string, RegExp>();

/** The spec's pattern `^<prefix>_[0-9a-hjkmnp-tv-z]{26}$`. */
export function idPattern(prefix: string): RegExp {
  let re = patterns.get(prefix);
  if (!re) {
    re = new RegExp(`^${prefix}_${BODY}$`);
    patterns.set(prefix, re);
  }
  return re;
}

/** A Hono path parameter that matches only IDs of `prefix`: `:check_id{chk_[0-9a-hjkmnp-tv-z]{26}}`. */
export function idParam<N extends string, P extends string>(
  name: N,
  prefix: P,
): `:${N}{${P}_[0-9a-hjkmnp-tv-z]{26}}` {
  // The literal type lets Hono type the parameter by its name, as it would for a written-out path.
  return `:${name}{${prefix}_${BODY}}` as `:${N}{${P}_[0-9a-hjkmnp-tv-z]{26}}`;
}

export function isId(prefix: string, value: unknown): value is string {
  return typeof value === 'string' && idPattern(prefix).test(value);
}

/** The prefix of something shaped like an ID (`chk_…` → `chk`), or null. */
export function prefixOf(value: string): string | null {
  const m = /^([a-z]+)_[0-9a-z]+$/.exec(value);
  return m ? m[1]! : null;
}

export type IdGenerator = (prefix: string) => string;

/**
 * ULID-like IDs: 10 characters of millisecond time then 16 of randomness, so that IDs sort by creation
 * (lists are newest first by ID). Within one millisecond the random part is incremented, so IDs made by
 * one process are strictly increasing even when the wall clock stalls or steps back.
 */
export function createIdGenerator(now: () => number = Date.now): IdGenerator {
  let lastTime = -1;
  const rand = new Uint8Array(16); // 16 base32 digits, 80 bits

  function fillRandom(): void {
    const bytes = randomBytes(16);
    for (let i = 0; i < 16; i++) rand[i] = bytes[i]! & 31;
    // Leave headroom so that increments within a millisecond cannot overflow in practice.
    rand[0] = rand[0]! & 15;
  }

  function increment(): void {
    for (let i = 15; i >= 0; i--) {
      if (rand[i]! < 31) {
        rand[i] = rand[i]! + 1;
        return;
      }
      rand[i] = 0;
    }
    // 2^79 IDs in one millisecond: move to the next millisecond instead of wrapping.
    lastTime += 1;
    fillRandom();
  }

  return function newId(prefix: string): string {
    const t = now();
    if (t > lastTime) {
      lastTime = t;
      fillRandom();
    } else {
      increment();
    }
    let time = '';
    let v = lastTime;
    for (let i = 0; i < 10; i++) {
      time = CROCKFORD[v % 32]! + time;
      v = Math.floor(v / 32);
    }
    let body = time;
    for (let i = 0; i < 16; i++) body += CROCKFORD[rand[i]!]!;
    return `${prefix}_${body}`;
  };
}

/** The process-wide generator. */
export const newId: IdGenerator = createIdGenerator();
