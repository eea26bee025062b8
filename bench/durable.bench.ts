/**
 * Durable credentials (issue 42): finding the stored image codes near a code, as `byBinding` does, at 10k,
 * 100k and 1M stored codes, on SQLite and on PostgreSQL, beside a linear scan of the same rows in the same
 * run. The lookup is the server's own (`nearestCodes` of `soft-bindings/code-index.ts`): the catch-up query
 * for rows committed since the last lookup and, while the database answers it, the search of the process's
 * in-memory index (four chunks of 16 bits, each bucketed, probed within its radius, each candidate's
 * distance counted), which holds each code's manifest ID. The first lookup of a process loads the index: timed apart, at the
 * largest size, in a new store each time (as a new process). The scan is the faster, measured here, of the two
 * simplest ways: every row's four chunks read with the driver and their distance counted in JavaScript,
 * or the distance counted by the database in one SQL scan (PostgreSQL `bit_count`; SQLite, which has neither
 * XOR nor a popcount, the bits summed one by one). Target: p99 at 1M at most 1/50 of the scan's.
 *
 * The codes are realistic: random 64-bit codes, and a fifth of them in clusters of 5 to 40 near codes (the
 * same picture made again, re-encoded, cropped: 0 to 5 bits from the cluster's first). The queries: half
 * a stored code with up to the match distance of its bits flipped, half a code of no stored picture.
 * Paired rounds, in alternating order: each round times a batch of index queries and a batch of scans; the
 * ratios are the medians of the rounds' ratios. PostgreSQL is `TLP_TEST_DATABASE_URL`'s, or the loopback
 * cluster of `scripts/local-postgres.sh` (started here when it is not set), in a schema of its own.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { ISCC_MATCH_THRESHOLD } from '../packages/core/src/fingerprint/index.js';
import { nearestCodes, storedCodesOf } from '../packages/server/src/soft-bindings/code-index.js';
import { CHUNK_BITS, ImageCode, popcount32 } from '../packages/server/src/soft-bindings/image-code.js';
import { openStore, type Store } from '../packages/server/src/store/index.js';
import { seededRandom } from '../test-vectors/lib/seeded-random.js';
import { type Figure, median } from './lib.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** p99 of the index at 1M codes, as a share of the scan's. */
const TARGET = 1 / 50;
const SIZES = (process.env.BENCH_DURABLE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
/**
 * Even: as many rounds start with the lookups as with the scans. The lookups that follow a batch of scans
 * are the slower (the scans have taken the caches), and with an odd count the median would fall among the
 * others.
 */
const ROUNDS = Number(process.env.BENCH_DURABLE_ROUNDS ?? 8);
/** Index queries a round; scans a round, fewer as the table grows (a scan of 1M rows takes a second). */
const INDEX_QUERIES = 200;
const SCANS: Record<number, number> = { 10000: 100, 100000: 30, 1000000: 10 };
const LIMIT = 10;
/** `BENCH_DURABLE_STORES=postgres` (or `sqlite`) measures one store only. */
const STORES = (process.env.BENCH_DURABLE_STORES ?? 'sqlite,postgres').split(',');
/** The match distance measured: the fingerprint's threshold, the server's. */
const DISTANCE = ISCC_MATCH_THRESHOLD;

/** 32-bit integers from a seeded generator: the same codes and queries on every run and store. */
function seeded(seed: number): () => number {
  const next = seededRandom(seed);
  return () => Math.floor(next() * 2 ** 32);
}

function codeOf(next: () => number): ImageCode {
  const body = new Uint8Array(8);
  const view = new DataView(body.buffer);
  view.setUint32(0, next());
  view.setUint32(4, next());
  return ImageCode.fromBody(body);
}

function flip(code: ImageCode, bits: number, next: () => number): ImageCode {
  const body = Uint8Array.from(code.body);
  const chosen = new Set<number>();
  while (chosen.size < bits) chosen.add(next() % 64);
  for (const p of chosen) body[p >> 3] = (body[p >> 3] as number) ^ (0x80 >> (p & 7));
  return ImageCode.fromBody(body);
}

/** `n` codes: four fifths random, one fifth in clusters of 5 to 40 codes within 5 bits of the first. */
function corpus(n: number, next: () => number): ImageCode[] {
  const out: ImageCode[] = [];
  while (out.length < n) {
    if (next() % 5 !== 0) {
      out.push(codeOf(next));
      continue;
    }
    const center = codeOf(next);
    const size = 5 + (next() % 36);
    for (let i = 0; i < size && out.length < n; i++) out.push(flip(center, next() % 6, next));
  }
  return out;
}

/** Half near a stored code (up to DISTANCE bits flipped), half random. */
function queriesOf(stored: readonly ImageCode[], count: number, next: () => number): ImageCode[] {
  return Array.from({ length: count }, (_, i) =>
    i % 2 === 0
      ? flip(stored[next() % stored.length] as ImageCode, next() % (DISTANCE + 1), next)
      : codeOf(next),
  );
}

async function load(store: Store, codes: readonly ImageCode[], from: number, to: number): Promise<void> {
  const batch = 2000;
  const createdAt = new Date().toISOString();
  for (let start = from; start < to; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(to, start + batch); i++) {
      const [c0, c1, c2, c3] = (codes[i] as ImageCode).chunks;
      rows.push({
        // `urn:c2pa:` and a UUID, as the service makes them (`manifestIdOf`), numbered here.
        manifest_id: `urn:c2pa:00000000-0000-8000-8000-${i.toString(16).padStart(12, '0')}`,
        generation_id: `gen_bench_${i}`,
        c0,
        c1,
        c2,
        c3,
        created_at: createdAt,
      });
    }
    await store.db.insertInto('soft_bindings').values(rows).execute();
  }
  // A database at rest: vacuumed and its statistics up to date, as autovacuum leaves it (PostgreSQL: the
  // index-only scans read no table page once the visibility map says so), the WAL folded into the file
  // (SQLite).
  if (store.kind === 'postgres') await sql`vacuum analyze soft_bindings`.execute(store.db);
  else await sql`pragma wal_checkpoint(truncate)`.execute(store.db);
}

