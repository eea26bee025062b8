import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TransactionWrites } from './postgres-store.js';

/**
 * A stand-in for the pool: each statement sent is recorded; one holding a write of `failing` fails whole,
 * as PostgreSQL fails a statement one of whose WITH queries meets a unique index.
 */
function fakeDatabase(
  failing: Set<string>,
  error: Error = Object.assign(new Error('duplicate'), { code: '23505' }),
) {
  const sent: string[] = [];
  return {
    sent,
    db: {
      async executeQuery(query: CompiledQuery) {
        sent.push(query.sql);
        if ([...failing].some((name) => query.sql.includes(`into ${name} `))) throw error;
        return { rows: [] };
      },
    } as never,
  };
}

const write = (name: string) => [CompiledQuery.raw(`insert into ${name} values ($1)`, [name])];

/** Runs `names` as writes queued in one turn (one batch); answers which committed and which failed. */
async function oneBatch(writes: TransactionWrites, names: string[]) {
  const settled = await Promise.allSettled(names.map((name) => writes.run(write(name))));
  return {
    committed: names.filter((_, i) => settled[i]!.status === 'fulfilled'),
    failed: names.filter((_, i) => settled[i]!.status === 'rejected'),
  };
}

describe('group commit on PostgreSQL: a batch with a failing write', () => {
  const names = Array.from({ length: 64 }, (_, i) => `t${i}`);

  it('commits the batch in one statement when nothing fails', async () => {
    const { db, sent } = fakeDatabase(new Set());
    const result = await oneBatch(new TransactionWrites(db, () => false), names);
    expect(result).toEqual({ committed: names, failed: [] });
    expect(sent).toHaveLength(1);
  });

  it('fails only the failing write, the others committed, in about 2·log2(n) statements, not n', async () => {
    const { db, sent } = fakeDatabase(new Set(['t37']));
    const result = await oneBatch(new TransactionWrites(db, () => false), names);
    expect(result.failed).toEqual(['t37']);
    expect(result.committed).toEqual(names.filter((n) => n !== 't37'));
    // The whole batch, then at each of log2(64) = 6 levels the two halves.
    expect(sent).toHaveLength(1 + 2 * Math.log2(names.length));
  });

  it('fails each of several failing writes alone', async () => {
    const { db } = fakeDatabase(new Set(['t0', 't31', 't32', 't63']));
    const result = await oneBatch(new TransactionWrites(db, () => false), names);
    expect(result.failed).toEqual(['t0', 't31', 't32', 't63']);
    expect(result.committed).toHaveLength(60);
  });

  it('fails every write at once, with one statement sent, when the database cannot be reached', async () => {
    const lost = Object.assign(new Error('Connection terminated'), { code: '57P01' });
    const { db, sent } = fakeDatabase(new Set(names), lost);
    const result = await oneBatch(new TransactionWrites(db, (err) => err === lost), names);
    expect(result.failed).toEqual(names);
    expect(sent).toHaveLength(1);
  });
});
