import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppDeps } from '../app-env.js';
import { openSandbox, type SandboxOptions } from '../bootstrap.js';
import { createHttpServer, type HttpServerOptions } from '../connections/index.js';
import { createListener } from '../connections/listener.js';
import type { ProblemBody } from '../http/errors/index.js';
import type { Database } from '../store/schema.js';
import { checkedListener } from './contract-hook.js';
import { dropSchemas, joinRun, testSchema } from './postgres-setup.js';

/** A server started in-process on port 0 with its own temporary database, for tests over real HTTP. */
export interface TestServer {
  origin: string;
  testKey: string;
  liveKey: string;
  accountId: string;
  deps: AppDeps;
  dir: string;
  dbPath: string;
  /** The `node:http` server (its bounds, its connections). */
  server: Server;
  /** A request with a JSON body (objects are serialised) and `key` as the Bearer token. */
  api(path: string, init?: ApiInit): Promise<ApiResponse>;
  close(): Promise<void>;
}

export interface ApiInit {
  method?: string;
  key?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  json: any;
  text: string;
}

export type TestServerOptions = Omit<SandboxOptions, 'dbPath' | 'origin'> & {
  /** Reuse a directory (to restart on the same database). */
  dir?: string;
  rateLimits?: boolean;
  /** Bounds of the HTTP server (timeouts, connections per address); the defaults of `createHttpServer` otherwise. */
  http?: Omit<HttpServerOptions, 'docsUrl'>;
  /** Adds to the app's dependencies before the app is built (metrics, traces: `observability/instrument`). */
  instrument?: (deps: AppDeps) => AppDeps;
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'tlp-server-'));
  const dbPath = join(dir, 'sandbox.db');
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let docsUrl = '';
  const server: Server = createHttpServer((req, res) => handler!(req, res), {
    ...options.http,
    docsUrl: () => docsUrl,
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', () => ok()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { dir: _dir, rateLimits, http: _http, instrument, ...sandboxOptions } = options;
  const url = process.env.TLP_TEST_DATABASE_URL;
  const leaveRun = url ? await joinRun(url) : async () => {};
  const database = testDatabase(dir);
  const sandbox = await openSandbox({
    ...sandboxOptions,
    dbPath,
    database,
    origin,
    config: { rateLimits: rateLimits ?? false, ...options.config },
  });
  // Every answer is checked against the OpenAPI document (see contract-setup.ts).
  const deps = instrument ? instrument(sandbox.deps) : sandbox.deps;
  handler = checkedListener(createListener(deps));
  docsUrl = sandbox.deps.config.docsUrl;
  const account = await sandbox.deps.store.db
    .selectFrom('accounts')
    .select('id')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const testKey = sandbox.created?.testKey ?? options.testKey ?? '';
  const liveKey = sandbox.created?.liveKey ?? options.liveKey ?? '';

  async function api(path: string, init: ApiInit = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...init.headers };
    const key = init.key === undefined ? testKey : init.key;
    if (key !== null) headers.Authorization = `Bearer ${key}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(`${origin}${path}`, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  return {
    origin,
    testKey,
    liveKey,
    accountId: account.id,
    deps,
    dir,
    dbPath,
    server,
    api,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await sandbox.deps.store.close();
      if (database && !options.dir) await dropSchemas(database.url, [database.schema]);
      await leaveRun();
      if (!options.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The store of a test server: SQLite in `dir`, or, when `TLP_TEST_DATABASE_URL` is set (the suite's
 * PostgreSQL pass), a schema of that database named after `dir` (so that a restart on the same `dir`
 * finds the same data), with a small pool (tests start hundreds of servers).
 */
export function testDatabase(dir: string): { url: string; schema: string; pool: number } | undefined {
  const url = process.env.TLP_TEST_DATABASE_URL;
  if (!url) return undefined;
  return { url, schema: testSchema(dir), pool: 4 };
}

/** A new restricted test key of the server's account, holding `scopes` (`POST /v1/test_helpers/api_keys`). */
export async function keyWithScopes(s: TestServer, scopes: readonly string[]): Promise<string> {
  const r = await s.api('/v1/test_helpers/api_keys', { body: { scopes } });
  if (r.status !== 200)
    throw new Error(`no key with ${scopes.join(' ')}: ${r.status} ${r.text.slice(0, 300)}`);
  return r.json.secret;
}

/** How many rows the server's `table` holds. */
export async function countRows(s: TestServer, table: keyof Database): Promise<number> {
  const r = await s.deps.store.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Checks the RFC 9457 shape every error shares and returns the body. */
export function expectProblem(res: ApiResponse, status: number, code: string): ProblemBody {
  const where = `${res.status} ${res.text.slice(0, 300)}`;
  if (res.status !== status) throw new Error(`expected ${status} ${code}, got ${where}`);
  if (!res.headers.get('content-type')?.startsWith('application/problem+json')) {
    throw new Error(`expected application/problem+json, got ${res.headers.get('content-type')}`);
  }
  const body = res.json;
  if (body?.code !== code) throw new Error(`expected code ${code}, got ${where}`);
  if (
    body.status !== status ||
    typeof body.title !== 'string' ||
    !String(body.type).endsWith(`/errors/${code}`)
  ) {
    throw new Error(`malformed problem: ${where}`);
  }
  if (
    body.request_id !== res.headers.get('request-id') ||
    !/^req_[0-9a-hjkmnp-tv-z]{26}$/.test(body.request_id)
  ) {
    throw new Error(`request_id does not equal Request-Id: ${where}`);
  }
  return body;
}
