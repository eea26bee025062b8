/** Runs tasks at most `limit` at a time, in the order they were added. */
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
        task().then(resolve, reject).finally(next);
      };
      if (running < limit) run();
      else waiting.push(run);
    });
}
