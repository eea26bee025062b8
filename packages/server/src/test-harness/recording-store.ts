import type { CompiledQuery, KyselyPlugin, QueryId, RootOperationNode, UnknownRow } from 'kysely';
import type { Store } from '../store/index.js';

/** One transaction as the store ran it: its writes, in order, as `insert checks`, `update accounts`… */
export interface RecordedTransaction {
  /** `transaction`: `Store.transaction`; `group`: one write of a group commit (`Store.writes.run`). */
  via: 'transaction' | 'group';
  writes: string[];
  /** Whether it committed (false while it runs, and for one that failed and wrote nothing). */
  committed: boolean;
}

export interface StoreRecording {
  transactions: RecordedTransaction[];
  /** Writes made outside any transaction (each its own autocommit). */
  alone: string[];
  /** Forgets what was recorded so far. */
  clear(): void;
}

/**
 * Wraps a running store so that a test sees which writes commit together: every transaction the store
 * opens (`Store.transaction`, with what the store itself adds to it: the caches' epoch) and every
 * group-commit write (`Store.writes.run`) is recorded as one transaction with the tables it writes, and a
 * write through `Store.db` outside them as alone. The store keeps working as before.
 *
 * `onCommit` is told the writes of each commit as soon as it is done, before the store goes on; what it
 * throws is thrown there instead (a test stops the process at that moment, as a crash would).
 */
export function recordTransactions(
  store: Store,
  { onCommit = () => {} }: { onCommit?: (writes: readonly string[]) => void } = {},
): StoreRecording {
  const recording: StoreRecording = {
    transactions: [],
    alone: [],
    clear() {
      recording.transactions.length = 0;
      recording.alone.length = 0;
    },
  };
  const inTransaction = new WeakSet<QueryId>();
  const seen = new WeakMap<QueryId, string>();

  const run = store.writes.run.bind(store.writes);
  store.writes.run = (statements: readonly CompiledQuery[]) => {
    const writes = statements.map((s) => writeOf(s.query)).filter((w): w is string => w !== null);
    const recorded: RecordedTransaction = { via: 'group', writes, committed: false };
    recording.transactions.push(recorded);
    return run(statements).then(() => {
      recorded.committed = true;
      onCommit(writes);
    });
  };

  // Every query through `store.db`, transactions' too: those are told apart once they ran (the
  // transaction's own plugin, applied after this one, marks them).
  const db = store.db.withPlugin(
    plugin(
      (node, queryId) => {
        const write = writeOf(node);
        if (write) seen.set(queryId, write);
      },
      (queryId) => {
        const write = seen.get(queryId);
        if (write && !inTransaction.has(queryId)) {
          recording.alone.push(write);
          onCommit([write]);
        }
      },
    ),
  );
  // Every transaction begun on `store.db`, whoever writes in it: the store's caller or the store.
  const begin = db.transaction.bind(db);
  db.transaction = () => {
    const builder = begin();
    const execute = builder.execute.bind(builder);
    builder.execute = async (fn) => {
      // One record a run of `fn`: a store may run it again (a serialization failure); the last commits.
      let recorded: RecordedTransaction | undefined;
      const result = await execute((trx) => {
        const attempt: RecordedTransaction = { via: 'transaction', writes: [], committed: false };
        recorded = attempt;
        recording.transactions.push(attempt);
        return fn(
          trx.withPlugin(
            plugin((node, queryId) => {
              inTransaction.add(queryId);
              const write = writeOf(node);
              if (write) attempt.writes.push(write);
            }),
          ),
        );
      });
      if (recorded) {
        recorded.committed = true;
        onCommit(recorded.writes);
      }
      return result;
    };
    return builder;
  };
  Object.defineProperty(store, 'db', { value: db, configurable: true });
  return recording;
}

function plugin(
  onQuery: (node: RootOperationNode, queryId: QueryId) => void,
  onResult?: (queryId: QueryId) => void,
): KyselyPlugin {
  return {
    transformQuery({ node, queryId }) {
      onQuery(node, queryId);
      return node;
    },
    async transformResult({ result, queryId }) {
      onResult?.(queryId);
      return result as typeof result & { rows: UnknownRow[] };
    },
  };
}

/** `insert <table>`, `update <table>` or `delete <table>` for a write; null for anything else. */
function writeOf(node: RootOperationNode): string | null {
  const table = (n: unknown): string => {
    const t = n as { table?: { identifier?: { name?: string } }; node?: unknown } | undefined;
    return t?.table?.identifier?.name ?? (t?.node ? table(t.node) : '?');
  };
  switch (node.kind) {
    case 'InsertQueryNode':
      return `insert ${table(node.into)}`;
    case 'UpdateQueryNode':
      return `update ${table(node.table)}`;
    case 'DeleteQueryNode':
      return `delete ${table(node.from.froms[0])}`;
    default:
      return null;
  }
}
