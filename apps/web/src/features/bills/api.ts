import type { BillFileT, BillListResT, BillRefReqT } from '@mp/core/schemas/bills';
import type { DownloadTokenResT } from '@mp/core/schemas/exports';
import { useMutation } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/index.ts';
import { saveDownload } from '../exports/download.ts';
import { useOneCallList } from '../listpage/queries.ts';
import type { ListData, ListQuery } from '../listpage/spec.ts';

/** Bill files (45): the list of each area's endpoint, and a bill's one-time download link. */
export const billKeys = {
  all: ['bills'] as const,
  list: (area: SignedInArea, body: object) => [...billKeys.all, area, body] as const,
};

const LIST_PATH: Record<SignedInArea, string> = {
  merchant: 'query/billDownload',
  service: 'query/serviceBillDownload',
  group: 'query/groupBillDownload',
};

export function useBillList(q: ListQuery, area: SignedInArea): ListData<BillFileT, Record<string, never>> {
  const body = { ...q.filters, ...q.paging };
  return useOneCallList<BillListResT, BillFileT, Record<string, never>>({
    key: billKeys.list(area, body),
    path: LIST_PATH[area],
    body,
    enabled: q.enabled,
    pick: (r) => ({ rows: r.file_list, total: r.total, totals: null }),
  });
}

/** A bill's link (made on demand on the server when it was not generated yet), then the file itself. */
export function useBillDownload() {
  return useMutation({
    mutationFn: async (ref: BillRefReqT) => {
      const link = unwrap(await call<DownloadTokenResT>('query/billDownloadCheck', { ...ref }));
      return saveDownload(link.download_url, link.file_name);
    },
  });
}
