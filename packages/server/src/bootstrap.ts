import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import type { AppDeps } from './app-env.js';
import type { Clock } from './clock.js';
import { systemClock } from './clock.js';
import { defaultConfig, type ServerConfig } from './config/server.js';
import { seed } from './fixtures/seed.js';
import { TokenBuckets } from './http/rate-limit/index.js';
import { type IdGenerator, newId } from './ids.js';
import { hashApiKey, isWellFormedApiKey } from './keys/api-keys.js';
import {
  CLEAR_KEYS_ERASED,
  clearKeysNotice,
  encryptedCustody,
  type SealedKeys,
  sealStoredKeys,
} from './keys/custody.js';
import { type KekSource, KeyEncryptionError, loadKeyEncryptionKey } from './keys/key-encryption.js';
import { insertApiKey } from './keys/key-rows.js';
import { SharedBuckets } from './limiter/shared-buckets.js';
import { deleteEveryRow } from './store/every-row.js';
import { settleClaims } from './store/idempotency-keys.js';
import { DataDirError, openStore, prepareDataDir } from './store/index.js';

export interface SandboxOptions {
  /** The SQLite file (`TLP_DB`), unless {@link database} names PostgreSQL. */
  dbPath: string;
  /** PostgreSQL instead of the SQLite file (`TLP_DATABASE_URL`, `TLP_PG_POOL`). */
  database?: { url: string; pool?: number; schema?: string } | undefined;
  origin: string;
  config?: Partial<ServerConfig>;
  /** Keys to accept (`TLP_TEST_KEY`, `TLP_LIVE_KEY`). */
  testKey?: string | undefined;
  liveKey?: string | undefined;
  clock?: Clock;
  ids?: IdGenerator;
  logger?: Logger;
  /** Clock of the token buckets (milliseconds, monotonic); tests drive it. */
  rateLimitNow?: () => number;
  hooks?: AppDeps['hooks'];
  /**
   * The key-encryption key of the signing keys (`main.ts` reads `TLP_KEY_ENCRYPTION_KEY` or
   * `TLP_KEY_ENCRYPTION_KEY_FILE`). Without it, the development key file beside the database
   * (`key-encryption.key`, generated on the first start, `0600`).
   */
  keyEncryption?: LoadedKek;
  /**
   * One worker of several serving this database (`main.ts`): `run` names the server's run (the
   * primary's start), `worker` this process within it. Caches then follow the database's epoch, and
   * the claims left by earlier runs are not touched here (the primary settled them before forking).
   */
  cluster?: { run: string; worker: string };
}

export interface Sandbox {
  deps: AppDeps;
  /** Set only on the start that created the database: the keys to print once. */
  created: { testKey: string; liveKey: string; accountId: string } | null;
  /** What this start did to signing keys an older database kept in the clear (see `sealStoredKeys`). */
  clearKeys: SealedKeys;
  /** Where the key-encryption key came from (`generated`: a development key file was made now). */
  keyEncryption: { source: KekSource; path?: string };
}

type LoadedKek = ReturnType<typeof loadKeyEncryptionKey>;

/** The development key file's name, beside the SQLite file (or `TLP_DB`'s folder on PostgreSQL). */
export const DEV_KEK_FILE = 'key-encryption.key';

export class StartupError extends Error {
  override name = 'StartupError';
}

/**
 * Opens (or creates and seeds) the sandbox database and assembles the app's dependencies. A fresh
 * database gets every fixture in one transaction; a later start keeps everything it holds.
 */
