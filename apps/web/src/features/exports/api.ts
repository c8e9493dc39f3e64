import * as c from '@mp/core/contracts/exports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { exportKeys } from '../../ui/list/exports.ts';
import { fetchList, type ListBody } from '../../ui/list/queries.ts';

/**
 * The download centres of the three areas (their jobs, downloads and deletes). The export itself
 * (pc/exportData, pc/appointmentExport) is the list kit's (ui/list/exports.ts), beside its button.
 */

const ACTIVE = new Set(['QUEUED', 'RUNNING']);

/**
 * The area's download centre (its list page's status filter and paging). While a job is queued or
 * running the list refreshes itself every two seconds, and stops once every job has finished.
 */
export function useCentre(area: SignedInArea, body: ListBody, enabled: boolean) {
  return useQuery({
    queryKey: exportKeys.centre(area, { ...body }),
    enabled,
    placeholderData: keepPreviousData,
    // The table shows its own spinner: the page-wide overlay would flash at every refresh.
    queryFn: () => fetchList({ path: c.CENTRE_OF_AREA[area], body }, { loading: false }),
    refetchInterval: (q) => (q.state.data?.rows.some((r) => ACTIVE.has(r.status)) ? 2000 : false),
  });
}

export function useJobDownload() {
  return useMutation({
    mutationFn: async (jobId: string) => unwrap(await call(c.appointmentDownloadFile, { job_id: jobId })),
  });
}

export function useDeleteJob(area: SignedInArea) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => unwrap(await call(c.deleteServiceExportData, { job_id: jobId })),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...exportKeys.all, 'centre', area] }),
  });
}
