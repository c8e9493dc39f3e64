import { describe, expect, it } from 'vitest';
import { type PdfDescription, pdfFont, renderPdf, sha256Hex } from './index.js';

const receipt: PdfDescription = {
  title: '跨境匯款回單 / Transfer receipt',
  createdAt: new Date('2026-11-28T08:00:00Z'),
  lang: 'zh-TW',
  footer: 'GHF0001',
  blocks: [
    {
      kind: 'fields',
      rows: [
        ['收款人 Payee', '陳大文'],
        ['金額 Amount', 'MOP 1,234.56'],
      ],
    },
    {
      kind: 'table',
      columns: [{ label: '項目' }, { label: 'MOP', align: 'right' }],
      rows: [['手續費', '12.00']],
    },
    { kind: 'paragraph', text: '本回單由系統生成。' },
  ],
};

describe.skipIf(!pdfFont())('the PDF kit', () => {
  it('writes a PDF with the CJK font embedded, the same bytes at every render', async () => {
    const a = await renderPdf(receipt);
    const b = await renderPdf(receipt);
    expect(a.subarray(0, 5).toString()).toBe('%PDF-');
    expect(a.toString('latin1')).toMatch(/FontFile2|FontFile3/);
    expect(sha256Hex(a)).toBe(sha256Hex(b));
    const other = await renderPdf({ ...receipt, footer: 'GHF0002' });
    expect(sha256Hex(other)).not.toBe(sha256Hex(a));
  });

  it('has as many pages as its content, each with its footer (no page of a footer alone)', async () => {
    const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages(await renderPdf(receipt))).toBe(1);
    const two = await renderPdf({
      ...receipt,
      blocks: [...receipt.blocks, { kind: 'pageBreak' }, ...receipt.blocks],
    });
    expect(pages(two)).toBe(2);
  });
});