export async function openSandbox(options: SandboxOptions): Promise<Sandbox> {
  for (const [name, key, mode] of [
    ['TLP_TEST_KEY', options.testKey, 'test'],
    ['TLP_LIVE_KEY', options.liveKey, 'live'],
  ] as const) {
    if (key !== undefined && (!isWellFormedApiKey(key) || !key.startsWith(`rk_${mode}_`))) {
      throw new StartupError(
        `${name} is malformed: expected rk_${mode}_ followed by 43 characters of [0-9A-Za-z] (256 bits)`,
      );
    }
  }
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? newId;
  const config = defaultConfig(options.origin, options.config);
  const logger = options.logger ?? pino({ level: 'silent' });
  let loaded: LoadedKek;
  try {
    loaded =
      options.keyEncryption ?? loadKeyEncryptionKey({}, join(prepareDataDir(options.dbPath), DEV_KEK_FILE));
  } catch (err) {
    if (err instanceof KeyEncryptionError || err instanceof DataDirError) throw new StartupError(err.message);
    throw err;
  }
  const keyCustody = encryptedCustody(loaded.kek);
  const store = await openStore({
    ...(options.database ?? { path: options.dbPath, shared: options.cluster !== undefined }),
    log: (line) => logger.warn(line),
  });
  let created: Sandbox['created'] = null;
  let clearKeys: SealedKeys = { sealed: 0, erased: false, complete: true };
  try {
    created = await store.transaction(async (trx) => {
      // Processes starting at once on an empty database: one seeds, the others wait and find it seeded.
      await store.lock(trx, 'tlp:seed');
      const existing = await trx
        .selectFrom('meta')
        .select('value')
        .where('key', '=', 'created_at')
        .executeTakeFirst();
      if (!existing) {
        const r = await seed(trx, {
          clock,
          ids,
          testKey: options.testKey,
          liveKey: options.liveKey,
          seal: keyCustody.seal,
        });
        // Created encrypted: its files never held a signing key in the clear.
        await store.setMeta(trx, CLEAR_KEYS_ERASED, new Date(clock.now()).toISOString());
        return { testKey: r.testKey, liveKey: r.liveKey, accountId: r.accountId };
      }
      // A database seeded earlier: a key given now is added (hashed) if it is not there yet.
      const account = await trx
        .selectFrom('accounts')
        .select('id')
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      for (const [key, livemode] of [
        [options.testKey, 0],
        [options.liveKey, 1],
      ] as const) {
        if (key === undefined) continue;
        const known = await trx
          .selectFrom('api_keys')
          .select('id')
          .where('hash', '=', hashApiKey(key))
          .executeTakeFirst();
        if (!known) {
          await insertApiKey(trx, {
            id: ids('key'),
            accountId: account.id,
            livemode,
            key,
            scopes: null,
            createdAt: new Date(clock.now()).toISOString(),
          });
        }
      }
      return null;
    });
    // No process of an earlier run works with this database any more: its unfinished idempotency
    // claims are void, and outcomes past their retention are dropped.
    if (!options.cluster) await settleClaims(store, clock.now(), { leaseMs: config.idempotencyLeaseMs });
    // Signing keys an older database kept in the clear are encrypted now, and what they left in the
    // database's files erased; every key must open with this KEK.
    clearKeys = await sealStoredKeys(store, keyCustody, new Date(clock.now()).toISOString());
    const notice = clearKeysNotice(clearKeys);
    if (notice) logger.warn({ keys: clearKeys.sealed, complete: clearKeys.complete }, notice);
  } catch (err) {
    // A database this start seeded is emptied again: its keys were never printed, and the next start
    // seeds it anew and prints them.
    if (created) await store.transaction((trx) => deleteEveryRow(trx)).catch(() => undefined);
    await store.close();
    if (err instanceof KeyEncryptionError) {
      throw new StartupError(
        `${err.message}; start with the key-encryption key the database was created with (TLP_KEY_ENCRYPTION_KEY or TLP_KEY_ENCRYPTION_KEY_FILE)`,
      );
    }
    throw err;
  }
  const cursorSecret = (await store.getMeta('cursor_secret')) ?? '';
  const limits = {
    enabled: config.rateLimits,
    ...(options.rateLimitNow ? { now: options.rateLimitNow } : {}),
  };
  const deps: AppDeps = {
    store,
    config,
    logger,
    clock,
    ids,
    // Per process on SQLite (one machine); in the database on PostgreSQL, so that an allowance holds
    // for the whole service across processes and hosts.
    rateLimiter: store.kind === 'postgres' ? new SharedBuckets(store, limits) : new TokenBuckets(limits),
    keyCustody,
    ...processIds(options.cluster),
    cursorSecret,
    ...(options.hooks ? { hooks: options.hooks } : {}),
  };
  return {
    deps,
    created,
    clearKeys,
    keyEncryption: { source: loaded.source, ...(loaded.path !== undefined ? { path: loaded.path } : {}) },
  };
}

/** `bootId` marks this process's idempotency claims; claims of the same run are live (see `AppDeps`). */
function processIds(cluster: SandboxOptions['cluster']): Pick<AppDeps, 'bootId' | 'runId'> {
  if (cluster) return { runId: cluster.run, bootId: cluster.worker };
  const runId = randomBytes(12).toString('hex');
  return { runId, bootId: `${runId}.0` };
}
