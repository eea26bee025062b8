/** Inputs from which a progress bar is drawn (on a terminal only). */
export const PROGRESS_THRESHOLD = 20;

export interface ProgressBar {
  /** One more input found (folders are walked while verification runs, so the total grows). */
  found(): void;
  /** Every input has been found: the total is final. */
  ended(): void;
  tick(): void;
  /** Removes the bar, so another line can be written where it was. */
  clear(): void;
  /** Draws the bar again after {@link clear}. */
  redraw(): void;
  done(): void;
}

/**
 * A one-line bar on `stream` (stderr), redrawn at most every 50 ms: `[#####.....] 120/500 verified`
 * (`120/500+` while folders are still being walked). `mode`: `true` always, `false` never, `null`
 * from {@link PROGRESS_THRESHOLD} inputs on. A bar never drawn costs nothing, so callers need no branches.
 */
export function createProgressBar(
  stream: { write(text: string): unknown; columns?: number },
  mode: boolean | null,
  now: () => number = Date.now,
): ProgressBar {
  let total = 0;
  let done = 0;
  let final = false;
  let drawnAt = 0;
  let visible = false;
  const wanted = () => mode === true || (mode === null && total >= PROGRESS_THRESHOLD);
  const draw = () => {
    if (!wanted()) return;
    const width = Math.max(10, Math.min(40, (stream.columns ?? 80) - 32));
    const filled = total === 0 ? width : Math.round((done / total) * width);
    stream.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}${final ? '' : '+'} verified`,
    );
    visible = true;
    drawnAt = now();
  };
  const clear = () => {
    if (visible) stream.write('\r\u001b[2K');
    visible = false;
  };
  if (mode === false) {
    const noop = () => {};
    return { found: noop, ended: noop, tick: noop, clear: noop, redraw: noop, done: noop };
  }
  return {
    found() {
      total++;
    },
    ended() {
      final = true;
    },
    tick() {
      done++;
      if ((final && done === total) || now() - drawnAt >= 50) draw();
    },
    clear,
    redraw() {
      if (!final || done < total) draw();
    },
    done: clear,
  };
}
