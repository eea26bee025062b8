/** Seconds a response may be cached, from its `Cache-Control`; `fallback` when it says nothing. */
export function maxAgeSeconds(header: string | null, fallback: number): number {
  if (!header) return fallback;
  const directives = header
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  for (const d of directives) {
    const m = /^max-age=(\d{1,10})$/.exec(d);
    if (m) return Number(m[1]);
  }
  return fallback;
}
