import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';
import { drained } from './drain.ts';

/**
 * A streaming ZIP writer (PKWARE APPNOTE 6.3): each entry is deflated as its bytes come, with a data
 * descriptor after it (general-purpose flag bit 3), so no entry is ever held in memory; the central
 * directory is written at the end. Names are UTF-8 (flag bit 11). No ZIP64: an entry or the archive
 * above 4 GiB fails rather than writing a broken file (an XLSX sheet holds at most 1,048,576 rows, far
 * below that for the export columns).
 */
const LIMIT = 0xffff_ffff;
const FLAGS = 0x0808; // data descriptor + UTF-8 names
const DEFLATE = 8;

interface Entry {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of `d` (local fields as UTC: the file carries no time zone). */
function dosTime(d: Date): { time: number; date: number } {
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp = dosTime(new Date());

  constructor(
    private readonly out: Writable,
    private readonly level = 1,
  ) {}

  private async put(b: Buffer): Promise<void> {
    this.offset += b.length;
    if (this.offset > LIMIT) throw new Error('zip: archive above 4 GiB');
    if (!this.out.write(b)) await drained(this.out);
  }

  /** Starts an entry; write its bytes with `write`, then `close` it before the next one. */
  async entry(
    name: string,
  ): Promise<{ write(chunk: Buffer, consumed?: () => void): Promise<void>; close(): Promise<void> }> {
    const nameBytes = Buffer.from(name, 'utf8');
    const e: Entry = { name: nameBytes, crc: 0, compressed: 0, size: 0, offset: this.offset };
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(FLAGS, 6);
    h.writeUInt16LE(DEFLATE, 8);
    h.writeUInt16LE(this.stamp.time, 10);
    h.writeUInt16LE(this.stamp.date, 12);
    // crc and sizes: 0 here, in the data descriptor after the data.
    h.writeUInt16LE(nameBytes.length, 26);
    await this.put(Buffer.concat([h, nameBytes]));

    const deflate = zlib.createDeflateRaw({ level: this.level, memLevel: 9, chunkSize: 64 * 1024 });
    let failed: Error | null = null;
    let pending = Promise.resolve();
    deflate.on('data', (chunk: Buffer) => {
      e.compressed += chunk.length;
      this.offset += chunk.length;
      if (!this.out.write(chunk)) {
        deflate.pause();
        pending = drained(this.out).then(
          () => void deflate.resume(),
          (err: Error) => {
            failed = err;
            deflate.destroy(err);
          },
        );
      }
    });
    deflate.on('error', (err) => {
      failed ??= err;
    });
    const ended = once(deflate, 'end');
    ended.catch(() => {});
    return {
      /** `consumed` is called once deflate has taken the chunk in (its bytes may be reused then). */
      write: async (chunk: Buffer, consumed?: () => void) => {
        if (failed) throw failed;
        e.crc = zlib.crc32(chunk, e.crc);
        e.size += chunk.length;
        if (e.size > LIMIT) throw new Error(`zip: entry ${name} above 4 GiB`);
        const written = consumed ? deflate.write(chunk, (err) => err || consumed()) : deflate.write(chunk);
        if (!written) await once(deflate, 'drain');
      },
      close: async () => {
        deflate.end();
        await ended;
        await pending;
        if (failed) throw failed;
        if (this.offset > LIMIT) throw new Error('zip: archive above 4 GiB');
        const d = Buffer.alloc(16);
        d.writeUInt32LE(0x08074b50, 0);
        d.writeUInt32LE(e.crc >>> 0, 4);
        d.writeUInt32LE(e.compressed, 8);
        d.writeUInt32LE(e.size, 12);
        await this.put(d);
        this.entries.push(e);
      },
    };
  }

  /** A whole small entry at once. */
  async file(name: string, text: string): Promise<void> {
    const e = await this.entry(name);
    await e.write(Buffer.from(text, 'utf8'));
    await e.close();
  }

  /** The central directory and its end record; the caller ends the output stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    const parts: Buffer[] = [];
    for (const e of this.entries) {
      const c = Buffer.alloc(46);
      c.writeUInt32LE(0x02014b50, 0);
      c.writeUInt16LE(20, 4);
      c.writeUInt16LE(20, 6);
      c.writeUInt16LE(FLAGS, 8);
      c.writeUInt16LE(DEFLATE, 10);
      c.writeUInt16LE(this.stamp.time, 12);
      c.writeUInt16LE(this.stamp.date, 14);
      c.writeUInt32LE(e.crc >>> 0, 16);
      c.writeUInt32LE(e.compressed, 20);
      c.writeUInt32LE(e.size, 24);
      c.writeUInt16LE(e.name.length, 28);
      c.writeUInt32LE(e.offset, 42);
      parts.push(c, e.name);
    }
    const directory = Buffer.concat(parts);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.put(Buffer.concat([directory, end]));
  }
}
