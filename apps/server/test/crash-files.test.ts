import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/http/request-log.ts';
import { startTestServer, type TestServer } from './harness.ts';

// After a crash (issue 15, point 4): a process killed with SIGKILL while it writes an export and a bill
// leaves their temporary files in the file store; the next start removes them and logs how many.

const serverDir = path.resolve(import.meta.dirname, '..');
const EXPORT_KEY = 'exports/20260101/7-0123456789abcdef.csv';
const BILL_KEY = 'bills/merchant/1/daily/20260101.zh-TW.csv';

/** A child process writing both keys through the real file store, with streams that never end. */
const WRITER = `
import { Readable } from 'node:stream';
import { createLocalFiles } from ${JSON.stringify(path.join(serverDir, 'src/ports/files-local.ts'))};
const files = createLocalFiles(process.argv[1]);
const endless = () => new Readable({ read() { setTimeout(() => this.push('1,2,3\\r\\n'.repeat(1000)), 5); } });
for (const key of process.argv.slice(2)) files.put(key, endless());
`;

function temporaries(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((n) => n.endsWith('.tmp'))
    .map((n) => path.join(root, n));
}

async function killedWhileWriting(dataDir: string, keys: string[]): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', WRITER, dataDir, ...keys],
    {
      cwd: serverDir,
      stdio: 'ignore',
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 20_000;
  // Wait until both temporary files hold data, then kill -9.
  for (;;) {
    const tmp = temporaries(dataDir);
    if (tmp.length === keys.length && tmp.every((f) => fs.statSync(f).size > 10_000)) break;
    if (Date.now() > deadline) throw new Error('the writer never wrote');
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  await exited;
  return temporaries(dataDir);
}

describe('start-up after a crash', () => {
  let server: TestServer | null = null;
  afterAll(() => server?.close());

  it('removes the half-written export and bill files, keeps finished ones, and says how many', async () => {
    // This worker's database, reused by the second start below (one server at a time).
    const first = await startTestServer({ fresh: false });
    const dataDir = first.config.dataDir;
    const finished = 'exports/20260101/6-fedcba9876543210.csv';
    await first.built.platform.ports.files.put(finished, Buffer.from('a,b\r\n'));
    await first.close();

    const left = await killedWhileWriting(dataDir, [EXPORT_KEY, BILL_KEY]);
    expect(left).toHaveLength(2);
    expect(left.some((f) => f.includes(`${path.sep}exports${path.sep}`))).toBe(true);
    expect(left.some((f) => f.includes(`${path.sep}bills${path.sep}`))).toBe(true);
    // The crash was a while ago (on PostgreSQL only files nobody wrote to for EXPORT_STALE_MS go, since
    // other processes may share the store); a file written just now may be a live process's.
    const longAgo = new Date(Date.now() - 10 * 60_000);
    for (const f of left) fs.utimesSync(f, longAgo, longAgo);
    const live = path.join(dataDir, 'files/exports/20260101/8-00112233aabbccdd.csv.a1b2c3d4e5f6.tmp');
    fs.writeFileSync(live, 'x');

    const logged: Record<string, any>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n')) if (line.trim()) logged.push(JSON.parse(line));
        done();
      },
    });
    server = await startTestServer({ fresh: false, deps: { logger: createLogger('info', sink) } });
    const shared = server.db.kind === 'postgres';
    const expected = shared ? 2 : 3;

    for (const f of left) expect(fs.existsSync(f), f).toBe(false);
    expect(fs.existsSync(live)).toBe(shared);
    expect(await server.built.platform.ports.files.exists(finished)).toBe(true);
    const line = logged.find((l) => typeof l.removed === 'number');
    expect(line?.removed).toBe(expected);
    expect(line?.msg).toBe(`file store: ${expected} half-written files of an interrupted run removed`);
  });
});
