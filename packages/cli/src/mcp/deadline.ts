import { failed, type Result } from '../verify-input.js';

/**
 * Runs one tool call's `work` for at most `seconds`: past that, the call is answered `timed_out` (outcome
 * `error`, a tool error) and `work`'s signal aborts, so that a file or download stops being read at its next
 * slice. The signal also aborts when the request does (`cancelled`: the client cancelled it, or left).
 */
export async function withinDeadline(
  seconds: number,
  input: string,
  cancelled: AbortSignal,
  work: (signal: AbortSignal) => Promise<Result>,
): Promise<Result> {
  const deadline = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<Result>((resolve) => {
    timer = setTimeout(() => {
      deadline.abort(new Error(`no verdict within ${seconds} s`));
      resolve(
        failed(
          input,
          'unknown',
          'timed_out',
          `no verdict within ${seconds} s (--tool-timeout); the call was stopped`,
        ),
      );
    }, seconds * 1000);
  });
  try {
    return await Promise.race([work(AbortSignal.any([deadline.signal, cancelled])), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
