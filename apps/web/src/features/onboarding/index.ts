/** The onboarding capability's door: the registration wizard (reusable by who registers) and its API. */
export { applicantBackend, useAreas, useBusTypes, useMcc, type WizardBackend } from './api.ts';
/** The base information's reference-data selects and field rule, also the basic-information change's (merchantinfo). */
export { BaseInfoFields, fieldRule, provinceOf, YmdInput } from './BaseSelects.tsx';
/** The public pages' frame, also the phone change pages' (merchantinfo). */
export { RegisterShell } from './RegisterShell.tsx';
/** The applicant's token, also read by onboarding's signature pages (agreements: /mandate, /signIn). */
export { applyToken } from './token.ts';
