import type { AnswerOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** The signed-in operator's sessions (admin/querySessionList, endOtherSessions, endSession). */
export type SessionRow = AnswerOf<typeof c.querySessionList>['rows'][number];

export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};

export function useSessions() {
  return useQuery({
    queryKey: sessionKeys.list(),
    queryFn: async () => unwrap(await call(c.querySessionList, {})).rows,
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
    mutationFn: async () => unwrap(await call(c.endOtherSessions, {})),
    onSuccess: done,
  });
}

export function useEndSession() {
  const done = useInvalidateSessions();
  return useMutation({
    mutationFn: async (sessionNo: string) => unwrap(await call(c.endSession, { session_no: sessionNo })),
    onSuccess: done,
  });
}
