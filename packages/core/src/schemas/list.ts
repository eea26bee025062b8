import { z } from 'zod';

/**
 * List envelope around items of the given schema (Conventions: Lists): `{object: list, data, has_more,
 * next_cursor}`, newest first.
 */
export function list<T extends z.ZodType>(item: T) {
  return z.object({
    object: z.literal('list'),
    data: z.array(item),
    has_more: z.boolean(),
    next_cursor: z.string().nullable(),
  });
}

/** The list envelope of items of type `T` (Conventions: Lists). */
export type List<T> = {
  object: 'list';
  data: T[];
  has_more: boolean;
  next_cursor: string | null;
};

/**
 * `limit` (1 to 100, default 20) and `cursor` query parameters of every list endpoint (Limits: Page size;
 * Pagination). Query strings are strings, so `limit` is coerced from its text.
 */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().min(1).optional(),
});

export type ListQuery = z.infer<typeof listQuery>;
