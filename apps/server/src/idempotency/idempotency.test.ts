import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, uniq } from '../../test/harness.ts';
import type { Db } from '../db/types.ts';
import { AppError } from '../kernel/errors.ts';
import { findKey, type IdempotentRequest, once, requestHash } from './index.ts';

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDb());
});
afterAll(async () => {
  await close?.();
});

const request = (key: string, ...parts: string[]): IdempotentRequest => ({
  scope: 'test',
  key,
  hash: requestHash(...parts),
  at: new Date(),
});

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'OK',
    (e) => (e instanceof AppError ? e.code : String(e)),
  );

describe('once', () => {
  it('hashes the request values one per line', () => {
    expect(requestHash('T1', '100')).toBe(requestHash('T1\n100'));
    expect(requestHash('T1', '100')).not.toBe(requestHash('T1', '1000'));
  });

  it('does the work once, stores its answer and answers it to a repeat', async () => {
    const key = uniq('k');
    let runs = 0;
    const work = async () => ({ n: ++runs });
    expect(await once(db, request(key, 'a'), work)).toEqual({ answer: { n: 1 }, replayed: false });
    expect(await once(db, request(key, 'a'), work)).toEqual({ answer: { n: 1 }, replayed: true });
    expect(runs).toBe(1);
    expect(await findKey(db, 'test', key)).toEqual({ hash: requestHash('a'), answer: { n: 1 } });
    expect(await findKey(db, 'other', key)).toBeNull();
  });

  it('refuses the same key with another request (SCM40900), in its scope only', async () => {
    const key = uniq('k');
    await once(db, request(key, 'a'), async () => ({}));
    expect(await codeOf(once(db, request(key, 'b'), async () => ({})))).toBe('SCM40900');
    expect(
      (await once(db, { ...request(key, 'b'), scope: 'test2' }, async () => ({ ok: 1 }))).answer,
    ).toEqual({
      ok: 1,
    });
  });

  it('keeps nothing of a refused work: the key stays unused, its writes are rolled back', async () => {
    const key = uniq('k');
    const refused = once(db, request(key, 'a'), async (tx) => {
      await tx.query(
        `insert into idempotency_keys (scope, key, request_hash, created_at) values ('probe', $1, '', now())`,
        [key],
      );
      throw new AppError('TRD10005');
    });
    expect(await codeOf(refused)).toBe('TRD10005');
    expect(await findKey(db, 'test', key)).toBeNull();
    expect(await findKey(db, 'probe', key)).toBeNull();
    expect(await once(db, request(key, 'b'), async () => 'second')).toEqual({
      answer: 'second',
      replayed: false,
    });
  });

  it('runs the work once when the same key arrives five times at once', async () => {
    const key = uniq('k');
    let runs = 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        once(db, request(key, 'a'), async () => {
          runs += 1;
          await new Promise((r) => setTimeout(r, 20));
          return { run: runs };
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(answers.map((a) => a.answer)).toEqual(Array(5).fill({ run: 1 }));
    expect(answers.filter((a) => !a.replayed).length).toBe(1);
  });
});
