/**
 * The environment of a start, as one zod schema: every variable the server reads, its form, its default
 * and what it means. `main.ts`, the key rotation command and the cluster scripts read it through
 * {@link readEnvironment}; the table in docs/running.md is written from it ({@link environmentTable},
 * `npm run docs:environment`), and a test keeps the two equal.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { ISCC_MATCH_THRESHOLD } from '@tlp/core/fingerprint';
import { z } from 'zod';
import { HTTP_SERVER_DEFAULTS } from '../connections/index.js';
import { DRAIN_DEFAULTS } from '../health/drain.js';
import { trustedProxyList } from '../http/rate-limit/client-address.js';
import { LOG_FORMATS } from '../logging/logger.js';
import { DEFAULT_PG_POOL, SCHEMA_NAME } from '../store/index.js';
import { DEFAULT_MAX_IMAGE_PIXELS, DEFAULT_SERVICE } from './server.js';

/** What the table says of a variable, beside its schema. */
type About = {
  /** What it does, as the table in docs/running.md says it. */
  meaning: string;
  /** What a value the schema refuses is not: `PORT 'x' is not a port`. */
  expected: string;
  /** The default as the table writes it (markdown), when it is not a value of the schema (`generated`). */
  shown?: string;
  /** A value never repeated in a message (a key, a URL with its password). */
  secret?: true;
};

const about = (meta: About) => meta;

/** A whole number from `min` to `max`, as written (`Number()` reads it). */
const integer = (min: number, max: number) =>
  z.string().transform(Number).pipe(z.number().int().min(min).max(max));

/** A duration in milliseconds, 0 or more. */
const millis = (fallback: number, meaning: string) =>
  integer(0, Number.MAX_SAFE_INTEGER)
    .default(fallback)
    .meta(about({ meaning, expected: 'a duration in milliseconds (an integer, 0 or more)' }));

/** A PostgreSQL URL: `postgres://` or `postgresql://`. */
const postgresUrl = z.string().refine((value) => {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});

/** `on` or `off` (any case): a boolean. */
const onOff = (fallback: 'on' | 'off') =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['on', 'off']))
    .default(fallback)
    .transform((value) => value === 'on');

/** An OTLP protocol this server exports with (no gRPC). */
const otlpProtocol = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.enum(['http/protobuf', 'http/json']));