interface Match {
  manifestId: string;
  distance: number;
}

/** The nearest `LIMIT` of rows `[manifest_id, c0, c1, c2, c3]` within DISTANCE of `code`. */
function nearestOf(rows: Iterable<unknown[]>, code: ImageCode): Match[] {
  const [q0, q1, q2, q3] = code.chunks;
  const out: Match[] = [];
  for (const r of rows) {
    const d =
      popcount32((r[1] as number) ^ q0) +
      popcount32((r[2] as number) ^ q1) +
      popcount32((r[3] as number) ^ q2) +
      popcount32((r[4] as number) ^ q3);
    if (d <= DISTANCE) out.push({ manifestId: r[0] as string, distance: d });
  }
  out.sort((a, b) => a.distance - b.distance || (a.manifestId < b.manifestId ? -1 : 1));
  return out.slice(0, LIMIT);
}

/** SQLite's popcount of the XOR of a chunk and a parameter, without either operator: one term a bit. */
function sqliteDistance(): string {
  return CHUNK_BITS.map((bits, i) => {
    const xor = `((c${i} | :q${i}) - (c${i} & :q${i}))`;
    return Array.from({ length: bits }, (_, b) => `((${xor} >> ${b}) & 1)`).join(' + ');
  }).join(' + ');
}

/** The two scans of a store: all rows read into JavaScript, or the distance counted in SQL. */
interface Scans {
  js(code: ImageCode): Promise<Match[]>;
  sql(code: ImageCode): Promise<Match[]>;
  close(): Promise<void>;
}

function sqliteScans(path: string): Scans {
  const db = new BetterSqlite3(path, { readonly: true });
  const all = db.prepare('select manifest_id, c0, c1, c2, c3 from soft_bindings').raw();
  const near = db.prepare(
    `select manifest_id, d from (select manifest_id, ${sqliteDistance()} as d from soft_bindings) where d <= ${DISTANCE} order by d, manifest_id limit ${LIMIT}`,
  );
  return {
    js: async (code) => nearestOf(all.iterate() as Iterable<unknown[]>, code),
    sql: async (code) => {
      const [q0, q1, q2, q3] = code.chunks;
      return (near.all({ q0, q1, q2, q3 }) as Array<{ manifest_id: string; d: number }>).map((r) => ({
        manifestId: r.manifest_id,
        distance: r.d,
      }));
    },
    close: async () => void db.close(),
  };
}

