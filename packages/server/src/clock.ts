/** Real time, injectable so that tests and benchmarks control it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * The time a request runs at: real time, plus, in test mode only, the offset that
 * `POST /v1/test_helpers/clock/advance` adds to the account's test clock (stored with the account, so it
 * survives restarts). A live key of the same account always runs on real time.
 */
export function accountNow(
  clock: Clock,
  auth: { livemode: boolean; account: { clock_offset_ms: number } },
): Date {
  return new Date(clock.now() + (auth.livemode ? 0 : Number(auth.account.clock_offset_ms)));
}

export function iso(date: Date | number): string {
  return (typeof date === 'number' ? new Date(date) : date).toISOString();
}

export const DAY_MS = 86_400_000;
