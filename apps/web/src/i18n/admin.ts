import { adminEn } from './admin-en.ts';
import { adminZhTW } from './admin-zh-TW.ts';
import { i18n } from './index.ts';

/**
 * The administration pages' texts join the two message sets when the signed-in area loads (this module is
 * imported by the area layout), so the login page does not carry them: it must stay under 200 KB.
 */
i18n.addResourceBundle('zh-TW', 'translation', adminZhTW, true, false);
i18n.addResourceBundle('en', 'translation', adminEn, true, false);
