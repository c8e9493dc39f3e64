import { Readable } from 'node:stream';

/**
 * `COPY … TO STDOUT` on a pg connection as a stream of bytes (every COPY an export makes: Db.copyOut and
 * SnapshotReader.copyOut), a submittable for pg's `client.query`, as
 * pg-copy-streams' `to` is (the same hand-over: the connection's socket is read here from CopyOutResponse
 * to CopyDone, then given back to pg's parser for CommandComplete and ReadyForQuery; an ErrorResponse is
 * given back to pg at once, which calls handleError). What differs: the CopyData payloads of a socket read
 * are copied into one new buffer by a byte loop, instead of one Buffer view a row (pg-copy-streams' message
 * reader) joined afterwards; at a million rows those views were the young generation's garbage that made
 * V8 grow it to its largest (about 60 MB more peak memory for an export). With `crlf` each record's
 * closing LF is written CRLF: PostgreSQL sends one CopyData message a row (protocol, "Copy-out mode"),
 * ending with the record end, so no quote needs following. `rows` counts the CopyData messages.
 */

const COPY_DATA = 0x64; // d
const ERROR_RESPONSE = 0x45; // E
/** Messages that may come between CopyOutResponse and CopyDone; any other ends the COPY (CopyDone). */
const IN_COPY = new Set([0x48 /* CopyOutResponse */, COPY_DATA, 0x53 /* ParameterStatus */, 0x4e, 0x41]);

interface PgConnection {
  stream: import('node:net').Socket;
  query(text: string): void;
}

export class CopyOutStream extends Readable {
  rows = 0;
  private connection: PgConnection | null = null;
  private pgData: ((b: Buffer) => void) | null = null;
  private attached = false;
  private drained = false;
  private forwarding = false;
  private readonly head = Buffer.alloc(5);
  private headFill = 0;
  private code = 0;
  /** Bytes of the current message still to come; -1 between messages. */
  private left = -1;
  private readonly onReadable = () => this.forward();

  constructor(
    readonly text: string,
    private readonly crlf: boolean,
  ) {
    super();
  }

  /** Called by pg when the query's turn comes. */
  submit(connection: PgConnection): void {
    this.connection = connection;
    const socket = connection.stream;
    const listeners = socket.listeners('data') as ((b: Buffer) => void)[];
    if (listeners.length !== 1) throw new Error('CopyOutStream: unexpected data listeners on the connection');
    this.pgData = listeners[0];
    socket.removeListener('data', this.pgData);
    socket.pause();
    this.attached = true;
    this.forward();
    socket.on('readable', this.onReadable);
    connection.query(this.text);
  }

  override _read(): void {
    this.drained = true;
    this.forward();
  }

  private forward(): void {
    if (this.forwarding || !this.drained || !this.attached || !this.connection) return;
    this.forwarding = true;
    const socket = this.connection.stream;
    while (this.drained && this.attached) {
      const chunk = socket.read() as Buffer | null;
      if (chunk === null) break;
      this.drained = this.parse(chunk);
    }
    this.forwarding = false;
  }

  /** Gives the socket back to pg's parser with the bytes not read here. */
  private detach(rest: Buffer): void {
    const socket = this.connection?.stream;
    const pgData = this.pgData;
    this.attached = false;
    if (!socket || !pgData) return;
    socket.removeListener('readable', this.onReadable);
    socket.addListener('data', pgData);
    pgData(rest);
    // Adding the listener may leave the socket paused (pg-copy-streams does the same).
    process.nextTick(() => socket.resume());
  }

  private parse(chunk: Buffer): boolean {
    const n = chunk.length;
    // Payloads are never longer than their messages; the one CR more is for a record begun in an earlier read.
    const out = Buffer.allocUnsafe(n + 1);
    let o = 0;
    let i = 0;
    let done = false;
    while (i < n) {
      if (this.left < 0) {
        if (this.headFill === 0 && chunk[i] === ERROR_RESPONSE) {
          const pushed = o > 0 ? this.push(out.subarray(0, o)) : true;
          this.detach(chunk.subarray(i));
          return pushed;
        }
        while (this.headFill < 5 && i < n) this.head[this.headFill++] = chunk[i++];
        if (this.headFill < 5) break;
        this.headFill = 0;
        this.code = this.head[0];
        this.left = this.head.readUInt32BE(1) - 4;
      }
      const take = Math.min(this.left, n - i);
      if (this.code === COPY_DATA) {
        const last = take === this.left && take > 0;
        const copy = this.crlf && last && chunk[i + take - 1] === 0x0a ? take - 1 : take;
        for (let k = i, end = i + copy; k < end; k++) out[o++] = chunk[k];
        if (copy < take) {
          out[o++] = 0x0d;
          out[o++] = 0x0a;
        }
        if (last) this.rows++;
      }
      i += take;
      this.left -= take;
      if (this.left === 0) {
        this.left = -1;
        if (!IN_COPY.has(this.code)) {
          done = true;
          break;
        }
      }
    }
    const pushed = o > 0 ? this.push(out.subarray(0, o)) : true;
    if (done) {
      this.detach(chunk.subarray(i));
      this.push(null);
    }
    return pushed;
  }

  /** pg: the COPY failed (an ErrorResponse, or the connection). */
  handleError(err: Error): void {
    this.emit('error', err);
  }

  handleCommandComplete(): void {}

  handleReadyForQuery(): void {}
}
