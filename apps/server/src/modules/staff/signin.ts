import type { StaffLoginResT } from '@mp/core/schemas/staff';
import { macauTime14 } from '@mp/core/time';
import type { CallContext, SignedInContext } from '../../kernel/context.ts';
import { AppError } from '../../kernel/errors.ts';
import { recordAudit } from '../audit/index.ts';
import {
  audit,
  countFailedTry,
  findOperatorById,
  type OperatorAuthRow,
  passwordStep,
  startSignedIn,
} from '../auth/index.ts';
import { openKey, sealKey } from '../security/index.ts';
import {
  factorByTicket,
  factorOf,
  markEnrolled,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingFactor,
  spendRecoveryCode,
  spendStep,
} from './queries.ts';
import {
  hashCode,
  hashToken,
  newRecoveryCodes,
  newSecret,
  otpauthUri,
  randomToken,
  stepOfCode,
} from './totp.ts';

/**
 * The back office's sign-in (docs/decisions.md, "The back office"): the portal's password step (captcha,
 * lock after 5 wrong tries for 30 minutes, one argon2 verification whatever happens), then the second
 * factor: a TOTP code of a step not used before, or an unused recovery code. A wrong second factor counts
 * as a wrong password. Someone without a second factor gets no session: an enrolment offer (a new secret,
 * 10 minutes), finished by staff/enrol with the first code.
 */
export const ENROL_TTL_S = 600;

const owner = (operatorId: string) => ({ kind: 'staff', id: operatorId });

async function secretOf(ctx: CallContext, operatorId: string, sealed: string): Promise<string> {
  return openKey(ctx.db, owner(operatorId), sealed, ctx.ports.clock.now());
}

/** A TOTP code against the person's sealed key: its step spent (`ok`), not a code of the key, or a step used. */
async function takeTotp(
  ctx: CallContext,
  operatorId: string,
  sealed: string,
  code: string,
): Promise<'ok' | 'wrong' | 'replayed'> {
  const step = stepOfCode(await secretOf(ctx, operatorId, sealed), code, ctx.ports.clock.now());
  if (step === null) return 'wrong';
  return (await spendStep(ctx.db, operatorId, step)) ? 'ok' : 'replayed';
}

/** Checks a TOTP code of the person's enrolled factor and spends its step; refusals are catalogue codes. */
export async function spendTotp(ctx: CallContext, operatorId: string, code: string): Promise<void> {
  const f = await factorOf(ctx.db, operatorId);
  const outcome = f?.enrolled_at ? await takeTotp(ctx, operatorId, f.secret, code) : 'wrong';
  if (outcome !== 'ok') throw new AppError(outcome === 'replayed' ? 'STF10002' : 'STF10005', 'otp_code');
}

async function refuseSecondFactor(
  ctx: CallContext,
  row: OperatorAuthRow,
  code: 'STF10004' | 'STF10005',
  reason: string,
): Promise<never> {
  const locked = await countFailedTry(ctx, row, 'provider', reason);
  throw new AppError(locked ? 'LOG10003' : code);
}

export async function staffLogin(
  ctx: CallContext,
  body: { login_name: string; password: string; otp_code?: string; recovery_code?: string },
): Promise<StaffLoginResT> {
  const row = await passwordStep(ctx, body, 'provider');
  const now = ctx.ports.clock.now();
  const factor = await factorOf(ctx.db, row.id);
  if (!factor?.enrolled_at) {
    const secret = newSecret();
    const ticket = randomToken('enr_');
    await savePendingFactor(ctx.db, {
      operatorId: row.id,
      secret: await sealKey(ctx.db, owner(row.id), secret, now),
      ticketHash: hashToken(ticket),
      expiresAt: new Date(now.getTime() + ENROL_TTL_S * 1000),
      at: now,
    });
    await audit(ctx, row, 'staff_login', true, { stage: 'enrol_offered' });
    return {
      stage: 'ENROL',
      enrol: {
        enrol_token: ticket,
        secret,
        otpauth_uri: otpauthUri(secret, row.login_name),
        expires_in: ENROL_TTL_S,
      },
    };
  }
  if (body.otp_code) {
    const outcome = await takeTotp(ctx, row.id, factor.secret, body.otp_code);
    if (outcome === 'wrong') return refuseSecondFactor(ctx, row, 'STF10005', 'wrong_otp');
    if (outcome === 'replayed') {
      await audit(ctx, row, 'staff_login', false, { reason: 'otp_replayed' });
      throw new AppError('STF10002');
    }
  } else if (body.recovery_code) {
    if (!(await spendRecoveryCode(ctx.db, row.id, hashCode(body.recovery_code), now)))
      return refuseSecondFactor(ctx, row, 'STF10004', 'wrong_recovery_code');
    await audit(ctx, row, 'staff_recovery_used', true, { left: await recoveryCodesLeft(ctx.db, row.id) });
  } else {
    throw new AppError('STF10005', 'otp_code');
  }
  return { stage: 'SIGNED_IN', login: await startSignedIn(ctx, row, 'provider') };
}

export async function staffEnrol(ctx: CallContext, body: { enrol_token: string; otp_code: string }) {
  const now = ctx.ports.clock.now();
  const codes = newRecoveryCodes();
  const enrolled = await ctx.db.tx(async (tx) => {
    const f = await factorByTicket(tx, hashToken(body.enrol_token));
    if (!f || f.enrolled_at || !f.ticket_expires_at || f.ticket_expires_at <= now)
      throw new AppError('STF10003');
    const step = stepOfCode(await openKey(tx, owner(f.operator_id), f.secret, now), body.otp_code, now);
    if (step === null) return { operatorId: f.operator_id, ok: false };
    await spendStep(tx, f.operator_id, step);
    await markEnrolled(tx, f.operator_id, now);
    await replaceRecoveryCodes(tx, f.operator_id, codes.map(hashCode), now);
    return { operatorId: f.operator_id, ok: true };
  });
  const row = await findOperatorById(ctx.db, enrolled.operatorId);
  if (row?.org_kind !== 'provider') throw new AppError('STF10003');
  if (!enrolled.ok) return refuseSecondFactor(ctx, row, 'STF10005', 'wrong_enrol_otp');
  if (row.status !== 'normal' || (row.locked_until && row.locked_until > now)) throw new AppError('LOG10003');
  await audit(ctx, row, 'staff_enrol', true);
  return { login: await startSignedIn(ctx, row, 'provider'), recovery_codes: codes };
}

export async function myFactor(ctx: SignedInContext<'provider'>) {
  const op = ctx.operator;
  const f = await factorOf(ctx.db, op.id);
  const r = await ctx.db.query<{ staff_role: string }>(
    'select r.staff_role from operators o join roles r on r.id = o.role_id where o.id = $1',
    [op.id],
  );
  return {
    enrolled_at: macauTime14(f?.enrolled_at ?? null),
    recovery_codes_left: await recoveryCodesLeft(ctx.db, op.id),
    role: r.rows[0].staff_role as 'reviewer',
  };
}

export async function renewRecoveryCodes(ctx: SignedInContext<'provider'>, body: { otp_code: string }) {
  const op = ctx.operator;
  await spendTotp(ctx, op.id, body.otp_code);
  const codes = newRecoveryCodes();
  await ctx.db.tx(async (tx) => {
    await replaceRecoveryCodes(tx, op.id, codes.map(hashCode), ctx.ports.clock.now());
    await recordAudit(ctx, { action: 'staff_recovery_new', target: op.loginName }, tx);
  });
  return { recovery_codes: codes };
}
