import { isMsgCode, messageOf } from '@mp/core/catalogue';
import { currentLang } from './index.ts';

/**
 * The catalogue text of a message code in the portal's language; for a code the catalogue does not hold,
 * `fallback` (the code itself unless told).
 */
export function catalogueText(code: string, fallback: string = code): string {
  return isMsgCode(code) ? messageOf(code, currentLang()) : fallback;
}
