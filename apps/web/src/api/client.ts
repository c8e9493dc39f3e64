import type { AnswerOf, Contract, RequestOf } from '@mp/core/contract';
import { type ApiResult, type CallOptions, classicCall } from './classic-call.ts';
import { tabSealing } from './random.ts';

export { type ApiResult, type CallOptions, CLASSIC_TIMEOUT_MS, LOCAL_CODES, unwrap } from './classic-call.ts';

/**
 * One classic call of this tab, sealed with its encryption session (api/classic-call.ts): it always
 * resolves, { ok: true, data } on success, otherwise { ok: false, code, message } after telling the person.
 */
export function call<C extends Contract>(
  contract: C,
  body: RequestOf<C>,
  opts: CallOptions = {},
): Promise<ApiResult<AnswerOf<C>>> {
  return classicCall(contract, body, opts, tabSealing);
}
