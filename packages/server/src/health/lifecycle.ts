/**
 * Where a serving process stands in its life, as `GET /readyz` reports it. `main.ts` holds one per
 * process: it builds the app only once the store is open, migrated and seeded, and marks it draining
 * when asked to stop (SIGTERM), so that load balancers stop sending new requests before the process
 * stops accepting them.
 */
export class Lifecycle {
  #draining = false;

  /** Whether the process is stopping: `/readyz` answers 503 from then on. */
  get draining(): boolean {
    return this.#draining;
  }

  /** From now on `/readyz` answers 503; nothing else changes (the drain is `main.ts`'s). */
  drain(): void {
    this.#draining = true;
  }
}
