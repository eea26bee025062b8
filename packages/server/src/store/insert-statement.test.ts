import BetterSqlite3 from 'better-sqlite3';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertStatement } from './insert-statement.js';
import type { Database, ReceiptTable } from './schema.js';
import { BetterSqliteDialect } from './sqlite/dialect.js';

/** A Kysely that compiles PostgreSQL and runs nothing. */
function postgresCompiler(): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}

const receipt = (n: number, sha256: string | null = null): ReceiptTable => ({
  id: `rcpt_${n}`,
  account_id: 'acct_1',
  livemode: 0,
  kind: 'check',
  subject: `chk_${n}`,
  sha256,
  data: `{"n":${n}}`,
  issued_at: '2026-01-01T00:00:00.000Z',
});

describe('insertStatement', () => {
  it("is Kysely's own insert, for SQLite and PostgreSQL, the first row and the later ones", () => {
    const sqlite = new Kysely<Database>({ dialect: new BetterSqliteDialect(new BetterSqlite3(':memory:')) });
    for (const db of [sqlite, postgresCompiler()]) {
      for (const row of [receipt(1), receipt(2, 'ab'), receipt(3)]) {
        const ours = insertStatement(db, 'receipts', row);
        const theirs = db.insertInto('receipts').values(row).compile();
        expect(ours.sql).toBe(theirs.sql);
        expect(ours.parameters).toEqual(theirs.parameters);
      }
      // Another table, the same database.
      const check = {
        id: 'chk_1',
        account_id: 'acct_1',
        livemode: 0,
        status: 'allowed',
        data: '{}',
        private: '{}',
        created_at: '2026-01-01T00:00:00.000Z',
      };
      expect(insertStatement(db, 'checks', check).sql).toBe(
        db.insertInto('checks').values(check).compile().sql,
      );
    }
  });

  it('leaves out an undefined column as Kysely does, and keeps an expression on Kysely’s path', () => {
    const db = postgresCompiler();
    const { sha256: _, ...without } = receipt(1);
    const rows = [{ ...receipt(4), sha256: undefined }, without, receipt(5)];
    for (const row of rows) {
      const theirs = db.insertInto('receipts').values(row).compile();
      const ours = insertStatement(db, 'receipts', row);
      expect(ours.sql).toBe(theirs.sql);
      expect(ours.parameters).toEqual(theirs.parameters);
    }
    expect(insertStatement(db, 'receipts', rows[0]!).sql).not.toContain('sha256');
    for (const n of [6, 7]) {
      const row = { ...receipt(n), data: sql<string>`upper(${`x${n}`})` };
      const ours = insertStatement(db, 'receipts', row);
      const theirs = db.insertInto('receipts').values(row).compile();
      expect(ours.sql).toBe(theirs.sql);
      expect(ours.sql).toContain('upper(');
      expect(ours.parameters).toEqual(theirs.parameters);
    }
  });

  it('writes the rows it is given', async () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.exec(
      'create table receipts (id text primary key, account_id text, livemode integer, kind text, subject text, sha256 text, data text, issued_at text)',
    );
    const db = new Kysely<Database>({ dialect: new BetterSqliteDialect(sqlite) });
    try {
      for (const n of [1, 2, 3]) await db.executeQuery(insertStatement(db, 'receipts', receipt(n, `h${n}`)));
      const rows = await db.selectFrom('receipts').select(['id', 'sha256', 'data']).orderBy('id').execute();
      expect(rows).toEqual([1, 2, 3].map((n) => ({ id: `rcpt_${n}`, sha256: `h${n}`, data: `{"n":${n}}` })));
    } finally {
      await db.destroy();
    }
  });
});
