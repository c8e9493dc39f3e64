import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreContract, textOf } from '../../test/file-store-contract.ts';
import { KEY_ID, listenS3, refusal, SECRET, xmlError } from '../../test/s3-fake.ts';
import type { S3Settings } from '../config.ts';
import type { FileStore } from '../kernel/ports.ts';
import { createS3Files, EMPTY_SHA256, signV4 } from './files-s3.ts';

// The S3-compatible adapter against a small S3 server started here (test/s3-fake.ts): it checks every
// request's SigV4 signature with its own code, the payload hash and the date, and keeps the objects in
// memory. The same contract as the local store (test/file-store-contract.ts).

describe('S3-compatible file store', () => {
  let s3: Awaited<ReturnType<typeof listenS3>>;
  let settings: S3Settings;
  let files: FileStore;
  beforeAll(async () => {
    s3 = await listenS3('mp-files');
    settings = s3.settings;
    files = createS3Files(settings);
  });
  afterAll(() => s3.close());

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

// Issue 30, point 3: a body bigger than one part goes up as a multipart upload, read part by part from the
// stream (bounded memory); temporary credentials send their session token; a failed upload leaves nothing.
describe('S3 multipart uploads and session tokens', () => {
  let s3: Awaited<ReturnType<typeof listenS3>>;
  beforeAll(async () => {
    s3 = await listenS3('mp-files', { sessionToken: 'FQoGZXIvYXdzEXAMPLE//token+=' });
  });
  afterAll(() => s3.close());
  const MiB = 1024 * 1024;
  /** A stream of `n` MiB given in 64 KiB chunks, each chunk's bytes telling its place. */
  const stream = (n: number) =>
    Readable.from(
      (function* () {
        for (let i = 0; i < n * 16; i++) yield Buffer.alloc(64 * 1024, i % 251);
      })(),
    );

  it('uploads a stream larger than a part in parts of the part size, with the session token', async () => {
    const files = createS3Files({ ...s3.settings, partMb: 5 });
    const { size } = await files.put('exports/big.xlsx', stream(12));
    expect(size).toBe(12 * MiB);
    const stored = s3.objects.get('exports/big.xlsx')!;
    expect(stored.length).toBe(12 * MiB);
    const want: Buffer[] = [];
    for await (const c of stream(12)) want.push(c as Buffer);
    expect(stored.equals(Buffer.concat(want))).toBe(true);
    expect(s3.stats.parts).toBe(3);
    expect(s3.stats.largestBody).toBe(5 * MiB);
    expect(s3.refused).toEqual([]);
    expect(s3.uploads.size).toBe(0);
    // A small one is one PUT; without the token the store refuses.
    await files.put('exports/small.csv', Buffer.from('a,b\n'));
    expect(s3.stats.parts).toBe(3);
    await expect(
      createS3Files({ ...s3.settings, sessionToken: null }).get('exports/small.csv'),
    ).rejects.toThrow(/403 InvalidToken/);
    s3.refused.length = 0;
  });

  it('aborts the upload when a part is refused (the store full): no object, no parts left', async () => {
    const files = createS3Files({ ...s3.settings, partMb: 5 });
    let puts = 0;
    s3.faults.failPut = () => ++puts === 2;
    try {
      await expect(files.put('exports/full.xlsx', stream(11))).rejects.toThrow(
        /PUT part 2 .*507 InsufficientStorage/,
      );
    } finally {
      s3.faults.failPut = null;
    }
    expect(s3.objects.has('exports/full.xlsx')).toBe(false);
    expect(s3.uploads.size).toBe(0);
    expect(s3.stats.aborted).toBe(1);
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
