import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationProvider } from './migrations.js';
import { BetterSqliteDialect } from './sqlite/dialect.js';

describe('0003_generation_licenses', () => {
  it("moves each generation's comma-joined license_ids into one row per license, then drops the column", async () => {
    const sqlite = new BetterSqlite3(':memory:');
    sqlite.pragma('foreign_keys = OFF'); // generations without their accounts and checks
    const db = new Kysely<unknown>({ dialect: new BetterSqliteDialect(sqlite) });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
      expect((await migrator.migrateTo('0002_decisions')).error).toBeUndefined();
      for (const [id, licenses] of [
        ['gen_a', ',lic_1,lic_2,'],
        ['gen_b', ',lic_2,'],
        ['gen_c', ',,'],
      ] as const) {
        await sql`insert into generations (id, account_id, livemode, check_id, candidate_index, status, license_ids, data, private, created_at)
          values (${id}, 'acct_x', 0, ${`chk_${id}`}, 0, 'allowed', ${licenses}, '{}', '{}', '2026-01-01T00:00:00Z')`.execute(
          db,
        );
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await sql<{ generation_id: string; license_id: string }>`
        select generation_id, license_id from generation_licenses order by generation_id, license_id`.execute(
        db,
      );
      expect(rows.rows).toEqual([
        { generation_id: 'gen_a', license_id: 'lic_1' },
        { generation_id: 'gen_a', license_id: 'lic_2' },
        { generation_id: 'gen_b', license_id: 'lic_2' },
      ]);
      const columns = await sql<{ name: string }>`select name from pragma_table_info('generations')`.execute(
        db,
      );
      expect(columns.rows.map((c) => c.name)).not.toContain('license_ids');
    } finally {
      await db.destroy();
    }
  });
});
