import { addMessages, type Shape } from '../../i18n/bundles.ts';

/** Face verification's texts (face.*). */
const zhTW = {
  face: {
    title: '身份認證',
    intro:
      '部分操作（變更結算賬戶、變更法定代表人）須先確認您的身份。您可選擇人臉識別，或改用證件由職員人工審核。',
    purpose: '用途',
    faceTitle: '人臉識別',
    faceHint:
      '人臉識別由認證服務商進行，將您的面部與證件照片比對。本平台不保存任何面部影像，只保存結果。連結 30 分鐘內有效，只可使用一次。',
    consent: '我同意由認證服務商為我進行人臉識別，並將結果提供予本平台。',
    consentNeeded: '請先勾選同意',
    start: '開始人臉識別',
    current: '本次認證',
    checkNo: '編號',
    status: '狀態',
    reason: '原因',
    failures: '今日未通過 {{n}} 次（第 3 次後轉人工審核）',
    passed: '身份已確認，可繼續辦理。',
    failed: '未通過，可再試一次，或改用證件審核。',
    expired: '連結已過期，請重新開始。',
    manual: '已轉職員人工審核，結果將在此顯示。',
    rejected: '審核不通過。',
    waiting: '請在認證頁面完成操作，本頁會自動更新。',
    openAgain: '開啟認證頁面',
    altTitle: '不使用人臉識別？改用證件審核',
    altHint: '上傳身份證明文件正面、背面及手持證件的照片，由職員人工核對（一般一至兩個工作日）。',
    front: '證件正面',
    back: '證件背面',
    holding: '手持證件照片',
    submitDocs: '提交證件審核',
    docsSent: '已提交，等待職員審核',
    needOne: '請至少上傳一個文件',
    tooLarge: '文件不可超過 2 MB',
    history: '近 30 日的認證',
    method: '方式',
    createdAt: '時間',
    empty: '尚無認證記錄',
    signInTitle: '請先登錄',
    signInHint: '身份認證須由商戶或服務商的管理員登錄後進行。',
    signIn: '前往登錄',
    backBank: '返回結算賬戶變更',
    backInfo: '返回基本資料變更',
    needTitle: '須先核實身份',
    needBank: '提交結算賬戶變更前，須於一小時內通過人臉識別，或改用證件提交人工審核（不使用人臉）。',
    needLegal:
      '變更法定代表人（姓名或證件）前，須於一小時內通過人臉識別，或改用證件提交人工審核（不使用人臉）。其他資料的變更不受影響。',
    goFace: '進行人臉識別',
    goDocuments: '改用證件審核',
  },
};

const en: Shape<typeof zhTW> = {
  face: {
    title: 'Identification',
    intro:
      'Some actions (changing the settlement account, changing the legal representative) need your identity confirmed first. Use a face check, or send your documents for staff to review instead.',
    purpose: 'Purpose',
    faceTitle: 'Face check',
    faceHint:
      'The face check is done by a verification provider, comparing your face with your ID photo. The portal keeps no image of your face, only the result. The link is valid for 30 minutes and works once.',
    consent:
      'I agree to a face check by the verification provider and to it sharing the result with the portal.',
    consentNeeded: 'Tick the agreement first',
    start: 'Start face check',
    current: 'This check',
    checkNo: 'Check no.',
    status: 'Status',
    reason: 'Reason',
    failures: 'Failed checks today: {{n}} (after the third, staff review it)',
    passed: 'Your identity is confirmed: you can carry on.',
    failed: 'Not passed. Try again, or use your documents instead.',
    expired: 'The link has expired: start again.',
    manual: 'Sent to staff for manual review; the result will show here.',
    rejected: 'Not accepted by the review.',
    waiting: 'Finish on the verification page; this page updates by itself.',
    openAgain: 'Open the verification page',
    altTitle: 'Rather not use a face check? Use your documents',
    altHint:
      'Upload the front and back of your ID and a photo of you holding it; staff check them by hand (usually within one or two working days).',
    front: 'ID front',
    back: 'ID back',
    holding: 'Photo holding the ID',
    submitDocs: 'Send for review',
    docsSent: 'Sent: waiting for staff review',
    needOne: 'Upload at least one file',
    tooLarge: 'A file may not exceed 2 MB',
    history: 'Checks in the last 30 days',
    method: 'Method',
    createdAt: 'Time',
    empty: 'No checks yet',
    signInTitle: 'Sign in first',
    signInHint: "Identification is done by a merchant's or provider's administrator, signed in.",
    signIn: 'Go to sign-in',
    backBank: 'Back to the settlement account change',
    backInfo: 'Back to the basic information change',
    needTitle: 'Verify the person first',
    needBank:
      'Before the settlement account change is sent: a face check passed within the hour, or your ID documents sent for manual review (no face check).',
    needLegal:
      'Before a change of the legal representative (name or ID) is sent: a face check passed within the hour, or your ID documents sent for manual review (no face check). Other changes do not need it.',
    goFace: 'Face check',
    goDocuments: 'Use documents instead',
  },
};

export const messages = { zhTW, en };
addMessages(messages);
