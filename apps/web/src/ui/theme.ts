import type { ThemeConfig } from 'antd';

/**
 * The portal's colours, chosen once for WCAG 2.2 AA (issue 17 point 2): every text colour reaches 4.5:1
 * on the backgrounds it is used on (white cards, the #f3f5f9 page, table headers, selected rows, the light
 * tint of its own tag). Ratios in docs/decisions.md ("Accessibility"); `theme.test.ts` recomputes them.
 * antd reads them as tokens; the plain-CSS parts (sign-in page, footer, index.html) read the same values
 * as CSS variables (`PALETTE_VARS`, set on <html> at start-up).
 */
export const PALETTE = {
  /** Calm bank blue: buttons, links, the selected menu entry. */
  primary: '#1d5bbf',
  /** Hover of buttons and links: lighter than the primary, still 5.4:1 with white. */
  primaryHover: '#2c67c8',
  /** The page behind the cards. */
  pageBg: '#f3f5f9',
  /** The dark navy of the sider. */
  navy: '#0f2747',
  /** Secondary text (descriptions, breadcrumb, footer, hints, labels of figures): a slate grey. */
  textMuted: '#5f6b7c',
  /** Placeholders of inputs and selects: lighter than typed text, still 4.8:1 on white. */
  placeholder: '#6b7280',
  /** Errors, danger buttons and the unread badge: 5.2:1 with white, both ways. */
  error: '#cf2b33',
  /** Hover of danger buttons (darker, so white text keeps its contrast). */
  errorHover: '#b0232a',
  /** Success and warning as text (typography, tags); their icons keep antd's bright seeds. */
  successText: '#237804',
  warningText: '#8f5500',
} as const;

/** The same colours for plain CSS: `var(--mp-text-muted)` and so on. */
export const PALETTE_VARS: Readonly<Record<string, string>> = {
  '--mp-primary': PALETTE.primary,
  '--mp-primary-hover': PALETTE.primaryHover,
  '--mp-text-muted': PALETTE.textMuted,
  '--mp-placeholder': PALETTE.placeholder,
  '--mp-error': PALETTE.error,
};

/** Calm bank blue, generous radius and spacing; the sider is the dark navy of the layout. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: PALETTE.primary,
    colorInfo: PALETTE.primary,
    colorPrimaryHover: PALETTE.primaryHover,
    colorLinkHover: PALETTE.primaryHover,
    colorError: PALETTE.error,
    colorErrorHover: PALETTE.errorHover,
    colorSuccessText: PALETTE.successText,
    colorWarningText: PALETTE.warningText,
    colorTextTertiary: PALETTE.textMuted,
    colorTextDescription: PALETTE.textMuted,
    colorTextPlaceholder: PALETTE.placeholder,
    colorBgLayout: PALETTE.pageBg,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans TC', 'WenQuanYi Zen Hei', sans-serif",
  },
  components: {
    Layout: { siderBg: PALETTE.navy, triggerBg: '#0b1f3a', headerBg: '#ffffff' },
    Menu: { darkItemBg: PALETTE.navy, darkSubMenuItemBg: '#0b1f3a', darkItemSelectedBg: PALETTE.primary },
    // A table's empty text (a plain text, not antd's Empty) is antd's disabled grey: muted text instead.
    Table: { colorTextDisabled: PALETTE.textMuted },
    // A tag writes its colour's text on that colour's lightest tint: antd's 7th shade is too light for the
    // greens, golds and oranges (2.2 to 3.4:1), so tags write with the darker shade; tints and borders stay.
    Tag: {
      colorSuccess: PALETTE.successText,
      colorWarning: PALETTE.warningText,
      green7: PALETTE.successText,
      gold7: PALETTE.warningText,
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      lime7: '#4b7300',
      cyan7: '#006d75',
      yellow7: '#7a6300',
    },
  },
};
