/**
 * `table[key]` when `key` is one of `table`'s own keys, else `undefined`. Every table core reads with a key
 * that comes from outside (a media type, an option name, a verdict code, a use status, an OID or a label
 * from a file) is read through it: a name of `Object.prototype` (`constructor`, `__proto__`, `toString`)
 * is then an unknown name like any other, not a member the table inherits.
 */
export function ownValue<T extends object>(table: T, key: PropertyKey): T[keyof T] | undefined {
  return Object.hasOwn(table, key) ? table[key as keyof T] : undefined;
}
