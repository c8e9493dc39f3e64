import { useTranslation } from 'react-i18next';
import { setLang, type UiLang } from '../i18n/index.ts';
import styles from './LangSwitch.module.css';

const OPTIONS: { value: UiLang; label: string }[] = [
  { value: 'zh-TW', label: '中文' },
  { value: 'en', label: 'English' },
];

/**
 * 中文 / English, remembered in localStorage 'lang'. Two plain buttons rather than antd's Segmented, which
 * would bring antd's tooltip and form machinery onto the login page.
 */
export function LangSwitch({
  size = 'small',
  tone = 'light',
}: {
  size?: 'small' | 'middle';
  /** 'dark' on a dark (navy) header: the language not in use in light text, still readable (4.5:1). */
  tone?: 'light' | 'dark';
}) {
  const { i18n, t } = useTranslation();
  const current: UiLang = i18n.language === 'en' ? 'en' : 'zh-TW';
  return (
    <fieldset
      className={`${styles.switch} ${size === 'middle' ? styles.middle : ''} ${tone === 'dark' ? styles.dark : ''}`}
      aria-label={t('shell.language')}
      style={{ border: 'none', margin: 0 }}
    >
      {OPTIONS.map((o) => (
        <button
          key={o.value}
          type="button"
          lang={o.value === 'en' ? 'en' : 'zh-Hant'}
          className={`${styles.option} ${o.value === current ? styles.active : ''}`}
          aria-pressed={o.value === current}
          onClick={() => setLang(o.value)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
