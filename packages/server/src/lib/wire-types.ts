import type { Check, Escalation, Generation } from '@tlp/core/schemas';

/**
 * A wire object's type as the server builds it: the shape of core's zod schema (the one definition of
 * every object, also what `api-shapes.test.ts` checks answers against), with the schema's ID and address
 * templates (`chk_${string}`, `license:lic_${string}/terms.${string}`) read as plain strings, since the
 * server composes them from its own records. Literal unions (statuses, decisions) stay exact.
 *
 * A string type is a template when an empty object satisfies a record keyed by it (a pattern index
 * signature requires no property; a literal key does).
 */
export type Built<T> = T extends string
  ? Record<never, never> extends Record<T, 1>
    ? string
    : T
  : T extends readonly (infer E)[]
    ? Built<E>[]
    : T extends object
      ? { -readonly [K in keyof T]: Built<T[K]> }
      : T;

/** A check (core's `check` schema). */
export type CheckObject = Built<Check>;
/** A generation (core's `generation` schema). */
export type GenerationObject = Built<Generation>;
/** An escalation embedded in its check or generation (core's `escalation` schema). */
export type EscalationObject = Built<Escalation>;
