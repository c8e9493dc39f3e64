import type { AnswerOf, RequestOf } from '@mp/core/contract';
import * as c from '@mp/core/contracts/agreements';
import type { AgreementKind } from '@mp/core/statuses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../api/client.ts';
import { currentLang } from '../../i18n/index.ts';

/** Agreements, evidence, API certificates and the payer's look-up (docs/api.md "Agreements"). */
export type AgreementState = AnswerOf<typeof c.obtainMercAgreeTypes>['rows'][number];
export type Evidence = AnswerOf<typeof c.queryAgrEvidence>['rows'][number];
export type IssuedCert = AnswerOf<typeof c.merCertQuery>['rows'][number];
export type Protocol = AnswerOf<typeof c.queryPotocolAction>;
export type Found = AnswerOf<typeof c.payerLookup>;

const keys = {
  states: ['agreements', 'states'] as const,
  evidence: ['agreements', 'evidence'] as const,
  certs: ['agreements', 'certs'] as const,
  pending: ['agreements', 'pending'] as const,
  protocol: (kind: string, version: number | undefined, lang: string) =>
    ['agreements', 'protocol', kind, version ?? 0, lang] as const,
};

/** The published text in the current language (the query follows the language switch). */
export function useProtocol(kind: AgreementKind, version?: number) {
  const lang = currentLang();
  return useQuery({
    queryKey: keys.protocol(kind, version, lang),
    queryFn: async () =>
      unwrap(
        await call(c.queryPotocolAction, version ? { kind, version } : { kind }, {
          handleCodes: ['AGR10001'],
        }),
      ),
    retry: false,
  });
}

export async function protocolPdf(body: RequestOf<typeof c.queryPotocolPdf>) {
  return unwrap(await call(c.queryPotocolPdf, body));
}

export function useStates() {
  return useQuery({
    queryKey: keys.states,
    queryFn: async () => unwrap(await call(c.obtainMercAgreeTypes, {})),
  });
}

/** What the organisation must still accept (the shell's banner); shares the key the acceptance refreshes. */
export function usePending(enabled: boolean) {
  return useQuery({
    queryKey: keys.pending,
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async () => unwrap(await call(c.merUpdateConfirmAgr, {}, { loading: false, quiet: true })),
  });
}

export function useEvidence() {
  return useQuery({
    queryKey: keys.evidence,
    queryFn: async () => unwrap(await call(c.queryAgrEvidence, {})),
  });
}

export async function sendAcceptCode(body: RequestOf<typeof c.confirmMeragrSendMsg>) {
  return unwrap(
    await call(c.confirmMeragrSendMsg, body, { handleCodes: ['AGR10002', 'AGR10003', 'AGR10004'] }),
  );
}

export function useAccept() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.confirmMeragr>) =>
      unwrap(
        await call(c.confirmMeragr, body, {
          handleCodes: ['AGR10002', 'AGR10003', 'AGR10004', 'SMS10001', 'SMS10002', 'SMS10003'],
        }),
      ),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['agreements'] }),
  });
}

export function useRevoke() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (kind: AgreementKind) => unwrap(await call(c.revokeMeragr, { kind })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['agreements'] }),
  });
}

export async function certificateOf(evidenceId: string) {
  return unwrap(await call(c.queryAgrCertificate, { evidence_id: evidenceId }));
}

export function useCerts(enabled: boolean) {
  return useQuery({
    queryKey: keys.certs,
    enabled,
    queryFn: async () => unwrap(await call(c.merCertQuery, {})),
  });
}

export function useRequestCert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.merCertRequest>) =>
      unwrap(await call(c.merCertRequest, body, { handleCodes: ['CER10001', 'CER10003'] })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.certs }),
  });
}

export function useRevokeCert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (certId: string) => unwrap(await call(c.merCertRevoke, { cert_id: certId })),
    onSuccess: () => void qc.invalidateQueries({ queryKey: keys.certs }),
  });
}

export async function certPem(certId: string) {
  return unwrap(await call(c.merCertDownload, { cert_id: certId }));
}

export async function lookupState() {
  return unwrap(await call(c.payerLookupState, {}, { loading: false, quiet: true }));
}

export function lookup(body: RequestOf<typeof c.payerLookup>) {
  return call(c.payerLookup, body, { handleCodes: ['LKP10001', 'LKP10002', 'LKP10003'] });
}

export async function report(body: RequestOf<typeof c.payerReport>) {
  return unwrap(await call(c.payerReport, body, { handleCodes: ['LKP10004'] }));
}

/** Saves bytes the server sent (base64 or text) as a file the browser downloads. */
export function saveFile(name: string, content: { base64: string } | { text: string }, type: string) {
  const blob =
    'base64' in content
      ? new Blob([Uint8Array.from(atob(content.base64), (ch) => ch.charCodeAt(0))], { type })
      : new Blob([content.text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// Onboarding's signatures (/mandate, /signIn) and /serve/approve.
export type SignState = AnswerOf<typeof c.applicantSignState>;
export type Approval = AnswerOf<typeof c.serveApproveQuery>;

export function useSignState(token: string | null) {
  return useQuery({
    queryKey: ['agreements', 'sign', token ?? ''],
    enabled: token !== null,
    queryFn: async () => unwrap(await call(c.applicantSignState, { apply_token: token ?? '' })),
    retry: false,
  });
}

export function useApplicantSign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: RequestOf<typeof c.applicantSignAgr>) =>
      unwrap(await call(c.applicantSignAgr, body)),
    // A refusal may mean a new version: the text and the state are read again.
    onSettled: () => void qc.invalidateQueries({ queryKey: ['agreements'] }),
  });
}

export function useApproval(token: string) {
  return useQuery({
    queryKey: ['agreements', 'approval', token],
    queryFn: async () => unwrap(await call(c.serveApproveQuery, { token }, { handleCodes: ['AGR10013'] })),
    retry: false,
  });
}

export function useDecide(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: { decision: 'APPROVE' | 'DECLINE'; remark: string }) =>
      unwrap(await call(c.serveApproveDecide, { token, ...body })),
    onSuccess: (data) => qc.setQueryData(['agreements', 'approval', token], data),
  });
}
