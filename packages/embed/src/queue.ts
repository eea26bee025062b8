/**
 * Resolves in a task of its own (`scheduler.yield()` where the browser has it, else a zero timeout), so
 * that what follows does not run in the task of what came before: each step of the embed on the page's
 * main thread stays a short task of its own, however many pictures the page has.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs tasks at most `limit` at a time, in the order they were added, each started in a task of the
 * page's own ({@link nextTask}): one that finishes does not start the next in the same task.
 */
export function createQueue(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    running--;
    waiting.shift()?.();
  };
  return <T>(task: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const run = () => {
        running++;
        nextTask().then(task).then(resolve, reject).finally(next);
      };
      if (running < limit) run();
      else waiting.push(run);
    });
}
