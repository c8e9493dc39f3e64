import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/inspection';
import { fileUpload } from '@mp/core/contracts/onboarding';
import { useQuery } from '@tanstack/react-query';
import { type CallOptions, call, unwrap } from '../../api/client.ts';

/** Requirements, inspection tasks and the phone page's calls (issue 29 points 1-3). */
export type Requirements = AnswerOf<typeof c.requirements>;
export type Requirement = Requirements['list'][number];
export type Task = AnswerOf<typeof c.taskList>['list'][number];
export type Item = Task['items'][number];
export type H5Page = AnswerOf<typeof c.h5Page>;
export type MerchantState = AnswerOf<typeof c.merchantState>['list'][number];

export const inspectionKeys = {
  all: ['inspection'] as const,
  requirements: () => [...inspectionKeys.all, 'requirements'] as const,
  tasks: () => [...inspectionKeys.all, 'tasks'] as const,
  h5: (t: string) => [...inspectionKeys.all, 'h5', t] as const,
  state: (merNo: string) => [...inspectionKeys.all, 'state', merNo] as const,
};

/** A provider's or group's merchants with their requirements counted and their restriction. */
export function useMerchantState(merNo: string) {
  return useQuery({
    queryKey: inspectionKeys.state(merNo),
    queryFn: async () => unwrap(await call(c.merchantState, { mer_no: merNo })),
  });
}
export const remind = (merNo: string) => call(c.remind, { mer_no: merNo });
export { c as inspectionContracts };

export function useRequirements(enabled = true) {
  return useQuery({
    queryKey: inspectionKeys.requirements(),
    queryFn: async () => unwrap(await call(c.requirements, {})),
    enabled,
  });
}

export function useTasks() {
  return useQuery({
    queryKey: inspectionKeys.tasks(),
    queryFn: async () => unwrap(await call(c.taskList, {})),
  });
}

export const answerItem = (b: RequestOf<typeof c.answerItem>) => call(c.answerItem, b);
export const handoff = () => call(c.handoff, {});
export const uploadFile = (b: RequestOf<typeof fileUpload>) => call(fileUpload, b);

export function useH5Page(t: string) {
  return useQuery({
    queryKey: inspectionKeys.h5(t),
    queryFn: () => call(c.h5Page, { t }, { quiet: true }),
    enabled: t !== '',
    retry: false,
  });
}
export const h5Upload = (b: RequestOf<typeof c.h5Upload>) => call(c.h5Upload, b);
export const h5AnswerItem = (b: RequestOf<typeof c.h5AnswerItem>) => call(c.h5AnswerItem, b);
export const h5Expiry = (b: RequestOf<typeof c.h5Expiry>, o?: CallOptions) => call(c.h5Expiry, b, o);
export const gpsFlag = (t: string) => call(c.showGPSPositionFlag, { t });
