import * as c from '@mp/core/contracts/invoices';
import type {
  InvoiceAuditReqT,
  InvoiceHeadSaveReqT,
  InvoiceListReqT,
  InvoiceManageReqT,
} from '@mp/core/schemas/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import { feeBillKeys } from '../feebills/index.ts';

/** Invoices (461, 462, 463): query keys and one hook per call; changes refresh what they touch. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  heads: () => [...invoiceKeys.all, 'heads'] as const,
  list: (body: object) => [...invoiceKeys.all, 'list', body] as const,
  queue: (body: object) => [...invoiceKeys.all, 'queue', body] as const,
  detail: (applyNo: string) => [...invoiceKeys.all, 'detail', applyNo] as const,
};

export function useHeads() {
  return useQuery({
    queryKey: invoiceKeys.heads(),
    queryFn: async () => unwrap(await call(c.invoiceHeadList, {})),
  });
}

export function useInvoiceList(body: Partial<InvoiceListReqT>) {
  return useQuery({
    queryKey: invoiceKeys.list(body),
    queryFn: async () => unwrap(await call(c.invoiceDetailsListPageOms, body)),
  });
}

export function useAuditQueue(body: Partial<InvoiceListReqT>) {
  return useQuery({
    queryKey: invoiceKeys.queue(body),
    queryFn: async () => unwrap(await call(c.invoiceTmpListPage, body)),
  });
}

export function useInvoiceDetail(applyNo: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(applyNo),
    enabled: applyNo !== '',
    queryFn: async () => unwrap(await call(c.queryInvoiceInfo, { apply_no: applyNo })),
  });
}

function useInvalidating<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: invoiceKeys.all });
      void qc.invalidateQueries({ queryKey: feeBillKeys.all });
    },
  });
}

export const useSaveHead = () =>
  useInvalidating(
    async (body: Partial<InvoiceHeadSaveReqT> & Pick<InvoiceHeadSaveReqT, 'head_type' | 'title'>) =>
      unwrap(await call(c.invoiceHeadSave, body)),
  );
export const useDefaultHead = () =>
  useInvalidating(async (headId: string) => unwrap(await call(c.invoiceHeadDefault, { head_id: headId })));
export const useDeleteHead = () =>
  useInvalidating(async (headId: string) => unwrap(await call(c.invoiceHeadDelete, { head_id: headId })));
export const useApply = () =>
  useInvalidating(async (body: { bill_nos: string[]; head_id: string; remark: string; client_key: string }) =>
    unwrap(await call(c.invoiceApplyOms, body)),
  );
export const useManage = () =>
  useInvalidating(async (body: InvoiceManageReqT) => unwrap(await call(c.invoiceInfoManger, body)));
export const useAudit = () =>
  useInvalidating(async (body: Partial<InvoiceAuditReqT> & Pick<InvoiceAuditReqT, 'apply_no' | 'action'>) =>
    unwrap(await call(c.invoiceInfoAudit, body)),
  );
