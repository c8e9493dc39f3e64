import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/merchantinfo';
import { fileTmpDownloadPc, fileUpload } from '@mp/core/contracts/onboarding';
import type { INFO_CHANGE_KINDS } from '@mp/core/schemas/merchantinfo';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call, unwrap } from '../../api/client.ts';

/** The merchant-information changes (issue 14 point 5): reads, submissions, withdrawal, files. */
export type InfoKind = (typeof INFO_CHANGE_KINDS)[number];
export type Change = AnswerOf<typeof c.mercInfoModify>;
export type EditInfo = AnswerOf<typeof c.queryMercInfoEdit>;
export type FileRow = AnswerOf<typeof fileUpload>;

export const infoKeys = {
  all: ['merchantinfo'] as const,
  edit: (kind: string) => [...infoKeys.all, 'edit', kind] as const,
  history: (kind: string) => [...infoKeys.all, 'history', kind] as const,
  expiry: () => [...infoKeys.all, 'expiry'] as const,
};

export function useEditInfo(kind: 'BASIC' | 'PERSON', enabled = true) {
  return useQuery({
    queryKey: infoKeys.edit(kind),
    queryFn: async () => unwrap(await call(c.queryMercInfoEdit, { kind })),
    enabled,
  });
}

export function useHistory(kind: InfoKind, enabled = true) {
  return useQuery({
    queryKey: infoKeys.history(kind),
    queryFn: async () => unwrap(await call(c.queryMercUpd, { kind })),
    enabled,
  });
}

export function useExpiry(enabled = true) {
  return useQuery({
    queryKey: infoKeys.expiry(),
    queryFn: async () => unwrap(await call(c.mercQuery, { mask: 'N' })),
    enabled,
  });
}

/** After a submission or a withdrawal: every read of this capability again. */
export function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: infoKeys.all });
}

export const submitBasic = (b: RequestOf<typeof c.mercInfoModify>, o?: CallOptions) =>
  call(c.mercInfoModify, b, o);
export const submitPeople = (b: RequestOf<typeof c.mercPersonModify>, o?: CallOptions) =>
  call(c.mercPersonModify, b, o);
export const submitExpiry = (b: RequestOf<typeof c.mercExpiryModify>, o?: CallOptions) =>
  call(c.mercExpiryModify, b, o);
export const submitSupplement = (b: RequestOf<typeof c.mercSupplementAdd>, o?: CallOptions) =>
  call(c.mercSupplementAdd, b, o);
export const withdrawChange = (changeNo: string) => call(c.mercStatusModify, { change_no: changeNo });

export const uploadFile = (b: { purpose: string; file_name: string; content_base64: string }) =>
  call(fileUpload, b);
export const fileContent = (fileId: string) =>
  call(fileTmpDownloadPc, { file_id: fileId }, { quiet: true, loading: false });
