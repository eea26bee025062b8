import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.js';

/** What `next` of a step returns: nothing when the rest ran synchronously, else a promise of it. */
export type Next = () => void | Promise<void>;

/**
 * A middleware or handler of a {@link chain}. Hono's own middleware (`async (c, next) => { await next() }`)
 * and handlers (`(c) => Response`) are steps as they are; a step written to return synchronously when it
 * can (`return next()`) lets a whole request run without a promise.
 */
export type Step = (c: Context<AppEnv>, next: Next) => unknown;

/**
 * Composes steps into one Hono handler, with koa-style semantics (a step runs the rest through `next`,
 * and after it `c.res` holds the answer; a step that returns a Response answers), but without forcing
 * a promise per step as Hono's `compose` does. A request whose steps all return synchronously (a cached
 * key, a cached object) is answered synchronously, and `@hono/node-server` then writes it at once: no
 * promise chain, no close listener. That is most of what a cached read costs beyond Node's own HTTP.
 */
export function chain(steps: readonly Step[]): (c: Context<AppEnv>) => Response | Promise<Response> {
  return (c) => {
    const done = run(steps, c, 0);
    return done instanceof Promise ? done.then(() => c.res) : c.res;
  };
}

/**
 * Several steps as one middleware (an operation's key, limits, body and idempotency), with the
 * semantics of {@link chain}: a step that returns a Response answers, and the last step's `next` is the
 * route's.
 */
export function sequence(steps: readonly MiddlewareHandler<AppEnv>[]): MiddlewareHandler<AppEnv> {
  const list = steps as unknown as readonly Step[];
  return asMiddleware((c, next) => run(list, c, 0, next));
}

/** Runs `steps` from `i`, then `last`; synchronous while every step is. */
function run(steps: readonly Step[], c: Context<AppEnv>, i: number, last?: Next): void | Promise<void> {
  const step = steps[i];
  if (!step) return last?.();
  const r = step(c, () => run(steps, c, i + 1, last));
  if (r instanceof Promise) {
    return r.then((res) => {
      if (res instanceof Response) c.res = res;
    });
  }
  if (r instanceof Response) c.res = r;
}

/**
 * A synchronous-capable step typed as Hono middleware, so that routes keep Hono's typing (path
 * parameters) when they list it. Hono's type promises a Promise; only {@link chain} runs these steps,
 * and it takes either.
 */
export function asMiddleware(step: Step): MiddlewareHandler<AppEnv> {
  return step as unknown as MiddlewareHandler<AppEnv>;
}

const BEFORE_ENTRY = Symbol('tlp.beforeEntry');

/**
 * Marks a step that {@link routeThrough} runs before the entry when a route lists it first: it then
 * applies to every answer of the route, the entry's own refusals included (an oversized declared body).
 * Such a step runs without the request's ID or dependencies: it may only read the request and prepare
 * headers (see `prepareHeader`), never answer or throw. CORS is the one use.
 */
export function beforeEntry(step: Step): Step {
  (step as unknown as Record<symbol, boolean>)[BEFORE_ENTRY] = true;
  return step;
}

function isBeforeEntry(step: Step | undefined): boolean {
  return step !== undefined && (step as unknown as Record<symbol, boolean>)[BEFORE_ENTRY] === true;
}

type Register = (path: string, ...handlers: Step[]) => unknown;
type Method = 'get' | 'post' | 'options' | 'all';

/**
 * Makes `app.get`, `app.post`, `app.options` and `app.all` register each route as one {@link chain} that starts with
 * `entry` (the request's ID, logging and error handling: see `requestId`), instead of a global
 * middleware plus the route's own handlers, which Hono would compose with a promise each. Route modules
 * keep writing `app.get(path, authed(...), handler)`. Leading steps marked {@link beforeEntry} run first.
 */
export function routeThrough(app: Hono<AppEnv>, entry: Step): void {
  const methods = app as unknown as Record<Method, Register>;
  for (const method of ['get', 'post', 'options', 'all'] as const) {
    const register = methods[method].bind(app);
    methods[method] = (path: string, ...handlers: Step[]) => {
      let lead = 0;
      while (isBeforeEntry(handlers[lead])) lead++;
      return register(path, chain([...handlers.slice(0, lead), entry, ...handlers.slice(lead)]) as Step);
    };
  }
}
