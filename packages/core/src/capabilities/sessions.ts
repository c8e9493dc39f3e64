import { capability } from '../capability.ts';

export const manifest = capability({
  name: 'sessions',
  auditActions: {
    sessions_end: { zh: '結束其他會話', en: 'Other sessions ended' },
  },
});
