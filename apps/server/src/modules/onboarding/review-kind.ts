import type { Label } from '@mp/core';
import { APPLICATION_FIELD, APPLICATION_FILE_PURPOSE } from '@mp/core/schemas/onboarding';
import type { Db } from '../../db/types.ts';
import { L, type ReviewKind, type ReviewView } from '../review/index.ts';
import { type ApplicationDbRow, applicationByNo, applicationsForReview } from './queries.ts';
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

async function view(db: Db, row: ApplicationDbRow): Promise<ReviewView> {
  const a = await applicationAnswer(db, row);
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
      section(L('基本資料', 'Basic information'), a.base_info),
      section(L('結算賬戶', 'Settlement account'), a.settle),
      section(L('聯絡人', 'Contacts'), a.contacts),
    ],
    files: a.files.map((f) => ({
      label: known(APPLICATION_FILE_PURPOSE, f.purpose) ?? L(f.purpose, f.purpose),
      fileId: f.file_id,
      fileName: f.file_name,
    })),
    history: a.history.map((h) => ({ at: h.at, action: h.action, actor: '', reason: h.reason })),
  };
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
      if (decision === 'APPROVE') return approveApplication(tx, ref, d.staff, d.at, d.ports.sms);
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
