import { firstError } from '@mp/core/validators/result';
import {
  validateMaxLength,
  validateNoEdgeSpaces,
  validateNoForbiddenChars,
  validateRequired,
} from '@mp/core/validators/text';
import { coreRule } from '../formRules.ts';

/**
 * The rules every free-text field of the administration forms shares (spec point 5): required where
 * asked, no edge spaces, none of ' < >, at most `max` characters. The texts are the catalogue's.
 */
export function textCheck(max: number, required: boolean) {
  return (v: unknown) =>
    firstError(
      required ? validateRequired(v) : null,
      validateNoEdgeSpaces(v),
      validateNoForbiddenChars(v),
      validateMaxLength(v, max),
    );
}

export function textRules(max: number, required = true) {
  return [coreRule(textCheck(max, required))];
}
