import { addMessages, type Shape } from '../../i18n/bundles.ts';

/** The app-ID binding capability's texts (appid.*). */
const zhTW = {
  appid: {
    intro:
      '將各支付渠道的 AppID（公眾號、小程序、應用等）綁定到您的賬戶。每個 AppID 在同一渠道只能綁定一次。',
    channel: '支付渠道',
    appId: 'AppID',
    remark: '備註',
    createdBy: '綁定人',
    createdAt: '綁定時間',
    add: '綁定 AppID',
    example: '格式例如：{{example}}',
    bound: '已綁定 AppID',
    deleteTitle: '刪除 AppID「{{appId}}」的綁定？',
    deleted: '已刪除綁定',
    actions: '操作',
    empty: '尚未綁定任何 AppID',
    list: '已綁定的 AppID',
  },
};

const en: Shape<typeof zhTW> = {
  appid: {
    intro:
      'Bind the app-IDs of your payment channels (official accounts, mini programs, apps) to your account. An app-ID binds once per channel.',
    channel: 'Payment channel',
    appId: 'App-ID',
    remark: 'Remark',
    createdBy: 'Bound by',
    createdAt: 'Bound at',
    add: 'Bind app-ID',
    example: 'For example: {{example}}',
    bound: 'App-ID bound',
    deleteTitle: 'Delete the binding of app-ID "{{appId}}"?',
    deleted: 'Binding deleted',
    actions: 'Actions',
    empty: 'No app-ID bound yet',
    list: 'Bound app-IDs',
  },
};

export const messages = { zhTW, en };
addMessages(messages);
