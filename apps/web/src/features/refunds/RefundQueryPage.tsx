import './messages.ts';
import type { RefundRowT, RefundTotalsT } from '@mp/core/schemas/refunds';
import { type Search, SearchPage } from '../../ui/list/SearchPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useRefundList } from './api.ts';
import { REFUND_TOTALS, refundColumns, refundSpec } from './refundList.tsx';

const REFUNDS: Search<RefundRowT, RefundTotalsT> = {
  intro: 'money.refundQuery.intro',
  spec: refundSpec,
  useData: useRefundList,
  columns: refundColumns,
  rowKey: 'refund_no',
  totals: REFUND_TOTALS,
  exportSource: 'refunds',
};

/** Refund query (42) of the three areas: classic and senior, each refund opening its detail (421). */
export default function RefundQueryPage({ route }: PageProps) {
  return <SearchPage route={route} search={REFUNDS} />;
}
