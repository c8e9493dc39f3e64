import { addDaysYmd, todayYmd } from '@mp/core';
import type { PortalArea } from '@mp/core/routes';
import type { DayTotalsT, HomeStatisticsResT } from '@mp/core/schemas/dashboard';
import { PAY_TYPES } from '@mp/core/schemas/transactions';
import { operatorMayUse } from '../../http/gates.ts';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { textFilter } from '../../lists/filters.ts';
import { scopedMerchantIds } from '../../lists/sql.ts';
import {
  countMerchantStatus,
  countStores,
  type DayLine,
  selectDayLines,
  selectLatestSettlement,
  selectMerchantSpending,
} from './queries.ts';

/** The seven days of the chart end yesterday: complete days only (today's running totals are apart). */
export const CHART_DAYS = 7;

function totalsOf(lines: readonly DayLine[]): DayTotalsT {
  const t: DayTotalsT = {
    count: 0,
    amount: 0,
    discount_amount: 0,
    fee: 0,
    net_amount: 0,
    refund_count: 0,
    refund_amount: 0,
  };
  for (const l of lines) {
    if (l.txnType === 'SPEND') {
      t.count += l.count;
      t.amount += l.amount;
      t.discount_amount += l.discount;
      t.fee += l.fee;
      t.net_amount += l.net;
    } else {
      t.refund_count += l.count;
      t.refund_amount += l.amount;
      // A refund's net is -amount: the day's net is what the day's settlement pays.
      t.net_amount += l.net;
    }
  }
  return t;
}

/**
 * Home statistics of the operator's scope (spec point 1): a merchant, or the operator's stores, a
 * service provider's sub-merchants or a group's members (mer_no narrows to one). Successful business
 * only. The latest settlement is shown to operators who may see settlements (44) of the whole merchant.
 */
export async function homeStatistics(
  ctx: SignedInContext<PortalArea>,
  merNo: string | undefined,
): Promise<HomeStatisticsResT> {
  const op = ctx.operator;
  if (!op) throw new AppError('SCM60401');
  const ids = await scopedMerchantIds(ctx, textFilter(merNo));
  const today = todayYmd(ctx.ports.clock.now());
  const yesterday = addDaysYmd(today, -1)!;
  const first = addDaysYmd(today, -CHART_DAYS)!;
  const lines = await selectDayLines(ctx, ids, first, today);
  const seeSettlements = operatorMayUse(op, '44') && op.storeIds === null;
  const days = Array.from({ length: CHART_DAYS }, (_, i) => addDaysYmd(first, i)!);
  // A store operator's home shows its stores, not the merchant's standing: per-merchant figures are for
  // whole organisations (issue 13: providers' and groups' home pages).
  const wholeOrgs = op.storeIds === null;
  const spending = wholeOrgs ? await selectMerchantSpending(ctx, ids, first, yesterday) : [];
  return {
    scope: op.orgKind === 'merchant' ? (op.storeIds === null ? 'merchant' : 'stores') : op.orgKind,
    merchant_count: ids.length,
    store_count: await countStores(ctx, ids),
    today,
    yesterday,
    yesterday_totals: totalsOf(lines.filter((l) => l.date === yesterday)),
    today_totals: totalsOf(lines.filter((l) => l.date === today)),
    latest_settlement: seeSettlements
      ? await selectLatestSettlement(ctx, ids)
      : { settle_date: '', count: 0, net_amount: 0, status: '' },
    seven_days: days.map((date) => {
      const spend = lines.filter((l) => l.date === date && l.txnType === 'SPEND');
      return {
        date,
        count: spend.reduce((s, l) => s + l.count, 0),
        amount: spend.reduce((s, l) => s + l.amount, 0),
        pay_types: PAY_TYPES.map((pay_type) => {
          const of = spend.filter((l) => l.payType === pay_type);
          return {
            pay_type,
            count: of.reduce((s, l) => s + l.count, 0),
            amount: of.reduce((s, l) => s + l.amount, 0),
          };
        }),
      };
    }),
    merchant_status: wholeOrgs ? await countMerchantStatus(ctx, ids) : { normal: 0, frozen: 0, closed: 0 },
    active_merchant_count: spending.length,
    top_merchants: op.orgKind === 'merchant' ? [] : spending.slice(0, 5),
  };
}
