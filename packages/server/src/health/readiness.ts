import { sql } from 'kysely';
import type { AppDeps } from '../app-env.js';
import { keyRing } from '../sign/tokens.js';

/**
 * How long the database may take to answer readiness's query (1 s): past it the process is not ready,
 * whatever the query does later. Shorter than a load balancer's check timeout, so that a slow database
 * shows as a 503 rather than as a check that never answers.
 */
export const READY_QUERY_TIMEOUT_MS = 1000;

/** Why a process is not ready, in words for the 503's `detail`. */
export type NotReady = 'draining' | 'store_closed' | 'no_signing_keys' | 'database_unreachable';

export const NOT_READY_DETAIL: Record<NotReady, string> = {
  draining: 'this process is stopping; send requests to another one',
  store_closed: 'the database of this process is closed',
  no_signing_keys: 'the signing keys could not be read',
  database_unreachable: `the database did not answer within ${READY_QUERY_TIMEOUT_MS} ms`,
};

/**
 * Whether this process can serve: not draining, its store open, its signing keys loaded, and the
 * database answering a trivial query within {@link READY_QUERY_TIMEOUT_MS} (migrations and fixtures
 * are done before the app exists at all). Resolves `null` when ready, else the reason.
 */
export async function readiness(deps: AppDeps, timeoutMs = READY_QUERY_TIMEOUT_MS): Promise<NotReady | null> {
  if (deps.lifecycle?.draining) return 'draining';
  const { store } = deps;
  if (store.closed) return 'store_closed';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<NotReady>((resolve) => {
    timer = setTimeout(() => resolve('database_unreachable'), timeoutMs);
  });
  const probe = async (): Promise<NotReady | null> => {
    let ring: Awaited<ReturnType<typeof keyRing>>;
    try {
      ring = await keyRing(deps);
    } catch (err) {
      return store.isUnavailable(err) ? 'database_unreachable' : 'no_signing_keys';
    }
    if (!ring.signers.test) return 'no_signing_keys';
    try {
      // The relaxed connections (the rate limits' buckets) are the less busy ones: a main pool taken
      // by requests under load must not read as "database unreachable".
      await sql`select 1`.execute(store.relaxed);
      return null;
    } catch {
      return 'database_unreachable';
    }
  };
  try {
    return await Promise.race([probe(), late]);
  } finally {
    clearTimeout(timer);
  }
}
