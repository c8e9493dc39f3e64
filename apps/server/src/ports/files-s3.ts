import { createHash, createHmac } from 'node:crypto';
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

/** The path of an object's URL, each segment encoded. */
export function objectPath(segments: readonly string[]): string {
  return `/${segments.map(encodeSegment).join('/')}`;
}

/**
 * AWS Signature Version 4 for one S3 request, header form (docs.aws.amazon.com, "Authenticating Requests:
 * Using the Authorization Header"): canonical request, string to sign, the derived signing key. Answers
 * the headers to send (x-amz-date, x-amz-content-sha256, authorization and the given ones); the host is the
 * URL's, which fetch sends. No query string: the adapter never uses one.
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
    '',
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

async function bufferOf(data: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(data)) return data;
  const chunks: Buffer[] = [];
  for await (const c of data) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c));
  return Buffer.concat(chunks);
}

/**
 * S3-compatible object store (AWS S3, MinIO, Ceph, R2...): PUT, GET, HEAD and DELETE of one object signed
 * with SigV4 (no SDK). Keys follow the local store's rule (isSafeKey), so they are safe object names; a key
 * outside it is refused the same way. A PUT is atomic on the service (a reader never sees half an object),
 * so there is nothing half-written to remove. Bodies are sent whole (content length and hash known): the
 * server's files (uploads of 2 MB, exports, bills, archives) fit in memory.
 */
export function createS3Files(
  s: S3Settings,
  opts: { fetch?: typeof fetch; now?: () => Date } = {},
): FileStore {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? (() => new Date());
  const base = new URL(s.endpoint);
  const urlOf = (key: string): URL => {
    const segments = key.split('/');
    if (s.pathStyle) return new URL(objectPath([s.bucket, ...segments]), base);
    return new URL(objectPath(segments), `${base.protocol}//${s.bucket}.${base.host}`);
  };
  const send = async (method: string, key: string, body?: Buffer): Promise<Response> => {
    const url = urlOf(key);
    // fetch sets content-length itself from the body; the body's hash is signed (x-amz-content-sha256).
    const extra: Record<string, string> = body ? { 'content-type': 'application/octet-stream' } : {};
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
    return doFetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
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
      const body = await bufferOf(data);
      const res = await send('PUT', key, body);
      if (!res.ok) await fail('PUT', key, res);
      await res.body?.cancel();
      return { size: body.length };
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
