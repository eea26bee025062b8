import { describe, expect, it } from 'vitest';
import { startTestServer } from './server.js';

describe('the suite runs on the store it names', () => {
  it('a test server stores in PostgreSQL in the postgres pass and in SQLite otherwise', async () => {
    const t = await startTestServer();
    try {
      expect(t.deps.store.kind).toBe(process.env.TLP_TEST_DATABASE_URL ? 'postgres' : 'sqlite');
      expect((await t.api('/v1/account')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
