import { capability } from '../capability.ts';

export const manifest = capability({
  name: 'captcha',
  noWebFolder: 'the sign-in page (features/auth) asks for the captcha',
});
