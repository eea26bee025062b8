import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of `width` x `height` black RGB pixels whose deflated rows weigh a
 * few hundred kilobytes (290 KB for the default 10,000 x 9,999), while decoding it takes
 * `width * height * 3` bytes and more. The zeros to deflate are never written, so making it stays small.
 */
export function pixelBomb(width = 10_000, height = 9_999): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // truecolour RGB
  const raw = Buffer.alloc((width * 3 + 1) * height); // filter byte 0 and black pixels, row after row
  const idat = deflateSync(raw, { level: 9 });
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', idat),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}
