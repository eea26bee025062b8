import { type Kysely, type Migration, type MigrationProvider, sql } from 'kysely';

/**
 * Migrations in code (no files to find at run time), written with Kysely's schema builder so that the
 * same steps run on PostgreSQL. Never edit a released migration; add the next one.
 */
function migrations(kind: 'sqlite' | 'postgres'): Record<string, Migration> {
  return {
    '0001_platform': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('meta')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('accounts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('display_name', 'text', (c) => c.notNull())
          .addColumn('client_id', 'text', (c) => c.notNull().unique())
          .addColumn('platform_display_name', 'text', (c) => c.notNull())
          .addColumn('api_version', 'text')
          .addColumn('clock_offset_ms', 'bigint', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('api_keys')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('hash', 'text', (c) => c.notNull().unique())
          .addColumn('last4', 'text', (c) => c.notNull())
          .addColumn('scopes', 'text')
          .addColumn('revoked_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('signing_keys')
          .addColumn('kid', 'text', (c) => c.primaryKey())
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('private_pem', 'text', (c) => c.notNull())
          .addColumn('public_jwk', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('activates_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('talent')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('standing_rules', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('facets')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('talent_id', 'text', (c) => c.notNull().references('talent.id'))
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('label', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('modalities', 'text', (c) => c.notNull())
          .addColumn('material_items', 'integer', (c) => c.notNull())
          .addColumn('material_updated_at', 'text')
          .addColumn('provider_bindings', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('facets_talent').on('facets').column('talent_id').execute();
        await db.schema
          .createTable('licenses')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('talent_id', 'text', (c) => c.notNull().references('talent.id'))
          .addColumn('licensee_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('issued_by_party', 'text', (c) => c.notNull())
          .addColumn('issued_by_account', 'text')
          .addColumn('handle', 'text', (c) => c.notNull())
          .addColumn('current_revision_id', 'text', (c) => c.notNull())
          .addColumn('pending_revision_id', 'text')
          .addColumn('revision_number', 'integer', (c) => c.notNull())
          .addColumn('terms_digest', 'text', (c) => c.notNull())
          .addColumn('scope', 'text', (c) => c.notNull())
          .addColumn('obligations', 'text', (c) => c.notNull())
          .addColumn('acceptance_path', 'text')
          .addColumn('accepted_at', 'text')
          .addColumn('suspended_at', 'text')
          .addColumn('revoked_at', 'text')
          .addColumn('declined_at', 'text')
          .addColumn('metadata', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('licenses_licensee')
          .on('licenses')
          .columns(['licensee_id', 'livemode', 'id'])
          .execute();
        await db.schema
          .createIndex('licenses_issuer')
          .on('licenses')
          .columns(['issued_by_account', 'livemode', 'id'])
          .execute();
        await db.schema
          .createTable('license_revisions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('license_id', 'text', (c) => c.notNull().references('licenses.id'))
          .addColumn('revision_number', 'integer', (c) => c.notNull())
          .addColumn('signed_terms', 'text', (c) => c.notNull())
          .addColumn('terms_digest', 'text', (c) => c.notNull())
          .addColumn('signed_at', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('idempotency_keys')
          // SQLite's INTEGER PRIMARY KEY AUTOINCREMENT is PostgreSQL's serial.
          .addColumn('seq', kind === 'postgres' ? 'serial' : 'integer', (c) =>
            kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('account_id', 'text', (c) => c.notNull())
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('key', 'text', (c) => c.notNull())
          .addColumn('endpoint', 'text', (c) => c.notNull())
          .addColumn('request_digest', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('boot_id', 'text', (c) => c.notNull())
          .addColumn('response_status', 'integer')
          .addColumn('response_headers', 'text')
          .addColumn('response_body', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('expires_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('idempotency_keys_scope')
          .on('idempotency_keys')
          .columns(['account_id', 'livemode', 'key'])
          .unique()
          .execute();
      },
    },
    '0002_decisions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('checks')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('private', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('checks_account')
          .on('checks')
          .columns(['account_id', 'livemode', 'id'])
          .execute();
        await db.schema
          .createTable('generations')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('check_id', 'text', (c) => c.notNull().references('checks.id'))
          .addColumn('candidate_index', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('license_ids', 'text', (c) => c.notNull())
          .addColumn('decide_at', 'text')
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('private', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('generations_candidate')
          .on('generations')
          .columns(['check_id', 'candidate_index'])
          .unique()
          .execute();
        await db.schema
          .createIndex('generations_account_status')
          .on('generations')
          .columns(['account_id', 'livemode', 'status'])
          .execute();
        await db.schema
          .createTable('receipts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text', (c) => c.notNull().references('accounts.id'))
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('sha256', 'text')
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('issued_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('receipts_digest')
          .on('receipts')
          .columns(['account_id', 'livemode', 'sha256'])
          .execute();
        await db.schema
          .createTable('verifications')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('account_id', 'text')
          .addColumn('livemode', 'integer', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    '0003_generation_licenses': {
      // The licenses a generation counts against (delivery limits), one row each, instead of the
      // comma-joined `license_ids` text that was searched with LIKE once per license.
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('generation_licenses')
          .addColumn('generation_id', 'text', (c) => c.notNull().references('generations.id'))
          .addColumn('license_id', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('generation_licenses_pk', ['generation_id', 'license_id'])
          .execute();
        await db.schema
          .createIndex('generation_licenses_license')
          .on('generation_licenses')
          .column('license_id')
          .execute();
        const rows = await sql<{
          id: string;
          license_ids: string;
        }>`select id, license_ids from generations`.execute(db);
        for (const row of rows.rows) {
          for (const license of row.license_ids.split(',').filter((l) => l !== '')) {
            await sql`insert into generation_licenses (generation_id, license_id) values (${row.id}, ${license})`.execute(
              db,
            );
          }
        }
        await db.schema.alterTable('generations').dropColumn('license_ids').execute();
      },
    },
    '0004_idempotency_lease': {
      // When a claim was taken, in real milliseconds: a claim of another server run is in use for a lease
      // from then (several processes on one PostgreSQL database), not until that run is known to be gone.
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('idempotency_keys').addColumn('claimed_ms', 'bigint').execute();
      },
    },
    '0005_rate_buckets': {
      // Token buckets shared by every process (used on PostgreSQL; see limiter/shared-buckets.ts).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('rate_buckets')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('tokens', 'double precision', (c) => c.notNull())
          .addColumn('updated_ms', 'bigint', (c) => c.notNull())
          .addColumn('allowed', 'integer', (c) => c.notNull())
          .execute();
      },
    },
    '0006_talent_public_name': {
      // The name a talent consented to have published on their receipts (null: not published).
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('talent').addColumn('public_name', 'text').execute();
      },
    },
    '0007_idempotency_api_key': {
      // The API key whose request stored a key's outcome: another key of the account is refused it.
      // Records stored before have none, and answer no key
      // (docs/decisions/26-an-idempotency-key-is-bound-to-its-api-key.md).
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('idempotency_keys').addColumn('api_key_id', 'text').execute();
      },
    },
    '0008_soft_bindings': {
      // The 64-bit image codes of generations in four chunks, an index on each chunk that holds the other
      // three too (see soft-bindings/code-index.ts).
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('soft_bindings')
          .addColumn('manifest_id', 'text', (c) => c.primaryKey())
          .addColumn('generation_id', 'text', (c) => c.notNull().unique())
          .addColumn('c0', 'integer', (c) => c.notNull())
          .addColumn('c1', 'integer', (c) => c.notNull())
          .addColumn('c2', 'integer', (c) => c.notNull())
          .addColumn('c3', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        const chunks = ['c0', 'c1', 'c2', 'c3'];
        for (const [i, chunk] of chunks.entries()) {
          await db.schema
            .createIndex(`soft_bindings_${chunk}`)
            .on('soft_bindings')
            .columns([...chunks.slice(i), ...chunks.slice(0, i)])
            .execute();
        }
      },
    },
    '0009_soft_binding_rows': {
      // Each process keeps the codes in memory and catches up with new rows at each lookup
      // (docs/decisions/35-the-code-index-in-memory.md): rows get a number, never reused, by which new ones
      // are found and matches read; on PostgreSQL also the ID of the transaction that wrote them, since its
      // row numbers do not commit in order. The chunk indexes, which nothing reads any more, are dropped.
      async up(db: Kysely<unknown>) {
        if (kind === 'postgres') {
          await sql`alter table soft_bindings add column seq bigint generated always as identity`.execute(db);
          await sql`alter table soft_bindings add column tx xid8 not null default pg_current_xact_id()`.execute(
            db,
          );
          await db.schema
            .createIndex('soft_bindings_seq')
            .on('soft_bindings')
            .column('seq')
            .unique()
            .execute();
          await db.schema.createIndex('soft_bindings_tx').on('soft_bindings').column('tx').execute();
          for (const chunk of ['c0', 'c1', 'c2', 'c3'])
            await db.schema.dropIndex(`soft_bindings_${chunk}`).execute();
          return;
        }
        // SQLite adds no primary key to a table: the table is made again, its rows copied in their order.
        await db.schema
          .createTable('soft_bindings_next')
          .addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('manifest_id', 'text', (c) => c.notNull().unique())
          .addColumn('generation_id', 'text', (c) => c.notNull().unique())
          .addColumn('c0', 'integer', (c) => c.notNull())
          .addColumn('c1', 'integer', (c) => c.notNull())
          .addColumn('c2', 'integer', (c) => c.notNull())
          .addColumn('c3', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await sql`insert into soft_bindings_next (manifest_id, generation_id, c0, c1, c2, c3, created_at)
          select manifest_id, generation_id, c0, c1, c2, c3, created_at from soft_bindings order by rowid`.execute(
          db,
        );
        await db.schema.dropTable('soft_bindings').execute();
        await db.schema.alterTable('soft_bindings_next').renameTo('soft_bindings').execute();
      },
    },
  };
}

/** The migrations of one history, for the store's kind (they differ only where the SQL types must). */
export function migrationProvider(kind: 'sqlite' | 'postgres'): MigrationProvider {
  return {
    async getMigrations() {
      return migrations(kind);
    },
  };
}
