import './messages.ts';
import type { PromotionRowT } from '@mp/core/schemas/promotions';
import type { TFunction } from 'i18next';
import { mop } from '../../ui/list/format.ts';

/** The campaign's name as both languages give it. */
export const nameOf = (p: Pick<PromotionRowT, 'name_zh' | 'name_en'>) =>
  [p.name_zh, p.name_en].filter(Boolean).join(' / ');

/** The offer in words: "Pays 85% (15% off)" or "MOP 10.00 off MOP 100.00 or more". */
export function offerOf(
  p: Pick<PromotionRowT, 'kind' | 'discount_rate' | 'threshold' | 'reduction'>,
  t: TFunction,
): string {
  return p.kind === 'DISCOUNT'
    ? t('promotions.offerDiscount', { rate: p.discount_rate, off: `${100 - (p.discount_rate ?? 0)}%` })
    : t('promotions.offerReduction', { threshold: mop(p.threshold), reduction: mop(p.reduction) });
}

/** yyyymmddHHMMss as 'yyyy-mm-dd HH:MM'. */
export const minuteOf = (t14: string) =>
  t14.length >= 12
    ? `${t14.slice(0, 4)}-${t14.slice(4, 6)}-${t14.slice(6, 8)} ${t14.slice(8, 10)}:${t14.slice(10, 12)}`
    : t14;