/** The variables of the environment, in the order the table lists them. */
export const environment = z.object({
  PORT: integer(0, 65535)
    .default(8787)
    .meta(about({ meaning: 'where to listen; `PORT=0` picks a free port', expected: 'a port' })),
  HOST: z
    .string()
    .default('127.0.0.1')
    .meta(about({ meaning: 'the address to listen on', expected: 'an address' })),
  TLP_ORIGIN: z
    .url()
    .transform((origin) => origin.replace(/\/+$/, ''))
    .optional()
    .meta(
      about({
        meaning:
          "the public origin: the `iss` of every receipt and token, and the base of every problem's `type`",
        expected: 'a URL',
        shown: '`http://localhost:<PORT>`',
      }),
    ),
  TLP_DB: z
    .string()
    .default('./.data/sandbox.db')
    .transform((path) => resolve(path))
    .meta(
      about({
        meaning:
          'the SQLite file; the same file on a restart keeps every object. Its folder (on PostgreSQL too: it holds the development key file) is made `0700` at every start; a folder others may write in (`/tmp`) stops the start',
        expected: 'a path',
      }),
    ),
  TLP_DATABASE_URL: postgresUrl.optional().meta(
    about({
      meaning:
        '`postgres://user:password@host:5432/db`: PostgreSQL instead of the SQLite file, shared by any number of processes and hosts',
      expected: 'a postgres:// URL (postgres://user:password@host:port/database)',
      shown: 'none (SQLite)',
      secret: true,
    }),
  ),
  TLP_PG_POOL: integer(1, 1000)
    .default(DEFAULT_PG_POOL)
    .meta(
      about({
        meaning:
          'connections each process keeps to PostgreSQL (plus a quarter of it, at least 2, for rate-limit buckets, and one listening for cache notifications)',
        expected: 'a number of connections (1 to 1000)',
      }),
    ),
  TLP_DATABASE_SCHEMA: z
    .string()
    .regex(SCHEMA_NAME)
    .optional()
    .meta(
      about({
        meaning: 'the PostgreSQL schema holding the tables (created when missing)',
        expected: 'a schema name ([a-z_][a-z0-9_]*)',
        shown: '`public`',
      }),
    ),
  TLP_SERVICE: z
    .string()
    .default(DEFAULT_SERVICE)
    .meta(
      about({ meaning: 'the service name in the C2PA label `ai.<service>.license`', expected: 'a name' }),
    ),
  TLP_TEST_KEY: z
    .string()
    .optional()
    .meta(
      about({
        meaning:
          'the test key to accept (stored hashed), so that a script knows its key in advance: `rk_test_` and 43 characters of `[0-9A-Za-z]`; a malformed value stops the start with a message',
        expected: 'a test key',
        shown: 'generated',
        secret: true,
      }),
    ),
  TLP_LIVE_KEY: z
    .string()
    .optional()
    .meta(
      about({
        meaning: 'the live key to accept, as `TLP_TEST_KEY`: `rk_live_` and 43 characters of `[0-9A-Za-z]`',
        expected: 'a live key',
        shown: 'generated',
        secret: true,
      }),
    ),
  TLP_KEY_ENCRYPTION_KEY: z
    .string()
    .optional()
    .meta(
      about({
        meaning:
          'the 32-byte key that encrypts the signing keys in the database (hex or base64); see "Keys at rest" in packages/server/README.md',
        expected: 'a key',
        shown: 'the development key file',
        secret: true,
      }),
    ),
  TLP_KEY_ENCRYPTION_KEY_FILE: z
    .string()
    .optional()
    .meta(
      about({
        meaning: 'a file holding that key instead (it must be `0600`)',
        expected: 'a path',
        shown: 'none',
      }),
    ),
  TLP_RATE_LIMITS: onOff('on').meta(
    about({ meaning: '`off` turns the token buckets off (benchmarks only)', expected: 'on or off' }),
  ),
  TLP_MAX_IMAGE_PIXELS: integer(1, Number.MAX_SAFE_INTEGER)
    .default(DEFAULT_MAX_IMAGE_PIXELS)
    .meta(
      about({
        meaning:
          'most pixels (width x height) an image artifact may declare: above it, 400 `media_unreadable` from its header, before any decoding',
        expected: 'a number of pixels (a positive integer)',
      }),
    ),
  TLP_MATCH_DISTANCE: integer(0, ISCC_MATCH_THRESHOLD)
    .default(ISCC_MATCH_THRESHOLD)
    .meta(
      about({
        meaning:
          "the bits within which `/v1/matches/byBinding` and `byContent` answer a stored image's manifest: the fingerprint's threshold (`ISCC_MATCH_THRESHOLD`), or fewer to answer fewer made-up codes on a very large store ([decision 32](decisions/32-soft-binding-resolution.md)); more stops the start",
        expected: `a number of bits from 0 to ${ISCC_MATCH_THRESHOLD}, the fingerprint's threshold`,
      }),
    ),
  TLP_WORKERS: z
    .union([z.literal('auto').transform(() => availableParallelism()), integer(1, 64)])
    // One process unless asked: on the 2-vCPU machines measured here a second worker added ~5% to
    // `POST /v1/checks` and nothing to reads (README, "Processes").
    .default(1)
    .meta(
      about({
        meaning: 'serving processes sharing the port and the database (`auto`: one per CPU)',
        expected: 'a number of processes (1 to 64, or auto)',
      }),
    ),
  TLP_DRAIN_GRACE_MS: millis(
    DRAIN_DEFAULTS.graceMs,
    "on SIGTERM, how long the port stays open while `/readyz` answers 503 (a load balancer's time to take the host out)",
  ),
  TLP_DRAIN_TIMEOUT_MS: millis(
    DRAIN_DEFAULTS.timeoutMs,
    'on SIGTERM, how long running requests may take before they are cut (exit status 1)',
  ),
  TLP_MAX_CONNECTIONS_PER_ADDRESS: integer(1, 1_000_000)
    .default(HTTP_SERVER_DEFAULTS.maxConnectionsPerAddress)
    .meta(
      about({
        meaning:
          "open connections one client may hold (per process), a client counted as the rate limits count them: an IPv4 address, or an IPv6 /64; the next is answered 503 `service_unavailable` and closed. Behind a proxy every client has the proxy's address: raise it there",
        expected: 'a number of connections (1 to 1000000)',
      }),
    ),
  TLP_MAX_CONNECTIONS: integer(1, 1_000_000)
    .default(HTTP_SERVER_DEFAULTS.maxConnections)
    .meta(
      about({
        meaning:
          "open connections one process serves at once, all clients together; the next is answered 503 `service_unavailable` and closed, and past twice it a new connection is closed at once, unanswered. Keep it under the process's open-file limit (`ulimit -n`), twice over",
        expected: 'a number of connections (1 to 1000000)',
      }),
    ),
  TLP_TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .refine((entries) => {
      try {
        trustedProxyList(entries);
        return true;
      } catch {
        return false;
      }
    })
    .meta(
      about({
        meaning:
          'reverse proxies (addresses, CIDRs, comma-separated) whose `Forwarded`/`X-Forwarded-For` is believed for per-address limits',
        expected: 'a list of addresses and CIDR ranges',
        shown: 'none',
      }),
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .meta(
      about({
        meaning: 'the log level',
        expected: 'a level (fatal, error, warn, info, debug, trace, silent)',
      }),
    ),
  TLP_LOG_FORMAT: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(LOG_FORMATS))
    .optional()
    .meta(
      about({
        meaning: '`json`: one JSON line a record; `pretty`: one short line a record, for a person',
        expected: `one of ${LOG_FORMATS.join(', ')}`,
        shown: '`pretty` in a terminal, else `json`',
      }),
    ),
  NO_COLOR: z
    .string()
    .optional()
    .meta(
      about({
        meaning: 'any value: the pretty log is written without colours',
        expected: 'any value',
        shown: 'none',
      }),
    ),
  TLP_METRICS_PORT: integer(0, 65535)
    .optional()
    .meta(
      about({
        meaning:
          'the port of the metrics listener (`GET /metrics`, Prometheus text format); unset, no metrics are collected',
        expected: 'a port',
        shown: 'none',
      }),
    ),
  TLP_METRICS_HOST: z
    .string()
    .default('127.0.0.1')
    .meta(
      about({
        meaning: 'the address the metrics listener binds: one Prometheus reaches and clients do not',
        expected: 'an address',
      }),
    ),
  TLP_METRICS_PUBLIC: onOff('off').meta(
    about({
      meaning: '`on` serves `GET /metrics` on the public port too (off, it answers 404 there)',
      expected: 'on or off',
    }),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta(
      about({
        meaning:
          'an OTLP/HTTP collector: traces are on once it (or the next) is set, unless `OTEL_SDK_DISABLED` is `true` or `OTEL_TRACES_EXPORTER` is `none`; the other standard variables apply too (`OTEL_SERVICE_NAME`, default `tlp-server`; `OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`, `OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_BSP_*`), read by the OpenTelemetry SDK itself',
        expected: 'an http or https URL',
        shown: 'none',
      }),
    ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .meta(
      about({
        meaning: "the collector of traces alone, over `OTEL_EXPORTER_OTLP_ENDPOINT`'s",
        expected: 'an http or https URL',
        shown: 'none',
      }),
    ),
  OTEL_EXPORTER_OTLP_PROTOCOL: otlpProtocol.default('http/protobuf').meta(
    about({
      meaning: 'how spans are sent: `http/protobuf` or `http/json` (gRPC is not supported)',
      expected: 'a protocol this server exports with (http/protobuf or http/json)',
    }),
  ),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: otlpProtocol.optional().meta(
    about({
      meaning: "the same for traces alone, over `OTEL_EXPORTER_OTLP_PROTOCOL`'s",
      expected: 'a protocol this server exports with (http/protobuf or http/json)',
      shown: 'none',
    }),
  ),
  OTEL_TRACES_EXPORTER: z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(['otlp', 'none']))
    .default('otlp')
    .meta(
      about({ meaning: '`none` turns traces off', expected: 'an exporter this server has (otlp or none)' }),
    ),
  OTEL_SDK_DISABLED: z
    .string()
    .transform((value) => value.trim().toLowerCase() === 'true')
    .default(false)
    .meta(
      about({
        meaning: '`true` turns OpenTelemetry off (any other value leaves it on)',
        expected: 'true or false',
      }),
    ),
  TLP_RUN_ID: z
    .string()
    .optional()
    .meta(
      about({
        meaning:
          'set by the server for its workers (`TLP_WORKERS`): the run they belong to; never set it yourself',
        expected: 'a run',
        shown: 'none',
      }),
    ),
  TLP_WORKER_ID: z
    .string()
    .optional()
    .meta(
      about({
        meaning: 'set by the server for its workers: the worker within its run; never set it yourself',
        expected: 'a worker',
        shown: 'none',
      }),
    ),
});

/** The environment of a start, parsed: each variable's value, or its default. */
export type Environment = z.output<typeof environment>;
/** The environment as a process is given it (a variable's text), for a script that starts the server. */
export type EnvironmentInput = Partial<Record<keyof Environment, string>>;

/** A variable the schema refuses: the start stops with its message (`PORT 'x' is not a port`). */
export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

function aboutOf(name: string): About {
  return environment.shape[name as keyof Environment].meta() as About;
}

/**
 * Reads the environment: each variable the schema names (an empty value is unset), every other left
 * alone. A value the schema refuses throws an {@link EnvironmentError} naming the variable, its value
 * (unless secret) and what it should be.
 */
export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const given: Record<string, string> = {};
  for (const name of Object.keys(environment.shape)) {
    const value = env[name];
    if (value !== undefined && value !== '') given[name] = value;
  }
  const result = environment.safeParse(given);
  if (result.success) return result.data;
  const name = String(result.error.issues[0]!.path[0]);
  const { expected, secret } = aboutOf(name);
  throw new EnvironmentError(
    secret ? `${name} is not ${expected}` : `${name} '${given[name]}' is not ${expected}`,
  );
}

