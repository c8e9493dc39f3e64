import { type ClientSession, EnvelopeError } from './types.ts';

/**
 * The classic call's form fields and answer (docs/protocol.md, "Classic calls"): a POST of
 * application/x-www-form-urlencoded `t`, `d`, `enter=PC`; the answer is JSON.
 */
export const ENTER_PC = 'PC';

/** A type alias, not an interface, so that it passes straight to `new URLSearchParams(form)`. */
export type ClassicForm = {
  t: string;
  d: string;
  enter: typeof ENTER_PC;
};

export interface Gda {
  msg_cd: string;
  msg_inf: string;
}

/** enc_sts '1': d is the sealed data object and t the session id; '0': plain (pre-key calls, early errors). */
export type ClassicAnswer =
  | { gda: Gda; enc_sts: '1'; d: string; t: string }
  | { gda: Gda; enc_sts: '0'; data?: Record<string, unknown> };

/** The form fields of one classic call. */
export async function sealClassicForm(
  session: ClientSession,
  body: object,
  now?: number,
): Promise<ClassicForm> {
  return { t: session.t, d: await session.sealRequest(body, now), enter: ENTER_PC };
}

/** t and d of a parsed classic form; EnvelopeError('format') unless t and d are strings and enter is PC. */
export function readClassicForm(form: unknown): { t: string; d: string } {
  if (typeof form !== 'object' || form === null) throw new EnvelopeError('format', 'the form is empty');
  const { t, d, enter } = form as Record<string, unknown>;
  if (typeof t !== 'string' || typeof d !== 'string')
    throw new EnvelopeError('format', 'the form lacks t or d');
  if (enter !== ENTER_PC) throw new EnvelopeError('format', 'enter must be PC');
  return { t, d };
}
