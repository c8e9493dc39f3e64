import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import {
  CODE_MAX_TRIES,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  codeHash,
  codeMatches,
  newSixDigitCode,
} from './codes.ts';
import {
  type CodeRow,
  claimCodeTry,
  insertCode,
  latestCode,
  lockCodeTarget,
  setCodeHash,
} from './queries.ts';

/**
 * The verification-code rules every sender shares (forgot password, an operator's security codes, an
 * applicant's sign-in): one code per scene and target at a time, a new one not within 60 s of the last
 * (SMS10004), 5 minutes to live. Answers the code in clear, for the caller to send; only its hash is kept.
 */
export async function issueCode(
  db: Db,
  now: Date,
  row: { scene: string; channel: 'sms' | 'mail'; target: string; operatorId: string | null },
): Promise<string> {
  const code = newSixDigitCode();
  await db.tx(async (tx) => {
    await lockCodeTarget(tx, row.scene, row.target);
    const last = await latestCode(tx, row.scene, row.target);
    if (last && now.getTime() - last.created_at.getTime() < CODE_RESEND_MS) throw new AppError('SMS10004');
    const id = await insertCode(tx, { ...row, expiresAt: new Date(now.getTime() + CODE_TTL_MS), at: now });
    await setCodeHash(tx, id, codeHash(id, code));
  });
  return code;
}

/**
 * Spends one try of the newest code of (scene, target) and answers its row when `smsCode` is right and
 * `owns` accepts the row, without using it up. The try is counted before the comparison, in one
 * statement, so parallel guesses cannot exceed the 5 tries: SMS10002 no live code, SMS10003 tries used
 * up, SMS10001 wrong.
 */
export async function claimCode(
  db: Db,
  now: Date,
  o: { scene: string; target: string; smsCode: string; owns: (code: CodeRow) => boolean },
): Promise<CodeRow> {
  const code = await latestCode(db, o.scene, o.target);
  if (!code) throw new AppError('SMS10002');
  const tries = await claimCodeTry(db, code.id, CODE_MAX_TRIES, now);
  if (tries === null)
    throw new AppError(!code.used_at && code.tries >= CODE_MAX_TRIES ? 'SMS10003' : 'SMS10002');
  if (!(o.owns(code) && codeMatches(code.id, o.smsCode, code.code_hash)))
    throw new AppError(tries >= CODE_MAX_TRIES ? 'SMS10003' : 'SMS10001');
  return code;
}
