import { createHmac, timingSafeEqual } from 'node:crypto';
import { listQuery } from '@tlp/core/schemas';
import { z } from 'zod';
import { ApiError } from '../errors/index.js';

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;

export interface ListEnvelope<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
}

/**
 * Opaque cursors: the last ID of a page and a digest of the filters it was made with, MACed with the
 * server's cursor secret. A cursor used with other filters, another mode or another account, or
 * altered, is `parameter_invalid` on `cursor`.
 */
export function encodeCursor(secret: string, lastId: string, filters: Record<string, unknown>): string {
  const payload = Buffer.from(JSON.stringify({ l: lastId, f: filterDigest(secret, filters) })).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload)}`;
}

export function decodeCursor(secret: string, cursor: string, filters: Record<string, unknown>): string {
  const invalid = (detail: string) => new ApiError('parameter_invalid', { param: 'cursor', detail });
  const [payload, tag, extra] = cursor.split('.');
  if (!payload || !tag || extra !== undefined || cursor.length > 512)
    throw invalid('the cursor is not valid');
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(tag);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw invalid('the cursor is not valid');
  }
  let parsed: { l?: unknown; f?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid('the cursor is not valid');
  }
  if (typeof parsed.l !== 'string') throw invalid('the cursor is not valid');
  if (parsed.f !== filterDigest(secret, filters)) {
    throw invalid('the cursor was made with other filters; send it with the same filters as the first page');
  }
  return parsed.l;
}

function mac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url').slice(0, 22);
}

function filterDigest(secret: string, filters: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((k) => [k, filters[k] ?? null]),
  );
  return createHmac('sha256', secret).update(`filters\n${canonical}`).digest('base64url').slice(0, 16);
}

/** Builds the list envelope from `limit + 1` rows fetched newest first. */
export function toList<R extends { id: string }, T>(
  rows: R[],
  limit: number,
  render: (row: R) => T,
  cursorFor: (lastId: string) => string,
): ListEnvelope<T> {
  const hasMore = rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const last = page[page.length - 1];
  return {
    object: 'list',
    data: page.map(render),
    has_more: hasMore,
    next_cursor: hasMore && last ? cursorFor(last.id) : null,
  };
}

/**
 * `limit` and `cursor`, the query parameters of every list, to spread last into a list's query schema.
 * A cursor's form is checked here; that it was made by this server, with the same filters, by
 * {@link decodeCursor}.
 */
export const PAGE_QUERY = {
  limit: z
    .number({ error: () => `Expected an integer from 1 to ${MAX_LIMIT}` })
    .int()
    .min(1)
    .max(MAX_LIMIT)
    .default(DEFAULT_LIMIT)
    .describe(`Page size, 1 to ${MAX_LIMIT}.`),
  cursor: listQuery.shape.cursor.describe('`next_cursor` of the previous page, with the same filters.'),
};
