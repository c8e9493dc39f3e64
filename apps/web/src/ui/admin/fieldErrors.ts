import { CATALOGUE } from '@mp/core/catalogue';
import type { FormInstance } from 'antd';
import { ApiError } from '../../api/errors.ts';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';

/**
 * Where a server refusal is shown in a form. Keys are catalogue codes (OPR10001 -> 'login_name') or the
 * wire field the server names in its message ('phone' -> 'phone'): the server answers "text (field)".
 */
export type Placement = Readonly<Record<string, string>>;

/** What a refusal carries: a failed call's answer, or an ApiError. */
export interface Refusal {
  code: string;
  message: string;
}

const CODE = /^[A-Z]{3}\d{5}$/;
const VALIDATION_CODES = Object.keys(CATALOGUE).filter((c) => c.startsWith('VAL'));
/** The field the server appended to a refusal's text: "text (field)", or a path "text (people.0.id_no)". */
const NAMED = /\s*\(([A-Za-z_][A-Za-z_.0-9]*)\)\s*$/;

/** The codes a call must hand back instead of toasting, so the form can show them beside the field. */
export function handledCodes(placement: Placement): string[] {
  const keys = Object.keys(placement);
  const codes = keys.filter((k) => CODE.test(k));
  return keys.some((k) => !CODE.test(k)) ? [...new Set([...codes, ...VALIDATION_CODES])] : codes;
}

/** The wire field a refusal names ("text (field)" or "text (people.0.id_no)"), or null. */
export function namedField(message: string): string | null {
  return NAMED.exec(message)?.[1] ?? null;
}

/** The catalogue text of a refusal in the current language (without the field the server appended). */
export function errorText(err: Refusal): string {
  return catalogueText(err.code, err.message);
}

/** What a refusal says beside its field: the server's text without the field it appended. */
const besideText = (r: Refusal) => r.message.replace(NAMED, '') || errorText(r);

/** A field name as antd's forms take it: 'people.0.id_no' -> ['people', 0, 'id_no']. */
const pathOf = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/** The form holds the field: it shows it, or it has a value for it. */
function holds(form: FormInstance, path: (string | number)[]): boolean {
  return form.getFieldInstance(path) !== undefined || form.getFieldValue(path) !== undefined;
}

/**
 * "Show a refusal beside its field": the field (scrolled to) or, without one, a toast so that it is never
 * lost. With a placement, the field is where the page placed the refusal's code or named field; without
 * one, the field the server named, when the form holds it.
 */
export function showRefusal(form: FormInstance | null, r: Refusal, placement?: Placement): void {
  const wire = namedField(r.message);
  const field = placement
    ? (wire && placement[wire]) || placement[r.code] || null
    : wire && form && holds(form, pathOf(wire))
      ? wire
      : null;
  if (field && form) {
    form.setFields([{ name: pathOf(field), errors: [besideText(r)] }]);
    form.scrollToField(pathOf(field));
  } else notifier().error(r.message || errorText(r));
}

/**
 * After a mutation failed: a handled refusal goes beside its field (or into a toast); every other failure
 * was already toasted by the API client.
 */
export function showServerError(form: FormInstance | null, err: unknown, placement: Placement): void {
  if (err instanceof ApiError && handledCodes(placement).includes(err.code))
    showRefusal(form, err, placement);
}
