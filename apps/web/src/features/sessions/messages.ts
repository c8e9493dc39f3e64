import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The sessions capability's texts (sessions.*): the signed-in sessions panel.
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  sessions: {
    intro: '您的賬戶目前在以下設備登入。如有不認識的設備，請登出它們並立即修改密碼。',
    device: '設備',
    devices: { Desktop: '電腦', Mobile: '手機', Tablet: '平板', Unknown: '未知設備' },
    unknown: '未知',
    ip: 'IP 地址',
    signedInAt: '登入時間',
    lastSeen: '最後使用',
    thisDevice: '本設備',
    signOutHere: '使用右上角「登出」',
    endOne: '登出此設備',
    endOneConfirm: '登出此設備上的登入？',
    endOthers: '登出其他所有設備',
    endOthersConfirm: '登出其他 {{count}} 個設備上的登入？',
    ended: '已登出 {{count}} 個設備',
  },
};

const en: Shape<typeof zhTW> = {
  sessions: {
    intro:
      'Your account is signed in on these devices. If you do not recognise one, sign it out and change your password at once.',
    device: 'Device',
    devices: { Desktop: 'Computer', Mobile: 'Phone', Tablet: 'Tablet', Unknown: 'Unknown device' },
    unknown: 'Unknown',
    ip: 'IP address',
    signedInAt: 'Signed in',
    lastSeen: 'Last used',
    thisDevice: 'This device',
    signOutHere: 'Use "Sign out" at the top',
    endOne: 'Sign out this device',
    endOneConfirm: 'Sign out the session on this device?',
    endOthers: 'Sign out all other devices',
    endOthersConfirm: 'Sign out your other devices ({{count}})?',
    ended: 'Devices signed out: {{count}}',
  },
};

export const messages = { zhTW, en };
addMessages(messages);