async function postgresScans(url: string, schema: string): Promise<Scans> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`set search_path to "${schema}"`);
  const distance = CHUNK_BITS.map((bits, i) => `bit_count((c${i} # $${i + 1})::bit(${bits}))`).join(' + ');
  return {
    js: async (code) => {
      const { rows } = await client.query({
        text: 'select manifest_id, c0, c1, c2, c3 from soft_bindings',
        rowMode: 'array',
      });
      return nearestOf(rows as unknown[][], code);
    },
    sql: async (code) => {
      const { rows } = await client.query(
        `select manifest_id, d from (select manifest_id, ${distance} as d from soft_bindings) s where d <= ${DISTANCE} order by d, manifest_id limit ${LIMIT}`,
        code.chunks,
      );
      return rows.map((r: { manifest_id: string; d: number }) => ({
        manifestId: r.manifest_id,
        distance: r.d,
      }));
    },
    close: () => client.end(),
  };
}

/** Times `fn` on each query: the durations in ms. */
async function timed(
  queries: readonly ImageCode[],
  fn: (code: ImageCode) => Promise<unknown>,
): Promise<number[]> {
  const out: number[] = [];
  for (const q of queries) {
    const start = performance.now();
    await fn(q);
    out.push(performance.now() - start);
  }
  return out;
}

function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] as number;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

