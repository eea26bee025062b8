/**
 * A catalog of another language, of the shape of the English one (`Catalog<typeof en>`): every key of
 * it, each message a string, or a plural message (`{one, other, …}`), in that language. The convention
 * of every catalog of the repository: one English module is the source, `typeof` it the type, and one
 * `loadCatalog(lang)` per package loads a language's (each a chunk of its own in a browser).
 */
export type Catalog<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? readonly Catalog<T[number]>[]
    : { readonly [K in keyof T]: Catalog<T[K]> };
