import type { AnswerOf, RequestOf } from '@mp/core/contract';
import { applicantSignState, serveApproveSend, serveApproveState } from '@mp/core/contracts/agreements';
import * as c from '@mp/core/contracts/onboarding';
import * as e from '@mp/core/contracts/onboarding-entry';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, type CallOptions, call, unwrap } from '../../api/client.ts';

/** Onboarding (issue 14): reference lists, the applicant's sign-in, the wizard's steps and files. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  banks: (region: string) => [...onboardingKeys.all, 'banks', region] as const,
  mcc: () => [...onboardingKeys.all, 'mcc'] as const,
  areas: (parent: string) => [...onboardingKeys.all, 'areas', parent] as const,
  busTypes: (category: string) => [...onboardingKeys.all, 'busTypes', category] as const,
  products: () => [...onboardingKeys.all, 'products'] as const,
};

const forever = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60 * 60_000 };

export function useMcc() {
  return useQuery({
    queryKey: onboardingKeys.mcc(),
    queryFn: async () => unwrap(await call(c.queryMcc, {})),
    ...forever,
  });
}

export function useAreas(parent: string) {
  return useQuery({
    queryKey: onboardingKeys.areas(parent),
    queryFn: async () => unwrap(await call(c.queryArea, parent ? { parent_code: parent } : {})),
    ...forever,
  });
}

export function useBusTypes(category: 'ENTERPRISE' | 'PERSONAL') {
  return useQuery({
    queryKey: onboardingKeys.busTypes(category),
    queryFn: async () => unwrap(await call(c.queryBusType, { merc_category: category })),
    ...forever,
  });
}

export function useProducts() {
  return useQuery({
    queryKey: onboardingKeys.products(),
    queryFn: async () => unwrap(await call(c.queryRegisterProducts, {})),
    ...forever,
  });
}

export type Application = AnswerOf<typeof c.merInfoQuery>;
export type BankRow = AnswerOf<typeof c.queryBank>['list'][number];
export type FileRow = AnswerOf<typeof c.merH5InsertFile>;
export type SmsSent = AnswerOf<typeof c.sendMessage>;

export const banksLike = (keyword: string) =>
  call(c.queryBankInfoLike, { keyword }, { loading: false, quiet: true });

/**
 * What the wizard needs from whoever registers: the applicant on the public pages (this module's
 * `applicantBackend`), or later a service provider registering a sub-merchant (/service/subMerchantEnterPage)
 * with its own calls. Each answers the application after the step, or a refusal the wizard shows by field.
 */
export interface WizardBackend {
  /** Where the applicant signs before submitting (/mandate, then /signIn); none for a provider's entry. */
  signLink?: string;
  /** Whether the applicant has signed the current letter and contract (the commit needs both). */
  signed?(): Promise<boolean>;
  load(): Promise<ApiResult<Application>>;
  saveProducts(
    b: { merc_category: 'ENTERPRISE' | 'PERSONAL'; products: string[] },
    o?: CallOptions,
  ): Promise<ApiResult<Application>>;
  saveBase(
    b: Omit<RequestOf<typeof c.merAddSaveBaseInfo>, 'apply_token'>,
    o?: CallOptions,
  ): Promise<ApiResult<Application>>;
  upload(
    b: { purpose: string; file_name: string; content_base64: string },
    o?: CallOptions,
  ): Promise<ApiResult<FileRow>>;
  fileContent(fileId: string): Promise<ApiResult<AnswerOf<typeof c.queryH5File>>>;
  ocr(fileId: string): Promise<ApiResult<AnswerOf<typeof c.merH5OcrAuth>>>;
  saveFiles(files: Record<string, string>, o?: CallOptions): Promise<ApiResult<Application>>;
  saveSettle(
    b: Omit<RequestOf<typeof c.merAddSaveSettle>, 'apply_token'>,
    o?: CallOptions,
  ): Promise<ApiResult<Application>>;
  saveContacts(
    b: Omit<RequestOf<typeof c.merAddSaveContact>, 'apply_token'>,
    o?: CallOptions,
  ): Promise<ApiResult<Application>>;
  commit(o?: CallOptions): Promise<ApiResult<Application>>;
}

