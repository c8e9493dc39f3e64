import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/face';
import { fileUpload } from '@mp/core/contracts/onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** Face verification (face/*, docs/api.md "Face verification"). */
export type FaceCheck = AnswerOf<typeof c.faceResultQuery>;

const keys = { list: ['face', 'list'] as const, one: (no: string) => ['face', 'check', no] as const };

export function useFaceChecks(enabled: boolean) {
  return useQuery({
    queryKey: keys.list,
    enabled,
    queryFn: async () => unwrap(await call(c.faceCheckList, {})),
  });
}

const OPEN = new Set(['CREATED', 'IN_PROGRESS', 'PROCESSING']);

/** A check's state, asked again every 2 s while it is open (the server asks the vendor). */
export function useFaceCheck(checkNo: string | null) {
  return useQuery({
    queryKey: keys.one(checkNo ?? ''),
    enabled: !!checkNo,
    queryFn: async () => unwrap(await call(c.faceResultQuery, { check_no: checkNo ?? '' })),
    refetchInterval: (q) => (q.state.data && OPEN.has(q.state.data.status) ? 2000 : false),
  });
}

export function useOpenFace() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.fetchFaceOpenUrl>) =>
      unwrap(await call(c.fetchFaceOpenUrl, body, { handleCodes: ['FAC10001', 'FAC10002'] })),
    onSettled: () => void qc.invalidateQueries({ queryKey: keys.list }),
  });
}

export function useSubmitDocuments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.faceDocumentsSubmit>) =>
      unwrap(await call(c.faceDocumentsSubmit, body)),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.list }),
  });
}

export const uploadDocument = (b: { purpose: string; file_name: string; content_base64: string }) =>
  call(fileUpload, b);
