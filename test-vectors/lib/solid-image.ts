import sharp from 'sharp';

/** A small image of one colour, encoded by sharp: what the C2PA tests embed into, read and strip. */
export async function solidImage(
  format: 'png' | 'jpeg',
  width: number,
  height: number,
  [r, g, b]: readonly [number, number, number],
): Promise<Uint8Array> {
  const create = { width, height, channels: 3 as const, background: { r, g, b } };
  return new Uint8Array(await sharp({ create })[format]().toBuffer());
}
