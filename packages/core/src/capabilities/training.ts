import { capability, page } from '../capability.ts';

/**
 * Training (issue 29 point 5): courses by kind of operator with a quiz, a certificate and a yearly
 * refresh; the required module of a new cashier; the provider's view of its merchants' completion (its
 * own route /service/mercTainView, not in the spec: the spec's training page is the merchant's).
 */
export const manifest = capability({
  name: 'training',
  pages: [
    page('training.mercTainView', 380, ['培訓資料', 'Training'], {
      menu: 'merchant',
      merchant: 'mercTainView',
      service: 'mercTainView',
    }),
  ],
  auditActions: {
    training_quiz: { zh: '完成培訓測驗', en: 'Training quiz taken' },
  },
});
