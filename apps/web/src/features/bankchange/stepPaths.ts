import type { Area } from '@mp/core/routes';

/**
 * Where the change's steps live: the merchant area has a route per step (mercBankChange, reConfirm,
 * rePayCheck, reCheckSts); the provider area one page for the change and one for its status.
 */
export function pathsFor(area: Area) {
  if (area === 'service')
    return {
      form: '/service/agtBankChangeModify',
      confirm: '/service/agtBankChangeModify',
      pay: '/service/agtBankChangeModify',
      status: '/service/agtReCheckSts',
    };
  return {
    form: '/layout/mercBankChange',
    confirm: '/layout/reConfirm',
    pay: '/layout/rePayCheck',
    status: '/layout/reCheckSts',
  };
}
