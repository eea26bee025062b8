import pg from 'pg';

/**
 * Global setup of the suite's PostgreSQL pass: drops the schemas test servers left behind in an earlier
 * run (`t_…`, see `testSchema`), so that the throwaway database does not grow run after run.
 */
export default async function setup(): Promise<void> {
  const url = process.env.TLP_TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname ~ '^t_[0-9a-f]{20}$'`,
    );
    for (const { nspname } of rows) await client.query(`drop schema if exists "${nspname}" cascade`);
  } finally {
    await client.end();
  }
}
