import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Settings } from '../src/config.ts';

// A small S3-compatible server for tests (node:http): it checks every request's SigV4 signature with code
// of its own (not the adapter's), the payload hash and the date, and keeps the objects of one bucket in
// memory (PUT, GET, HEAD, DELETE; path style). Used by src/ports/files-s3.test.ts and test/files-s3-server.test.ts.

export const KEY_ID = 'AKIDMPTEST0000000001';
export const SECRET = 'mp-test-secret/0123456789abcdefghijklmnopqrstuv';
export const REGION = 'ap-east-1';

const hex = (d: string | Buffer) => createHash('sha256').update(d).digest('hex');
const mac = (k: Buffer | string, d: string) => createHmac('sha256', k).update(d).digest();

export interface Seen {
  method: string;
  /** The request target as sent (encoded path). */
  path: string;
  headers: IncomingHttpHeaders | Record<string, string>;
  body: Buffer;
}

/**
 * The verifier of the test server: parses the Authorization header, rebuilds the canonical request from
 * what arrived and compares the signature. Answers why it refuses, or null.
 */
export function refusal(req: Seen, secrets: Record<string, string>, now: Date): string | null {
  const h = (n: string) => {
    const v = (req.headers as Record<string, string | string[] | undefined>)[n];
    return Array.isArray(v) ? v.join(',') : v;
  };
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      h('authorization') ?? '',
    );
  if (!m) return 'AuthorizationHeaderMalformed';
  const [, keyId, day, region, signedHeaders, signature] = m;
  const secret = secrets[keyId];
  if (!secret) return 'InvalidAccessKeyId';
  const amzDate = h('x-amz-date') ?? '';
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'AuthorizationHeaderMalformed';
  const at = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (Math.abs(at - now.getTime()) > 15 * 60_000) return 'RequestTimeTooSkewed';
  const names = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date'])
    if (!names.includes(required)) return 'AccessDenied';
  const payloadHash = h('x-amz-content-sha256') ?? '';
  if (payloadHash !== hex(req.body)) return 'XAmzContentSHA256Mismatch';
  const [reqPath, reqQuery = ''] = req.path.split('?');
  const canonical = [
    req.method,
    reqPath,
    canonicalQueryOf(reqQuery),
    names.map((n) => `${n}:${(h(n) ?? '').trim()}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${hex(canonical)}`;
  const signingKey = mac(mac(mac(mac(`AWS4${secret}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'SignatureDoesNotMatch';
}

/** The canonical query string rebuilt from the query as it arrived (this file's own code). */
function canonicalQueryOf(query: string): string {
  if (!query) return '';
  const enc = (x: string) =>
    encodeURIComponent(x).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return query
    .split('&')
    .map((pair) => {
      const [k, v = ''] = pair.split('=');
      return `${enc(decodeURIComponent(k))}=${enc(decodeURIComponent(v))}`;
    })
    .sort()
    .join('&');
}

export function xmlError(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;
}

/**
 * An in-memory S3: PUT, GET, HEAD, DELETE of objects and multipart uploads (POST ?uploads, PUT
 * ?partNumber&uploadId, POST ?uploadId to complete, DELETE ?uploadId to abort), path style, one bucket.
 * `sessionToken`: requests must carry it, signed, in x-amz-security-token (temporary credentials).
 * `failPut`: when it answers true for a PUT (object or part), the PUT is refused with 507 (the store full).
 */
export function startS3(bucket: string, opts: { sessionToken?: string } = {}) {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
  /** Uploads in progress: upload id -> key and parts. */
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  /** The largest request body received (a part's size bounds the adapter's memory). */
  const stats = { largestBody: 0, parts: 0, aborted: 0 };
  const faults: { failPut: ((key: string) => boolean) | null } = { failPut: null };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const seen: Seen = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks),
    };
    const why = refusal(seen, { [KEY_ID]: SECRET }, new Date());
    if (why) {
      refused.push(why);
      res.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError(why));
      return;
    }
    if (opts.sessionToken) {
      const signed =
        /SignedHeaders=([a-z0-9;-]+)/.exec(String(req.headers.authorization))?.[1].split(';') ?? [];
      if (
        req.headers['x-amz-security-token'] !== opts.sessionToken ||
        !signed.includes('x-amz-security-token')
      ) {
        refused.push('InvalidToken');
        res.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError('InvalidToken'));
        return;
      }
    }
    stats.largestBody = Math.max(stats.largestBody, seen.body.length);
    const url = new URL(req.url ?? '/', 'http://s3.test');
    const [, b, ...rest] = url.pathname.split('/');
    if (b !== bucket) return void res.writeHead(404).end(xmlError('NoSuchBucket'));
    const key = rest.map(decodeURIComponent).join('/');
    const q = url.searchParams;
    if (req.method === 'PUT' && faults.failPut?.(key))
      return void res
        .writeHead(507, { 'content-type': 'application/xml' })
        .end(xmlError('InsufficientStorage'));
    if (q.has('uploads') && req.method === 'POST') {
      const id = `up-${uploads.size + 1}-${Date.now().toString(36)}`;
      uploads.set(id, { key, parts: new Map() });
      return void res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        );
    }
    const uploadId = q.get('uploadId');
    if (uploadId !== null) {
      const up = uploads.get(uploadId);
      if (!up || up.key !== key) return void res.writeHead(404).end(xmlError('NoSuchUpload'));
      if (req.method === 'PUT') {
        up.parts.set(Number(q.get('partNumber')), seen.body);
        stats.parts++;
        return void res.writeHead(200, { etag: `"${hex(seen.body).slice(0, 32)}"` }).end();
      }
      if (req.method === 'DELETE') {
        uploads.delete(uploadId);
        stats.aborted++;
        return void res.writeHead(204).end();
      }
      if (req.method === 'POST') {
        const listed = [
          ...seen.body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>([^<]+)<\/ETag>/g),
        ];
        const bodies: Buffer[] = [];
        for (const [, n, etag] of listed) {
          const part = up.parts.get(Number(n));
          if (!part || etag !== `"${hex(part).slice(0, 32)}"`)
            return void res.writeHead(400).end(xmlError('InvalidPart'));
          bodies.push(part);
        }
        objects.set(key, Buffer.concat(bodies));
        uploads.delete(uploadId);
        return void res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end('<CompleteMultipartUploadResult/>');
      }
    }
    if (url.search) return void res.writeHead(501).end(xmlError('NotImplemented'));
    const obj = objects.get(key);
    switch (req.method) {
      case 'PUT':
        objects.set(key, seen.body);
        return void res.writeHead(200, { etag: `"${hex(seen.body).slice(0, 32)}"` }).end();
      case 'GET':
        if (!obj)
          return void res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey'));
        return void res.writeHead(200, { 'content-length': obj.length }).end(obj);
      case 'HEAD':
        return void res.writeHead(obj ? 200 : 404, obj ? { 'content-length': obj.length } : {}).end();
      case 'DELETE':
        objects.delete(key);
        return void res.writeHead(204).end();
      default:
        return void res.writeHead(405).end(xmlError('MethodNotAllowed'));
    }
  });
  return { server, objects, refused, uploads, stats, faults };
}

/** Starts the fake S3 on a free port; answers the settings that reach it and a stop. */
export async function listenS3(bucket = 'mp-files', opts: { sessionToken?: string } = {}) {
  const s3 = startS3(bucket, opts);
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  const { port } = s3.server.address() as AddressInfo;
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: REGION,
    accessKeyId: KEY_ID,
    secretAccessKey: SECRET,
    pathStyle: true,
    ...(opts.sessionToken ? { sessionToken: opts.sessionToken } : {}),
  };
  const close = () => new Promise<void>((resolve) => s3.server.close(() => resolve()));
  return { ...s3, settings, close };
}
