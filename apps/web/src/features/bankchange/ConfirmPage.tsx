/** reConfirm: the confirmation step of the merchant's change (ChangePage opens the step the change is at). */
export { default } from './ChangePage.tsx';
