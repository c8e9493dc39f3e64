import './messages.ts';
import * as c from '@mp/core/contracts/feebills';
import type { FeeBillFilterReqT, FeeBillListReqT } from '@mp/core/schemas/feebills';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import { notifier } from '../../api/notify.ts';
import { i18n } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { saveDownload } from '../../ui/list/download.ts';

/** Fee bills (47): the area's list, the merchant's confirmation and the four exports. */
export const feeBillKeys = {
  all: ['feebills'] as const,
  list: (area: string, body: object) => [...feeBillKeys.all, 'list', area, body] as const,
};

export function useFeeBills(area: SignedInArea, body: FeeBillListReqT | null) {
  return useQuery({
    queryKey: feeBillKeys.list(area, body ?? {}),
    enabled: body !== null,
    queryFn: async () => unwrap(await call(c.FEE_BILL_LIST_OF_AREA[area], body as FeeBillListReqT)),
  });
}

export function useConfirmBill() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (billNo: string) => unwrap(await call(c.billConfirmationPc, { bill_no: billNo })),
    onSuccess: () => {
      notifier().success(i18n.t('feebills.confirmed'));
      void qc.invalidateQueries({ queryKey: feeBillKeys.all });
    },
  });
}

const queued = () => notifier().success(i18n.t('feebills.queued'));

/** The list of the filter now; above the synchronous limit, a scheduled export instead. */
export async function exportFeeBills(filters: FeeBillFilterReqT) {
  const body = { ...filters, status: filters.status ?? '', format: 'XLSX' as const };
  const r = await call(c.chargeBillExportDetail, body, { handleCodes: ['SCM40025'] });
  if (r.ok) return saveDownload(r.data.download_url, r.data.file_name);
  if (r.code === 'SCM40025') return appointFeeBills(filters);
  return false;
}

export async function appointFeeBills(filters: FeeBillFilterReqT) {
  const r = await call(c.chargeBillExportAppoint, {
    ...filters,
    status: filters.status ?? '',
    format: 'XLSX',
  });
  if (r.ok) queued();
  return r.ok;
}

/** One bill's fee lines now; a large bill goes to the download centre (the asynchronous export). */
export async function exportFeeLines(billNo: string) {
  const r = await call(
    c.chargeBillDetailExportNew,
    { bill_no: billNo, format: 'XLSX' },
    { handleCodes: ['SCM40025'] },
  );
  if (r.ok) return saveDownload(r.data.download_url, r.data.file_name);
  if (r.code !== 'SCM40025') return false;
  const a = await call(c.chargeBillDetailExportAsyn, { bill_no: billNo, format: 'XLSX' });
  if (a.ok) queued();
  return a.ok;
}
