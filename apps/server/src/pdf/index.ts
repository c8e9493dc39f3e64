// The PDF kit: one way to write a document the portal hands out (a transfer receipt, an agreement, an
// acceptance certificate, an inspection report, a training certificate). A capability describes its
// document as blocks; the kit lays them out on A4 with a CJK font, and the same description gives the same
// bytes at every download (fixed creation date, fixed font subset tag, the file id derived from the info).
// pdfkit with a system CJK font (docs/decisions.md, "PDF documents"): without one, Chinese would come out
// as garbage, so the kit refuses (`SCM50301`-style unavailable) rather than write an unreadable file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';

/**
 * pdfkit is loaded at the first document, not at start: it holds about 30 MB a process that writes no PDF
 * (most of them) would carry for nothing (issue 31 point 6, export memory; bench/README.md).
 */
let pdfkit: Promise<{ default: typeof import('pdfkit') }> | null = null;

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  /** Label and value pairs, two columns. */
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A table; `align: 'right'` for amounts. Widths are fractions of the line (they default to equal). */
  | {
      kind: 'table';
      columns: ReadonlyArray<{ label: string; width?: number; align?: 'left' | 'right' }>;
      rows: ReadonlyArray<ReadonlyArray<string>>;
    }
  | { kind: 'rule' }
  | { kind: 'pageBreak' };

export interface PdfDescription {
  /** The document's title (its info and its first line unless the blocks give a title). */
  title: string;
  /** The moment the document stands for (an acceptance, a transfer): fixed, so the bytes are the same. */
  createdAt: Date;
  lang: 'zh-TW' | 'en';
  subject?: string;
  author?: string;
  /** A line printed at the foot of every page (e.g. the document's hash or its number). */
  footer?: string;
  blocks: readonly PdfBlock[];
}

/** CJK fonts looked for, in order; the configured one (`PDF_FONT_PATH`, `usePdfFont`) comes first. */
const CANDIDATES: ReadonlyArray<{ path: string; family?: string }> = [
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei' },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKtc-Regular' },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKtc-Regular' },
  { path: '/usr/share/fonts/truetype/arphic/uming.ttc', family: 'AR PL UMing TW' },
];

let found: { path: string; family?: string } | null | undefined;
let configured: { path: string; family?: string } | null = null;

/** The font of the configuration (PDF_FONT_PATH, PDF_FONT_FAMILY: config.ts), tried before the system's. */
export function usePdfFont(path: string, family: string): void {
  configured = path ? { path, family: family || undefined } : null;
  found = undefined;
}

/** The CJK font the kit writes with, or null when the machine has none (docs/deployment.md). */
export function pdfFont(): { path: string; family?: string } | null {
  if (found !== undefined) return found;
  const list = configured ? [configured, ...CANDIDATES] : CANDIDATES;
  found = list.find((f) => fs.existsSync(f.path)) ?? null;
  return found;
}

export class PdfFontMissingError extends Error {
  constructor() {
    super('no CJK font for PDF documents: install fonts-wqy-zenhei or set PDF_FONT_PATH');
    this.name = 'PdfFontMissingError';
  }
}

const MARGIN = 56;
const INK = '#1f1f1f';
const MUTED = '#595959';
const LINE = '#d9d9d9';

