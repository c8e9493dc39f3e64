import { todayYmd } from '@mp/core';
import { expect } from 'vitest';
import type { Db } from '../src/db/types.ts';
import { DOORS, lastMessage } from './auth-helpers.ts';
import type { CreatedOperator } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import type { CallResult, TestClient } from './test-client.ts';

/** Helpers of the administration tests (operators, roles, cashiers, stores, security, notices, audit). */

export const OK = 'SCM00000';

/** The login call of an operator's kind and area (docs/decisions.md, "Login"). */
export function doorOf(op: Pick<CreatedOperator, 'orgKind' | 'kind'>): string {
  if (op.orgKind === 'service') return DOORS.service;
  if (op.orgKind === 'group') return DOORS.group;
  return op.kind === 'admin' ? DOORS.merchantAdmin : DOORS.merchantOperator;
}

/** A browser signed in as `op` (password `password`, the fixture's by default). */
export async function signIn(
  server: TestServer,
  op: CreatedOperator,
  password = op.password,
): Promise<TestClient> {
  const c = server.client();
  const r = await c.login(op.loginName, password, doorOf(op));
  expect(r.gda.msg_cd, `login of ${op.loginName}`).toBe(OK);
  return c;
}

export function code(r: CallResult): string {
  return r.gda.msg_cd;
}

/** The 6-digit code of the newest SMS to a mobile. */
export async function smsCodeTo(db: Db, area: string, mobile: string): Promise<string> {
  const m = await lastMessage(db, 'sms', `${area} ${mobile}`);
  if (!m?.code) throw new Error(`no code in the outbox for ${area} ${mobile}`);
  return m.code;
}

export const wrongCode = (c: string) => String((Number(c) + 1) % 1_000_000).padStart(6, '0');

export async function auditRows(db: Db, operatorId: string, action: string) {
  const r = await db.query<{ action: string; ok: boolean; target: string; detail: any }>(
    'select action, ok, target, detail from audit_log where operator_id = $1 and action = $2 order by id',
    [operatorId, action],
  );
  return r.rows;
}

/** The Macau business day of an instant, yyyymmdd. */
export function macauYmd(d = new Date()): string {
  return todayYmd(d);
}
