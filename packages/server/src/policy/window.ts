import type { LicenseWindow } from './types.js';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds by which `timeZone` is ahead of UTC at `instant`. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant a local wall-clock time (given as if it were UTC) has in `timeZone`. */
function zonedToInstant(wallClockAsUtc: number, timeZone: string): number {
  // Two passes settle the offset around daylight-saving changes.
  let guess = wallClockAsUtc - zoneOffsetMs(wallClockAsUtc, timeZone);
  guess = wallClockAsUtc - zoneOffsetMs(guess, timeZone);
  return guess;
}

/**
 * The instant a window bound names: an RFC 3339 instant as it is; a bare date at the start of that day
 * (or, for the end, the start of the next day) in the window's IANA time zone.
 */
export function boundInstant(value: string, timeZone: string, end: boolean): number {
  const m = DATE_ONLY.exec(value);
  if (!m) return Date.parse(value);
  const day = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (end ? 1 : 0));
  return zonedToInstant(day, timeZone);
}

export type WindowStatus = 'open' | 'not_started' | 'ended';

/**
 * A window's bounds as instants, computed once per window: a held license's window is the same object
 * check after check (`evaluation/context.ts`), and a bare date's bound takes time-zone arithmetic. The
 * bounds are kept with the fields they were computed from, so a window changed in place is read again.
 */
interface Bounds {
  starts_at: string;
  ends_at: string;
  time_zone: string;
  start: number;
  end: number;
}
const bounds = new WeakMap<LicenseWindow, Bounds>();

function windowBounds(window: LicenseWindow): Bounds {
  const b = bounds.get(window);
  if (
    b &&
    b.starts_at === window.starts_at &&
    b.ends_at === window.ends_at &&
    b.time_zone === window.time_zone
  )
    return b;
  const computed: Bounds = {
    starts_at: window.starts_at,
    ends_at: window.ends_at,
    time_zone: window.time_zone,
    start: boundInstant(window.starts_at, window.time_zone, false),
    end: boundInstant(window.ends_at, window.time_zone, true),
  };
  bounds.set(window, computed);
  return computed;
}

/** Where `now` stands against a license window (start inclusive, end exclusive). */
export function windowStatus(window: LicenseWindow, now: Date): WindowStatus {
  const t = now.getTime();
  const { start, end } = windowBounds(window);
  if (t < start) return 'not_started';
  if (t >= end) return 'ended';
  return 'open';
}