/** PostgreSQL as the environment names it (`TLP_DATABASE_URL`, `TLP_PG_POOL`, `TLP_DATABASE_SCHEMA`), or none: SQLite. */
export function databaseOf(env: Environment): { url: string; pool: number; schema?: string } | undefined {
  if (!env.TLP_DATABASE_URL) return undefined;
  const schema = env.TLP_DATABASE_SCHEMA;
  return { url: env.TLP_DATABASE_URL, pool: env.TLP_PG_POOL, ...(schema ? { schema } : {}) };
}

/** A variable's default as the table writes it: the schema's (as code), or what its `shown` says. */
function shownDefault(name: string): string {
  const { shown } = aboutOf(name);
  if (shown !== undefined) return shown;
  let def = environment.shape[name as keyof Environment]._zod.def as {
    type: string;
    defaultValue?: unknown;
    in?: { _zod: { def: unknown } };
    innerType?: { _zod: { def: unknown } };
  };
  // A default under a transform (`TLP_DB`, `TLP_RATE_LIMITS`) is the text the variable would hold.
  while (def.type !== 'default') {
    const next = def.in ?? def.innerType;
    if (!next) return 'none';
    def = next._zod.def as typeof def;
  }
  return `\`${String(def.defaultValue)}\``;
}

/** The table of docs/running.md: every variable, its default and its meaning. */
export function environmentTable(): string {
  const rows = Object.keys(environment.shape).map(
    (name) => `| \`${name}\` | ${shownDefault(name)} | ${aboutOf(name).meaning} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}
