import type { Label } from '@mp/core';
import { APPLICATION_FIELD, APPLICATION_FILE_PURPOSE } from '@mp/core/schemas/onboarding';
import { AGREEMENT_KIND } from '@mp/core/statuses';
import { macauDateTimeText } from '@mp/core/time';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { L, labelIn, type ReviewKind, type ReviewView } from '../review/index.ts';
import {
  type ApplicationDbRow,
  applicantSignatures,
  applicationByNo,
  applicationsForReview,
  latestServeApproval,
  type ServeApprovalDbRow,
} from './queries.ts';
import { approveApplication, askForMore, rejectApplication } from './review.ts';
import { applicationAnswer } from './wizard.ts';

/**
 * Applications as kinds of the review kit: a new merchant's own (registrant 'self', `application`) and a
 * service provider's sub-merchant entry (registrant 'service', `sub-merchant`). Both are decided alike:
 * APPROVE (the merchant is created), REJECT or MORE with a reason the applicant sees on the status page.
 */

const known = <T extends object>(set: T, key: string): Label | undefined =>
  Object.hasOwn(set, key) ? (set as Record<string, Label>)[key] : undefined;

/** An object's fields as rows, labelled as the wizard labels them (an unknown field by its name). */
function rowsOf(o: Record<string, unknown>) {
  return Object.entries(o)
    .filter(([, v]) => v !== '' && v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => ({ label: known(APPLICATION_FIELD, k) ?? L(k, k), value: String(v) }));
}

type Section = ReviewView['sections'][number];
const at = (d: Date) => macauDateTimeText(d.getTime());
const LANG: Record<string, Label> = {
  'zh-TW': L('繁體中文', 'Traditional Chinese'),
  en: L('英文', 'English'),
};

/**
 * The sub-merchant's decision at /serve/approve on a provider's entry (docs/decisions.md, "Onboarding's
 * signatures and /serve/approve"): approved or declined with the reason, time, address and browser; a link
 * sent and not decided; or none sent for this submission.
 */
function serveApprovalSection(a: ServeApprovalDbRow | null, now: Date): Section {
  const title = L('子商戶確認（/serve/approve）', "Sub-merchant's approval (/serve/approve)");
  if (!a?.current) {
    const earlier = a
      ? L('（較早提交的連結不適用於此次提交）', ' (a link of an earlier submission does not count)')
      : null;
    const none = L('服務商尚未發送確認連結', 'No link sent by the provider');
    return {
      title,
      rows: [
        {
          label: L('狀態', 'State'),
          value: earlier ? L(none.zh + earlier.zh, none.en + earlier.en) : none,
        },
      ],
    };
  }
  const sent = { label: L('連結發送', 'Link sent'), value: `${at(a.created_at)} → ${a.sent_to}` };
  if (a.state === 'PENDING') {
    const open = a.expires_at > now;
    return {
      title,
      rows: [
        {
          label: L('狀態', 'State'),
          value: open
            ? L(
                `連結已於 ${at(a.created_at)} 發送，尚未決定`,
                `Link sent at ${at(a.created_at)}, not yet decided`,
              )
            : L(
                `連結已於 ${at(a.expires_at)} 過期，未有決定`,
                `The link expired at ${at(a.expires_at)} without a decision`,
              ),
        },
        sent,
        { label: L('有效至', 'Valid until'), value: at(a.expires_at) },
      ],
    };
  }
  const approved = a.state === 'APPROVED';
  return {
    title,
    rows: [
      {
        label: L('狀態', 'State'),
        value: approved
          ? L('子商戶已批准', 'Approved by the sub-merchant')
          : L('子商戶已拒絕', 'Declined by the sub-merchant'),
      },
      ...(approved ? [] : [{ label: L('拒絕原因', 'Reason'), value: a.remark }]),
      { label: L('決定時間', 'Decided at'), value: a.decided_at ? at(a.decided_at) : '' },
      { label: L('IP 地址', 'Address'), value: a.ip },
      { label: L('瀏覽器', 'Browser'), value: a.user_agent },
      sent,
    ],
  };
}

