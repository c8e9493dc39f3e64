/**
 * Face verification's door: what other capabilities may use of it (the notice beside a change that needs
 * a verified person, with its refusal code). Its page is registered in app/pages.ts.
 */
export { NEEDS_VERIFIED_PERSON, VerifyPersonNotice } from './VerifyPersonNotice.tsx';
