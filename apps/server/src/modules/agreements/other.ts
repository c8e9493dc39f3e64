import { maskCard } from '@mp/core/masking';
import { macauTime14 } from '@mp/core/time';
import type { SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { PAY_MAX_TRIES } from '../security/index.ts';
import { lastSettlement, operatorFacts, settlementAccount } from './other-queries.ts';
import { orgFacts } from './queries.ts';

/** The remaining meradm calls of issue 28 (docs/decisions.md, "The other calls"). */

export async function settleInfo(ctx: SignedInContext<'merchant'>) {
  const id = ctx.operator.orgId;
  const acc = await settlementAccount(ctx.db, id);
  const last = await lastSettlement(ctx.db, id);
  return {
    bank_name: acc?.bank_name ?? '',
    account_name: acc?.account_name ?? '',
    account_no: maskCard(acc?.account_no ?? ''),
    currency: acc?.currency ?? 'MOP',
    last_settle_date: last?.settle_date ?? '',
    last_status: last?.status ?? '',
    last_net_amount: last ? Number(last.net_amount) : 0,
  };
}

async function self(ctx: SignedInContext<'merchant' | 'service'>) {
  const o = await operatorFacts(ctx.db, ctx.operator.id);
  if (!o) throw new AppError('SCM40401');
  return o;
}

export async function queryPayPwdUpdFlg(ctx: SignedInContext<'merchant'>) {
  const o = await self(ctx);
  const set = o.pay_password_hash ? 'Y' : 'N';
  return {
    pay_pwd_set: set,
    upd_flag: set === 'N' || o.pay_failed_tries >= PAY_MAX_TRIES ? 'Y' : 'N',
  } as const;
}

export async function queryUrmOper(ctx: SignedInContext<'merchant' | 'service'>) {
  const o = await self(ctx);
  const org = await orgFacts(ctx.db, { kind: ctx.operator.orgKind, id: ctx.operator.orgId });
  return {
    login_name: o.login_name,
    name: o.name,
    kind: o.kind,
    role_name: o.role_name ?? '',
    store_scope: o.store_scope,
    org_no: org?.no ?? '',
    org_name: org?.name ?? '',
    last_login_at: o.last_login_at ? macauTime14(o.last_login_at) : '',
  };
}
