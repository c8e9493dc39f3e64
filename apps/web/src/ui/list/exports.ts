import { SCHEDULED_DOWNLOAD_CODE } from '@mp/core/catalogue';
import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';

/**
 * The export of what a list shows (pc/exportData, pc/appointmentExport): part of the list kit, so a list
 * page only names its export source. The download centres are the exports capability's pages
 * (features/exports), which share the query keys below.
 */

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
