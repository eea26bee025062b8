/** Inputs from which a progress bar is drawn (on a terminal only). */
export const PROGRESS_THRESHOLD = 20;

export interface ProgressBar {
  tick(): void;
  /** Removes the bar, so another line can be written where it was. */
  clear(): void;
  /** Draws the bar again after {@link clear}. */
  redraw(): void;
  done(): void;
}

const noop: ProgressBar = { tick() {}, clear() {}, redraw() {}, done() {} };

/**
 * A one-line bar on `stream` (stderr), redrawn at most every 50 ms: `[#####.....] 120/500`. A bar
 * that is not wanted is a no-op, so callers need no branches.
 */
export function createProgressBar(
  stream: { write(text: string): unknown; columns?: number },
  total: number,
  enabled: boolean,
  now: () => number = Date.now,
): ProgressBar {
  if (!enabled) return noop;
  let done = 0;
  let drawnAt = 0;
  let visible = false;
  const draw = () => {
    const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 30));
    const filled = total === 0 ? width : Math.round((done / total) * width);
    stream.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} verified`);
    visible = true;
    drawnAt = now();
  };
  const clear = () => {
    if (visible) stream.write('\r\u001b[2K');
    visible = false;
  };
  return {
    tick() {
      done++;
      if (done === total || now() - drawnAt >= 50) draw();
    },
    clear,
    redraw() {
      if (done < total) draw();
    },
    done: clear,
  };
}
