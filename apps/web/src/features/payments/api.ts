import type { RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/payments';
import type { PaymentRowT, PaymentTotals } from '@mp/core/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';
import { handledCodes, type Placement } from '../../ui/admin/fieldErrors.ts';
import { useModeList } from '../../ui/list/queries.ts';
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
  return useModeList(q, {
    keys: paymentKeys,
    classic: c.paymentAuditList,
    page: c.paymentPage,
    count: c.paymentCount,
    extra: { mask: masked ? 'Y' : 'N' },
  });
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

/**
 * Where the payment form and the submit dialog show a refusal: beside the field the server names (a VAL
 * code), the amount for a balance too small, the password for its refusals; anything else is toasted.
 */
export const PAYMENT_PLACEMENT: Placement = {
  payee_name: 'payee_name',
  payee_account_no: 'payee_account_no',
  payee_bank: 'payee_bank',
  amount: 'amount',
  purpose: 'purpose',
  remark: 'remark',
  pay_password: 'pay_password',
  PAY10002: 'amount',
  LOG10011: 'pay_password',
  LOG10012: 'pay_password',
  SEC10005: 'pay_password',
  VAL10036: 'pay_password',
};
const handleCodes = handledCodes(PAYMENT_PLACEMENT);

/** A new payment (paymentAuditInsert) or a change of one to submit (paymentAuditUpdate); lists refreshed. */
export function useSavePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (
      body:
        | { kind: 'insert'; body: RequestOf<typeof c.paymentAuditInsert> }
        | { kind: 'update'; body: RequestOf<typeof c.paymentAuditUpdate> },
    ) =>
      body.kind === 'insert'
        ? call(c.paymentAuditInsert, body.body, { handleCodes })
        : call(c.paymentAuditUpdate, body.body, { handleCodes }),
    onSuccess: (r) => {
      if (r.ok) void qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}

/**
 * Submits a payment for review (paymentAuditSubmit, a confirmed money move: the payment password and the
 * dialog's client key): its amount plus fee are held on the balance.
 */
export function useSubmitPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof c.paymentAuditSubmit>) =>
      call(c.paymentAuditSubmit, body, { handleCodes }),
    onSuccess: (r) => {
      if (r.ok) void qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}

/** Removes a payment to submit or returned by the review (paymentAuditDelete). */
export function useDeletePayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paymentNo: string) => call(c.paymentAuditDelete, { payment_no: paymentNo }),
    onSuccess: (r) => {
      if (r.ok) void qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
