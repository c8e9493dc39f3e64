import { addDaysYmd, newFormId, todayYmd } from '@mp/core';
import type { SweepOrg, World } from '../access-sweep-world.ts';
import { uniqDigits } from '../harness.ts';
import type { Probe, Sample, SweepTable } from './kit.ts';

const MISSING_PROMO = 'PM20200101999999';

/**
 * A campaign of the owner organisation's merchant (a merchant owner's own; for a provider or group owner,
 * the world's merchant A, which is theirs), at its first store.
 */
async function promo(w: World, o: SweepOrg, status = 'WAIT_AUDIT'): Promise<string> {
  const merchant = o.kind === 'merchant' ? o : w.owner.merchant;
  const no = `PM${uniqDigits(18)}`;
  const r = await w.db.query<{ id: string }>(
    `insert into promotions (promo_no, merchant_id, kind, name_zh, discount_rate, cap_flag, start_at, end_at, status,
        contact_due, created_at, updated_at)
     values ($1, $2, 'DISCOUNT', '掃描活動', 90, 'N', now() + interval '1 day', now() + interval '2 days', $3,
        current_date + 5, now(), now()) returning id`,
    [no, merchant.id, status],
  );
  await w.db.query('insert into promotion_stores (promotion_id, store_id) values ($1, $2)', [
    r.rows[0].id,
    merchant.storeId,
  ]);
  return no;
}

async function storeNoOf(w: World, o: SweepOrg): Promise<string> {
  const r = await w.db.query<{ store_no: string }>('select store_no from stores where id = $1', [o.storeId]);
  return r.rows[0].store_no;
}

const createBody = (storeNo: string) => ({
  kind: 'DISCOUNT',
  name_zh: '掃描活動',
  discount_rate: '90',
  cap_flag: 'N',
  start_time: addDaysYmd(todayYmd(new Date()), 1),
  end_time: addDaysYmd(todayYmd(new Date()), 2),
  store_nos: [storeNo],
  client_key: newFormId(),
});

/**
 * An approved union campaign of the owner's provider (the world's provider P for a merchant owner, whose
 * merchant A sees it): union marketing's row.
 */
async function union(w: World, o: SweepOrg): Promise<string> {
  const service = o.kind === 'service' ? o : w.owner.service;
  const no = `PU${uniqDigits(18)}`;
  const start = new Date();
  const end = new Date(Date.now() + 2 * 86_400_000);
  const terms = {
    kind: 'DISCOUNT',
    nameZh: '掃描聯合活動',
    nameEn: '',
    discountRate: 90,
    threshold: null,
    reduction: null,
    capFlag: 'N',
    perTxnCap: null,
    amountCap: null,
    countCap: null,
    perPayerCap: null,
    dailyCountCap: null,
    dailyAmountCap: null,
    fundProvider: 0,
    fundScheme: 0,
    schemeName: '',
    startAt: start.toISOString(),
    endAt: end.toISOString(),
    contactName: '',
    contactArea: '',
    contactPhone: '',
    remark: '',
  };
  await w.db.query(
    `insert into promotion_unions (union_no, service_id, name_zh, terms, start_at, end_at, status, created_at, updated_at)
     values ($1, $2, '掃描聯合活動', $3, $4, $5, 'APPROVED', now(), now())`,
    [no, service.id, JSON.stringify(terms), start.toISOString(), end.toISOString()],
  );
  return no;
}

const { store_nos: _stores, client_key: _key, ...unionBody } = createBody('S000000000');

const samples: Record<string, Sample> = {
  'promotion/unionCreate': () => unionBody,
  'promotion/unionJoin': () => ({ union_no: 'PU20200101999999', store_nos: ['S000000000'] }),
  'promotion/unionLeave': () => ({ union_no: 'PU20200101999999' }),
  'promotion/detail': () => ({ promo_no: MISSING_PROMO }),
  'promotion/report': () => ({ promo_no: MISSING_PROMO }),
  'promotion/create': () => createBody('S000000000'),
  'promotion/amend': () => ({ promo_no: MISSING_PROMO, version: 1 }),
  'promotion/cancel': () => ({ promo_no: MISSING_PROMO, version: 1 }),
  'promotion/revoke': () => ({ promo_no: MISSING_PROMO, reason: '' }),
  'promotion/contactDone': () => ({ promo_no: MISSING_PROMO }),
};

const probes: Record<string, Probe> = {
  'promotion/list promo_no': { value: (w, o) => promo(w, o) },
  'promotion/detail promo_no': { value: (w, o) => promo(w, o) },
  'promotion/report promo_no': { value: (w, o) => promo(w, o) },
  'promotion/amend promo_no': { value: (w, o) => promo(w, o) },
  'promotion/cancel promo_no': { value: (w, o) => promo(w, o) },
  'promotion/revoke promo_no': { value: (w, o) => promo(w, o, 'WAIT_EFFECT') },
  'promotion/contactDone promo_no': { value: (w, o) => promo(w, o, 'WAIT_EFFECT') },
  // The owner merchant joins at its own store (a new union each probe, so the owner's call succeeds).
  'promotion/unionJoin union_no': {
    value: (w, o) => union(w, o),
    body: async (s, value) => ({ union_no: value, store_nos: [await storeNoOf(s.w, s.self)] }),
  },
  // The owner's call answers PRM10014 (not joined), a missing union SCM40401.
  'promotion/unionLeave union_no': { value: (w, o) => union(w, o) },
};

// store_nos (a list) is outside the sweep's row-field pattern: another merchant's store in it is refused
// as a missing one in test/promotions.test.ts.

/** The access sweep's entries of the promotions capability (access-sweep-table.ts joins them). */
const notARow: Record<string, string> = {
  'promotion/list mer_no':
    "a filter of the caller's own list: another merchant's number finds nothing (the list is scoped to the caller's merchants)",
  'promotion/list store_no':
    "a filter of the caller's own list: another merchant's store finds nothing (the list is scoped to the caller's merchants)",
};

export const sweep: SweepTable = { samples, probes, notARow };
