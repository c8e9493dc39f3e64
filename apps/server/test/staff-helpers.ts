import { hashPassword } from '../src/crypto/password-hash.ts';
import type { Db } from '../src/db/types.ts';
import { sealKey } from '../src/modules/security/index.ts';
import { codeAt } from '../src/modules/staff/index.ts';
import { signIn } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import { uniq } from './harness.ts';
import type { TestClient } from './test-client.ts';

/** A staff member of the back office made for one test: its role, password, TOTP key and a signed-in client. */
export interface TestStaff {
  id: string;
  loginName: string;
  /** The name the requester sees as the decider. */
  name: string;
  password: string;
  /** The enrolled TOTP key (base32); null when not enrolled. */
  secret: string | null;
  /** A client signed in without the login call (fixtures.signIn). */
  client: TestClient;
}

export const STAFF_PASSWORD = 'Staff@2026x';
const SECRETS = ['JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'];

/** A new staff member of one of the four roles, enrolled (a fixed key) unless `enrolled: false`. */
export async function createStaff(
  server: TestServer,
  role: 'reviewer' | 'approver' | 'staff_admin' | 'auditor',
  opts: { enrolled?: boolean; email?: string } = {},
): Promise<TestStaff> {
  const db = server.db;
  const loginName = uniq('st_');
  const roleId = (
    await db.query<{ id: string }>('select id::text as id from roles where staff_role = $1', [role])
  ).rows[0].id;
  const r = await db.query<{ id: string }>(
    `insert into operators (org_kind, org_id, login_name, name, kind, role_id, email, password_hash, must_change_password)
     values ('provider', 1, $1, $2, 'operator', $3, $4, $5, false) returning id::text as id`,
    [
      loginName,
      `Staff ${role}`,
      roleId,
      opts.email ?? `${loginName}@example.test`,
      await hashPassword(STAFF_PASSWORD),
    ],
  );
  const id = r.rows[0].id;
  let secret: string | null = null;
  if (opts.enrolled !== false) {
    secret = SECRETS[Number(id) % SECRETS.length];
    const now = new Date();
    await db.query('insert into staff_factors (operator_id, secret, enrolled_at) values ($1, $2, $3)', [
      id,
      await sealKey(db, { kind: 'staff', id }, secret, now),
      now,
    ]);
  }
  const client = server.client();
  await signIn(db, client, id);
  return { id, loginName, name: `Staff ${role}`, password: STAFF_PASSWORD, secret, client };
}

/** The TOTP code of a key `stepsAgo` 30-second steps before now. */
export function totp(secret: string, stepsAgo = 0): string {
  return codeAt(secret, new Date(Date.now() - stepsAgo * 30_000));
}

/** The staff sign-in as the back office's page makes it: bound password and the second factor. */
export async function staffLogin(
  c: TestClient,
  loginName: string,
  password: string,
  second: { otp_code?: string; recovery_code?: string } = {},
) {
  const r = await c.call('staff/login', { login_name: loginName, password, ...second });
  if (r.gda.msg_cd === 'SCM00000' && r.data.login) c.formToken = r.data.login.form_token;
  return r;
}

/** The last e-mail to an address in the local outbox. */
export async function lastMail(db: Db, to: string): Promise<string | null> {
  const r = await db.query<{ body: string }>(
    "select body from message_outbox where channel = 'mail' and target = $1 order by id desc limit 1",
    [to],
  );
  return r.rows[0]?.body ?? null;
}
