import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Settings } from '../config.ts';
import { AppError } from '../kernel/errors.ts';
import type { FileStore } from '../kernel/ports.ts';
import { isSafeKey } from './files-local.ts';

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (lower-case names). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (the empty body's for GET, HEAD, DELETE). */
  payloadHash: string;
  date: Date;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const EMPTY_SHA256 = createHash('sha256').update('').digest('hex');

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it (S3: the path is encoded once). */
function encodeSegment(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** SigV4's canonical query string of a URL. */
export function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The path of an object's URL, each segment encoded. */
export function objectPath(segments: readonly string[]): string {
  return `/${segments.map(encodeSegment).join('/')}`;
}

/**
 * AWS Signature Version 4 for one S3 request, header form (docs.aws.amazon.com, "Authenticating Requests:
 * Using the Authorization Header"): canonical request, string to sign, the derived signing key. Answers
 * the headers to send (x-amz-date, x-amz-content-sha256, authorization and the given ones); the host is the
 * URL's, which fetch sends. The query string (multipart uploads: `?uploads`, `?partNumber=1&uploadId=…`)
 * is signed in its canonical form: pairs sorted by name, each name and value encoded, `name=` when empty.
 */
export function signV4(input: SignInput): Record<string, string> {
  const amzDate = input.date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n].trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    canonicalQuery(input.url),
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

/**
 * Reads a stream in parts of `size` bytes into ONE buffer that every part reuses: each part is handed over
 * (and must be used up) before more is read, so the memory held is one part whatever the stream's length.
 * The last part may be shorter; an empty stream gives one empty part.
 */
async function* partsOf(data: Buffer | Readable, size: number): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(data)) {
    if (data.length === 0) yield data;
    for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
    return;
  }
  let part: Buffer | null = null;
  let held = 0;
  let any = false;
  for await (const c of data) {
    let b = Buffer.isBuffer(c) ? c : Buffer.from(c);
    while (b.length) {
      part ??= Buffer.allocUnsafe(size);
      const take = Math.min(size - held, b.length);
      b.copy(part, held, 0, take);
      held += take;
      b = b.subarray(take);
      if (held === size) {
        any = true;
        yield part;
        held = 0;
      }
    }
  }
  if (held || !any) yield (part ?? Buffer.alloc(0)).subarray(0, held);
}

const AGENTS = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

/**
 * fetch's shape over node:http(s), the adapter's default transport: a part is written to the socket as it
 * is. Node's fetch (undici) copies a typed-array body whole before sending it, so every 8 MiB part was held
 * twice and the copies piled up outside the heap until a collection (bench/README.md, "Export to S3").
 */
