import type { RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/refunds';
import type { RefundDetailRes, RefundRowT, RefundTotalsT } from '@mp/core/schemas/refunds';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';
import { useModeList } from '../../ui/list/queries.ts';
import type { ListData, ListQuery } from '../../ui/list/spec.ts';
import { REFUND_CODES } from './refundForm.ts';

/** Refund query (42) and detail (421), and the refund of a collection (gather/refundApply). */
export type RefundDetailT = z.infer<typeof RefundDetailRes>;

export const refundKeys = {
  all: ['refunds'] as const,
  classic: (body: object) => [...refundKeys.all, 'classic', body] as const,
  page: (body: object) => [...refundKeys.all, 'page', body] as const,
  count: (filters: object) => [...refundKeys.all, 'count', filters] as const,
  detail: (refundNo: string) => [...refundKeys.all, 'detail', refundNo] as const,
  approvals: () => [...refundKeys.all, 'approvals'] as const,
};

export function useRefundList(q: ListQuery): ListData<RefundRowT, RefundTotalsT> {
  return useModeList(q, {
    keys: refundKeys,
    classic: c.refundQuery,
    page: c.refundPage,
    count: c.refundCount,
  });
}

export function useRefundDetail(refundNo: string) {
  return useQuery({
    queryKey: refundKeys.detail(refundNo),
    enabled: refundNo !== '',
    queryFn: async () => unwrap(await call(c.refundDetail, { refund_no: refundNo })),
  });
}

/** A refund as the dialog sends it: amount is integer cents as digits. */
export type RefundApply = RequestOf<typeof c.refundApply>;

/**
 * Starts a refund. The dialog shows the server's refusals itself (REFUND_CODES), so the call hands them
 * back instead of toasting; a success tells the host (`onRefunded`: the collection detail refreshes the
 * collection and its lists) and refreshes every refund list.
 */
export function useApplyRefund(onRefunded?: (txnNo: string) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundApply) => call(c.refundApply, body, { handleCodes: REFUND_CODES }),
    onSuccess: (r, body) => {
      if (!r.ok) return;
      onRefunded?.(body.txn_no);
      void qc.invalidateQueries({ queryKey: refundKeys.all });
    },
  });
}

/** Refunds waiting for a second operator (approval rules); the approval queue page shows them. */
export function useRefundApprovals(enabled: boolean) {
  return useQuery({
    queryKey: refundKeys.approvals(),
    enabled,
    queryFn: async () => unwrap(await call(c.refundApprovalQueue, {})),
  });
}

/** Approves or rejects a waiting refund; every refund list and the queue are refreshed. */
export function useDecideRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof c.refundApprovalDecide>) => call(c.refundApprovalDecide, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: refundKeys.all }),
  });
}
