/** A value now, or later. */
export type MaybePromise<T> = T | Promise<T>;

/**
 * Goes on with a value that may already be there: `then` runs now when it is (no promise, no microtask),
 * after it when it is a promise (and `failed`, if given, when that promise is rejected). The one place
 * where the server asks which it is: a cached key, a pinned account, a cached object let a whole request
 * run synchronously (see `http/chain.ts`).
 */
export function maybeThen<T, U>(
  value: MaybePromise<T>,
  then: (value: T) => MaybePromise<U>,
  failed?: (err: unknown) => MaybePromise<U>,
): MaybePromise<U> {
  return value instanceof Promise ? value.then(then, failed) : then(value);
}
