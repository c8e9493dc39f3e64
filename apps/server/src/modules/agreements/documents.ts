import { AGREEMENT_KIND, type AgreementKind } from '@mp/core/statuses';
import { macauTime14 } from '@mp/core/time';
import { type PdfBlock, renderPdf } from '../../pdf/index.ts';
import type { EvidenceDbRow, VersionRow } from './queries.ts';
import type { Section } from './texts.ts';

/**
 * The documents of the capability, described for the PDF kit: an agreement version in one language (its
 * bytes are hashed once at publication and kept), and the bilingual certificate of one acceptance.
 */

const ymdHms = (t14: string) =>
  `${t14.slice(0, 4)}-${t14.slice(4, 6)}-${t14.slice(6, 8)} ${t14.slice(8, 10)}:${t14.slice(10, 12)}:${t14.slice(12, 14)}`;

/** Macau time with milliseconds: yyyy-MM-dd HH:mm:ss.SSS. */
export function macauMs(atMs: number): string {
  const d = new Date(atMs);
  return `${ymdHms(macauTime14(d))}.${String(atMs % 1000).padStart(3, '0')}`;
}

export function agreementPdf(
  v: { kind: string; version: number; title: string; sections: Section[]; published_at: Date },
  lang: 'zh-TW' | 'en',
): Promise<Buffer> {
  const zh = lang === 'zh-TW';
  const blocks: PdfBlock[] = [
    { kind: 'title', text: v.title },
    {
      kind: 'fields',
      rows: [
        [zh ? '版本' : 'Version', String(v.version)],
        [zh ? '發佈時間（澳門時間）' : 'Published (Macau time)', ymdHms(macauTime14(v.published_at))],
      ],
    },
    { kind: 'rule' },
  ];
  for (const s of v.sections) {
    blocks.push({ kind: 'heading', text: s.heading });
    for (const p of s.paragraphs) blocks.push({ kind: 'paragraph', text: p });
  }
  return renderPdf({
    title: v.title,
    createdAt: v.published_at,
    lang,
    subject: `${v.kind} v${v.version}`,
    author: zh ? '商戶服務平台' : 'Merchant Portal',
    footer: `${v.kind} v${v.version} · ${lang}`,
    blocks,
  });
}

const FACTOR = {
  session: { zh: '登入會話（密碼）', en: 'signed-in session (password)' },
  sms: { zh: '短信驗證碼（綁定文件指紋）', en: 'SMS code (bound to the document fingerprint)' },
  pay_password: { zh: '支付密碼', en: 'payment password' },
} as const;

const factorText = (factors: string, lang: 'zh' | 'en') =>
  factors
    .split('+')
    .map((f) => FACTOR[f as keyof typeof FACTOR]?.[lang] ?? f)
    .join(lang === 'zh' ? '、' : ', ');

/** The bilingual certificate of one entry of the evidence chain (zh-TW first, English beside). */
export function certificatePdf(
  e: EvidenceDbRow,
  v: VersionRow,
  org: { no: string; name: string },
): Promise<Buffer> {
  const label = AGREEMENT_KIND[e.kind as AgreementKind] ?? { zh: e.kind, en: e.kind };
  const accept = e.action === 'ACCEPT';
  const row = (zh: string, en: string, value: string) => [`${zh} / ${en}`, value] as const;
  return renderPdf({
    title: accept ? '協議確認證明 Certificate of acceptance' : '撤回同意證明 Certificate of withdrawal',
    createdAt: new Date(Number(e.at_ms)),
    lang: 'zh-TW',
    subject: `AGR-${e.id}`,
    author: '商戶服務平台 Merchant Portal',
    footer: `AGR-${e.id} · ${e.entry_hash}`,
    blocks: [
      {
        kind: 'title',
        text: accept ? '協議確認證明 Certificate of acceptance' : '撤回同意證明 Certificate of withdrawal',
      },
      {
        kind: 'paragraph',
        text: accept
          ? `${org.name}（${org.no}）已以電子方式確認下列文件。${org.name} (${org.no}) accepted the document below electronically.`
          : `${org.name}（${org.no}）已撤回對下列文件的同意。${org.name} (${org.no}) withdrew its consent to the document below.`,
      },
      { kind: 'heading', text: '文件 Document' },
      {
        kind: 'fields',
        rows: [
          row('名稱', 'Title', `${label.zh} / ${label.en}`),
          row('版本', 'Version', String(e.version)),
          row('約束語言', 'Binding language', e.lang === 'en' ? 'English' : '繁體中文'),
          row('SHA-256', 'fingerprint', e.doc_sha256),
          row('發佈時間', 'Published', ymdHms(macauTime14(v.published_at))),
        ],
      },
      { kind: 'heading', text: '確認人 Who' },
      {
        kind: 'fields',
        rows: [
          row('機構', 'Organisation', `${org.name} (${org.no})`),
          row('操作員', 'Operator', e.operator_login),
          row('身份', 'Role', e.operator_role === 'admin' ? '管理員 Administrator' : e.operator_role),
        ],
      },
      { kind: 'heading', text: '時間及來源 When and from where' },
      {
        kind: 'fields',
        rows: [
          row('時間（澳門）', 'Time (Macau)', macauMs(Number(e.at_ms))),
          row('網絡地址', 'Address', e.ip),
          row('瀏覽器', 'Browser', e.user_agent.slice(0, 160) || '-'),
        ],
      },
      { kind: 'heading', text: '驗證方式 How' },
      { kind: 'paragraph', text: `${factorText(e.factors, 'zh')} / ${factorText(e.factors, 'en')}` },
      { kind: 'heading', text: '證據鏈 Evidence chain' },
      {
        kind: 'fields',
        rows: [
          row('記錄編號', 'Entry', `AGR-${e.id}`),
          row('前一記錄指紋', 'Previous hash', e.prev_hash),
          row('本記錄指紋', 'Entry hash', e.entry_hash),
        ],
      },
      {
        kind: 'note',
        text: '本證明由平台依證據鏈記錄生成；記錄被更改時指紋將不相符。This certificate is drawn from the evidence chain; any change to the record breaks its hashes.',
      },
    ],
  });
}
