import { MERCHANTS } from '../../db/seed/orgs.ts';
import { PROFILES } from '../../db/seed/profiles.ts';
import type { Db } from '../../db/types.ts';
import type { Logger } from '../../kernel/log.ts';
import type { NetworkTerminal, PaymentNetwork } from '../../kernel/ports.ts';
import { levelByMerNo } from '../inspection/index.ts';
import { recordNetworkPayment } from '../transactions/index.ts';
import { selectWorkingTerminals, terminalMerchants } from './queries.ts';

/**
 * Live data (issue point 9): the payment network keeps reporting payments at the demo merchants'
 * terminals while the server runs, and each one is booked like any other (transaction, summaries,
 * balance), so the dashboard and the queries move. The rate is the network adapter's (SIM_RATE).
 */

export interface SimulatedTerminals {
  terminals: NetworkTerminal[];
  /** Each terminal's merchant order-number prefix. */
  prefixes: Map<string, string>;
}

/** The demo merchants' working terminals, weighted by each merchant's daily volume and store share. */
export async function loadDemoTerminals(db: Db): Promise<SimulatedTerminals> {
  const demo = new Map(MERCHANTS.map((m) => [m.merNo, m]));
  const rows = await selectWorkingTerminals(db, [...demo.keys()]);
  const terminals: NetworkTerminal[] = [];
  const prefixes = new Map<string, string>();
  for (const row of rows) {
    const m = demo.get(row.mer_no)!;
    const stores = m.stores;
    const store = stores[Number(row.store_rank) - 1] ?? stores[0];
    const storeShare = store.weight / stores.reduce((s, x) => s + x.weight, 0);
    const p = PROFILES[m.profile];
    terminals.push({
      terminalNo: row.terminal_no,
      weight: (m.dailyTxns * storeShare) / Number(row.terminals_in_store),
      ticket: { median: p.median, sigma: p.sigma, min: p.min, max: p.max },
    });
    prefixes.set(row.terminal_no, m.orderPrefix);
  }
  return { terminals, prefixes };
}

export interface Simulator {
  stop(): void;
}

/** Starts booking the network's payments; nothing happens when the network reports none (rate 0). */
export async function startSimulator(deps: {
  db: Db;
  network: PaymentNetwork;
  log: Logger;
  rate: number;
}): Promise<Simulator> {
  if (deps.rate <= 0) return { stop() {} };
  const { terminals, prefixes } = await loadDemoTerminals(deps.db);
  const merNos = await terminalMerchants(deps.db, terminals);
  const feed = deps.network.streamPayments(terminals, async (p) => {
    try {
      // The network declines a merchant 30 days past a deadline (issue 29 point 2: collection suspended).
      const merNo = merNos.get(p.terminalNo);
      if (merNo && (await levelByMerNo(deps.db, merNo)) >= 3) return;
      await recordNetworkPayment(deps.db, p, prefixes.get(p.terminalNo));
    } catch (e) {
      deps.log.error({ err: e, terminal: p.terminalNo }, 'simulated payment not booked');
    }
  });
  deps.log.info({ terminals: terminals.length, perMinute: deps.rate }, 'payment simulator started');
  return feed;
}
