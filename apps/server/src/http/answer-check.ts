import { ProtocolError } from './answer.ts';
import type { EndpointDef } from './endpoint.ts';

/**
 * With CHECK_ANSWERS=1 (every test suite) an answer must match its contract's answer schema: a mismatch
 * answers SCM50000 naming the endpoint and the first wrong field, so a contract that drifts from its
 * handler fails the tests instead of misleading the portal.
 */
export function checkAnswer(def: EndpointDef, data: unknown): void {
  if (!def.contract) return;
  const r = def.answer.safeParse(data);
  if (r.success) return;
  const issue = r.error.issues[0];
  throw new ProtocolError('SCM50000', `answer of ${def.path}: ${issue.path.join('.')} ${issue.message}`);
}
