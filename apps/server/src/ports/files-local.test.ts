import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_KEYS, fileStoreContract } from '../../test/file-store-contract.ts';
import type { FileStore } from '../kernel/ports.ts';
import { createLocalFiles, resolveKey, temporaryPath } from './files-local.ts';

describe('local file store', () => {
  let dir: string;
  let files: FileStore;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mp-files-'));
    files = createLocalFiles(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  fileStoreContract('local disk', () => files);

  it('keeps the files under dataDir/files', async () => {
    await files.put('exports/m2/a.csv', Buffer.from('a,b\n1,2\n'));
    expect(await readFile(path.join(dir, 'files/exports/m2/a.csv'), 'utf8')).toBe('a,b\n1,2\n');
  });

  it.each(BAD_KEYS)('resolves no path for the key %j', (key) => {
    expect(resolveKey(path.join(dir, 'files'), key)).toBeNull();
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
