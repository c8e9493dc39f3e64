import { randomMacauMobile } from '../fixtures.ts';
import type { Sample, SweepTable } from './kit.ts';

const samples: Record<string, Sample> = {
  'meradm/updatePayPassword': () => ({ new_pay_password: '135790', confirm_pay_password: '135790' }),
  'meradm/resetPayPasswordAction': () => ({
    sms_code: '000000',
    new_pay_password: '135790',
    confirm_pay_password: '135790',
  }),
  'meradm/changeMblSendSmsAction': () => ({ target: 'OLD' }),
  'meradm/changeMblAction': () => ({
    old_sms_code: '000000',
    phone_area: '+853',
    phone: randomMacauMobile(),
    new_sms_code: '000000',
  }),
  'meradm/resetMerKey': () => ({ sms_code: '000000' }),
  'meradm/resendMerKey': () => ({ sms_code: '000000' }),
  'meradm/resetAgtKey': () => ({ sms_code: '000000' }),
  'meradm/resendAgtKey': () => ({ sms_code: '000000' }),
  'meradm/sendSmsCommon': () => ({ scene: 'CERT' }),
  'meradm/updateNotifyUrl': () => ({
    async_notify_url: 'https://example.test/notify',
    page_notify_url: 'https://example.test/page',
    sms_code: '000000',
  }),
  'meradm/sendTestNotify': () => ({ url_kind: 'ASYNC' }),
  'meradm/updateMerCert': () => ({ cert_content: 'not a certificate', sms_code: '000000' }),
};

/** The access sweep's entries of the security capability (access-sweep-table.ts joins them). */
export const sweep: SweepTable = { samples };
