import { describe, expect, it } from 'vitest';
import { PostgresStore } from './postgres-store.js';

/** The errors `pg` gives when the database's host is out of reach, as Node raises them. */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 198.18.0.130:5432`), { code, syscall: 'connect' });
}

describe('PostgreSQL: which errors mean "the database cannot be reached now" (answered 503)', () => {
  const isUnavailable = (err: unknown) => PostgresStore.prototype.isUnavailable.call(undefined, err);

  it('a host or network out of reach (link down, no route), as the cluster test cuts one', () => {
    for (const code of [
      'EHOSTUNREACH',
      'ENETUNREACH',
      'EHOSTDOWN',
      'ENETDOWN',
      'ECONNREFUSED',
      'ETIMEDOUT',
    ]) {
      expect(isUnavailable(socketError(code)), code).toBe(true);
    }
  });

  it('wrapped as the cause of another error too', () => {
    expect(isUnavailable(new Error('query failed', { cause: socketError('EHOSTUNREACH') }))).toBe(true);
  });

  it('not a query error (a constraint, a syntax error)', () => {
    expect(isUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
  });
});
