import { firstError } from '@mp/core/validators/result';
import {
  validateMaxLength,
  validateNoEdgeSpaces,
  validateNoForbiddenChars,
  validateRequired,
} from '@mp/core/validators/text';
import { coreRule } from '../formRules.ts';

/**
 * The rules every free-text field of the administration forms shares (spec point 5), in the server's order
 * (`checkText`, apps/server/src/lists/input.ts): required where asked, none of ' < > nor an invisible or
 * direction-changing character (issue 15, point 3), no edge spaces, at most `max` characters. The texts
 * are the catalogue's.
 */
export function textCheck(max: number, required: boolean) {
  return (v: unknown) =>
    firstError(
      required ? validateRequired(v) : null,
      validateNoForbiddenChars(v),
      validateNoEdgeSpaces(v),
      validateMaxLength(v, max),
    );
}

export function textRules(max: number, required = true) {
  return [coreRule(textCheck(max, required))];
}
