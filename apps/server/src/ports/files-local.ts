import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../kernel/errors.ts';
import type { FileStore } from '../kernel/ports.ts';

// Each segment starts with a letter or digit, so '..', '.', hidden names and empty segments never pass.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** The temporary name a write goes to before it is renamed to its key's path. */
export function temporaryPath(full: string): string {
  return `${full}.${randomBytes(6).toString('hex')}.tmp`;
}

/** Matches temporaryPath's names only: no key the server makes ends like that. */
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;

/**
 * Whether a key is one every store accepts: `/`-separated segments of letters, digits, `.`, `_` and `-`
 * that start with a letter or digit, 512 characters at most (a safe file path and a safe object name).
 */
export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 512) return false;
  return key.split('/').every((s) => SEGMENT.test(s));
}

/** Resolves a key to a path under root, or null when the key could escape root or is malformed. */
export function resolveKey(root: string, key: string): string | null {
  if (!isSafeKey(key)) return null;
  const full = path.resolve(root, ...key.split('/'));
  // Defence in depth: the segment rule already forbids traversal.
  return full.startsWith(root + path.sep) ? full : null;
}

/**
 * Local object store: files under `${dataDir}/files`. Writes go to a temporary name and are renamed, so a
 * reader never sees half a file and a crash leaves no truncated object behind.
 */
export function createLocalFiles(dataDir: string): FileStore {
  const root = path.resolve(dataDir, 'files');
  const mustResolve = (key: string) => {
    const full = resolveKey(root, key);
    if (!full) throw new Error(`invalid file key: ${JSON.stringify(key).slice(0, 80)}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = mustResolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      const tmp = temporaryPath(full);
      try {
        if (Buffer.isBuffer(data)) await writeFile(tmp, data);
        else await pipeline(data as Readable, createWriteStream(tmp));
        await rename(tmp, full);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      return { size: (await stat(full)).size };
    },
    async get(key) {
      const full = resolveKey(root, key);
      if (!full || !(await isFile(full))) throw new AppError('FIL10001');
      return createReadStream(full);
    },
    async exists(key) {
      const full = resolveKey(root, key);
      return full ? isFile(full) : false;
    },
    async remove(key) {
      const full = resolveKey(root, key);
      if (full) await rm(full, { force: true });
    },
    async removeHalfWritten(olderThan) {
      let removed = 0;
      for (const file of await temporaryFiles(root)) {
        if (olderThan) {
          const written = await stat(file).catch(() => null);
          // Gone already (its writer finished), or still being written by a live process.
          if (!written || written.mtime >= olderThan) continue;
        }
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

/** Every temporary file under root (none when the store was never written to). */
async function temporaryFiles(root: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(root, { recursive: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  return entries.filter((name) => TEMPORARY.test(name)).map((name) => path.join(root, name));
}

async function isFile(full: string): Promise<boolean> {
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}
