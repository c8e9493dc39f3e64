import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreContract, textOf } from '../../test/file-store-contract.ts';
import { createS3Files, EMPTY_SHA256, type S3Settings, signV4 } from './files-s3.ts';
import type { FileStore } from './types.ts';

// The S3-compatible adapter against a small S3 server started here: it checks every request's SigV4
// signature with its own code (below, not the adapter's), the payload hash and the date, and keeps the
// objects in memory. The same contract as the local store (test/file-store-contract.ts).

const KEY_ID = 'AKIDMPTEST0000000001';
const SECRET = 'mp-test-secret/0123456789abcdefghijklmnopqrstuv';
const REGION = 'ap-east-1';

const hex = (d: string | Buffer) => createHash('sha256').update(d).digest('hex');
const mac = (k: Buffer | string, d: string) => createHmac('sha256', k).update(d).digest();

interface Seen {
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
function refusal(req: Seen, secrets: Record<string, string>, now: Date): string | null {
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
  const canonical = [
    req.method,
    req.path,
    '',
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

function xmlError(code: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`;
}

/** An in-memory S3: PUT, GET, HEAD, DELETE of objects, path style, one bucket. */
function startS3(bucket: string) {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];
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
    const url = new URL(req.url ?? '/', 'http://s3.test');
    if (url.search) return void res.writeHead(501).end(xmlError('NotImplemented'));
    const [, b, ...rest] = url.pathname.split('/');
    if (b !== bucket) return void res.writeHead(404).end(xmlError('NoSuchBucket'));
    const key = rest.map(decodeURIComponent).join('/');
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
  return { server, objects, refused };
}

describe('S3-compatible file store', () => {
  const s3 = startS3('mp-files');
  let settings: S3Settings;
  let files: FileStore;
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const { port } = s3.server.address() as AddressInfo;
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'mp-files',
      region: REGION,
      accessKeyId: KEY_ID,
      secretAccessKey: SECRET,
      pathStyle: true,
    };
    files = createS3Files(settings);
  });
  afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  fileStoreContract('S3', () => files);

  it('signs every request the server checked (none refused), and keeps the objects in the bucket', async () => {
    await files.put('archive/audit/2026-01.jsonl.gz', Buffer.from('gz'));
    expect(s3.objects.get('archive/audit/2026-01.jsonl.gz')?.toString()).toBe('gz');
    expect(s3.refused).toEqual([]);
  });

  it('is refused with a wrong secret, and says so without the secret', async () => {
    const wrong = createS3Files({ ...settings, secretAccessKey: 'not-the-secret' });
    const err = await wrong.put('exports/x.csv', Buffer.from('x')).catch((e: Error) => e);
    expect(String(err)).toMatch(/PUT exports\/x\.csv answered 403 SignatureDoesNotMatch/);
    expect(String(err)).not.toContain('not-the-secret');
    await expect(wrong.exists('exports/x.csv')).rejects.toThrow(/HEAD .* 403/);
    expect(s3.objects.has('exports/x.csv')).toBe(false);
    s3.refused.length = 0;
  });

  it('is refused with a clock far off (the date is signed)', async () => {
    const late = createS3Files(settings, { now: () => new Date(Date.now() - 3_600_000) });
    await expect(late.get('exports/m1/b.txt')).rejects.toThrow(/403 RequestTimeTooSkewed/);
    s3.refused.length = 0;
  });

  it('addresses the bucket by host name when not path style, signed for that host', async () => {
    const seen: { url: string; refusal: string | null }[] = [];
    const fakeFetch = (async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = { ...(init?.headers as Record<string, string>), host: url.host };
      const body = init?.body ? Buffer.from(init.body as Uint8Array) : Buffer.alloc(0);
      const why = refusal(
        { method: init?.method ?? 'GET', path: url.pathname, headers, body },
        { [KEY_ID]: SECRET },
        new Date(),
      );
      seen.push({ url: url.href, refusal: why });
      return new Response(why ? xmlError(why) : 'hello', { status: why ? 403 : 200 });
    }) as typeof fetch;
    const vhost = createS3Files(
      { ...settings, endpoint: 'https://s3.ap-east-1.amazonaws.com', pathStyle: false },
      { fetch: fakeFetch },
    );
    await vhost.put('exports/m_1/a.b-c.csv', Buffer.from('x'));
    expect(await textOf(await vhost.get('exports/m_1/a.b-c.csv'))).toBe('hello');
    expect(seen).toEqual([
      { url: 'https://mp-files.s3.ap-east-1.amazonaws.com/exports/m_1/a.b-c.csv', refusal: null },
      { url: 'https://mp-files.s3.ap-east-1.amazonaws.com/exports/m_1/a.b-c.csv', refusal: null },
    ]);
  });
});

describe('signV4', () => {
  it("gives AWS's published example signature (S3 GET Object, header form)", () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      date: new Date('2013-05-24T00:00:00Z'),
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});
