import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { FileStore } from '../src/kernel/ports.ts';

/** A stored object's bytes as text. */
export async function textOf(r: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of r) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks).toString('utf8');
}

/** Keys no store accepts: traversal, absolute, empty or hidden segments, backslashes, too long. */
export const BAD_KEYS = [
  '../escape.txt',
  'a/../../escape.txt',
  '/etc/passwd',
  'a//b',
  '.hidden',
  'a/./b',
  'a\\..\\b',
  '',
  'x'.repeat(600),
];

/**
 * What every FileStore adapter must do (ports/types.ts), run by each adapter's test against its own store
 * (files-local.test.ts on a temporary directory, files-s3.test.ts on an S3-compatible server in the test).
 * `store()` answers the store once the suite's beforeAll has run.
 */
export function fileStoreContract(name: string, store: () => FileStore): void {
  describe(`${name}: the file-store contract`, () => {
    it('stores buffers and streams and reads them back; exists and remove', async () => {
      const files = store();
      expect(await files.put('exports/m1/a.csv', Buffer.from('a,b\n1,2\n'))).toEqual({ size: 8 });
      expect(await files.put('exports/m1/b.txt', Readable.from(['hello ', 'world']))).toEqual({ size: 11 });
      expect(await textOf(await files.get('exports/m1/a.csv'))).toBe('a,b\n1,2\n');
      expect(await textOf(await files.get('exports/m1/b.txt'))).toBe('hello world');
      expect(await files.exists('exports/m1/a.csv')).toBe(true);
      await files.remove('exports/m1/a.csv');
      expect(await files.exists('exports/m1/a.csv')).toBe(false);
      expect(await files.exists('exports/m1/b.txt')).toBe(true);
      await files.remove('exports/m1/a.csv'); // removing a missing file is no error
    });

    it('replaces an object written again, keeps binary bytes and non-ASCII content as they are', async () => {
      const files = store();
      const bytes = Buffer.from([0, 255, 1, 254, 0x89, 0x50, 0x4e, 0x47]);
      await files.put('onboarding/13800000000/f_1.png', Buffer.from('first'));
      expect(await files.put('onboarding/13800000000/f_1.png', bytes)).toEqual({ size: 8 });
      const chunks: Buffer[] = [];
      for await (const c of await files.get('onboarding/13800000000/f_1.png')) chunks.push(Buffer.from(c));
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      await files.put('bills/m_1/macau.txt', Buffer.from('澳門 Macau', 'utf8'));
      expect(await textOf(await files.get('bills/m_1/macau.txt'))).toBe('澳門 Macau');
    });

    it('answers FIL10001 for a missing file', async () => {
      await expect(store().get('exports/none.csv')).rejects.toMatchObject({ code: 'FIL10001' });
      expect(await store().exists('exports/none.csv')).toBe(false);
    });

    it.each(BAD_KEYS)('refuses the key %j', async (key) => {
      const files = store();
      await expect(files.put(key, Buffer.from('x'))).rejects.toThrow(/invalid file key/);
      await expect(files.get(key)).rejects.toMatchObject({ code: 'FIL10001' });
      expect(await files.exists(key)).toBe(false);
    });

    it('removes nothing that is a finished file when half-written ones are cleared', async () => {
      const files = store();
      await files.put('exports/d/kept.csv', Buffer.from('x'));
      await files.put('exports/d/kept.tmp', Buffer.from('a key may end in .tmp'));
      expect(await files.removeHalfWritten(null)).toBe(0);
      expect(await files.exists('exports/d/kept.csv')).toBe(true);
      expect(await files.exists('exports/d/kept.tmp')).toBe(true);
    });
  });
}
