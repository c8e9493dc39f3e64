import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The payments' texts (money.payment).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    payment: {
      intro: '查詢對外付款及其審核狀態。',
      stepCreated: '建立',
      stepSubmitted: '提交審核',
      stepAudited: '審核完成',
      stepRefused: '審核未通過',
      notFound: '找不到此付款',
      chooseOne: '請選擇一筆付款',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    payment: {
      intro: 'Find outgoing payments and their review status.',
      stepCreated: 'Created',
      stepSubmitted: 'Submitted for review',
      stepAudited: 'Reviewed',
      stepRefused: 'Not approved',
      notFound: 'This payment cannot be found',
      chooseOne: 'Choose one payment',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
