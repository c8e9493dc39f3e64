import { type Check, isBlank } from '@mp/core/validators/result';
import { catalogueText } from '../i18n/catalogue.ts';

/**
 * An antd form rule from a packages/core validator: the browser refuses exactly what the server refuses,
 * with the catalogue's text in the current language.
 */
export function coreRule(check: (value: unknown) => Check): {
  validator: (rule: unknown, value: unknown) => Promise<void>;
} {
  return {
    validator: (_rule, value) => {
      const code = check(value);
      return code ? Promise.reject(new Error(catalogueText(code))) : Promise.resolve();
    },
  };
}

/**
 * The rule of a confirmation field: filled in (VAL10036) and the same as the field it confirms (VAL10020).
 * Give the field `dependencies={[field]}` so it is checked again when that one changes.
 */
export function confirmRule(field: string) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) =>
    coreRule((v) => (isBlank(v) ? 'VAL10036' : v === getFieldValue(field) ? null : 'VAL10020'));
}
