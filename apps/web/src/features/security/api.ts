import type { AnswerOf, RequestOf } from '@mp/core/contract';
import { getOperSalt, updatePsd } from '@mp/core/contracts/auth';
import * as c from '@mp/core/contracts/security';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiResult, call, unwrap } from '../../api/client.ts';

/** Security settings (meradm/* security calls and admin/updatePsd; docs/api.md "Security settings"). */
export type SecurityInfo = AnswerOf<typeof c.querySecurityInfo>;
export type SmsSent = AnswerOf<typeof c.sendSmsCommon>;
export type KeyReset = AnswerOf<typeof c.merKey.reset>;
export type Delivery = AnswerOf<typeof c.sendTestNotify>;
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
    queryFn: async () => unwrap(await call(c.querySecurityInfo, {})),
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
function useSendCode<V = void>(send: (v: V) => Promise<ApiResult<SmsSent>>) {
  return useMutation({ mutationFn: async (v: V) => unwrap(await send(v)) });
}

// Login password (131): admin/getOperSalt, then admin/updatePsd with that one-time random.
export function useChangeLoginPassword({ handleCodes }: Opts = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: Omit<RequestOf<typeof updatePsd>, 'oper_salt'>) => {
      const salt = unwrap(await call(getOperSalt, {}));
      return unwrap(await call(updatePsd, { ...v, oper_salt: salt.salt }, { handleCodes }));
    },
    // The other sessions end with a password change.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['sessions'] }),
  });
}

// Payment password (1322, 1321).
export function useUpdatePayPassword({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: RequestOf<typeof c.updatePayPassword>) =>
      unwrap(await call(c.updatePayPassword, v, { handleCodes })),
    onSuccess: done,
  });
}

export const useSendPayResetCode = () => useSendCode(() => call(c.resetPayPsdSendSmsAction, {}));

export function useResetPayPassword({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: RequestOf<typeof c.resetPayPasswordAction>) =>
      unwrap(await call(c.resetPayPasswordAction, v, { handleCodes })),
    onSuccess: done,
  });
}

// Mobile number (133): a code to the registered number and one to the new number.
type NewPhone = Pick<RequestOf<typeof c.changeMblSendSmsAction>, 'phone_area' | 'phone'>;
export const useSendOldPhoneCode = () => useSendCode(() => call(c.changeMblSendSmsAction, { target: 'OLD' }));
export const useSendNewPhoneCode = () =>
  useSendCode((to: NewPhone) => call(c.changeMblSendSmsAction, { target: 'NEW', ...to }));

export function useChangePhone({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: RequestOf<typeof c.changeMblAction>) =>
      unwrap(await call(c.changeMblAction, v, { handleCodes })),
    onSuccess: done,
  });
}

// Signing key (13): the merchant's (Mer) or the provider's (Agt) calls.
const keyCalls = (org: KeyOrg) => (org === 'service' ? c.agtKey : c.merKey);

export const useSendKeyResetCode = (org: KeyOrg) => useSendCode(() => call(keyCalls(org).resetSendSms, {}));
export const useSendKeyResendCode = (org: KeyOrg) => useSendCode(() => call(keyCalls(org).resendSendSms, {}));

export function useResetKey(org: KeyOrg, { handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: RequestOf<typeof c.merKey.reset>) =>
      unwrap(await call(keyCalls(org).reset, v, { handleCodes })),
    onSuccess: done,
  });
}

export function useResendKey(org: KeyOrg, { handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: RequestOf<typeof c.merKey.resend>) =>
      unwrap(await call(keyCalls(org).resend, v, { handleCodes })),
    onSuccess: done,
  });
}

// Notification URLs and the certificate: confirmed by an SMS code (sendSmsCommon) or the payment password.
export const useSendUrlCode = () => useSendCode(() => call(c.sendSmsCommon, { scene: 'NOTIFY_URL' }));
export const useSendCertCode = () => useSendCode(() => call(c.sendSmsCommon, { scene: 'CERT' }));

export type Confirmation = { sms_code: string } | { pay_password: string };

export function useUpdateNotifyUrls({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (
      v: Pick<RequestOf<typeof c.updateNotifyUrl>, 'async_notify_url' | 'page_notify_url'> & Confirmation,
    ) => unwrap(await call(c.updateNotifyUrl, v, { handleCodes })),
    onSuccess: done,
  });
}

export function useSendTestNotify() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (urlKind: RequestOf<typeof c.sendTestNotify>['url_kind']) =>
      unwrap(await call(c.sendTestNotify, { url_kind: urlKind })),
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
      unwrap(await call(c.queryNotifyHistory, { url_kind: kind, page_no: page, page_size: size })),
  });
}

export function useUpdateCert({ handleCodes }: Opts = {}) {
  const done = useInvalidateInfo();
  return useMutation({
    mutationFn: async (v: Pick<RequestOf<typeof c.updateMerCert>, 'cert_content'> & Confirmation) =>
      unwrap(await call(c.updateMerCert, v, { handleCodes })),
    onSuccess: done,
  });
}
