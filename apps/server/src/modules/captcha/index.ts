export { endpoints } from './routes.ts';
export { verifyCaptcha } from './service.ts';
export type { CaptchaStore } from './store.ts';
