import type { ThemeConfig } from 'antd';

/** Calm bank blue, generous radius and spacing; the sider is the dark navy of the layout. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d5bbf',
    colorInfo: '#1d5bbf',
    colorBgLayout: '#f3f5f9',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang TC', 'Microsoft JhengHei', 'Noto Sans TC', 'WenQuanYi Zen Hei', sans-serif",
  },
  components: {
    Layout: { siderBg: '#0f2747', triggerBg: '#0b1f3a', headerBg: '#ffffff' },
    Menu: { darkItemBg: '#0f2747', darkSubMenuItemBg: '#0b1f3a', darkItemSelectedBg: '#1d5bbf' },
  },
};
