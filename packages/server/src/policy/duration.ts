/** Milliseconds of an ISO 8601 duration of weeks, days, hours, minutes and seconds (`P7D`, `PT1H30M`); null otherwise. */
export function durationMs(value: string): number | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return null;
  const [, w = '0', d = '0', h = '0', min = '0', s = '0'] = m;
  return ((((Number(w) * 7 + Number(d)) * 24 + Number(h)) * 60 + Number(min)) * 60 + Number(s)) * 1000;
}
