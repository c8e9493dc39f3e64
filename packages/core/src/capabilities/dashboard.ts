import { capability, page } from '../capability.ts';

export const manifest = capability({
  name: 'dashboard',
  pages: [page('dashboard.home', 10, ['首頁', 'Home'], { menu: 'home', merchant: 'index', service: 'index', group: 'index' })],
});
