import { capability } from '../capability.ts';

export const manifest = capability({
  name: 'audit',
  auditActions: {
    print: { zh: '列印', en: 'Print' },
    unmask: { zh: '查看完整個人資料', en: 'Personal data shown unmasked' },
  },
  jobs: ['audit-retention'],
});
