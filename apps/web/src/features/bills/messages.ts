import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The bills' texts (money.bills).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    bills: {
      intro: '下載日賬單及月賬單。尚未生成的賬單會在下載時即時生成。',
      onDemand: '下載時生成',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    bills: {
      intro: 'Download daily and monthly bills. A bill not generated yet is made when you download it.',
      onDemand: 'Made on download',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
