import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'shell',
  pages: [page('shell.serverError', 960, ['系統錯誤', 'Server error'], { public: { name: 'serverError', path: '/500' } })],
});
