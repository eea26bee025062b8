import type { Context, Hono, Input } from 'hono';
import type { BlankInput } from 'hono/types';
import type { AppEnv } from '../app-env.js';
import { type MaybePromise, maybeThen } from '../lib/maybe-promise.js';

/** What `next` of a step returns: nothing when the rest ran synchronously, else a promise of it. */
export type Next = () => MaybePromise<void>;

/**
 * A middleware or handler of a route: Hono's middleware as it is (`async (c, next) => { await next() }`)
 * and its handlers (`(c) => Response`); a step written to return synchronously when it can
 * (`return next()`, `maybeThen`) lets a whole request run without a promise. Typed by the route's path
 * (`c.req.param`) and its validated input (`c.req.valid`), as Hono types its own.
 */
export type Step<P extends string = string, I extends Input = BlankInput> = (
  c: Context<AppEnv, P, I>,
  next: Next,
  // biome-ignore lint/suspicious/noConfusingVoidType: a step answers (a Response) or goes on (nothing), as Hono's middleware does
) => MaybePromise<Response | void>;

/**
 * A step that runs before the request's entry, wherever a route lists it: it then applies to every
 * answer of the route, the entry's own refusals included (an oversized declared body). It runs without
 * the request's ID or dependencies: it may only read the request and prepare headers (see
 * `prepareHeader`), never answer or throw. CORS is the one use.
 */
export class BeforeEntry {
  constructor(readonly step: Step) {}
}

/**
 * Several steps as one (an operation's key, limits, body, idempotency and input), with koa-style
 * semantics: a step runs the rest through `next`, and after it `c.res` holds the answer; a step that
 * returns a Response answers; the last step's `next` is the route's.
 */
export function sequence<P extends string, I extends Input>(steps: readonly Step<P, I>[]): Step<P, I> {
  return (c, next) => run(steps, c, 0, next);
}

/** Runs `steps` from `i`, then `last`; synchronous while every step is. */
function run<P extends string, I extends Input>(
  steps: readonly Step<P, I>[],
  c: Context<AppEnv, P, I>,
  i: number,
  last?: Next,
): MaybePromise<void> {
  const step = steps[i];
  if (!step) return last?.();
  return maybeThen(
    step(c, () => run(steps, c, i + 1, last)),
    (answer) => {
      if (answer instanceof Response) c.res = answer;
    },
  );
}

/**
 * The routes of the app. Each route is registered with Hono as one handler, a {@link sequence} that
 * starts with `entry` (the request's ID, logging and error handling: see `requestId`), so that Hono
 * calls it directly: a request whose steps all return synchronously (a cached key, a cached object) is
 * answered synchronously, and `@hono/node-server` then writes it at once, with no promise chain and no
 * close listener (Hono composes a route's several handlers, or a global middleware, with a promise
 * each). {@link BeforeEntry} steps run before the entry.
 *
 * @example
 * routes.get(GET_CHECK.route, keyed(GET_CHECK), async (c) => json(c, await load(c.req.valid('param'))));
 */
export class Routes {
  constructor(
    /** The Hono app the routes are registered on (its `request` serves them in-process). */
    readonly app: Hono<AppEnv>,
    private readonly entry: Step,
  ) {}

  get<P extends string, I extends Input = BlankInput>(path: P, ...steps: (Step<P, I> | BeforeEntry)[]): void {
    this.app.get(path, this.handler(steps));
  }

  post<P extends string, I extends Input = BlankInput>(
    path: P,
    ...steps: (Step<P, I> | BeforeEntry)[]
  ): void {
    this.app.post(path, this.handler(steps));
  }

  options<P extends string, I extends Input = BlankInput>(
    path: P,
    ...steps: (Step<P, I> | BeforeEntry)[]
  ): void {
    this.app.options(path, this.handler(steps));
  }

  all<P extends string, I extends Input = BlankInput>(path: P, ...steps: (Step<P, I> | BeforeEntry)[]): void {
    this.app.all(path, this.handler(steps));
  }

  /** The answer to a request no route matched: `notFound`, after the entry. */
  unmatched(notFound: Step): (c: Context<AppEnv>) => MaybePromise<Response> {
    return this.handler([notFound]);
  }

  private handler<P extends string, I extends Input>(
    steps: readonly (Step<P, I> | BeforeEntry)[],
  ): (c: Context<AppEnv, P, I>) => MaybePromise<Response> {
    const before: Step<P, I>[] = [];
    const own: Step<P, I>[] = [];
    for (const s of steps) {
      if (s instanceof BeforeEntry) before.push(s.step);
      else own.push(s);
    }
    const chain = sequence([...before, this.entry, ...own]);
    return (c) =>
      maybeThen(
        chain(c, () => undefined),
        () => c.res,
      );
  }
}
