import { deflateSync } from 'node:zlib';

// A PNG with a text layer (what the local OCR adapter reads), CRCs included.
function crc32(b: Buffer): number {
  let c = ~0;
  for (const x of b) {
    c ^= x;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
/** The one pixel: grey (the server tests), or a blue one in colour (the browser journeys). */
const PIXEL = {
  grey: { colourType: 0, row: [0, 0] },
  blue: { colourType: 2, row: [0, 0x1d, 0x5b, 0xbf] },
} as const;

/** A 1x1 PNG, with `text` in a tEXt chunk when given. */
export function png(text = '', pixel: keyof typeof PIXEL = 'grey'): Buffer {
  const { colourType, row } = PIXEL[pixel];
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, colourType, 0, 0, 0]);
  const idat = deflateSync(Buffer.from(row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(text ? [chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'))] : []),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
