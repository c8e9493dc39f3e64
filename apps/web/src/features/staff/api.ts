import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';

/** The back office's staff calls (docs/api.md "Back office"): the caller's factor and tokens, staff management. */
export type StaffRow = AnswerOf<typeof c.staffList>['list'][number];
export type TokenRow = AnswerOf<typeof c.tokenList>['list'][number];
export type StaffListFilters = Pick<RequestOf<typeof c.staffList>, 'keyword' | 'role' | 'status'>;
type Opts = { handleCodes?: readonly string[] };

/** The codes a confirmation by an authenticator code answers: shown beside the code field. */
export const OTP_CODES = ['STF10005', 'STF10002', 'LOG10003'] as const;

export const staffKeys = {
  all: ['staff'] as const,
  factor: () => [...staffKeys.all, 'factor'] as const,
  tokens: () => [...staffKeys.all, 'tokens'] as const,
  lists: () => [...staffKeys.all, 'list'] as const,
  list: (f: StaffListFilters, page: number, size: number) => [...staffKeys.lists(), f, page, size] as const,
};

export function useMyFactor() {
  return useQuery({ queryKey: staffKeys.factor(), queryFn: async () => unwrap(await call(c.myFactor, {})) });
}

export function useNewRecoveryCodes({ handleCodes }: Opts = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (otp: string) =>
      unwrap(await call(c.newRecoveryCodes, { otp_code: otp }, { handleCodes })).recovery_codes,
    onSuccess: () => void qc.invalidateQueries({ queryKey: staffKeys.factor() }),
  });
}

export function useTokens() {
  return useQuery({
    queryKey: staffKeys.tokens(),
    queryFn: async () => unwrap(await call(c.tokenList, {})).list,
  });
}

export function useCreateToken({ handleCodes }: Opts = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: RequestOf<typeof c.tokenCreate>) =>
      unwrap(await call(c.tokenCreate, v, { handleCodes })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: staffKeys.tokens() }),
  });
}

export function useRevokeToken() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (tokenId: string) => unwrap(await call(c.tokenRevoke, { token_id: tokenId })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: staffKeys.tokens() }),
  });
}

export function useStaffList(filters: StaffListFilters, paging: { page_no: number; page_size: number }) {
  return useQuery({
    queryKey: staffKeys.list(filters, paging.page_no, paging.page_size),
    queryFn: async () => {
      const r = unwrap(await call(c.staffList, { ...filters, ...paging }));
      return { rows: r.list, total: r.total };
    },
    placeholderData: keepPreviousData,
  });
}

/** A staff change (add, update, reset): the list is read again, and the audit log has a new line. */
function useStaffChange<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: staffKeys.lists() });
      void qc.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export const useAddStaff = ({ handleCodes }: Opts = {}) =>
  useStaffChange(async (v: RequestOf<typeof c.staffAdd>) =>
    unwrap(await call(c.staffAdd, v, { handleCodes })),
  );
export const useUpdateStaff = ({ handleCodes }: Opts = {}) =>
  useStaffChange(async (v: RequestOf<typeof c.staffUpdate>) =>
    unwrap(await call(c.staffUpdate, v, { handleCodes })),
  );
export const useResetStaffPassword = () =>
  useStaffChange(async (operId: string) => unwrap(await call(c.staffResetPassword, { oper_id: operId })));
export const useResetStaffFactor = () =>
  useStaffChange(async (operId: string) => unwrap(await call(c.staffResetFactor, { oper_id: operId })));
