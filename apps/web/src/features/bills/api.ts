import type { RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/bills';
import type { BillFileT } from '@mp/core/schemas/bills';
import { useMutation } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { saveDownload } from '../../ui/list/download.ts';
import { useOneCallList } from '../../ui/list/queries.ts';
import type { ListData, ListQuery } from '../../ui/list/spec.ts';

/** Bill files (45): the list of each area's endpoint, and a bill's one-time download link. */
export const billKeys = {
  all: ['bills'] as const,
  list: (area: SignedInArea, body: object) => [...billKeys.all, area, body] as const,
};

export function useBillList(q: ListQuery, area: SignedInArea): ListData<BillFileT, Record<string, never>> {
  const body = { ...q.filters, ...q.paging };
  // Bills have no totals: the list's Totals type is the empty record.
  return useOneCallList<(typeof c.BILL_LIST_OF_AREA)[SignedInArea], BillFileT, Record<string, never>>({
    key: billKeys.list(area, body),
    path: c.BILL_LIST_OF_AREA[area],
    body,
    enabled: q.enabled,
    pick: (r) => ({ rows: r.file_list, total: r.total, totals: null }),
  });
}

/** A bill's link (made on demand on the server when it was not generated yet), then the file itself. */
export function useBillDownload() {
  return useMutation({
    mutationFn: async (ref: RequestOf<typeof c.billDownloadCheck>) => {
      const link = unwrap(await call(c.billDownloadCheck, ref));
      return saveDownload(link.download_url, link.file_name);
    },
  });
}
