import { isPermissionCode, type PermissionCode } from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import { isCashierFunction } from '@mp/core/schemas/cashiers';
import type { Operator } from '../kernel/context.ts';

/**
 * The operator record of a call, built in one place from one select list: for a session (http/session.ts)
 * and for a background job that acts for its requester (modules/exports/job-requester.ts).
 */

/**
 * The operator's part of a session or job lookup (alias `o` = operators): role codes of a live role, the
 * permitted stores (null = all) and a cashier's functions.
 */
export const OPERATOR_GRANTS_SQL = `
       coalesce((select array_agg(rp.code order by rp.code)
                   from role_permissions rp join roles r on r.id = rp.role_id
                  where rp.role_id = o.role_id and r.status = 'normal'), '{}') as codes,
       case when o.store_scope = 'all' then null
            else coalesce((select array_agg(os.store_id::text order by os.store_id)
                             from operator_stores os where os.operator_id = o.id), '{}') end as store_ids,
       coalesce((select array_agg(cf.func order by cf.func)
                   from cashier_functions cf where cf.operator_id = o.id), '{}') as functions`;

/** Every column of an OperatorRecordRow, from `operators o`. */
export const OPERATOR_RECORD_SQL = `o.id as operator_id, o.org_kind, o.org_id, o.kind, o.login_name, o.name, o.role_id, o.status,
       o.allow_refund,${OPERATOR_GRANTS_SQL}`;

export interface OperatorRecordRow {
  operator_id: string;
  org_kind: OrgKind;
  org_id: string;
  kind: Operator['kind'];
  login_name: string;
  name: string;
  role_id: string | null;
  status: string;
  allow_refund: boolean;
  codes: string[];
  store_ids: string[] | null;
  functions: string[];
}

/** A cashier's functions as the gates read them: the stored ones plus allow_refund from its switch. */
export function cashierFunctionsOf(row: {
  kind: Operator['kind'];
  allow_refund: boolean;
  functions: string[];
}): Operator['cashierFunctions'] {
  if (row.kind !== 'cashier') return null;
  const fns = row.functions.filter(isCashierFunction);
  return new Set(row.allow_refund ? [...fns, 'allow_refund' as const] : fns);
}

/** The operator of a row read with OPERATOR_RECORD_SQL; `storeIds` narrows the row's stores when given. */
export function operatorOfRow(
  row: OperatorRecordRow,
  facts: { mustChangePassword: boolean; trainingDue?: boolean; storeIds?: readonly string[] | null },
): Operator {
  return {
    id: String(row.operator_id),
    orgKind: row.org_kind,
    orgId: String(row.org_id),
    kind: row.kind,
    loginName: row.login_name,
    name: row.name,
    roleId: row.role_id === null ? null : String(row.role_id),
    codes: new Set(row.codes.filter(isPermissionCode) as PermissionCode[]),
    storeIds: facts.storeIds === undefined ? row.store_ids : facts.storeIds,
    allowRefund: row.allow_refund,
    cashierFunctions: cashierFunctionsOf(row),
    mustChangePassword: facts.mustChangePassword,
    trainingDue: facts.trainingDue ?? false,
  };
}