export function nodeFetch(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: Uint8Array },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const tls = url.protocol === 'https:';
    const headers: Record<string, string> = { ...init.headers };
    if (init.body) headers['content-length'] = String(init.body.length);
    const req = (tls ? https : http).request(
      url,
      { method: init.method, headers, agent: tls ? AGENTS.https : AGENTS.http },
      (res) => {
        const answer = new Headers();
        for (const [k, v] of Object.entries(res.headers)) {
          if (v !== undefined) answer.set(k, Array.isArray(v) ? v.join(', ') : v);
        }
        const status = res.statusCode ?? 502;
        const empty = init.method === 'HEAD' || status === 204 || status === 304;
        if (empty) res.resume();
        const body = empty ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>);
        resolve(new Response(body, { status, headers: answer }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const xmlValue = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];

/**
 * S3-compatible object store (AWS S3, MinIO, Ceph, R2...): PUT, GET, HEAD and DELETE of one object signed
 * with SigV4 (no SDK). Keys follow the local store's rule (isSafeKey), so they are safe object names; a key
 * outside it is refused the same way. A PUT is atomic on the service (a reader never sees half an object),
 * so there is nothing half-written to remove. A body larger than one part (FILES_S3_PART_MB, default 8 MiB)
 * goes up as a multipart upload, part by part as the stream gives them, so an export of any size holds one
 * part in memory (issue 30, point 3); the object appears only when the upload is completed, and a failed
 * upload is aborted. Temporary credentials (an IAM role) send their session token (FILES_S3_SESSION_TOKEN).
 */
export function createS3Files(
  s: S3Settings,
  opts: { fetch?: typeof fetch; now?: () => Date } = {},
): FileStore {
  const doFetch = opts.fetch ?? (nodeFetch as unknown as typeof fetch);
  const now = opts.now ?? (() => new Date());
  const base = new URL(s.endpoint);
  const urlOf = (key: string): URL => {
    const segments = key.split('/');
    if (s.pathStyle) return new URL(objectPath([s.bucket, ...segments]), base);
    return new URL(objectPath(segments), `${base.protocol}//${s.bucket}.${base.host}`);
  };
  const partSize = Math.max(1024, Math.floor((s.partMb ?? 8) * 1024 * 1024));
  const send = async (
    method: string,
    key: string,
    body?: Buffer,
    query: Record<string, string> = {},
    retried = false,
  ): Promise<Response> => {
    const url = urlOf(key);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    // fetch sets content-length itself from the body; the body's hash is signed (x-amz-content-sha256).
    const extra: Record<string, string> = body ? { 'content-type': 'application/octet-stream' } : {};
    if (s.sessionToken) extra['x-amz-security-token'] = s.sessionToken;
    const headers = signV4({
      method,
      url,
      headers: extra,
      payloadHash: body ? sha256(body) : EMPTY_SHA256,
      date: now(),
      region: s.region,
      accessKeyId: s.accessKeyId,
      secretAccessKey: s.secretAccessKey,
    });
    try {
      // The part itself: nodeFetch writes it to the socket without a copy.
      return await doFetch(url, { method, headers, body: body as Uint8Array<ArrayBuffer> | undefined });
    } catch (e) {
      // A kept-alive connection the service closed meanwhile (EPIPE, ECONNRESET) fails before any answer:
      // the request is sent again once, on a new connection (every request here may be repeated).
      if (retried) throw e;
      return send(method, key, body, query, true);
    }
  };
  const fail = async (what: string, key: string, res: Response): Promise<never> => {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1] ?? '';
    throw new Error(`file store (S3): ${what} ${key} answered ${res.status}${code ? ` ${code}` : ''}`);
  };
  const mustBeSafe = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`invalid file key: ${JSON.stringify(key).slice(0, 80)}`);
  };
  return {
    async put(key, data) {
      mustBeSafe(key);
      const parts = partsOf(data, partSize);
      const first = await parts.next();
      const head = first.done ? Buffer.alloc(0) : first.value;
      if (head.length < partSize) {
        // Less than one part: a plain PUT.
        const res = await send('PUT', key, head);
        if (!res.ok) await fail('PUT', key, res);
        await res.body?.cancel();
        return { size: head.length };
      }
      const created = await send('POST', key, Buffer.alloc(0), { uploads: '' });
      if (!created.ok) await fail('POST ?uploads', key, created);
      const uploadId = xmlValue(await created.text(), 'UploadId');
      if (!uploadId) throw new Error(`file store (S3): POST ?uploads ${key} answered no UploadId`);
      const etags: string[] = [];
      let size = 0;
      try {
        // Each part is sent before the next is read (they share one buffer).
        const upload = async (part: Buffer) => {
          const n = etags.length + 1;
          const res = await send('PUT', key, part, { partNumber: String(n), uploadId });
          if (!res.ok) await fail(`PUT part ${n}`, key, res);
          await res.body?.cancel();
          const etag = res.headers.get('etag');
          if (!etag) throw new Error(`file store (S3): part ${n} of ${key} answered no ETag`);
          etags.push(etag);
          size += part.length;
        };
        await upload(head);
        for await (const part of parts) if (part.length) await upload(part);
        const xml = `<CompleteMultipartUpload>${etags
          .map((e, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${e}</ETag></Part>`)
          .join('')}</CompleteMultipartUpload>`;
        const done = await send('POST', key, Buffer.from(xml), { uploadId });
        const text = await done.text();
        // S3 may answer 200 with an <Error> body when completing fails late.
        if (!done.ok || /<Error>/.test(text))
          throw new Error(
            `file store (S3): completing ${key} answered ${done.status} ${xmlValue(text, 'Code') ?? ''}`,
          );
        return { size };
      } catch (e) {
        // Nothing half-written stays behind: the parts are dropped (best effort; a lifecycle rule on
        // incomplete multipart uploads catches the rest, docs/deployment.md).
        await send('DELETE', key, undefined, { uploadId }).then(
          (r) => r.body?.cancel(),
          () => undefined,
        );
        throw e;
      }
    },
    async get(key) {
      if (!isSafeKey(key)) throw new AppError('FIL10001');
      const res = await send('GET', key);
      if (res.status === 404) {
        await res.body?.cancel();
        throw new AppError('FIL10001');
      }
      if (!res.ok || !res.body) return fail('GET', key, res);
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async exists(key) {
      if (!isSafeKey(key)) return false;
      const res = await send('HEAD', key);
      await res.body?.cancel();
      if (res.status === 404) return false;
      if (!res.ok) return fail('HEAD', key, res);
      return true;
    },
    async remove(key) {
      if (!isSafeKey(key)) return;
      const res = await send('DELETE', key);
      // S3 answers 204 whether or not the object was there; some stores answer 404 for a missing one.
      if (!res.ok && res.status !== 404) await fail('DELETE', key, res);
      await res.body?.cancel();
    },
    async removeHalfWritten() {
      return 0;
    },
  };
}
