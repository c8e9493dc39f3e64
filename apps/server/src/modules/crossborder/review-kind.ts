import { XFER_STATUS } from '@mp/core';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../kernel/errors.ts';
import { insertMail } from '../notices/index.ts';
import { L, labelIn, mop, type ReviewKind } from '../review/index.ts';
import {
  selectEvents,
  selectInReview,
  selectTransfer,
  selectTransferEvidence,
  transfersWithHash,
} from './queries.ts';
import { moveTransfer } from './transfer.ts';

/**
 * The operator who submitted a transfer hears that documents are asked of it, in the portal's mailbox (it
 * commits with the decision): which transfer, the reviewer's reason, and where to answer.
 */
async function tellSubmitter(
  tx: Db,
  transferNo: string,
  reason: { zh: string; en: string },
  at: Date,
): Promise<void> {
  const t = await selectTransfer(tx, { transferNo });
  if (!t) return;
  const zh = reason.zh.trim();
  const en = reason.en.trim();
  await insertMail(tx, {
    operatorId: t.operator_id,
    org: { kind: 'merchant', id: t.merchant_id },
    category: 'SYSTEM',
    at,
    text: {
      subject: {
        zh: `跨境匯款 ${t.transfer_no} 需補充文件`,
        en: `Cross-border transfer ${t.transfer_no}: documents requested`,
      },
      body: {
        zh: `審核人員要求為跨境匯款 ${t.transfer_no} 補充文件${zh ? `：${zh}` : '。'}\n請在「跨境匯款」的匯款狀態頁上載文件後重新送審。`,
        en: `The reviewer asks for documents for cross-border transfer ${t.transfer_no}${en ? `: ${en}` : '.'}\nUpload them on the transfer's status page under "Cross-border transfer" and send it back for review.`,
      },
    },
  });
}

/**
 * Cross-border transfers the provider looks at before they leave (IN_REVIEW: a large amount, or trade
 * orders to check) as a kind of the review kit: APPROVE (on to processing; above the kit's limit with a
 * second approver), REJECT with a reason (the hold released, the orders given back) or MORE: documents
 * asked for with a reason (DOCS_REQUESTED, held by the merchant until it sends them back).
 */
/**
 * A rejection's reason as the transfer keeps it: the reviewer's reason code, then '|' and the free text.
 * The portal words the code in the session's language (the review kit's labels); the free text stays as typed.
 */
export function reasonNote(code: string, text: string): string {
  const c = code.trim() || 'OTHER';
  const t = text.trim().replace(/\|/g, '/');
  return (t ? `${c}|${t}` : c).slice(0, 200);
}

export const xferKind: ReviewKind = {
  name: 'xfer',
  title: L('跨境匯款', 'Cross-border transfer'),
  closedCodes: ['XBR10018'],
  decisions: {
    APPROVE: { reason: false, second: true },
    REJECT: { reason: true },
    // Ask for documents: the merchant holds it (DOCS_REQUESTED) until it uploads them and sends it back.
    MORE: { reason: true },
  },
  pending: selectInReview,
  async show(db, ref) {
    const t = await selectTransfer(db, { transferNo: ref });
    if (!t) return null;
    const events = await selectEvents(db, t.id);
    // Trade evidence, each file with the other transfers its bytes (SHA-256) were submitted with.
    const evidence = await selectTransferEvidence(db, t);
    const files = await Promise.all(
      evidence.map(async (e) => ({ e, reused: await transfersWithHash(db, e.sha256, t.id) })),
    );
    const fileLabel = (order: string) =>
      order
        ? L(`貿易證明（訂單 ${order}）`, `Trade evidence (order ${order})`)
        : L('貿易證明', 'Trade evidence');
    return {
      sections: [
        {
          title: L('匯款', 'Transfer'),
          rows: [
            { label: L('匯款編號', 'Transfer no.'), value: t.transfer_no },
            { label: L('商戶', 'Merchant'), value: `${t.mer_no} ${t.mer_name}` },
            { label: L('狀態', 'Status'), value: labelIn(XFER_STATUS, t.status) },
            { label: L('扣款總額', 'Total debited'), value: mop(t.total_pay) },
            { label: L('收款人收到', 'Payee receives'), value: `${t.currency} ${t.payee_amount}` },
            { label: L('用途', 'Purpose'), value: `${t.purpose} / ${t.goods_name}` },
          ],
        },
        {
          title: L('收款人', 'Payee'),
          rows: [
            { label: L('名稱', 'Name'), value: t.payee_name },
            { label: L('賬號', 'Account no.'), value: t.payee_account_no },
            { label: L('銀行', 'Bank'), value: t.payee_bank },
          ],
        },
        {
          title: L('貿易證明文件', 'Trade evidence files'),
          rows: files.length
            ? files.map(({ e, reused }) => ({
                label: L(e.file_name, e.file_name),
                value: reused.length
                  ? L(
                      `⚠ 相同文件（SHA-256）已用於其他匯款：${reused.join('、')}`,
                      `⚠ The same file (SHA-256) was used on other transfers: ${reused.join(', ')}`,
                    )
                  : L(
                      `SHA-256 ${e.sha256.slice(0, 16)}…，未見於其他匯款`,
                      `SHA-256 ${e.sha256.slice(0, 16)}…, on no other transfer`,
                    ),
              }))
            : [{ label: L('文件', 'Files'), value: L('沒有上載文件', 'No files uploaded') }],
        },
      ],
      files: files.map(({ e }) => ({
        label: fileLabel(e.order_no),
        fileId: e.file_no,
        fileName: e.file_name,
      })),
      history: events.map((e) => ({ at: e.at, action: e.status, actor: e.holder, reason: e.note })),
    };
  },
  async decide(tx, ref, decision, d) {
    if (decision !== 'APPROVE' && decision !== 'REJECT' && decision !== 'MORE') return;
    const to = decision === 'APPROVE' ? 'PROCESSING' : decision === 'MORE' ? 'DOCS_REQUESTED' : 'REJECTED';
    const r = await moveTransfer(tx, ref, {
      to,
      note: decision === 'APPROVE' ? '' : reasonNote(d.reasonCode, d.reasonText),
      actor: d.staff.name,
      at: d.at,
    });
    // Documents asked of a transfer cancelled meanwhile: XBR10018, which the kit answers as decided.
    if (r === 'late' && decision === 'MORE') throw new AppError('XBR10018', 'transfer_no');
    if (decision === 'MORE')
      await tellSubmitter(tx, ref, { zh: d.reason, en: d.reasonText || d.reasonCode }, d.at);
    return undefined;
  },
};