async function measure(
  kind: string,
  store: Store,
  scans: Scans,
  stored: readonly ImageCode[],
  size: number,
  next: () => number,
): Promise<{ figures: Figure[]; scan: (code: ImageCode) => Promise<Match[]> }> {
  const index = (code: ImageCode) => nearestCodes(store, code, DISTANCE, LIMIT);
  // The two must agree: the index answers what a scan of every row answers.
  for (const q of queriesOf(stored, 20, next)) {
    const [a, b] = [await index(q), await scans.js(q)];
    const key = (m: Match[]) => JSON.stringify(m.map((x) => [x.manifestId, x.distance]));
    if (key(a) !== key(b))
      throw new Error(`${kind} ${size}: the index answered ${key(a)}, the scan ${key(b)}`);
  }
  // The faster scan of this store (the baseline is the fastest simple way): a few of each, alternating.
  const calibration: Record<'js' | 'sql', number[]> = { js: [], sql: [] };
  for (const [i, q] of queriesOf(stored, size >= 1_000_000 ? 4 : 8, next).entries()) {
    for (const name of i % 2 === 0 ? (['js', 'sql'] as const) : (['sql', 'js'] as const)) {
      calibration[name].push(...(await timed([q], scans[name])));
    }
  }
  const [jsMs, sqlMs] = [median(calibration.js), median(calibration.sql)];
  const scanName = jsMs <= sqlMs ? 'js' : 'sql';
  const scan = scans[scanName];
  const scanLabel = `${
    scanName === 'js'
      ? 'a scan of every row read with the driver, the distance counted in JavaScript'
      : `a SQL scan of every row counting the distance (${kind === 'PostgreSQL' ? 'bit_count of the XOR' : 'bit by bit'})`
  }, the faster of the two scans (median of ${calibration.js.length}: ${Math.round(jsMs)} ms in JavaScript, ${Math.round(sqlMs)} ms in SQL)`;
  await timed(queriesOf(stored, 50, next), index);
  const p50s: [number[], number[]] = [[], []];
  const p99s: [number[], number[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    const indexQueries = queriesOf(stored, INDEX_QUERIES, next);
    const scanQueries = queriesOf(stored, SCANS[size] ?? 10, next);
    let aa: number[];
    let bb: number[];
    if (round % 2 === 0) {
      aa = await timed(indexQueries, index);
      bb = await timed(scanQueries, scan);
    } else {
      bb = await timed(scanQueries, scan);
      aa = await timed(indexQueries, index);
    }
    p50s[0].push(percentile(aa, 50));
    p50s[1].push(percentile(bb, 50));
    p99s[0].push(percentile(aa, 99));
    p99s[1].push(percentile(bb, 99));
  }
  const figure = (p: 'p50' | 'p99', [ix, sc]: [number[], number[]]): Figure => {
    const ratios = ix.map((v, i) => v / (sc[i] as number));
    const ratio = median(ratios);
    const targeted = p === 'p99' && size === 1_000_000;
    return {
      name: `byBinding lookup on ${kind}, ${size.toLocaleString('en')} stored codes, ${p} (distance ${DISTANCE}, at most ${LIMIT})`,
      value: median(ix),
      unit: 'ms',
      baseline: { name: `${scanLabel} (${p})`, value: median(sc) },
      ratio,
      ratios: ratios.map(round3),
      ratioOf: 'median of paired rounds',
      target: targeted ? `<= ${TARGET}` : 'report only',
      pass: targeted ? ratio <= TARGET : true,
    };
  };
  return { figures: [figure('p50', p50s), figure('p99', p99s)], scan };
}

/** First lookups of a process timed at the largest size: each in a new store, whose index starts empty. */
const COLD_LOOKUPS = 3;

/**
 * The first lookup of a process: the whole table read into its index, then the lookup. Each in a store of
 * its own (a new process, as far as the index knows), beside one scan (the scan a process without the
 * index would do for its first lookup); the ratio is the median of the pairs'.
 */
async function coldLookup(
  kind: string,
  reopen: () => Promise<Store>,
  scan: (code: ImageCode) => Promise<unknown>,
  stored: readonly ImageCode[],
  size: number,
  next: () => number,
): Promise<Figure> {
  const firsts: number[] = [];
  const scanned: number[] = [];
  let bytes = 0;
  for (const [i, q] of queriesOf(stored, COLD_LOOKUPS, next).entries()) {
    const fresh = await reopen();
    try {
      const first = async () =>
        firsts.push(...(await timed([q], (c) => nearestCodes(fresh, c, DISTANCE, LIMIT))));
      const base = async () => scanned.push(...(await timed([q], scan)));
      if (i % 2 === 0) {
        await first();
        await base();
      } else {
        await base();
        await first();
      }
      bytes = storedCodesOf(fresh).index.bytes;
    } finally {
      await fresh.close();
    }
  }
  const ratios = firsts.map((v, i) => v / (scanned[i] as number));
  return {
    name: `byBinding first lookup of a process on ${kind}, ${size.toLocaleString('en')} stored codes: loads the index (${Math.round(bytes / 2 ** 20)} MiB, ${Math.round(bytes / size)} bytes a code), then looks up`,
    value: median(firsts),
    unit: 'ms',
    baseline: { name: 'one scan of every row (the scan above)', value: median(scanned) },
    ratio: median(ratios),
    ratios: ratios.map(round3),
    ratioOf: 'median of paired rounds',
    target: 'report only',
    pass: true,
  };
}

async function run(
  kind: 'SQLite' | 'PostgreSQL',
  store: Store,
  scans: Scans,
  reopen: () => Promise<Store>,
): Promise<Figure[]> {
  const stored = corpus(SIZES[SIZES.length - 1] as number, seeded(42));
  const next = seeded(7);
  const figures: Figure[] = [];
  const log = (f: Figure) =>
    console.log(
      `  ${f.name}: ${f.value.toFixed(2)} ms vs ${f.baseline?.value.toFixed(1)} ms → ${f.ratio?.toFixed(4)}`,
    );
  let loaded = 0;
  let scan = scans.js;
  for (const size of SIZES) {
    await load(store, stored, loaded, size);
    loaded = size;
    const measured = await measure(kind, store, scans, stored.slice(0, size), size, next);
    figures.push(...measured.figures);
    figures.slice(-2).forEach(log);
    scan = measured.scan; // the faster of the two at the largest size, for the first lookups
  }
  figures.push(await coldLookup(kind, reopen, scan, stored.slice(0, loaded), loaded, next));
  log(figures.at(-1) as Figure);
  return figures;
}

function postgresUrl(): string {
  if (process.env.TLP_TEST_DATABASE_URL) return process.env.TLP_TEST_DATABASE_URL;
  return execFileSync('bash', [join(ROOT, 'scripts/local-postgres.sh')], { encoding: 'utf8' }).trim();
}

export default async function durable(): Promise<Figure[]> {
  const figures: Figure[] = [];
  if (STORES.includes('sqlite')) {
    const dir = mkdtempSync(join(tmpdir(), 'tlp-bench-durable-'));
    try {
      const path = join(dir, 'durable.db');
      const store = await openStore({ path, writerThread: false });
      const scans = sqliteScans(path);
      try {
        const reopen = () => openStore({ path, writerThread: false });
        figures.push(...(await run('SQLite', store, scans, reopen)));
      } finally {
        await scans.close();
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!STORES.includes('postgres')) return figures;
  const url = postgresUrl();
  const schema = `bench_durable_${randomBytes(6).toString('hex')}`;
  const store = await openStore({ url, schema, pool: 2 });
  try {
    const scans = await postgresScans(url, schema);
    try {
      const reopen = () => openStore({ url, schema, pool: 2 });
      figures.push(...(await run('PostgreSQL', store, scans, reopen)));
    } finally {
      await scans.close();
    }
  } finally {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(store.db);
    await store.close();
  }
  return figures;
}
