import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/bankchange';
import { queryBank } from '@mp/core/contracts/onboarding';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import { currentLang } from '../../i18n/index.ts';

/** Settlement bank-account change (meradm/openBank*, queryPayStatus, queryBankCardCheckStatus). */
export type ChangeRow = AnswerOf<typeof c.queryBankCardCheckStatus>['list'][number];
export type CheckStatus = AnswerOf<typeof c.queryBankCardCheckStatus>;
export type Proposal = AnswerOf<typeof c.openBankTmpModify>;
export type NewAccount = RequestOf<typeof c.openBankTmpModify>;

export const bankChangeKeys = {
  all: ['bankchange'] as const,
  status: () => [...bankChangeKeys.all, 'status'] as const,
  pay: (no: string) => [...bankChangeKeys.all, 'pay', no] as const,
  banks: () => [...bankChangeKeys.all, 'banks'] as const,
};

/** The refusals the forms show beside their fields. */
const FORM_CODES = [
  // No verified person: shown beside the form with both ways to one (face check, documents).
  'FAC10004',
  'VAL10001',
  'VAL10003',
  'VAL10005',
  'VAL10007',
  'VAL10010',
  'VAL10036',
  'VAL10012',
  'ONB10005',
  'ONB10006',
  'BNK10001',
  'BNK10002',
  'BNK10003',
  'BNK10004',
  'BNK10005',
  'BNK10006',
  'LOG10011',
  'LOG10012',
  'SEC10005',
];

export function useCheckStatus() {
  return useQuery({
    queryKey: bankChangeKeys.status(),
    queryFn: async () => unwrap(await call(c.queryBankCardCheckStatus, {})),
  });
}

/** Where the verification payment is; asked every 2 s while it is at the bank. */
export function usePayStatus(changeNo: string | null) {
  return useQuery({
    queryKey: bankChangeKeys.pay(changeNo ?? ''),
    enabled: changeNo !== null,
    queryFn: async () =>
      unwrap(await call(c.queryPayStatus, { change_no: changeNo ?? '' }, { loading: false })),
    refetchInterval: (q) => (q.state.data?.pay_status === 'PROCESSING' ? 2000 : false),
  });
}

/** The reference banks (onboarding's public queryBank), for the select. */
export function useBanks() {
  return useQuery({
    queryKey: bankChangeKeys.banks(),
    queryFn: async () => unwrap(await call(queryBank, {}, { loading: false })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const checkProposal = (body: NewAccount) =>
  call(c.openBankTmpModify, body, { handleCodes: FORM_CODES });
export const submitChange = (body: RequestOf<typeof c.openBankModify>) =>
  call(c.openBankModify, body, { handleCodes: FORM_CODES });
export const confirmAmount = (body: RequestOf<typeof c.openBankPayConfirm>) =>
  call(c.openBankPayConfirm, body, { handleCodes: FORM_CODES });

export function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: bankChangeKeys.all });
}

/** A change's new bank in the portal's language (the change keeps the bank's Chinese name and its code). */
export function useBankName(): (row: { bank_code: string; bank_name: string }) => string {
  const banks = useBanks();
  const en = currentLang() === 'en';
  return (row) =>
    (en && banks.data?.list.find((b) => b.bank_code === row.bank_code)?.bank_name_en) || row.bank_name;
}
