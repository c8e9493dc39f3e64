import { addMessages, type Shape } from '../../i18n/bundles.ts';

/**
 * The exports capability's texts: the export button (money.export) and the download centre (money.centre).
 * Joined to the portal's message sets when a module that shows them is loaded (the modules that use these
 * keys import this file), so the sign-in page never carries them.
 */
const zhTW = {
  money: {
    export: {
      button: '導出',
      now: '立即導出',
      appoint: '预约下载',
      csv: 'CSV',
      xlsx: 'Excel (XLSX)',
      queued: '已加入預約下載',
      queuedHint: '共 {{rows}} 筆，文件生成後可在下載中心下載。',
      toCentre: '前往下載中心',
      downloadFailed: '下載失敗，請稍後再試',
    },
    centre: {
      intro: '預約下載的報表會在背景生成，完成後可在此下載；文件保留至到期時間。',
      rows: '{{done}} / {{total}} 筆',
      confirmDelete: '刪除此下載任務及其文件？',
    },
  },
};

const en: Shape<typeof zhTW> = {
  money: {
    export: {
      button: 'Export',
      now: 'Export now',
      appoint: 'Scheduled download',
      csv: 'CSV',
      xlsx: 'Excel (XLSX)',
      queued: 'Added to scheduled downloads',
      queuedHint: 'Rows: {{rows}}. Download the file from the download centre when it is ready.',
      toCentre: 'Go to download centre',
      downloadFailed: 'The download failed. Please try again later.',
    },
    centre: {
      intro:
        'Scheduled reports are generated in the background and can be downloaded here until they expire.',
      rows: 'Rows {{done}} / {{total}}',
      confirmDelete: 'Delete this download and its file?',
    },
  },
};

export const messages = { zhTW, en };
addMessages(messages);
