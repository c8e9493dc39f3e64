import { CATALOGUE, isMsgCode, messageOf } from '@mp/core/catalogue';
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/errors.ts';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';

/**
 * Where a server refusal is shown in a form. Keys are catalogue codes (OPR10001 -> 'login_name') or the
 * wire field the server names in its message ('phone' -> 'phone'): the server answers "text (field)".
 */
export type Placement = Readonly<Record<string, string>>;

const CODE = /^[A-Z]{3}\d{5}$/;
const VALIDATION_CODES = Object.keys(CATALOGUE).filter((c) => c.startsWith('VAL'));

/** The codes a call must hand back instead of toasting, so the form can show them beside the field. */
export function handledCodes(placement: Placement): string[] {
  const keys = Object.keys(placement);
  const codes = keys.filter((k) => CODE.test(k));
  return keys.some((k) => !CODE.test(k)) ? [...new Set([...codes, ...VALIDATION_CODES])] : codes;
}

/** The wire field a refusal names ("text (field)"), or null. */
export function namedField(message: string): string | null {
  const m = /\(([A-Za-z_]+)\)\s*$/.exec(message);
  return m ? m[1] : null;
}

/** The catalogue text of a refusal in the current language (without the field the server appended). */
export function errorText(err: ApiError): string {
  return isMsgCode(err.code) ? messageOf(err.code, currentLang()) : err.message;
}

/**
 * After a mutation failed: a handled refusal goes under its field (or, without one, into a toast so it is
 * never lost); every other failure was already toasted by the API client.
 */
export function showServerError(form: FormInstance | null, err: unknown, placement: Placement): void {
  if (!(err instanceof ApiError)) return;
  if (!handledCodes(placement).includes(err.code)) return;
  const wire = namedField(err.message);
  const field = (wire && placement[wire]) || placement[err.code];
  const text = errorText(err);
  if (field && form) form.setFields([{ name: field, errors: [text] }]);
  else notifier().error(err.message || text);
}
