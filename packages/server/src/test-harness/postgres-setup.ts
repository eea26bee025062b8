import pg from 'pg';

/**
 * Global setup of the suite's PostgreSQL pass: drops the schemas test servers left behind in an earlier
 * run (`t_…`, see `testSchema`), so that the throwaway database does not grow run after run.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TLP_TEST_DATABASE_URL;
  if (url) await dropSchemas(url);
}

/**
 * Drops schemas with a connection of its own (a test server's store may be closed already): `names`, or
 * every schema of a test server (`t_` and 20 hex digits, see `testSchema`).
 */
export async function dropSchemas(url: string, names?: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const dropped =
      names ??
      (
        await client.query<{ nspname: string }>(
          `select nspname from pg_namespace where nspname ~ '^t_[0-9a-f]{20}$'`,
        )
      ).rows.map((r) => r.nspname);
    for (const name of dropped) await client.query(`drop schema if exists "${name}" cascade`);
  } finally {
    await client.end();
  }
}
