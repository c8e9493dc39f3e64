import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { CopyOutStream } from './copy-out.ts';

/** A protocol message: type byte, length (itself included), payload. */
function message(type: string, payload: string | Buffer): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const ROWS = ['1,plain\n', '2,"two\nlines"\n', '3,"say ""hi"""\n', '4,中文 🏦\n', '5,\n'];
const COPY = Buffer.concat([
  message('H', Buffer.from([0, 0, 2, 0, 0, 0, 0])),
  ...ROWS.map((r) => message('d', r)),
  message('c', ''),
]);
const AFTER = Buffer.concat([message('C', 'COPY 5\0'), message('Z', 'T')]);

/** Feeds `pieces` through a socket-like stream as pg's connection would, and answers what each side got. */
async function run(pieces: Buffer[], crlf: boolean) {
  const socket = new PassThrough();
  const toPg: Buffer[] = [];
  socket.on('data', (b: Buffer) => toPg.push(b));
  const copy = new CopyOutStream('copy x to stdout', crlf);
  copy.submit({ stream: socket as never, query: () => {} });
  const out = buffer(copy);
  for (const p of pieces) {
    socket.write(p);
    await new Promise((r) => setImmediate(r));
  }
  const bytes = await out;
  await new Promise((r) => setImmediate(r));
  return { bytes: bytes.toString('utf8'), toPg: Buffer.concat(toPg), rows: copy.rows };
}

describe('CopyOutStream', () => {
  it('writes the CopyData payloads, CRLF record ends, and hands what follows CopyDone to pg, cut anywhere', async () => {
    const all = Buffer.concat([COPY, AFTER]);
    const want = ROWS.map((r) => `${r.slice(0, -1)}\r\n`).join('');
    for (let cut = 0; cut <= all.length; cut += 1) {
      const pieces = [all.subarray(0, cut), all.subarray(cut)].filter((p) => p.length > 0);
      const r = await run(pieces, true);
      expect(r.bytes, `cut at ${cut}`).toBe(want);
      expect(r.rows).toBe(ROWS.length);
      expect(r.toPg.equals(AFTER), `cut at ${cut}`).toBe(true);
    }
    // Byte by byte, and without crlf the payloads as they are.
    const bytes = [...all].map((b) => Buffer.from([b]));
    expect((await run(bytes, true)).bytes).toBe(want);
    expect((await run(bytes, false)).bytes).toBe(ROWS.join(''));
  });

  it('gives an ErrorResponse to pg with everything after it', async () => {
    const error = message('E', 'SERROR\0C22012\0Mdivision by zero\0\0');
    const tail = Buffer.concat([error, message('Z', 'E')]);
    const head = Buffer.concat([message('H', Buffer.from([0, 0, 0])), message('d', '1,a\n')]);
    for (let cut = 1; cut < head.length + tail.length; cut += 3) {
      const all = Buffer.concat([head, tail]);
      const socket = new PassThrough();
      const toPg: Buffer[] = [];
      socket.on('data', (b: Buffer) => toPg.push(b));
      const copy = new CopyOutStream('copy x to stdout', true);
      copy.submit({ stream: socket as never, query: () => {} });
      const got: Buffer[] = [];
      copy.on('data', (b: Buffer) => got.push(b));
      socket.write(all.subarray(0, cut));
      await new Promise((r) => setImmediate(r));
      socket.write(all.subarray(cut));
      await new Promise((r) => setImmediate(r));
      await new Promise((r) => setImmediate(r));
      expect(Buffer.concat(toPg).equals(tail), `cut at ${cut}`).toBe(true);
      expect(Buffer.concat(got).toString()).toBe('1,a\r\n');
    }
  });
});
