import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvironmentError, environment, readEnvironment } from './environment.js';
import { RUNNING_MD, withEnvironmentTable } from './environment-table.js';

describe('the environment', () => {
  it('docs/running.md lists every variable with its default and meaning, as the schema says (npm run docs:environment)', () => {
    const written = readFileSync(RUNNING_MD, 'utf8');
    expect(written, 'the table is stale: run npm run docs:environment').toBe(withEnvironmentTable(written));
    for (const name of Object.keys(environment.shape)) expect(written).toContain(`| \`${name}\` |`);
  });

  it('every variable the server reads is in the schema: no process.env read outside it', () => {
    for (const file of ['../main.ts', '../keys/rotate-command.ts', '../bootstrap.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/process\.env\.|process\.env\[/);
    }
  });

  it('unset, or set empty, each variable takes its default', () => {
    for (const env of [{}, Object.fromEntries(Object.keys(environment.shape).map((k) => [k, '']))]) {
      const read = readEnvironment(env);
      expect(read).toMatchObject({
        PORT: 8787,
        HOST: '127.0.0.1',
        TLP_DB: resolve('./.data/sandbox.db'),
        TLP_PG_POOL: 10,
        TLP_RATE_LIMITS: true,
        TLP_MAX_IMAGE_PIXELS: 40_000_000,
        TLP_WORKERS: 1,
        TLP_DRAIN_GRACE_MS: 10_000,
        TLP_DRAIN_TIMEOUT_MS: 30_000,
        TLP_MAX_CONNECTIONS_PER_ADDRESS: 128,
        TLP_MAX_CONNECTIONS: 10_000,
        TLP_TRUSTED_PROXIES: [],
        LOG_LEVEL: 'info',
        TLP_SERVICE: 'tlp',
      });
      expect(read.TLP_ORIGIN).toBeUndefined();
      expect(read.TLP_DATABASE_URL).toBeUndefined();
    }
  });

  it('reads each value in its type', () => {
    const read = readEnvironment({
      PORT: '0',
      TLP_ORIGIN: 'https://sandbox.example/',
      TLP_RATE_LIMITS: 'OFF',
      TLP_WORKERS: '3',
      TLP_TRUSTED_PROXIES: '10.0.0.1, 192.168.0.0/16',
      TLP_DATABASE_URL: 'postgresql://u:p@db:5432/tlp',
      TLP_DATABASE_SCHEMA: 'tenant_1',
      TLP_LOG_FORMAT: 'PRETTY',
      UNRELATED: 'left alone',
    });
    expect(read).toMatchObject({
      PORT: 0,
      TLP_ORIGIN: 'https://sandbox.example',
      TLP_RATE_LIMITS: false,
      TLP_WORKERS: 3,
      TLP_TRUSTED_PROXIES: ['10.0.0.1', '192.168.0.0/16'],
      TLP_DATABASE_URL: 'postgresql://u:p@db:5432/tlp',
      TLP_DATABASE_SCHEMA: 'tenant_1',
      TLP_LOG_FORMAT: 'pretty',
    });
    expect(readEnvironment({}).TLP_LOG_FORMAT, 'unset: the terminal decides (logFormat)').toBeUndefined();
    expect(readEnvironment({ TLP_WORKERS: 'auto' }).TLP_WORKERS).toBeGreaterThanOrEqual(1);
  });

  it('a value out of its form stops the start, naming the variable, the value and what it should be', () => {
    const refused = (env: Record<string, string>) => {
      try {
        readEnvironment(env);
      } catch (err) {
        expect(err).toBeInstanceOf(EnvironmentError);
        return (err as Error).message;
      }
      throw new Error(`${JSON.stringify(env)} was accepted`);
    };
    expect(refused({ PORT: '70000' })).toBe("PORT '70000' is not a port");
    expect(refused({ TLP_PG_POOL: '0' })).toBe("TLP_PG_POOL '0' is not a number of connections (1 to 1000)");
    expect(refused({ TLP_WORKERS: 'many' })).toBe(
      "TLP_WORKERS 'many' is not a number of processes (1 to 64, or auto)",
    );
    expect(refused({ TLP_DRAIN_GRACE_MS: '-1' })).toBe(
      "TLP_DRAIN_GRACE_MS '-1' is not a duration in milliseconds (an integer, 0 or more)",
    );
    expect(refused({ TLP_DATABASE_SCHEMA: 'Bad-Name' })).toContain('is not a schema name');
    expect(refused({ TLP_TRUSTED_PROXIES: '10.0.0.1, not-an-address' })).toContain('TLP_TRUSTED_PROXIES');
    expect(refused({ TLP_RATE_LIMITS: 'sometimes' })).toBe("TLP_RATE_LIMITS 'sometimes' is not on or off");
    expect(refused({ LOG_LEVEL: 'loud' })).toContain("LOG_LEVEL 'loud' is not a level");
    expect(refused({ TLP_LOG_FORMAT: 'xml' })).toBe("TLP_LOG_FORMAT 'xml' is not one of json, pretty");
  });

  it('a secret is never repeated in the message', () => {
    const url = 'mysql://user:hunter2@db/tlp';
    expect(() => readEnvironment({ TLP_DATABASE_URL: url })).toThrow(
      /^TLP_DATABASE_URL is not a postgres:\/\/ URL/,
    );
    try {
      readEnvironment({ TLP_DATABASE_URL: url });
    } catch (err) {
      expect((err as Error).message).not.toContain('hunter2');
    }
  });
});
