import type { Db } from '../../db/types.ts';
import { anyAuth, insertAuth, merchantIds } from './queries.ts';

const PARTIES = [
  { party: '澳門通電子錢包平台', kind: 'PLATFORM', scope: 'DEBIT', limit: 5_000_000 },
  { party: '濠江會計雲端系統', kind: 'SOFTWARE', scope: 'READ', limit: 0 },
  { party: '大西洋銀行企業網銀', kind: 'BANK', scope: 'READ', limit: 0 },
] as const;

/** Demo account authorisations: each demo merchant has allowed two or three parties, months ago. */
export async function seedAccountAuths(db: Db, now: Date): Promise<number> {
  if (await anyAuth(db)) return 0;
  let n = 0;
  for (const [i, m] of (await merchantIds(db)).entries()) {
    const parties = PARTIES.slice(0, 2 + (i % 2));
    for (const [j, p] of parties.entries()) {
      n++;
      await insertAuth(db, {
        authNo: `AA${m.mer_no}${String(j + 1).padStart(2, '0')}`,
        merchantId: m.id,
        party: p.party,
        kind: p.kind,
        scope: p.scope,
        limit: p.limit,
        at: new Date(now.getTime() - (40 + i * 7 + j * 30) * 86_400_000),
      });
    }
  }
  return n;
}
