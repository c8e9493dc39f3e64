import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhTW from 'antd/es/locale/zh_TW';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/index.ts';
import { watchSelectLists } from './a11y/selectListNames.ts';
import { applyDayjsLocale } from './dayjsLocale.ts';
import { useReducedMotion, withMotionPreference } from './reducedMotion.ts';
import { KEPT_STYLE_CACHE, keyedTheme } from './styleCache.ts';
import { theme } from './theme.ts';

/**
 * One layout of a record's labels everywhere (issue 32): a label never breaks inside a word or a Chinese
 * term (商戶訂單號 stays whole, an English label wraps at its spaces), and keeps a readable width.
 */
export const DESCRIPTIONS_CONFIG = {
  styles: { label: { wordBreak: 'keep-all', overflowWrap: 'normal', minWidth: 96 } },
} as const;

/** No ripple on a click when less motion is asked for. */
const NO_WAVE = { disabled: true } as const;

function Providers({ children, en }: { children: ReactNode; en: boolean }) {
  const reduced = useReducedMotion();
  const themed = useMemo(
    () => keyedTheme(withMotionPreference(theme, reduced), 'portal', reduced),
    [reduced],
  );
  // antd's styles compiled once per tab, not again at each page switch (ui/styleCache.ts).
  return (
    <StyleProvider cache={KEPT_STYLE_CACHE}>
      <ConfigProvider
        locale={en ? enUS : zhTW}
        theme={themed}
        wave={reduced ? NO_WAVE : undefined}
        descriptions={DESCRIPTIONS_CONFIG}
      >
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}

// antd's static message and Modal (used by the API client) render outside any page: the same locale and
// theme, read when they render. dayjs (date pickers, formatted dates) speaks the language of the portal.
ConfigProvider.config({
  holderRender: (children) => <Providers en={i18n.language === 'en'}>{children}</Providers>,
});
applyDayjsLocale(i18n.language === 'en');
// Select lists carry their field's name for assistive technology (ui/a11y/selectListNames.ts).
watchSelectLists();

/**
 * antd's locale and theme around what renders antd components (issue 16): every page but the sign-in page,
 * the area layout, the loading overlay. It loads with the first of them (`lazyInAntd`, ui/antdLazy.ts),
 * so the sign-in page, which renders none, comes without antd's core.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const en = current.language === 'en';
  useEffect(() => applyDayjsLocale(en), [en]);
  return <Providers en={en}>{children}</Providers>;
}
