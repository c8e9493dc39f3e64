/**
 * Micro-benchmark of the envelope: microseconds per call round (client seals a request, server opens it,
 * server seals the answer, client opens it) in both modes with the web (WebCrypto + sm-crypto-v2) and
 * node:crypto primitives, plus the one-time unwrap of t and a cached key lookup.
 * Run: npx tsx bench/envelope/micro.ts   (figures only; nothing here is a test)
 */
import os from 'node:os';
import {
  createClientSession,
  createServerCrypto,
  generateServerKeys,
  type Primitives,
  type SecretType,
  webPrimitives,
} from '@mp/core';
import { nativePrimitives } from '../../apps/server/src/http/native-primitives.ts';

const PRIMS: Record<string, Primitives> = { web: webPrimitives, native: nativePrimitives };
const MODES: SecretType[] = ['RSA', 'SM2'];
/** The browser always uses web primitives; the server can use either. */
const PAIRS: [string, string][] = [
  ['web', 'web'],
  ['web', 'native'],
  ['native', 'native'],
];

const requestBody = {
  start_date: '20250101',
  end_date: '20250131',
  store_id: '10001',
  pay_type: 'WECHAT',
  page_no: 1,
  page_size: 20,
  mer_name: '澳門測試商戶',
};
const smallData = { total: 1, balance: 1234567, mer_name: '澳門測試商戶' };
const pageData = {
  total: 2000,
  rows: Array.from({ length: 20 }, (_, i) => ({
    trade_no: `2025010112000000${String(i).padStart(4, '0')}`,
    mer_order_no: `ORD${i}`,
    store_name: '澳門測試門店',
    pay_type: 'WECHAT',
    amount: 10000 + i,
    fee: 60,
    status: 'SUCCESS',
    trade_time: '20250101120000',
  })),
};

interface Timing {
  /** Wall-clock µs per call. */
  wall: number;
  /** CPU µs per call, all threads of this process (WebCrypto works on a thread pool): steadier than
   * wall time when other work shares the machine. */
  cpu: number;
}

/** Medians over 7 samples of the mean per call, so a burst of other load on the machine skews less. */
async function timeIt(fn: () => Promise<unknown>, sampleMs = 120): Promise<Timing> {
  for (let i = 0; i < 50; i++) await fn();
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let s = 0; s < 7; s++) {
    let n = 0;
    let elapsed = 0;
    const start = process.hrtime.bigint();
    const cpu0 = process.cpuUsage();
    while (elapsed < sampleMs) {
      for (let i = 0; i < 10; i++) await fn();
      n += 10;
      elapsed = Number(process.hrtime.bigint() - start) / 1e6;
    }
    const cpu = process.cpuUsage(cpu0);
    walls.push((elapsed * 1000) / n);
    cpus.push((cpu.user + cpu.system) / n);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[3];
  return { wall: median(walls), cpu: median(cpus) };
}

const num = (us: number) => (us >= 100 ? us.toFixed(0) : us.toFixed(1));
const cell = (t: Timing) => `${num(t.wall)} (${num(t.cpu)})`.padStart(15);
const bytes = (o: object) => Buffer.byteLength(JSON.stringify(o));

async function main(): Promise<void> {
  const cpus = os.cpus();
  console.log(
    `machine: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores, node ${process.version}, ${os.platform()} ${os.release()}`,
  );
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(`load average at start: ${load.join(' ')} (figures inflate when it exceeds the cores)`);
  console.log(
    `payloads: request body ${bytes(requestBody)} B, small answer ${bytes(smallData)} B, page answer ${bytes(pageData)} B (20 rows)\n`,
  );
  const keys = await generateServerKeys(nativePrimitives);
  const publicKeys = { rsa_public_key: keys.rsaPublicKeySpkiB64, sm2_public_key: keys.sm2PublicKeyHex };
  const servers = Object.fromEntries(
    Object.entries(PRIMS).map(([name, p]) => [
      name,
      createServerCrypto({
        rsaPrivateKeyPem: keys.rsaPrivateKeyPem,
        sm2PrivateKeyHex: keys.sm2PrivateKeyHex,
        primitives: p,
      }),
    ]),
  );

  console.log('round = sealRequest + openRequest + sealResponse + openResponse');
  console.log('server = openRequest + sealResponse only, the server side of one call');
  console.log('each cell: wall µs per call (CPU µs per call)\n');
  console.log('mode  client  server      round(small)  server(small)    round(page)   server(page)');
  for (const mode of MODES) {
    for (const [clientName, serverName] of PAIRS) {
      const server = servers[serverName];
      const client = await createClientSession({
        secretType: mode,
        keys: publicKeys,
        primitives: PRIMS[clientName],
      });
      const key = await server.keyFor(mode, client.t);
      const d = await client.sealRequest(requestBody);
      const row: Timing[] = [];
      for (const data of [smallData, pageData]) {
        row.push(
          await timeIt(async () => {
            const req = await server.openRequest(key, await client.sealRequest(requestBody));
            await client.openResponse(await server.sealResponse(key, { ...data, echo: req.nonce }));
          }),
        );
        // The same d every time is fine here: the replay check lives in the http layer, not in the envelope.
        row.push(
          await timeIt(async () => server.sealResponse(key, (await server.openRequest(key, d)) && data)),
        );
      }
      console.log(
        `${mode.padEnd(5)} ${clientName.padEnd(7)} ${serverName.padEnd(7)} ${row.map(cell).join('')}`,
      );
    }
  }

  console.log('\none-time cost per session on the server, wall µs (CPU µs)');
  console.log('mode  server        unwrap(t)  keyFor(cache hit)');
  for (const mode of MODES) {
    for (const [serverName, server] of Object.entries(servers)) {
      const client = await createClientSession({ secretType: mode, keys: publicKeys });
      const unwrap = await timeIt(() => server.unwrap(mode, client.t), 300);
      await server.keyFor(mode, client.t);
      const hit = await timeIt(() => server.keyFor(mode, client.t));
      console.log(`${mode.padEnd(5)} ${serverName.padEnd(7)} ${cell(unwrap)}${cell(hit)}`);
    }
  }
}

await main();
