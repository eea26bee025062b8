import pg from 'pg';

/** The channel of the caches' epoch: one per database; the payload is `<schema>:<epoch>`. */
export const EPOCH_CHANNEL = 'tlp_cache_epoch';

export interface EpochListenerOptions {
  url: string;
  /** The schema whose notifications this process takes (`public` unless one is set). */
  schema: string;
  /** Another process (or this one) raised the epoch: forget every cached row. */
  onChange: () => void;
  /**
   * After each (re)connection, once `LISTEN` answered: read the epoch once and forget the caches if it
   * moved, since a change made while no one listened was told to no one.
   */
  resync: () => Promise<void>;
  /** Told when notifications stop or start again (default: a line on stderr). */
  log?: (line: string) => void;
  /** How often the connection is asked `select 1` to prove it alive (default 5 s). */
  heartbeatMs?: number;
}

/** The listening connection's `application_name`: one per process and schema. */
export const listenerName = (schema: string): string => `tlp cache listener ${schema}`.slice(0, 63);

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5000;
/** How long a heartbeat, or this process's own notification, may take before the connection is dropped. */
const ANSWER_WITHIN_MS = 3000;

/**
 * `LISTEN` on a connection of its own, so that a process learns at once when another one changed a cached
 * row, without asking the database on every request. It is trusted only while it is `live`: connected,
 * `LISTEN` answered, the epoch read once after that, and every heartbeat answered. Anything else (the
 * server closed the connection, `pg_terminate_backend`, a heartbeat or this process's own notification not
 * answered in time) makes it not live at once, and the store then reads the epoch on every request again
 * (see `PostgresStore.syncCaches`) until a new connection is listening and has read the epoch once.
 */
export class EpochListener {
  readonly #options: EpochListenerOptions;
  readonly #log: (line: string) => void;
  #client: pg.Client | undefined;
  #live = false;
  #closed = false;
  #heard = 0;
  #waiting: Array<{ epoch: number; resolve: () => void }> = [];
  #heartbeat: NodeJS.Timeout | undefined;
  #reconnect: NodeJS.Timeout | undefined;
  #delay = RECONNECT_FIRST_MS;
  #wasLive = false;

  constructor(options: EpochListenerOptions) {
    this.#options = options;
    this.#log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
  }

  /** Whether notifications can be trusted now (see the class). */
  get live(): boolean {
    return this.#live;
  }

  /** The first connection; resolves once it listens, or once it failed (a retry is then scheduled). */
  start(): Promise<void> {
    return this.#connect();
  }

  async #connect(): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.#options.url,
      connectionTimeoutMillis: ANSWER_WITHIN_MS,
      // `LISTEN` and the heartbeat on a connection the network lost fail instead of waiting for TCP.
      query_timeout: ANSWER_WITHIN_MS,
      keepAlive: true,
      // What an operator sees in pg_stat_activity (and what a test ends with pg_terminate_backend).
      application_name: listenerName(this.#options.schema),
    });
    this.#client = client;
    client.on('error', (err) => this.#lost(client, err));
    client.on('end', () => this.#lost(client, new Error('the connection ended')));
    client.on('notification', (message) => this.#notified(message));
    try {
      await client.connect();
      await client.query(`listen ${EPOCH_CHANNEL}`);
      // Listening now: a change from here on is notified; one made before is in the epoch read next.
      await this.#options.resync();
    } catch (err) {
      this.#lost(client, err);
      return;
    }
    if (this.#client !== client || this.#closed) return;
    this.#live = true;
    this.#delay = RECONNECT_FIRST_MS;
    if (this.#wasLive) this.#log('cache notifications: listening again (the epoch was read once)');
    this.#wasLive = true;
    this.#heartbeat = setInterval(() => {
      within(client.query('select 1'), ANSWER_WITHIN_MS).catch((err) => this.#lost(client, err));
    }, this.#options.heartbeatMs ?? 5000);
    this.#heartbeat.unref();
  }

  #notified(message: pg.Notification): void {
    if (message.channel !== EPOCH_CHANNEL || message.payload === undefined) return;
    const at = message.payload.lastIndexOf(':');
    if (message.payload.slice(0, at) !== this.#options.schema) return;
    this.#options.onChange();
    const epoch = Number(message.payload.slice(at + 1));
    if (epoch > this.#heard) this.#heard = epoch;
    const due = this.#waiting.filter((w) => w.epoch <= this.#heard);
    this.#waiting = this.#waiting.filter((w) => w.epoch > this.#heard);
    for (const w of due) w.resolve();
  }

  /**
   * After this process raised the epoch to `epoch`: waits until its own notification comes back, so that
   * the change is acknowledged only once the database has sent it to every listener. Not heard in time,
   * the connection is dropped (and requests read the epoch until a new one listens).
   */
  async heard(epoch: number): Promise<void> {
    if (!this.#live || this.#heard >= epoch) return;
    const client = this.#client;
    let resolve = () => {};
    const heard = new Promise<void>((r) => {
      resolve = r;
    });
    this.#waiting.push({ epoch, resolve });
    await within(heard, ANSWER_WITHIN_MS).catch((err) => {
      this.#waiting = this.#waiting.filter((w) => w.resolve !== resolve);
      if (client) this.#lost(client, err);
    });
  }

  #lost(client: pg.Client, err: unknown): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    this.#live = false;
    clearInterval(this.#heartbeat);
    for (const w of this.#waiting.splice(0)) w.resolve();
    client.end().catch(() => {});
    if (this.#closed) return;
    if (this.#wasLive && this.#delay === RECONNECT_FIRST_MS) {
      const why = err instanceof Error ? err.message : String(err);
      this.#log(
        `cache notifications lost (${why}): reading the cache epoch on every request until listening again`,
      );
    }
    this.#reconnect = setTimeout(() => void this.#connect(), this.#delay);
    this.#reconnect.unref();
    this.#delay = Math.min(this.#delay * 2, RECONNECT_MAX_MS);
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    clearInterval(this.#heartbeat);
    clearTimeout(this.#reconnect);
    const client = this.#client;
    this.#client = undefined;
    for (const w of this.#waiting.splice(0)) w.resolve();
    await client?.end().catch(() => {});
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
