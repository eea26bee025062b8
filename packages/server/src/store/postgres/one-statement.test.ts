import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { oneStatement } from './postgres-store.js';

describe('oneStatement: a group commit of several writes as one PostgreSQL statement', () => {
  it('keeps one write as it is', () => {
    const write = CompiledQuery.raw('insert into a (x) values ($1)', [1]);
    expect(oneStatement([write])).toBe(write);
  });

  it('makes each write a WITH query and numbers every parameter on, in order', () => {
    const query = oneStatement([
      CompiledQuery.raw('insert into a (x, y) values ($1, $2)', ['a1', 'a2']),
      CompiledQuery.raw('insert into b (x) values ($1)', ['b1']),
      CompiledQuery.raw('update c set x = $2 where id = $1', ['c1', 'c2']),
    ]);
    expect(query.sql).toBe(
      'with w0 as (insert into a (x, y) values ($1, $2)), w1 as (insert into b (x) values ($3)), ' +
        'w2 as (update c set x = $5 where id = $4) select 1',
    );
    expect(query.parameters).toEqual(['a1', 'a2', 'b1', 'c1', 'c2']);
  });

  it('numbers past ten without mistaking $1 for the start of $10', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `$${i + 1}`).join(', ');
    const write = CompiledQuery.raw(
      `insert into a values (${eleven})`,
      Array.from({ length: 11 }, (_, i) => i),
    );
    const query = oneStatement([write, write]);
    expect(query.sql).toContain(
      '(insert into a values ($12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22))',
    );
    expect(query.parameters).toHaveLength(22);
  });
});
