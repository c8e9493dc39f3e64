import { L, type ReviewKind } from '../review/index.ts';
import { faceCheckOf } from './queries.ts';
import { approveChange, listChanges, rejectChange, showChange } from './review.ts';

/**
 * Settlement bank-account changes under review (the verification amount was right) as a kind of the
 * review kit: APPROVE (the new account replaces the old one) or REJECT with a reason the requester sees.
 */
export const bankChangeKind: ReviewKind = {
  name: 'bank-change',
  title: L('結算賬戶變更', 'Bank-account change'),
  closedCodes: ['BNK10007'],
  decisions: { APPROVE: { reason: false }, REJECT: { reason: true } },
  async pending(db) {
    return (await listChanges(db)).map((c) => ({
      ref: c.change_no,
      merNo: c.org_no,
      merName: c.org_name,
      requesterId: null,
      amount: null,
      submittedAt: c.created_at,
      summary: `${c.bank_name} ${c.account_name}`,
    }));
  },
  async show(db, ref) {
    const c = await showChange(db, ref);
    if (!c) return null;
    const face = await faceCheckOf(db, ref);
    const account = (a: { bank_name: string; account_no: string; account_name: string }) => [
      { label: L('銀行', 'Bank'), value: a.bank_name },
      { label: L('賬號', 'Account no.'), value: a.account_no },
      { label: L('戶名', 'Account name'), value: a.account_name },
    ];
    return {
      sections: [
        {
          title: L('變更', 'Change'),
          rows: [
            { label: L('變更編號', 'Change no.'), value: c.change_no },
            { label: L('機構', 'Organisation'), value: `${c.org_no} ${c.org_name}` },
            { label: L('驗證打款', 'Verification payment'), value: c.pay_status },
            { label: L('錯誤次數', 'Wrong tries'), value: String(c.wrong_tries) },
            {
              label: L('人臉識別', 'Face check'),
              value: face || L('未做人臉識別：請核對證件', 'No face check: check the documents'),
            },
          ],
        },
        { title: L('原賬戶', 'Old account'), rows: account(c.old_account) },
        { title: L('新賬戶', 'New account'), rows: account(c.new_account) },
      ],
      files: [],
      history: c.history,
    };
  },
  async decide(tx, ref, decision, d) {
    if (decision === 'APPROVE') await approveChange(tx, ref, d.staff, d.at, d.ip);
    if (decision === 'REJECT') await rejectChange(tx, ref, d.staff, d.reason, d.at, d.ip);
    return undefined;
  },
};
