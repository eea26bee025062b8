/** Real time, injectable so that tests and benchmarks control it. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/**
 * The sandbox account's clock: real time plus the offset that `POST /v1/test_helpers/clock/advance`
 * adds. The offset is stored with the account, so it survives restarts.
 */
export function accountNow(clock: Clock, account: { clock_offset_ms: number }): Date {
  return new Date(clock.now() + Number(account.clock_offset_ms));
}

export function iso(date: Date | number): string {
  return (typeof date === 'number' ? new Date(date) : date).toISOString();
}

export const DAY_MS = 86_400_000;
