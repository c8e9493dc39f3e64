import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFiles, resolveKey, temporaryPath } from './files-local.ts';
import type { FileStore } from './types.ts';

async function text(r: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

describe('local file store', () => {
  let dir: string;
  let files: FileStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mp-files-'));
    files = createLocalFiles(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores buffers and streams under dataDir/files and reads them back', async () => {
    expect(await files.put('exports/m1/a.csv', Buffer.from('a,b\n1,2\n'))).toEqual({ size: 8 });
    expect(await files.put('exports/m1/b.txt', Readable.from(['hello ', 'world']))).toEqual({ size: 11 });
    expect(await readFile(path.join(dir, 'files/exports/m1/a.csv'), 'utf8')).toBe('a,b\n1,2\n');
    expect(await text(await files.get('exports/m1/b.txt'))).toBe('hello world');
    expect(await files.exists('exports/m1/a.csv')).toBe(true);
    await files.remove('exports/m1/a.csv');
    expect(await files.exists('exports/m1/a.csv')).toBe(false);
  });

  it('answers FIL10001 for a missing file', async () => {
    await expect(files.get('exports/none.csv')).rejects.toMatchObject({ code: 'FIL10001' });
  });

  it.each([
    '../escape.txt',
    'a/../../escape.txt',
    '/etc/passwd',
    'a//b',
    '.hidden',
    'a/./b',
    'a\\..\\b',
    '',
    'x'.repeat(600),
  ])('refuses the key %j', async (key) => {
    expect(resolveKey(path.join(dir, 'files'), key)).toBeNull();
    await expect(files.put(key, Buffer.from('x'))).rejects.toThrow(/invalid file key/);
    await expect(files.get(key)).rejects.toMatchObject({ code: 'FIL10001' });
    expect(await files.exists(key)).toBe(false);
  });

  it('removes half-written temporaries only, all of them or those older than asked', async () => {
    const store = createLocalFiles(path.join(dir, 'mine'));
    expect(await store.removeHalfWritten(null)).toBe(0); // nothing written yet: no files directory
    await store.put('exports/d/kept.csv', Buffer.from('x'));
    await store.put('exports/d/kept.tmp', Buffer.from('a key may end in .tmp'));
    const root = path.join(dir, 'other');
    const other = createLocalFiles(root);
    await mkdir(path.join(root, 'files/bills/b'), { recursive: true });
    const old = temporaryPath(path.join(root, 'files/bills/b/x.csv'));
    const recent = temporaryPath(path.join(root, 'files/bills/b/y.csv'));
    await writeFile(old, 'half');
    await writeFile(recent, 'half');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(old, hourAgo, hourAgo);
    expect(await other.removeHalfWritten(new Date(Date.now() - 60_000))).toBe(1);
    expect(await other.removeHalfWritten(null)).toBe(1);
    expect(await other.removeHalfWritten(null)).toBe(0);
    expect(await store.removeHalfWritten(null)).toBe(0);
    expect(await store.exists('exports/d/kept.csv')).toBe(true);
    expect(await store.exists('exports/d/kept.tmp')).toBe(true);
  });
});