/** The applicant's backend: every call carries the token signing in by SMS gave. */
export function applicantBackend(token: string): WizardBackend {
  const t = { apply_token: token };
  return {
    signLink: '/mandate',
    signed: async () => {
      const r = await call(applicantSignState, t, { quiet: true, loading: false });
      return r.ok && r.data.items.every((i) => i.signed === 'Y');
    },
    load: () => call(c.merInfoQuery, t, { handleCodes: ['ONB10001'] }),
    saveProducts: (b, o) => call(c.merAccessneType, { ...t, ...b }, o),
    saveBase: (b, o) => call(c.merAddSaveBaseInfo, { ...t, ...b }, o),
    upload: (b, o) => call(c.merH5InsertFile, { ...t, ...b }, o),
    fileContent: (fileId) => call(c.queryH5File, { ...t, file_id: fileId }),
    ocr: (fileId) => call(c.merH5OcrAuth, { ...t, file_id: fileId }, { quiet: true }),
    saveFiles: (files, o) => call(c.merAddFileList, { ...t, files }, o),
    saveSettle: (b, o) => call(c.merAddSaveSettle, { ...t, ...b }, o),
    saveContacts: (b, o) => call(c.merAddSaveContact, { ...t, ...b }, o),
    commit: (o) => call(c.merAddCommit, t, o),
  };
}

export const sendApplicantCode = (phone_area: '+853' | '+852' | '+86', phone: string) =>
  call(c.sendMessage, { phone_area, phone });
export const registerApplicant = (phone_area: '+853' | '+852' | '+86', phone: string, sms_code: string) =>
  call(c.register, { phone_area, phone, sms_code });

/**
 * A service provider's backend (/service/subMerchantEnterPage, 23): its signed-in calls on one of its own
 * entries (`applyNo`); files are the provider's own (file/upload, file/fileTmpDownloadPc).
 */
export function serviceBackend(applyNo: string): WizardBackend {
  const n = { apply_no: applyNo };
  return {
    load: () => call(e.subMerchantEnterQuery, n, { handleCodes: ['SCM40401'] }),
    saveProducts: (b, o) => call(e.subMerchantEnterProduct, { ...n, ...b }, o),
    saveBase: (b, o) => call(e.subMerchantEnterBaseInfo, { ...n, ...b }, o),
    upload: (b, o) => call(c.fileUpload, b, o),
    fileContent: (fileId) => call(c.fileTmpDownloadPc, { file_id: fileId }),
    ocr: (fileId) => call(e.subMerchantEnterOcr, { file_id: fileId }, { quiet: true }),
    saveFiles: (files, o) => call(e.subMerchantEnterFiles, { ...n, files }, o),
    saveSettle: (b, o) => call(e.subMerchantEnterSettle, { ...n, ...b }, o),
    saveContacts: (b, o) => call(e.subMerchantEnterContact, { ...n, ...b }, o),
    commit: (o) => call(e.subMerchantEnterCommit, n, o),
  };
}

export type Entry = AnswerOf<typeof e.subMerchantEnterPage>['rows'][number];
export const entryKeys = {
  list: (q: RequestOf<typeof e.subMerchantEnterPage>) => [...onboardingKeys.all, 'entries', q] as const,
  one: (applyNo: string) => [...onboardingKeys.all, 'entry', applyNo] as const,
};

export function useEntries(q: RequestOf<typeof e.subMerchantEnterPage>) {
  return useQuery({
    queryKey: entryKeys.list(q),
    queryFn: async () => unwrap(await call(e.subMerchantEnterPage, q)),
  });
}

export function useEntry(applyNo: string | null) {
  return useQuery({
    queryKey: entryKeys.one(applyNo ?? ''),
    enabled: !!applyNo,
    queryFn: async () => unwrap(await call(e.subMerchantEnterQuery, { apply_no: applyNo ?? '' })),
  });
}

export const startEntry = () => call(e.subMerchantEnterAdd, {});

/** The entry's /serve/approve link: its state, and sending it (again). */
export type ApprovalLink = AnswerOf<typeof serveApproveState>;
const approvalKey = (applyNo: string) => [...onboardingKeys.all, 'entry', applyNo, 'approval'] as const;

export function useApprovalLink(applyNo: string) {
  return useQuery({
    queryKey: approvalKey(applyNo),
    queryFn: async () => unwrap(await call(serveApproveState, { apply_no: applyNo })),
  });
}

export function useSendApprovalLink(applyNo: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await call(serveApproveSend, { apply_no: applyNo })),
    onSuccess: () => qc.invalidateQueries({ queryKey: approvalKey(applyNo) }),
  });
}
