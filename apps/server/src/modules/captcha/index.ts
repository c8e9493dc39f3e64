export { endpoints } from './routes.ts';
export { verifyCaptcha } from './service.ts';
