import type { EndSessionsRes, SessionListRes } from '@mp/core/schemas/security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';

/** The signed-in operator's sessions (admin/querySessionList, endOtherSessions, endSession). */
export type SessionRow = z.infer<typeof SessionListRes>['rows'][number];
type Ended = z.infer<typeof EndSessionsRes>;

export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};

export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.list(),
    queryFn: async () => unwrap(await call<z.infer<typeof SessionListRes>>('admin/querySessionList')).rows,
  });
}

function useInvalidateSessions() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: sessionKeys.all });
    void qc.invalidateQueries({ queryKey: ['audit'] });
  };
}

export function useEndOtherSessions() {
  const done = useInvalidateSessions();
  return useMutation({
    mutationFn: async () => unwrap(await call<Ended>('admin/endOtherSessions')),
    onSuccess: done,
  });
}

export function useEndSession() {
  const done = useInvalidateSessions();
  return useMutation({
    mutationFn: async (sessionNo: string) =>
      unwrap(await call<Ended>('admin/endSession', { session_no: sessionNo })),
    onSuccess: done,
  });
}
