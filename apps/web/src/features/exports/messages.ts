import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The exports capability's texts: the download centre (money.centre). The export button's texts
 * (money.export) are the list kit's (ui/list/messages.ts).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    centre: {
      intro: '預約下載的報表會在背景生成，完成後可在此下載；文件保留至到期時間。',
      rows: '{{done}} / {{total}} 筆',
      confirmDelete: '刪除此下載任務及其文件？',
      empty: '尚無預約下載。在查詢頁（例如收款查詢）按「導出」→「預約下載」，報表生成後會出現在這裏。',
      emptyLink: '前往收款查詢',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    centre: {
      intro:
        'Scheduled reports are generated in the background and can be downloaded here until they expire.',
      rows: 'Rows {{done}} / {{total}}',
      confirmDelete: 'Delete this download and its file?',
      empty:
        'No scheduled downloads yet. On a query page (such as Collections) choose Export → Scheduled download; the report appears here once it is ready.',
      emptyLink: 'Go to Collections',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
