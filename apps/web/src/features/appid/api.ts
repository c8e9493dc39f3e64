import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/appid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** App-ID binding (appid/*, docs/api.md "App-ID binding"). */
export type Binding = AnswerOf<typeof c.queryBindAppIdInfo>['rows'][number];

const keys = { all: ['appid'] as const };

export function useBindings() {
  return useQuery({ queryKey: keys.all, queryFn: async () => unwrap(await call(c.queryBindAppIdInfo, {})) });
}

export function useAddBinding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.addBindAppId>) =>
      unwrap(await call(c.addBindAppId, body, { handleCodes: ['APP10001', 'APP10002'] })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteBinding() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => unwrap(await call(c.deleteBindAppId, { binding_id: id })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.all }),
  });
}
