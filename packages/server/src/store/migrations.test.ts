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

describe('0009_soft_binding_rows', () => {
  it('numbers the stored soft bindings in the order they were stored, and the next one after them', async () => {
    const sqlite = new BetterSqlite3(':memory:');
    const db = new Kysely<unknown>({ dialect: new BetterSqliteDialect(sqlite) });
    try {
      const migrator = new Migrator({ db, provider: migrationProvider('sqlite') });
      expect((await migrator.migrateTo('0008_soft_bindings')).error).toBeUndefined();
      // Manifest IDs out of alphabetical order: the numbers follow the rows' order, not the key's.
      for (const [i, id] of ['urn:c2pa:b', 'urn:c2pa:c', 'urn:c2pa:a'].entries()) {
        await sql`insert into soft_bindings (manifest_id, generation_id, c0, c1, c2, c3, created_at)
          values (${id}, ${`gen_${i}`}, ${i}, 1, 2, 3, '2026-01-01T00:00:00Z')`.execute(db);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      await sql`insert into soft_bindings (manifest_id, generation_id, c0, c1, c2, c3, created_at)
        values ('urn:c2pa:d', 'gen_3', 3, 1, 2, 3, '2026-01-01T00:00:00Z')`.execute(db);
      const rows = await sql<{ seq: number; manifest_id: string; c0: number }>`
        select seq, manifest_id, c0 from soft_bindings order by seq`.execute(db);
      expect(rows.rows).toEqual([
        { seq: 1, manifest_id: 'urn:c2pa:b', c0: 0 },
        { seq: 2, manifest_id: 'urn:c2pa:c', c0: 1 },
        { seq: 3, manifest_id: 'urn:c2pa:a', c0: 2 },
        { seq: 4, manifest_id: 'urn:c2pa:d', c0: 3 },
      ]);
      // A manifest is stored once; the chunk indexes are gone.
      await expect(
        sql`insert into soft_bindings (manifest_id, generation_id, c0, c1, c2, c3, created_at)
          values ('urn:c2pa:d', 'gen_9', 0, 0, 0, 0, '')`.execute(db),
      ).rejects.toThrow(/UNIQUE/);
      const indexes = await sql<{
        name: string;
      }>`select name from pragma_index_list('soft_bindings')`.execute(db);
      expect(indexes.rows.map((r) => r.name).filter((n) => /_c[0-3]$/.test(n))).toEqual([]);
    } finally {
      await db.destroy();
    }
  });
});
