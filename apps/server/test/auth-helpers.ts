import type { Db } from '../src/db/types.ts';
import type { CreatedOperator } from './fixtures.ts';
import type { TestClient } from './test-client.ts';

/** Login paths by door (docs/decisions.md, "Login"). */
export const DOORS = {
  merchantAdmin: 'admin/login',
  merchantOperatorOld: 'meradm/meradmOperLogin',
  merchantOperator: 'meradm/meradmOperLoginNew',
  service: 'agt/agtOperLoginNew',
  group: 'admin/groupLogin',
} as const;

export async function operatorRow(db: Db, id: string) {
  const r = await db.query<{
    status: string;
    failed_tries: number;
    locked_until: Date | null;
    must_change_password: boolean;
    last_login_at: Date | null;
    password_hash: string;
  }>(
    'select status, failed_tries, locked_until, must_change_password, last_login_at, password_hash from operators where id = $1',
    [id],
  );
  return r.rows[0];
}

export async function auditActions(
  db: Db,
  operatorId: string,
): Promise<{ action: string; ok: boolean; detail: any }[]> {
  const r = await db.query<{ action: string; ok: boolean; detail: any }>(
    'select action, ok, detail from audit_log where operator_id = $1 order by id',
    [operatorId],
  );
  return r.rows;
}

/** The newest message of the local SMS/mail outbox for a target, and the 6-digit code in it (if any). */
export async function lastMessage(db: Db, channel: 'sms' | 'mail', target: string) {
  const r = await db.query<{ body: string; subject: string }>(
    'select body, subject from message_outbox where channel = $1 and target = $2 order by id desc limit 1',
    [channel, target],
  );
  const m = r.rows[0];
  return m ? { ...m, code: /\b(\d{6})\b/.exec(m.body)?.[1] ?? null } : null;
}

/** The outbox target of an operator's mobile ('+853 6xxxxxxx'). */
export const smsTarget = (op: CreatedOperator) => `${op.phoneArea} ${op.phone}`;

/** The forgot-password SMS request of an operator (admin/sendSms, admin/checkSms). */
export const smsBody = (op: CreatedOperator) => ({
  login_name: op.loginName,
  area_code: op.phoneArea,
  mobile: op.phone,
});

export async function countMessages(db: Db, target: string): Promise<number> {
  const r = await db.query<{ n: string }>('select count(*) as n from message_outbox where target = $1', [
    target,
  ]);
  return Number(r.rows[0].n);
}

/** getOperSalt then updatePsd, as the change-password page does. */
export async function changePassword(
  c: TestClient,
  oldPassword: string,
  newPassword: string,
  confirm = newPassword,
) {
  const salt = await c.call<{ salt: string }>('admin/getOperSalt');
  if (salt.gda.msg_cd !== 'SCM00000') return salt;
  return c.call('admin/updatePsd', {
    old_password: oldPassword,
    new_password: newPassword,
    confirm_password: confirm,
    oper_salt: salt.data.salt,
  });
}
