import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/audit';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import type { ListQuery } from '../../ui/list/spec.ts';

/** The audit log (admin/queryAuditLog) and what only the portal can record (admin/setLogMod). */
export type AuditRow = AnswerOf<typeof c.queryAuditLog>['rows'][number];
type AuditQuery = RequestOf<typeof c.queryAuditLog>;

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
    // The list page's filters are the SPEC's fields of AuditPanel, named as the request's (the server checks them).
    queryFn: async () => unwrap(await call(c.queryAuditLog, { ...q.filters, ...q.paging } as AuditQuery)),
  });
}

/** Records an export, download, print or unmasked view; quiet, since it never blocks what the person does. */
export function useLogMod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.setLogMod>) =>
      unwrap(await call(c.setLogMod, body, { quiet: true, loading: false })),
    onSuccess: () => qc.invalidateQueries({ queryKey: auditKeys.all }),
  });
}
