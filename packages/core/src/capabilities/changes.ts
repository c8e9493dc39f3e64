import { capability } from '../capability.ts';

/** The changes after onboarding (progress, the unfinished-review check) and the review events. */
export const manifest = capability({
  name: 'changes',
  noWebFolder: 'the merchant-information pages (features/merchantinfo) show the progress',
});
