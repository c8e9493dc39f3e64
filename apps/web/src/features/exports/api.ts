import { SCHEDULED_DOWNLOAD_CODE } from '@mp/core/catalogue';
import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/exports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/index.ts';
import { fetchList, type ListBody } from '../listpage/queries.ts';

/** Exports (pc/exportData, pc/appointmentExport) and the download centres of the three areas. */

export const exportKeys = {
  all: ['exports'] as const,
  centre: (area: SignedInArea, body: Record<string, unknown>) =>
    [...exportKeys.all, 'centre', area, body] as const,
};

/** What to export: a source, its filters (the list page's, in wire form), the format and the privacy flag. */
export type ExportRequest = RequestOf<typeof c.exportData>;

export type ExportNowOutcome =
  | { kind: 'file'; link: AnswerOf<typeof c.exportData> }
  /** Above the synchronous limit (SCM40025): the page offers the scheduled download. */
  | { kind: 'scheduled'; message: string }
  | { kind: 'failed' };

/** The synchronous export: a one-time link, or SCM40025 handed back to the page. */
export async function exportNow(req: ExportRequest): Promise<ExportNowOutcome> {
  const r = await call(c.exportData, req);
  if (r.ok) return { kind: 'file', link: r.data };
  if (r.code === SCHEDULED_DOWNLOAD_CODE) return { kind: 'scheduled', message: r.message };
  return { kind: 'failed' };
}

export function useAppointExport(area: SignedInArea) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (req: ExportRequest) => unwrap(await call(c.appointmentExport, req)),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...exportKeys.all, 'centre', area] }),
  });
}

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
