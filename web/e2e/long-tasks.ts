/**
 * The main thread's long tasks in Chromium, as a publisher or a reader on a mid-range phone would feel
 * them: the CPU slowed down through the DevTools protocol, and every `longtask` entry (a task of the
 * page's main thread over 50 ms) collected from the start of the navigation. Used by the e2e tests that
 * bound them and by the benches that report them.
 */
import type { Page } from 'playwright-core';

/** How much slower than this machine the CPU runs (4: a mid-range phone, as Lighthouse emulates). */
export const PHONE_SLOWDOWN = 4;

/** One long task: when it started and how long it ran, and the scripts that ran in it (over 5 ms each). */
export interface LongTask {
  start: number;
  duration: number;
  /** Each script Chromium's long-animation-frame entries place inside this task: its URL and time. */
  scripts: Array<{ url: string; duration: number }>;
}

/** The long tasks of one page: Total Blocking Time's sum and the longest one. */
export interface LongTasks {
  /** Sum over the long tasks of their time past 50 ms (Total Blocking Time, over the whole load). */
  blockingMs: number;
  /** The longest task, or 0 when there was none over 50 ms. */
  longestMs: number;
  tasks: LongTask[];
}

/**
 * Slows the page's CPU `rate` times and starts collecting its long tasks (`longtask` entries) and the
 * scripts that ran in long frames (`long-animation-frame` entries, which name each script's URL): call
 * before `goto`, then read them with {@link readLongTasks}.
 */
export async function watchLongTasks(page: Page, rate = PHONE_SLOWDOWN): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    type Seen = { tasks: [number, number][]; scripts: [number, number, string][] };
    const seen: Seen = { tasks: [], scripts: [] };
    (window as unknown as { tlpLongTasks: Seen }).tlpLongTasks = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const frame of list.getEntries() as unknown as Array<{
        scripts: Array<{ startTime: number; duration: number; sourceURL: string }>;
      }>) {
        for (const s of frame.scripts) seen.scripts.push([s.startTime, s.duration, s.sourceURL]);
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/** The blocking time and longest of `tasks`. */
export function summarizeLongTasks(tasks: LongTask[]): LongTasks {
  return {
    blockingMs: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    longestMs: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
    tasks,
  };
}

/** The long tasks seen so far (see {@link watchLongTasks}). */
export async function readLongTasks(page: Page): Promise<LongTasks> {
  const seen = await page.evaluate(
    () =>
      (
        window as unknown as {
          tlpLongTasks: { tasks: [number, number][]; scripts: [number, number, string][] };
        }
      ).tlpLongTasks,
  );
  const tasks = seen.tasks.map(([start, duration]) => ({
    start,
    duration,
    scripts: seen.scripts
      .filter(([at]) => at >= start - 1 && at <= start + duration)
      .map(([, ms, url]) => ({ url, duration: ms })),
  }));
  return summarizeLongTasks(tasks);
}

/**
 * A script's own share of the long tasks, for the scripts whose URL `owns` names (a third-party
 * script's files): the blocking time it adds is, in each long task, its scripts' time there, up to the
 * task's time past 50 ms (without them the task would have been that much shorter); its long tasks are
 * those it ran for at least half of (a page's own long task in which it ran briefly is not its own).
 */
export function longTasksOf(all: LongTasks, owns: (url: string) => boolean): LongTasks {
  const own = all.tasks.map((t) => ({
    task: t,
    ms: t.scripts.filter((s) => owns(s.url)).reduce((sum, s) => sum + s.duration, 0),
  }));
  const mostly = own.filter(({ task, ms }) => ms >= task.duration / 2).map(({ task }) => task);
  return {
    blockingMs: own.reduce((sum, { task, ms }) => sum + Math.min(ms, Math.max(0, task.duration - 50)), 0),
    longestMs: mostly.reduce((max, t) => Math.max(max, t.duration), 0),
    tasks: own.filter(({ ms }) => ms > 0).map(({ task }) => task),
  };
}
