/** A date in the reader's locale with its UTC ISO form, for a `<time>` element. */
export function formatDate(value: Date): { text: string; iso: string } {
  const iso = value.toISOString();
  let text: string;
  try {
    text = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'long' }).format(value);
  } catch {
    text = iso;
  }
  return { text, iso };
}

/** `sha256:<hex>` whatever form a digest came in. */
export function normalizeDigest(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const hex = value.toLowerCase().replace(/^sha256:/, '');
  return /^[0-9a-f]{64}$/.test(hex) ? `sha256:${hex}` : value;
}
