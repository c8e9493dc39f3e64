import { capability } from '../capability.ts';

export const manifest = capability({
  name: 'startup',
  noWebFolder: 'the start-up sequence (app/startup.ts) makes these calls',
});
