import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { nearestCodes } from '../soft-bindings/code-index.js';
import { ImageCode } from '../soft-bindings/image-code.js';
import { freshTestSchema } from '../test-harness/postgres-setup.js';
import { openStore } from './index.js';
import { migrationProvider } from './migrations.js';

// Runs only in the suite's PostgreSQL pass (`TLP_TEST_DATABASE_URL`): migrations on a database that
// already holds rows.
const url = process.env.TLP_TEST_DATABASE_URL ?? '';
const schema = freshTestSchema();
const pool = new pg.Pool({ connectionString: url, max: 1, options: `-c search_path=${schema}` });
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
afterAll(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  await db.destroy();
});

describe('0009_soft_binding_rows on PostgreSQL', () => {
  it('numbers the stored soft bindings, marks them committed, and the index finds them', async () => {
    await sql`create schema ${sql.id(schema)}`.execute(db);
    const migrator = new Migrator({
      db,
      provider: migrationProvider('postgres'),
      migrationTableSchema: schema,
    });
    expect((await migrator.migrateTo('0008_soft_bindings')).error).toBeUndefined();
    const codes = [0x0123, 0x4567, 0x89ab].map((c) => ImageCode.fromChunks([c, 1, 2, 3]));
    for (const [i, code] of codes.entries()) {
      const [c0, c1, c2, c3] = code.chunks;
      await sql`insert into soft_bindings (manifest_id, generation_id, c0, c1, c2, c3, created_at)
        values (${`urn:c2pa:m${i}`}, ${`gen_${i}`}, ${c0}, ${c1}, ${c2}, ${c3}, '2026-01-01T00:00:00Z')`.execute(
        db,
      );
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await sql<{ seq: string; manifest_id: string; committed: boolean }>`
      select seq, manifest_id, tx < pg_snapshot_xmin(pg_current_snapshot()) as committed
      from soft_bindings order by seq`.execute(db);
    expect(rows.rows.map((r) => [Number(r.seq), r.manifest_id, r.committed])).toEqual([
      [1, 'urn:c2pa:m0', true],
      [2, 'urn:c2pa:m1', true],
      [3, 'urn:c2pa:m2', true],
    ]);
    const indexes = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = ${schema} and tablename = 'soft_bindings'`.execute(
      db,
    );
    expect(indexes.rows.map((r) => r.indexname).filter((n) => /_c[0-3]$/.test(n))).toEqual([]);
    // A server on the migrated database finds them.
    const store = await openStore({ url, schema, pool: 2 });
    try {
      expect((await nearestCodes(store, codes[1] as ImageCode, 0, 10)).map((m) => m.manifestId)).toEqual([
        'urn:c2pa:m1',
      ]);
    } finally {
      await store.close();
    }
  });
});
