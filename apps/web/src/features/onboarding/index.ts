/** The onboarding capability's door: the registration wizard (reusable by who registers) and its API. */
export { applicantBackend, type WizardBackend } from './api.ts';
