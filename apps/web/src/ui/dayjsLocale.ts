import dayjs from 'dayjs';
import 'dayjs/locale/zh-tw';

export function applyDayjsLocale(en: boolean): void {
  dayjs.locale(en ? 'en' : 'zh-tw');
}
