/** The types of what the TypeScript benches take from `load.mjs` (the `.mjs` benches use the rest). */
/** A use every allowed fixture check of the benches declares (sent as JSON). */
export declare const ALLOWED_USE: Readonly<Record<string, unknown>>;
/** The generator those checks declare. */
export declare const EXECUTION: { provider: string; model: string };
