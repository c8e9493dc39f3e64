import { capability } from '../capability.ts';

/** Reference data (migration 0031): banks, MCCs, areas, business types, the products an applicant may ask for. */
export const manifest = capability({
  name: 'refdata',
  noWebFolder: 'the onboarding wizard, the merchant-information changes and the bank-account change (features/onboarding, merchantinfo, bankchange) read the lists',
});
