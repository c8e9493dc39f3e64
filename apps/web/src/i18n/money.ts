import { i18n } from './index.ts';
import { moneyEn } from './money-en.ts';
import { moneyZhTW } from './money-zh-TW.ts';

/**
 * The money views' texts join the portal's message sets (key `money.*`) when the first module that shows
 * them loads: they travel with the lazy pages, not with the sign-in page's start-up bundle (200 KB aim).
 */
i18n.addResourceBundle('zh-TW', 'translation', { money: moneyZhTW }, true, false);
i18n.addResourceBundle('en', 'translation', { money: moneyEn }, true, false);
