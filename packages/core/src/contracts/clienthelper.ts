import { contract } from '../contract.ts';
import { HelperDownloadReq, HelperDownloadRes } from '../schemas/clienthelper.ts';

/**
 * The client encryption helper's licence (spec points 7 and 8): the security management's code 13, the
 * merchant's administrator or an operator holding it. docs/decisions.md, "The client encryption helper".
 */
export const merSm2ClientDownload = contract({
  capability: 'clienthelper',
  prefix: 'main',
  access: 'session',
  areas: ['merchant'],
  code: '13',
  mutates: true,
  path: 'meradm/merSm2ClientDownload',
  request: HelperDownloadReq,
  answer: HelperDownloadRes,
  summary:
    "A signed licence of the client encryption helper: TEST (30 days, any host) or PRODUCT (one year, the hosts of the merchant's notification URLs), with the key that verifies it.",
});

export const contracts = [merSm2ClientDownload];