/** Lays the description out and returns the PDF's bytes. Throws `PdfFontMissingError` without a CJK font. */
export async function renderPdf(d: PdfDescription): Promise<Buffer> {
  const font = pdfFont();
  if (!font) throw new PdfFontMissingError();
  pdfkit ??= import('pdfkit');
  const { default: PDFDocument } = await pdfkit;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: d.lang,
    displayTitle: true,
    info: {
      Title: d.title,
      Subject: d.subject ?? '',
      Author: d.author ?? '',
      Creator: 'Merchant portal',
      Producer: 'Merchant portal',
      CreationDate: d.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.path, font.family);
  doc.font('cjk').fillColor(INK);
  const width = doc.page.width - MARGIN * 2;
  if (!d.blocks.some((b) => b.kind === 'title')) title(doc, d.title);
  for (const b of d.blocks) {
    switch (b.kind) {
      case 'title':
        title(doc, b.text);
        break;
      case 'heading':
        doc.moveDown(0.6).fontSize(12.5).fillColor(INK).text(b.text, { width });
        doc.moveDown(0.25);
        break;
      case 'paragraph':
        doc.fontSize(10.5).fillColor(INK).text(b.text, { width, lineGap: 3 });
        doc.moveDown(0.5);
        break;
      case 'note':
        doc.fontSize(9).fillColor(MUTED).text(b.text, { width, lineGap: 2 });
        doc.moveDown(0.4);
        break;
      case 'fields':
        fields(doc, b.rows, width);
        break;
      case 'table':
        table(doc, b.columns, b.rows, width);
        break;
      case 'rule':
        rule(doc, width);
        break;
      case 'pageBreak':
        doc.addPage();
        break;
    }
  }
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 6;
    const foot = `${d.footer ? `${d.footer}   ` : ''}${i + 1} / ${range.count}`;
    // The footer sits in the bottom margin: without the margin set aside while it is written, pdfkit takes
    // it for an overflow and starts a page holding only the footer after every page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(8).fillColor(MUTED).text(foot, MARGIN, y, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

function title(doc: PDFKit.PDFDocument, text: string) {
  doc
    .fontSize(17)
    .fillColor(INK)
    .text(text, { width: doc.page.width - MARGIN * 2 });
  doc.moveDown(0.5);
  rule(doc, doc.page.width - MARGIN * 2);
}

function rule(doc: PDFKit.PDFDocument, width: number) {
  const y = doc.y + 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(0.6)
    .strokeColor(LINE)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + 8;
}

function fields(doc: PDFKit.PDFDocument, rows: ReadonlyArray<readonly [string, string]>, width: number) {
  const labelW = Math.round(width * 0.34);
  doc.fontSize(10);
  for (const [label, value] of rows) {
    const h = Math.max(
      doc.heightOfString(label, { width: labelW - 8 }),
      doc.heightOfString(value || '-', { width: width - labelW }),
    );
    if (doc.y + h > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    doc.fillColor(MUTED).text(label, MARGIN, y, { width: labelW - 8 });
    doc.fillColor(INK).text(value || '-', MARGIN + labelW, y, { width: width - labelW });
    doc.x = MARGIN;
    doc.y = y + h + 5;
  }
  doc.moveDown(0.3);
}

function table(
  doc: PDFKit.PDFDocument,
  columns: ReadonlyArray<{ label: string; width?: number; align?: 'left' | 'right' }>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  width: number,
) {
  const given = columns.reduce((s, c) => s + (c.width ?? 0), 0);
  const free = columns.filter((c) => c.width === undefined).length;
  const each = free ? Math.max(0, 1 - given) / free : 0;
  const widths = columns.map((c) => (c.width ?? each) * width);
  const line = (cells: ReadonlyArray<string>, head: boolean) => {
    doc.fontSize(head ? 9 : 9.5);
    const h = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i] - 6 })));
    if (doc.y + h + 6 > doc.page.height - MARGIN - 20) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc
        .fillColor(head ? MUTED : INK)
        .text(c, x + 3, y + 3, { width: widths[i] - 6, align: columns[i]?.align ?? 'left' });
      x += widths[i];
    });
    doc.x = MARGIN;
    doc.y = y + h + 6;
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  };
  line(
    columns.map((c) => c.label),
    true,
  );
  for (const r of rows) line(r, false);
  doc.moveDown(0.6);
}

/** The SHA-256 of a document's bytes, as lowercase hex: what an agreement or a receipt is bound to. */
export function sha256Hex(bytes: Buffer | Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}
