import type {
  CertInfoT,
  DeliveryRow,
  NotifyHistoryRes,
  ResetKeyRes,
  SecurityInfoRes,
  SmsSentRes,
} from '@mp/core/schemas/security';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, unwrap } from '../../api/client.ts';

/** Security settings (meradm/* security calls and admin/updatePsd; docs/api.md "Security settings"). */
export type SecurityInfo = z.infer<typeof SecurityInfoRes>;
export type SmsSent = z.infer<typeof SmsSentRes>;
export type KeyReset = z.infer<typeof ResetKeyRes>;
export type Delivery = z.infer<typeof DeliveryRow>;
type History = z.infer<typeof NotifyHistoryRes>;
export type KeyOrg = 'merchant' | 'service';
type Opts = { handleCodes?: readonly string[] };

export const securityKeys = {
  all: ['security'] as const,
  info: () => [...securityKeys.all, 'info'] as const,
  histories: () => [...securityKeys.all, 'history'] as const,
  history: (kind: string, page: number, size: number) =>
    [...securityKeys.histories(), kind, page, size] as const,
};

export function useSecurityInfo({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: securityKeys.info(),
    queryFn: async () => unwrap(await call<SecurityInfo>('meradm/querySecurityInfo')),
  });
}

function useInvalidateInfo() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: securityKeys.info() });
    // Every change mails the administrators and writes the audit log.
    void qc.invalidateQueries({ queryKey: ['notices'] });
    void qc.invalidateQueries({ queryKey: ['audit'] });
  };
}

/** A call that sends a verification code; the answer says where it went and when another may be sent. */
function useSendCode(path: string, body: Record<string, unknown> = {}) {
  return useMutation({
    mutationFn: async (extra?: Record<string, unknown>) =>
      unwrap(await call<SmsSent>(path, { ...body, ...extra })),
  });
}

// Login password (131): admin/getOperSalt, then admin/updatePsd with that one-time random.
export function useChangeLoginPassword({ handleCodes }: Opts = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { old_password: string; new_password: string; confirm_password: string }) => {
      const salt = unwrap(await call<{ salt: string }>('admin/getOperSalt'));
      return unwrap(await call('admin/updatePsd', { ...v, oper_salt: salt.salt }, { handleCodes }));
    },
    // The other sessions end with a password change.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

// Payment password (1322, 1321).
export function useUpdatePayPassword({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: {
      old_pay_password?: string;
      new_pay_password: string;
      confirm_pay_password: string;
    }) => unwrap(await call('meradm/updatePayPassword', v, { handleCodes })),
    onSuccess: done,
  });
}

export const useSendPayResetCode = () => useSendCode('meradm/resetPayPsdSendSmsAction');

export function useResetPayPassword({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: { sms_code: string; new_pay_password: string; confirm_pay_password: string }) =>
      unwrap(await call('meradm/resetPayPasswordAction', v, { handleCodes })),
    onSuccess: done,
  });
}

// Mobile number (133): a code to the registered number and one to the new number.
export const useSendOldPhoneCode = () => useSendCode('meradm/changeMblSendSmsAction', { target: 'OLD' });
export const useSendNewPhoneCode = () => useSendCode('meradm/changeMblSendSmsAction', { target: 'NEW' });

export function useChangePhone({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: {
      old_sms_code: string;
      phone_area: string;
      phone: string;
      new_sms_code: string;
    }) =>
      unwrap(await call<{ phone_area: string; phone: string }>('meradm/changeMblAction', v, { handleCodes })),
    onSuccess: done,
  });
}

// Signing key (13): the merchant's (Mer) or the provider's (Agt) calls.
const keyName = (org: KeyOrg) => (org === 'service' ? 'Agt' : 'Mer');

export const useSendKeyResetCode = (org: KeyOrg) => useSendCode(`meradm/reset${keyName(org)}KeySendSms`);
export const useSendKeyResendCode = (org: KeyOrg) => useSendCode(`meradm/resend${keyName(org)}KeySms`);

export function useResetKey(org: KeyOrg, { handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: { sms_code: string; sign_key?: string }) =>
      unwrap(await call<KeyReset>(`meradm/reset${keyName(org)}Key`, v, { handleCodes })),
    onSuccess: done,
  });
}

export function useResendKey(org: KeyOrg, { handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: { sms_code: string }) =>
      unwrap(await call<{ sent_to: string }>(`meradm/resend${keyName(org)}Key`, v, { handleCodes })),
    onSuccess: done,
  });
}

// Notification URLs and the certificate: confirmed by an SMS code (sendSmsCommon) or the payment password.
export const useSendUrlCode = () => useSendCode('meradm/sendSmsCommon', { scene: 'NOTIFY_URL' });
export const useSendCertCode = () => useSendCode('meradm/sendSmsCommon', { scene: 'CERT' });

export type Confirmation = { sms_code: string } | { pay_password: string };

export function useUpdateNotifyUrls({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: { async_notify_url: string; page_notify_url: string } & Confirmation) =>
      unwrap(await call('meradm/updateNotifyUrl', v, { handleCodes })),
    onSuccess: done,
  });
}

export function useSendTestNotify() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (urlKind: 'ASYNC' | 'PAGE') =>
      unwrap(await call<Delivery>('meradm/sendTestNotify', { url_kind: urlKind })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: securityKeys.histories() });
      void qc.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useNotifyHistory(kind: '' | 'ASYNC' | 'PAGE', page: number, size: number) {
  return useQuery({
    queryKey: securityKeys.history(kind, page, size),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      unwrap(
        await call<History>('meradm/queryNotifyHistory', { url_kind: kind, page_no: page, page_size: size }),
      ),
  });
}

export function useUpdateCert({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: { cert_content: string } & Confirmation) =>
      unwrap(await call<{ cert: CertInfoT }>('meradm/updateMerCert', v, { handleCodes })),
    onSuccess: done,
  });
}
