import type { RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/accounts';
import type { FlowDetailRes, FlowRowT, FlowTotalsT } from '@mp/core/schemas/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';
import { useTwoCallList } from '../../ui/list/queries.ts';
import type { ListData, ListQuery } from '../../ui/list/spec.ts';

/** Accounts: balance (31), recharge and withdrawal, account in/out flows (32) and detail (33). */
export type FlowDetailT = z.infer<typeof FlowDetailRes>;

export const accountKeys = {
  all: ['accounts'] as const,
  balance: () => [...accountKeys.all, 'balance'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
  banks: () => [...accountKeys.all, 'banks'] as const,
  prompt: () => [...accountKeys.all, 'prompt'] as const,
  orders: () => [...accountKeys.all, 'orders'] as const,
  flowPage: (body: object) => [...accountKeys.all, 'flowPage', body] as const,
  flowCount: (filters: object) => [...accountKeys.all, 'flowCount', filters] as const,
  flowDetail: (no: string) => [...accountKeys.all, 'flowDetail', no] as const,
  rules: () => [...accountKeys.all, 'approvalRules'] as const,
  approvals: () => [...accountKeys.all, 'approvals'] as const,
  statements: () => [...accountKeys.all, 'statements'] as const,
};

export function useBalance() {
  return useQuery({
    queryKey: accountKeys.balance(),
    queryFn: async () => unwrap(await call(c.queryAccBalance, {})),
  });
}

export function useAccountInfo(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.info(),
    enabled,
    queryFn: async () => unwrap(await call(c.queryAccountInfo, {})),
  });
}

export function useBankList(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.banks(),
    enabled,
    queryFn: async () => unwrap(await call(c.queryBankList, {})),
  });
}

export function useRechargePrompt(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.prompt(),
    enabled,
    queryFn: async () => unwrap(await call(c.queryPrompt, {})),
  });
}

/** The recent recharges and withdrawals; refreshed every 2 s while one is still at the bank. */
export function useFundOrders() {
  return useQuery({
    queryKey: accountKeys.orders(),
    queryFn: async () => unwrap(await call(c.fundOrders, { page_no: 1, page_size: 10 })),
    refetchInterval: (q) =>
      q.state.data?.rows.some((r) => r.status === 'PROCESSING' || r.status === 'INIT') ? 2000 : false,
  });
}

export function useFlowList(q: ListQuery): ListData<FlowRowT, FlowTotalsT> {
  const body = { ...q.filters, ...q.paging };
  return useTwoCallList({
    page: { key: accountKeys.flowPage(body), path: c.accountInExPage, body },
    count: { key: accountKeys.flowCount(q.filters), path: c.accountInExCount, body: q.filters },
    enabled: q.enabled,
    pickRows: (r) => r.rows,
    pickCount: (r) => ({ total: r.total_count, totals: r.totals }),
  });
}

export function useFlowDetail(flowNo: string) {
  return useQuery({
    queryKey: accountKeys.flowDetail(flowNo),
    enabled: flowNo !== '',
    queryFn: async () => unwrap(await call(c.accountInExDetail, { flow_no: flowNo })),
  });
}

/** Codes the fund dialogs show at their fields instead of a toast. */
export const FUND_CODES: readonly string[] = [
  'VAL10001',
  'VAL10012',
  'VAL10034',
  'VAL10036',
  'ACC10001',
  'ACC10006',
  'ACC10007',
  'LOG10011',
  'LOG10012',
  'SEC10005',
  'SMS10001',
  'SMS10002',
  'SMS10003',
  'SMS10004',
  'SMS10005',
  'SEC10007',
  'SCM40900',
];

export function useSendFundSms() {
  return useMutation({
    mutationFn: (kind: 'WITHDRAW' | 'RECHARGE') => call(c.sendFundSms, { kind }, { handleCodes: FUND_CODES }),
  });
}

export type WithdrawBody = RequestOf<typeof c.withdraw>;
export type RechargeBody = RequestOf<typeof c.accRecharge>;

export function useFundOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: 'WITHDRAW'; body: WithdrawBody } | { kind: 'RECHARGE'; body: RechargeBody }) =>
      v.kind === 'WITHDRAW'
        ? call(c.withdraw, v.body, { handleCodes: FUND_CODES })
        : call(c.accRecharge, v.body, { handleCodes: FUND_CODES }),
    onSuccess: (r) => {
      if (r.ok) void qc.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

// ---- Approval rules and the approval queue (issue 12, point 7a) ----------------------------------------

export function useApprovalRules() {
  return useQuery({
    queryKey: accountKeys.rules(),
    queryFn: async () => unwrap(await call(c.approvalRules, {})),
  });
}

export type ApprovalRulesBody = RequestOf<typeof c.approvalRulesSave>;

/** Saves the rules; refusals (a field's amount, not the administrator) are handed back to the form. */
export function useSaveApprovalRules(handleCodes: readonly string[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApprovalRulesBody) =>
      unwrap(await call(c.approvalRulesSave, body, { handleCodes })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

/** Withdrawals waiting for a second operator. */
export function useWithdrawalApprovals() {
  return useQuery({
    queryKey: accountKeys.approvals(),
    queryFn: async () => unwrap(await call(c.approvalQueue, {})),
  });
}

export function useDecideWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof c.approvalDecide>) => call(c.approvalDecide, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

// ---- Statement subscriptions (issue 12, point 7b) -------------------------------------------------------

/** The subscriptions and their latest deliveries; refreshed every 10 s while one is still pending. */
export function useStatementSubs() {
  return useQuery({
    queryKey: accountKeys.statements(),
    queryFn: async () => unwrap(await call(c.statementSubList, {})),
    refetchInterval: (q) => (q.state.data?.deliveries.some((d) => d.status === 'PENDING') ? 10_000 : false),
  });
}

export type StatementSubBody = RequestOf<typeof c.statementSubSave>;

export function useSaveStatementSub(handleCodes: readonly string[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: StatementSubBody) =>
      unwrap(await call(c.statementSubSave, body, { handleCodes })),
    onSuccess: (data) => qc.setQueryData(accountKeys.statements(), data),
  });
}
