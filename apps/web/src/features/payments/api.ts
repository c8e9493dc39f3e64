import * as c from '@mp/core/contracts/payments';
import type { PaymentRowT, PaymentTotals } from '@mp/core/schemas/payments';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';
import { useOneCallList, useTwoCallList } from '../../ui/list/queries.ts';
import type { ListData, ListQuery } from '../../ui/list/spec.ts';
import { usePrivacyMask } from '../../ui/privacy.ts';

/** Payment (audit) query (43) and detail (431): classic meradm/paymentAudit*, senior trade/payment*. */
export type PaymentTotalsT = z.infer<typeof PaymentTotals>;

export const paymentKeys = {
  all: ['payments'] as const,
  classic: (body: object) => [...paymentKeys.all, 'classic', body] as const,
  page: (body: object) => [...paymentKeys.all, 'page', body] as const,
  count: (filters: object) => [...paymentKeys.all, 'count', filters] as const,
  detail: (paymentNo: string, mask: string) => [...paymentKeys.all, 'detail', paymentNo, mask] as const,
};

/** The payee's account comes masked from the server while the privacy flag is on. */
export function usePaymentList(q: ListQuery): ListData<PaymentRowT, PaymentTotalsT> {
  const [masked] = usePrivacyMask();
  const body = { ...q.filters, ...q.paging, mask: masked ? 'Y' : 'N' };
  const classic = useOneCallList({
    key: paymentKeys.classic(body),
    path: c.paymentAuditList,
    body,
    enabled: q.enabled && !q.senior,
    pick: (r) => ({ rows: r.rows, total: r.total_count, totals: r.totals }),
  });
  const senior = useTwoCallList({
    page: { key: paymentKeys.page(body), path: c.paymentPage, body },
    count: { key: paymentKeys.count(q.filters), path: c.paymentCount, body: q.filters },
    enabled: q.enabled && q.senior,
    pickRows: (r) => r.rows,
    pickCount: (r) => ({ total: r.total_count, totals: r.totals }),
  });
  return q.senior ? senior : classic;
}

export function usePaymentDetail(paymentNo: string) {
  const [masked] = usePrivacyMask();
  const mask = masked ? 'Y' : 'N';
  return useQuery({
    queryKey: paymentKeys.detail(paymentNo, mask),
    enabled: paymentNo !== '',
    queryFn: async () => unwrap(await call(c.paymentDetail, { payment_no: paymentNo, mask })),
  });
}
