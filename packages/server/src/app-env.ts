import type { Logger } from 'pino';
import type { Clock } from './clock.js';
import type { ServerConfig } from './config/server.js';
import type { Lifecycle } from './health/lifecycle.js';
import type { IdGenerator } from './ids.js';
import type { KeyCustody } from './keys/custody.js';
import type { RateLimiter } from './limiter/token-buckets.js';
import type { Telemetry } from './observability/index.js';
import type { KeyRecord } from './store/idempotency-keys.js';
import type { Store } from './store/index.js';
import type { AccountTable } from './store/schema.js';

/** Everything the app needs, injected so that tests build it with their own store, clock and limits. */
export interface AppDeps {
  store: Store;
  config: ServerConfig;
  logger: Logger;
  clock: Clock;
  ids: IdGenerator;
  rateLimiter: RateLimiter;
  /** Holds the signing keys' private halves (encrypted at rest with the key-encryption key). */
  keyCustody: KeyCustody;
  /**
   * This server's run (one start; shared by the workers of a cluster) and this process within it
   * (`<runId>.<n>`). A `running` idempotency claim of the same run is in use; one of an earlier run
   * was left by a process that is gone. A worker that dies has its claims dropped by the primary.
   */
  runId: string;
  bootId: string;
  /** Secret that signs list cursors (kept in the database, so cursors survive restarts). */
  cursorSecret: string;
  /** Where the process stands (draining or not), for `GET /readyz`; absent: never draining. */
  lifecycle?: Lifecycle;
  /** Metrics and traces (see `observability/`); absent: neither is collected. */
  telemetry?: Telemetry;
  /** Test seams; never set in production. */
  hooks?: AppHooks;
}

export interface AppHooks {
  /** Awaited after an idempotency key is found free (and held in this process) and before the handler runs. */
  afterIdempotencyClaim?: () => Promise<void>;
}

export interface AuthContext {
  keyId: string;
  livemode: boolean;
  /** Null for an unrestricted key. */
  scopes: readonly string[] | null;
  account: AccountTable;
}

/**
 * The request's `Idempotency-Key`, decided but not yet stored: its record is written once, with its
 * outcome, in the transaction of the request's effect (see `http/idempotency/commit.ts`).
 */
export interface IdempotencyClaim extends Readonly<KeyRecord> {
  /** The run of this process (`AppDeps.runId`): its own `running` claims are live. */
  readonly runId: string;
  /** How long a `running` claim of another run stays in use (`config.idempotencyLeaseMs`). */
  readonly leaseMs: number;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Headers decided before the handler (RateLimit, Service-Version) that every response carries. */
    preparedHeaders: Record<string, string> | undefined;
    auth: AuthContext;
    /** The version the request runs under. */
    version: string;
    /** Raw body text of a POST (empty string when there is none). */
    rawBody: string;
    /** Parsed JSON body of a POST (`{}` when there is none). */
    body: unknown;
    /** The claimed `Idempotency-Key` of this request, if any (see `http/idempotency`). */
    idempotency: IdempotencyClaim | undefined;
  };
}
