/**
 * Duration of an ISO BMFF (MP4, MOV, M4A) file from its movie header (`moov/mvhd`), in milliseconds;
 * null when the file has no readable `ftyp` (unless `requireFtyp` is false: QuickTime files may start
 * with `moov` or `mdat`) and `mvhd`. Reads box headers only, never the media.
 */
export function mp4DurationMs(bytes: Uint8Array, options: { requireFtyp?: boolean } = {}): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const type = (at: number) => String.fromCharCode(...bytes.subarray(at + 4, at + 8));
  /** Boxes within [start, end): their type, body start and end. */
  function* boxes(start: number, end: number): Generator<{ type: string; body: number; end: number }> {
    let at = start;
    while (at + 8 <= end) {
      let size = view.getUint32(at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return;
        size = Number(view.getBigUint64(at + 8));
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      yield { type: type(at), body: at + header, end: at + size };
      at += size;
    }
  }
  let sawFtyp = options.requireFtyp === false;
  for (const box of boxes(0, bytes.length)) {
    if (box.type === 'ftyp') sawFtyp = true;
    if (box.type !== 'moov' || !sawFtyp) continue;
    for (const inner of boxes(box.body, box.end)) {
      if (inner.type !== 'mvhd') continue;
      const version = bytes[inner.body];
      const fields = inner.body + 4;
      if (version === 1 && fields + 28 <= inner.end) {
        const timescale = view.getUint32(fields + 16);
        const duration = Number(view.getBigUint64(fields + 20));
        return timescale ? Math.round((duration * 1000) / timescale) : null;
      }
      if (version === 0 && fields + 16 <= inner.end) {
        const timescale = view.getUint32(fields + 8);
        const duration = view.getUint32(fields + 12);
        return timescale ? Math.round((duration * 1000) / timescale) : null;
      }
      return null;
    }
  }
  return null;
}
