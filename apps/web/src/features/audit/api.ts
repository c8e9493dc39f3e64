import type { AuditQueryRes, SetLogModReq } from '@mp/core/schemas/audit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../listpage/spec.ts';

/** The audit log (admin/queryAuditLog) and what only the portal can record (admin/setLogMod). */
type PageRes = z.infer<typeof AuditQueryRes>;
export type AuditRow = PageRes['rows'][number];

export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (q: ListQuery) => [...auditKeys.lists(), q.filters, q.paging] as const,
};

export function useAuditLog(q: ListQuery) {
  return useQuery({
    queryKey: auditKeys.list(q),
    enabled: q.enabled,
    placeholderData: keepPreviousData,
    queryFn: async () => unwrap(await call<PageRes>('admin/queryAuditLog', { ...q.filters, ...q.paging })),
  });
}

/** Records an export, download, print or unmasked view; quiet, since it never blocks what the person does. */
export function useLogMod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: z.infer<typeof SetLogModReq>) =>
      unwrap(await call('admin/setLogMod', body, { quiet: true, loading: false })),
    onSuccess: () => qc.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