/** A self-registered applicant's signatures (/mandate, /signIn): each document with its evidence. */
async function signatureSections(db: Db, row: ApplicationDbRow, now: Date): Promise<Section[]> {
  const signed = await applicantSignatures(db, row.id, now);
  if (signed.length === 0) {
    return [
      {
        title: L('簽署', 'Signatures'),
        rows: [{ label: L('狀態', 'State'), value: L('未有簽署', 'Nothing signed') }],
      },
    ];
  }
  return signed.map((s) => {
    const ms = Number(s.at_ms);
    const stale = s.current_version > s.version;
    const doc = labelIn(AGREEMENT_KIND, s.kind);
    const docLabel = typeof doc === 'string' ? L(doc, doc) : doc;
    return {
      title: L(`簽署：${docLabel.zh}`, `Signature: ${docLabel.en}`),
      rows: [
        { label: L('文件', 'Document'), value: doc },
        {
          label: L('版本', 'Version'),
          value: stale
            ? L(
                `v${s.version}（已非現行版本：現行為 v${s.current_version}）`,
                `v${s.version} (no longer current: v${s.current_version} is)`,
              )
            : `v${s.version}`,
        },
        { label: L('約束語言', 'Binding language'), value: LANG[s.lang] ?? s.lang },
        { label: L('文件 SHA-256', 'Document SHA-256'), value: s.doc_sha256 },
        { label: L('簽署人', 'Signer'), value: s.signer_name },
        {
          label: L('簽署時間', 'Signed at'),
          value: `${macauDateTimeText(ms)}.${String(ms % 1000).padStart(3, '0')}`,
        },
        { label: L('IP 地址', 'Address'), value: s.ip },
        { label: L('瀏覽器', 'Browser'), value: s.user_agent },
        { label: L('手機（登入驗證）', 'Mobile (signed in by SMS)'), value: s.phone },
      ],
    };
  });
}

async function view(db: Db, row: ApplicationDbRow): Promise<ReviewView> {
  const a = await applicationAnswer(db, row);
  const now = new Date();
  const section = (title: Label, o: unknown) => ({
    title,
    rows: rowsOf((o ?? {}) as Record<string, unknown>),
  });
  return {
    sections: [
      {
        title: L('申請', 'Application'),
        // The last review's reason only once there is one (an empty row reads as a missing value).
        rows: [
          { label: L('申請編號', 'Application no.'), value: a.apply_no },
          { label: L('商戶類別', 'Category'), value: a.merc_category },
          { label: L('產品', 'Products'), value: a.products.join(', ') },
          { label: L('審核原因', 'Review reason'), value: a.review_reason },
        ].filter((r) => r.value !== ''),
      },
      // A provider's entry: the sub-merchant's decision first, since approving waits for it.
      ...(row.registrant === 'service'
        ? [serveApprovalSection(await latestServeApproval(db, row.id), now)]
        : []),
      section(L('基本資料', 'Basic information'), a.base_info),
      section(L('結算賬戶', 'Settlement account'), a.settle),
      section(L('聯絡人', 'Contacts'), a.contacts),
      ...(row.registrant === 'self' ? await signatureSections(db, row, now) : []),
    ],
    files: a.files.map((f) => ({
      label: known(APPLICATION_FILE_PURPOSE, f.purpose) ?? L(f.purpose, f.purpose),
      fileId: f.file_id,
      fileName: f.file_name,
    })),
    history: a.history.map((h) => ({ at: h.at, action: h.action, actor: '', reason: h.reason })),
  };
}

/**
 * A provider's entry is approved only after its sub-merchant approved it at /serve/approve, on a link sent
 * for the submission under review (AGR10016 while the decision is missing, declined or of an earlier
 * submission). Rejecting and asking for more stay open.
 */
async function assertSubMerchantApproved(tx: Db, ref: string) {
  const row = await applicationByNo(tx, ref, true);
  // A missing or no longer AUDITING entry: approveApplication answers it (SCM40401, ONB10002 as a lost race).
  if (row?.status !== 'AUDITING') return;
  const a = await latestServeApproval(tx, row.id);
  if (!a?.current || a.state !== 'APPROVED') throw new AppError('AGR10016');
}

function applicationKind(name: string, title: Label, registrant: 'self' | 'service'): ReviewKind {
  return {
    name,
    title,
    closedCodes: ['ONB10002'],
    decisions: { APPROVE: { reason: false }, REJECT: { reason: true }, MORE: { reason: true } },
    async pending(db) {
      return (await applicationsForReview(db, registrant)).map((r) => ({
        ref: r.apply_no,
        merNo: '',
        merName: r.base_info?.merc_name ?? '',
        requesterId: null,
        amount: null,
        submittedAt: r.updated_at,
        summary:
          registrant === 'service' ? (r.base_info?.merc_short_name ?? '') : `${r.phone_area} ${r.phone}`,
      }));
    },
    async show(db, ref) {
      const row = await applicationByNo(db, ref);
      return row && row.registrant === registrant ? view(db, row) : null;
    },
    async decide(tx, ref, decision, d) {
      if (decision === 'APPROVE') {
        if (registrant === 'service') await assertSubMerchantApproved(tx, ref);
        return approveApplication(tx, ref, d.staff, d.at, d.ports.sms);
      }
      if (decision === 'REJECT') await rejectApplication(tx, ref, d.staff, d.reason, d.at);
      if (decision === 'MORE') await askForMore(tx, ref, d.staff, d.reason, d.at);
      return undefined;
    },
  };
}

export const applicationKinds = [
  applicationKind('application', L('商戶申請', 'Merchant application'), 'self'),
  applicationKind('sub-merchant', L('子商戶進件', 'Sub-merchant entry'), 'service'),
];
