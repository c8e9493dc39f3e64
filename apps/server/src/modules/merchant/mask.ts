import { type MaskKind, mask } from '@mp/core';

/** Masking by the privacy flag of the request (mask 'Y', the browser's default). */
export function masker(flag: 'Y' | 'N') {
  const on = flag === 'Y';
  return {
    of: (kind: MaskKind, value: string | null | undefined) => mask(kind, value, on),
    /** '+853 66123456': the country code stays readable, the number is masked. */
    phone(value: string | null | undefined): string {
      const v = value ?? '';
      const m = /^(\+\d{1,4})\s*(.*)$/.exec(v);
      return m ? `${m[1]} ${mask('phone', m[2], on)}` : mask('phone', v, on);
    },
  };
}
