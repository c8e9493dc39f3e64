import { createClientSession } from '@mp/core';
import type { BuiltApp } from '../../apps/server/src/app.ts';
import type { Config } from '../../apps/server/src/config.ts';
import { createSessionRow } from '../../apps/server/src/http/session.ts';

/**
 * Starts the built server on a free port and answers a function that calls it as demo_merchant through the
 * real envelope: `call('trade/collectionPage', body)` posts to `/syf-mms/<prefix>/trade/collectionPage`.
 * The session is made now, not before the data generation (which may outlast the idle time-out).
 */
export async function callsAsDemoMerchant(built: BuiltApp, config: Config, prefix: string) {
  // A benchmark measuring several sizes asks again for each: the server listens once.
  if (!built.app.server.listening) await built.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = built.app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const admin = (
    await built.db.query<{ id: string }>(`select id from operators where login_name = 'demo_merchant'`)
  ).rows[0].id;
  const session = await createSessionRow(
    built.db,
    admin,
    { ip: '127.0.0.1', userAgent: 'bench' },
    new Date(),
  );
  const keys = (
    await (await fetch(`${base}/syf-mms/sys-mms/admin/getRsaPublicKey`, { method: 'POST' })).json()
  ).data;
  const client = await createClientSession({ secretType: config.secretType, keys });
  return async function call(path: string, body: Record<string, unknown>) {
    const d = await client.sealRequest(body);
    const r = await fetch(`${base}/syf-mms/${prefix}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `MPSID=${session.cookieValue}`,
      },
      body: new URLSearchParams({ t: client.t, d, enter: 'PC' }).toString(),
    });
    const json = await r.json();
    if (json.gda.msg_cd !== 'SCM00000') throw new Error(`${path}: ${JSON.stringify(json.gda)}`);
    return client.openResponse<Record<string, any>>(json.d);
  };
}

/** The p-quantile (0-1) of a sample. */
export const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** Milliseconds one call of `fn` took. */
export async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}
