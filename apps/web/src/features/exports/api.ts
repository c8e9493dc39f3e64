import { SCHEDULED_DOWNLOAD_CODE } from '@mp/core/catalogue';
import type { CentreRowT, DownloadTokenResT, ExportFormat, ExportNowResT } from '@mp/core/schemas/exports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/index.ts';

/** Exports (pc/exportData, pc/appointmentExport) and the download centres of the three areas. */

export const exportKeys = {
  all: ['exports'] as const,
  centre: (area: SignedInArea, body: Record<string, unknown>) =>
    [...exportKeys.all, 'centre', area, body] as const,
};

const CENTRE_PATH: Record<SignedInArea, string> = {
  merchant: 'pc/appointmentDownload',
  service: 'pc/appointmentDownloadServer',
  group: 'pc/appointmentDownloadGroup',
};

export interface ExportRequest {
  source: string;
  filters: Record<string, string>;
  format: ExportFormat;
  mask: 'Y' | 'N';
}

export type ExportNowOutcome =
  | { kind: 'file'; link: ExportNowResT }
  /** Above the synchronous limit (SCM40025): the page offers the scheduled download. */
  | { kind: 'scheduled'; message: string }
  | { kind: 'failed' };

/** The synchronous export: a one-time link, or SCM40025 handed back to the page. */
export async function exportNow(req: ExportRequest): Promise<ExportNowOutcome> {
  const r = await call<ExportNowResT>('pc/exportData', { ...req });
  if (r.ok) return { kind: 'file', link: r.data };
  if (r.code === SCHEDULED_DOWNLOAD_CODE) return { kind: 'scheduled', message: r.message };
  return { kind: 'failed' };
}

export function useAppointExport(area: SignedInArea) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (req: ExportRequest) =>
      unwrap(
        await call<{ job_id: string; status: string; total_rows: number }>('pc/appointmentExport', {
          ...req,
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...exportKeys.all, 'centre', area] }),
  });
}

export interface CentreBody {
  status?: string;
  page_no: number;
  page_size: number;
}

export interface CentreAnswer {
  total: number;
  rows: CentreRowT[];
}

const ACTIVE = new Set(['QUEUED', 'RUNNING']);

/**
 * The area's download centre. While a job is queued or running the list refreshes itself every two
 * seconds, and stops once every job has finished.
 */
export function useCentre(area: SignedInArea, body: CentreBody, enabled: boolean) {
  return useQuery({
    queryKey: exportKeys.centre(area, { ...body }),
    enabled,
    placeholderData: keepPreviousData,
    // The table shows its own spinner: the page-wide overlay would flash at every refresh.
    queryFn: async () => unwrap(await call<CentreAnswer>(CENTRE_PATH[area], { ...body }, { loading: false })),
    refetchInterval: (q) => (q.state.data?.rows.some((r) => ACTIVE.has(r.status)) ? 2000 : false),
  });
}

export function useJobDownload() {
  return useMutation({
    mutationFn: async (jobId: string) =>
      unwrap(await call<DownloadTokenResT>('pc/appointmentDownloadFile', { job_id: jobId })),
  });
}

export function useDeleteJob(area: SignedInArea) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => unwrap(await call('pc/deleteServiceExportData', { job_id: jobId })),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...exportKeys.all, 'centre', area] }),
  });
}
