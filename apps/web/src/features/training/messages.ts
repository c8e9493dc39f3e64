import { addMessages, type Shape } from '../../i18n/bundles.ts';

/** Training's texts (training.*). */
const zhTW = {
  training: {
    intro: '按您的崗位修讀課程並完成測驗（{{mark}} 分及格）。證書有效一年，屆滿前須重修。',
    requiredTitle: '請先完成必修課程',
    requiredText: '收銀員須先完成「收單風險承諾」課程及測驗（每年重修），通過後其他頁面方會開放。',
    required: '必修',
    status: { NOT_STARTED: '未修讀', FAILED: '未及格', PASSED: '已通過', DUE: '須重修' },
    score: '成績 {{score}} 分',
    validUntil: '有效期至 {{date}}',
    start: '開始學習',
    retake: '重新修讀',
    review: '重溫課程',
    certificate: '下載證書',
    quiz: '測驗',
    submit: '提交答案',
    answerAll: '請回答所有問題',
    passed: '恭喜！您以 {{score}} 分通過測驗。',
    failed: '成績 {{score}} 分，未達 {{mark}} 分。請重溫標示的題目後再試。',
    wrong: '答錯',
    close: '返回課程列表',
    completionTitle: '商戶培訓完成情況',
    merNo: '商戶號',
    merName: '商戶名稱',
    operators: '操作員',
    trained: '已完成培訓',
    cashiersDue: '未完成必修的收銀員',
    lastPassed: '最近通過',
    empty: '暫無商戶',
  },
};

const en: Shape<typeof zhTW> = {
  training: {
    intro:
      'Take the courses of your role and their quizzes (pass mark {{mark}} %). A certificate is valid for a year; take the course again before it ends.',
    requiredTitle: 'Finish the required course first',
    requiredText:
      'A cashier completes the "Acquiring risk commitment" course and its quiz (yearly) first; the other pages open once it is passed.',
    required: 'Required',
    status: { NOT_STARTED: 'Not started', FAILED: 'Not passed', PASSED: 'Passed', DUE: 'Due again' },
    score: 'Score {{score}} %',
    validUntil: 'Valid until {{date}}',
    start: 'Start',
    retake: 'Take again',
    review: 'Read again',
    certificate: 'Download certificate',
    quiz: 'Quiz',
    submit: 'Submit answers',
    answerAll: 'Answer every question',
    passed: 'Well done: you passed with {{score}} %.',
    failed: 'You scored {{score}} %, under {{mark}} %. Read the marked questions again and retry.',
    wrong: 'Wrong',
    close: 'Back to the courses',
    completionTitle: "Merchants' training",
    merNo: 'Merchant no.',
    merName: 'Merchant name',
    operators: 'Operators',
    trained: 'Trained',
    cashiersDue: 'Cashiers without the required course',
    lastPassed: 'Last passed',
    empty: 'No merchants',
  },
};

export const messages = { zhTW, en };
addMessages(messages);
