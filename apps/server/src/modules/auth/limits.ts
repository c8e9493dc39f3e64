/**
 * Per-IP rate limits of the auth calls (EndpointDef.rateLimit). Generous for a person behind a shared
 * office address, tight for a script: the lockout stops guessing one account, these slow guessing many.
 */
const MINUTE = 60_000;
export const LOGIN_RATE = { max: 30, windowMs: MINUTE };
export const SALT_RATE = { max: 60, windowMs: MINUTE };
/**
 * admin/getEncryptSalt: signed-in only, and one per call that carries a payment password (a refund, a
 * confirmation), which are not limited themselves: as many as a busy office's cashiers make together.
 */
export const PAY_SALT_RATE = { max: 600, windowMs: MINUTE };
export const SEND_CODE_RATE = { max: 10, windowMs: MINUTE };
export const CHECK_CODE_RATE = { max: 30, windowMs: MINUTE };
export const SET_PASSWORD_RATE = { max: 20, windowMs: MINUTE };
