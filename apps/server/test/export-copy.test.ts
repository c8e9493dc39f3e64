import { buffer } from 'node:stream/consumers';
import { addDaysYmd, PAY_TYPE, TXN_RESULT, todayYmd } from '@mp/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { SignedInContext } from '../src/kernel/context.ts';
import { csvCopySql, inlineParams, RecordEnds } from '../src/lists/export/copy-csv.ts';
import type { ExportColumn, ExportSource } from '../src/lists/export/source.ts';
import { jobContext } from '../src/modules/exports/job-requester.ts';
import { exportStream } from '../src/modules/exports/produce.ts';
import { exportSource } from '../src/modules/exports/sources.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { sheetXml } from './sheet-xml.ts';

/**
 * The CSV of an export written by PostgreSQL's COPY (cells in SQL, lists/export/copy-csv.ts) against the
 * row-by-row path (cells.ts, writers/csv.ts) on the same rows: byte for byte the same file. On the
 * embedded database there is no COPY path and the export keeps the row-by-row one.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { simRate: 0 } });
});
afterAll(() => server?.close());

async function contextOf(login: string, lang: 'zh-TW' | 'en'): Promise<SignedInContext> {
  const r = await server.db.query<{ id: string; org_kind: 'merchant'; org_id: string }>(
    'select id, org_kind, org_id from operators where login_name = $1',
    [login],
  );
  const op = r.rows[0];
  const { config, ports } = server.built.platform;
  const log = { info() {}, warn() {}, error() {}, debug() {} } as never;
  return jobContext(
    { db: server.db, config, ports, log },
    { operatorId: String(op.id), orgKind: op.org_kind, orgId: String(op.org_id), storeIds: null, lang },
  );
}

/** Both files of one export: the row-by-row one (no select) and, where the database has COPY, COPY's. */
async function bothFiles(
  ctx: SignedInContext,
  source: ExportSource,
  filters: unknown,
  mask: boolean,
): Promise<{ rows: Buffer; copy: Buffer; copied: number; count: number }> {
  const plain = await source.open(ctx, filters);
  const rows = await buffer(exportStream({ ctx, source, rows: plain.rows, format: 'CSV', mask }).stream);
  const opened = await source.open(ctx, filters);
  expect(opened.select).toBeDefined();
  const progress = { done: 0 };
  let read = false;
  const watched = (async function* () {
    read = true;
    yield* opened.rows;
  })();
  const out = exportStream({
    ctx,
    source,
    rows: watched,
    select: opened.select,
    format: 'CSV',
    mask,
    progress,
  });
  const copy = await buffer(out.stream);
  expect(out.rows()).toBe(progress.done);
  // On PostgreSQL the second file came from COPY: the source's rows were never read.
  expect(read).toBe(!onPostgres);
  return { rows, copy, copied: out.rows(), count: opened.count };
}

const t = (zh: string, en: string) => ({ zh, en });

const PROBE_COLUMNS: ExportColumn[] = [
  { key: 'txt', header: t('文字', 'Text'), kind: 'text' },
  { key: 'n', header: t('數目', '=Count'), kind: 'number' },
  { key: 'cents', header: t('金額', 'Amount'), kind: 'money' },
  { key: 'at', header: t('時間', 'Time'), kind: 'datetime' },
  { key: 'day', header: t('日期', 'Day'), kind: 'date' },
  { key: 'pay', header: t('支付方式', 'Payment, type'), kind: 'status', labels: PAY_TYPE },
  { key: 'res', header: t('結果', 'Result'), kind: 'status', labels: TXN_RESULT },
  { key: 'card', header: t('卡號', 'Card'), kind: 'masked:card' },
  { key: 'phone', header: t('電話', 'Phone'), kind: 'masked:phone' },
  { key: 'doc', header: t('證件', 'ID'), kind: 'masked:id' },
];

const AWKWARD = [
  '',
  'plain',
  '=SUM(A1)',
  '+1',
  '-2',
  '@x',
  '\tlead tab',
  '\rlead cr',
  'a,b',
  'say "hi"',
  'two\nlines',
  'cr\rinside',
  'crlf\r\nend',
  '"',
  ',',
  '\n',
  'back\\slash',
  "it's",
  '中文澳門 🏦',
  '  spaces  ',
  '\\.',
  "'quoted",
  '& < > &amp; <b>"q"</b>',
  'bell\u0007 unit\u001f end',
  '\u000bvt',
  'x\ufffey\uffffz',
  '\u3000全形 ',
  ' lead',
];
const CARDS = [
  '',
  '1',
  '12',
  '123',
  '1234',
  '12345',
  '123456789',
  '1234567890123',
  '12345678901234',
  '622202123456789012',
  '6222 0212 3456 7890',
  '6222\u00a00212\u30003456\t7890',
  '62🏦2202123',
  '=1234567890',
  '-12345',
  // Cut byte by byte in this process (MaskedRecordEnds): a formula start, a comma and a quote (quoted by
  // COPY), a non-ASCII long value.
  '=12345678901234',
  '@6222021234567890',
  '6222,0212345678901',
  '6222"021234567890',
  '622202123456789０12',
];
const PHONES = ['', '1', '66', '6612', '66123456', '1381234', '13812345678', '+853 6612 3456', '📱12345'];
const DOCS = [
  '',
  'A',
  'AB',
  'ABC',
  'A1234567',
  '12345678901234',
  '123456789012345',
  '44010119900101123X',
  '陳大文身份證',
];

/** A source over rows made in SQL: every column kind, texts that quote, break lines and start formulas. */
function probeSource(rowsSql: string): ExportSource {
  return {
    key: 'copy_probe',
    filters: z.object({}).strict(),
    columns: PROBE_COLUMNS,
    async open(ctx) {
      const all = await ctx.db.query<Record<string, unknown>>(rowsSql);
      return {
        count: all.rows.length,
        rows: (async function* () {
          yield* all.rows;
        })(),
        select: { sql: rowsSql, params: [] },
      };
    },
  };
}

function probeRowsSql(): string {
  const arr = (xs: readonly string[]) =>
    `array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(', ')}]::text[]`;
  const pays = [...Object.keys(PAY_TYPE), '=HYPERLINK("x")', 'UNKNOWN', ''];
  const results = Object.keys(TXN_RESULT);
  return `select g as id,
      case when g % 23 = 22 then null else (${arr(AWKWARD)})[1 + g % ${AWKWARD.length}] end as txt,
      case g % 6 when 0 then null when 1 then -g when 2 then g::bigint * 10000000000007 else g end::bigint as n,
      case g % 9 when 0 then null when 1 then -5 when 2 then -100 when 3 then 0 when 4 then 7
        when 5 then 123456789012 when 6 then -987654 else g * 37 end::bigint as cents,
      case when g % 11 = 0 then null
        else timestamptz '2026-01-01 00:00:00.999+00' + g * interval '7 hours 13 minutes 1.5 seconds'
          - case when g % 7 = 0 then interval '60 years' else interval '0' end end as at,
      case when g % 13 = 0 then null else date '2025-12-30' + g end as day,
      case when g % 17 = 0 then null else (${arr(pays)})[1 + g % ${pays.length}] end as pay,
      (${arr(results)})[1 + g % ${results.length}] as res,
      case when g % 19 = 0 then null else (${arr(CARDS)})[1 + g % ${CARDS.length}] end as card,
      (${arr(PHONES)})[1 + g % ${PHONES.length}] as phone,
      (${arr(DOCS)})[1 + g % ${DOCS.length}] as doc
    from generate_series(1, 600) g order by g`;
}

describe('CSV written by COPY', () => {
  it('turns record ends into CRLF and counts rows, whatever the chunks and the quoted line breaks', () => {
    const text = 'a,"x\ny"\nb,"say ""hi"""\n"\n",c\n';
    const whole = new RecordEnds();
    expect(whole.convert(Buffer.from(text)).toString()).toBe('a,"x\ny"\r\nb,"say ""hi"""\r\n"\n",c\r\n');
    expect(whole.rows).toBe(3);
    for (let cut = 1; cut < text.length; cut++) {
      const ends = new RecordEnds();
      const out = Buffer.concat([
        ends.convert(Buffer.from(text.slice(0, cut))),
        ends.convert(Buffer.from(text.slice(cut))),
      ]).toString();
      expect(out, `cut at ${cut}`).toBe('a,"x\ny"\r\nb,"say ""hi"""\r\n"\n",c\r\n');
      expect(ends.rows).toBe(3);
    }
  });

  it('inlines parameters as literals, outside quoted strings and names', () => {
    const sql = inlineParams(`select '$1' as "$2", $1::bigint[] as a, $2 as b, $3 as c, $10 as d`, [
      ['1', '2'],
      "it's \\ here",
      null,
      1,
      2,
      3,
      4,
      5,
      6,
      new Date('2026-01-02T03:04:05.678Z'),
    ]);
    expect(sql).toBe(
      `select '$1' as "$2", '{"1","2"}'::bigint[] as a,  E'it''s \\\\ here' as b, null as c, '2026-01-02T03:04:05.678Z' as d`,
    );
  });

  it('leaves a column SQL cannot write exactly to the row-by-row path', () => {
    const select = { sql: 'select 1', params: [] };
    const name: ExportColumn = { key: 'who', header: t('姓名', 'Name'), kind: 'masked:name' };
    expect(csvCopySql([name], { lang: 'en', mask: true }, select)).toBeNull();
    expect(csvCopySql([name], { lang: 'en', mask: false }, select)).not.toBeNull();
  });

  it.runIf(!onPostgres)('is not used on the embedded database: the file is the row-by-row one', async () => {
    expect(server.db.copyOut).toBeUndefined();
    const ctx = await contextOf('demo_merchant', 'en');
    const src = exportSource('collections');
    if (!src) throw new Error('no collections source');
    const filters = { start_date: addDaysYmd(todayYmd(), -10), end_date: addDaysYmd(todayYmd(), -2) };
    const { rows, copy } = await bothFiles(ctx, src, filters, true);
    expect(copy.equals(rows)).toBe(true);
  });

  it.runIf(onPostgres)(
    'writes the same bytes as the row-by-row path for every column kind and awkward text',
    async () => {
      const source = probeSource(probeRowsSql());
      for (const lang of ['zh-TW', 'en'] as const) {
        const ctx = await contextOf('demo_merchant', lang);
        for (const mask of [true, false]) {
          const { rows, copy, copied, count } = await bothFiles(ctx, source, {}, mask);
          expect(count).toBe(600);
          expect(copied).toBe(600);
          // The texts named above really are in the file, quoted and neutralised.
          const text = rows.toString('utf8');
          expect(text).toContain(`"two\nlines"`);
          expect(text).toContain(`"'=HYPERLINK(""x"")"`);
          if (mask) expect(text).not.toContain('622202123456789012');
          if (!copy.equals(rows)) {
            const a = text.split('\r\n');
            const b = copy.toString('utf8').split('\r\n');
            const at = a.findIndex((line, i) => line !== b[i]);
            expect({ lang, mask, line: at, copy: b[at] }).toEqual({ lang, mask, line: at, copy: a[at] });
          }
          expect(copy.equals(rows)).toBe(true);
        }
      }
    },
  );

  it.runIf(onPostgres)(
    'writes the collection export as the keyset path does, for a merchant and an agent',
    async () => {
      const src = exportSource('collections');
      if (!src) throw new Error('no collections source');
      const filters = { start_date: addDaysYmd(todayYmd(), -20), end_date: addDaysYmd(todayYmd(), -1) };
      for (const [login, lang] of [
        ['demo_merchant', 'zh-TW'],
        ['demo_agent', 'en'],
      ] as const) {
        const ctx = await contextOf(login, lang);
        const { rows, copy, copied, count } = await bothFiles(ctx, src, filters, true);
        expect(count, login).toBeGreaterThan(0);
        expect(copied, login).toBe(count);
        expect(copy.equals(rows), login).toBe(true);
      }
    },
  );

  it.runIf(onPostgres)('gives its connection back when the consumer stops early (CSV and XLSX)', async () => {
    const ctx = await contextOf('demo_merchant', 'en');
    const source: ExportSource = { ...probeSource('select 1'), columns: [PROBE_COLUMNS[0]] };
    const select = { sql: 'select g::text as txt from generate_series(1, 2000000) g', params: [] };
    for (const format of ['CSV', 'XLSX'] as const) {
      const before = server.db.pool?.().total ?? 0;
      const progress = { done: 0 };
      const out = exportStream({
        ctx,
        source,
        rows: (async function* () {})(),
        select,
        format,
        mask: true,
        progress,
      });
      // XLSX: read until COPY's rows are being written, then stop.
      for await (const _ of out.stream) if (format === 'CSV' || progress.done > 0) break;
      await expect.poll(() => server.db.pool?.().total ?? 0).toBeLessThanOrEqual(before);
      expect(progress.done, format).toBeLessThan(2_000_000);
    }
    expect((await server.db.query<{ n: number }>('select 1 as n')).rows[0].n).toBe(1);
  });
});

/** An XLSX file's first sheet as a reader sees it. */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => {
    rows.push((r.values as unknown[]).slice(1));
  });
  return rows;
}

describe('XLSX cells written by COPY', () => {
  it.runIf(onPostgres)(
    'make the sheet of the row-by-row path for every column kind and awkward text',
    async () => {
      const source = probeSource(probeRowsSql());
      for (const lang of ['zh-TW', 'en'] as const) {
        const ctx = await contextOf('demo_merchant', lang);
        for (const mask of [true, false]) {
          const plain = await source.open(ctx, {});
          const rows = await buffer(
            exportStream({ ctx, source, rows: plain.rows, format: 'XLSX', mask }).stream,
          );
          const opened = await source.open(ctx, {});
          const progress = { done: 0 };
          const out = exportStream({
            ctx,
            source,
            rows: (async function* () {
              yield* [];
              throw new Error('the rows were read: no COPY');
            })(),
            select: opened.select,
            format: 'XLSX',
            mask,
            progress,
          });
          const copy = await buffer(out.stream);
          expect(progress.done).toBe(600);
          expect(out.rows()).toBe(600);
          // The same sheet XML byte for byte (texts, numbers, dates, labels, masked and neutralised cells,
          // XML specials, dropped control characters), and a reader opens the file with the same cells.
          const want = sheetXml(rows);
          expect(want).toContain('&amp; &lt; &gt; &amp;amp; &lt;b&gt;"q"&lt;/b&gt;');
          expect(want).toContain('<t>bell unit end</t>');
          expect(sheetXml(copy)).toBe(want);
          const read = await sheetRows(copy);
          expect(read.length).toBe(601);
          expect(read).toEqual(await sheetRows(rows));
        }
      }
    },
  );

  it.runIf(onPostgres)(
    'make a file a reader opens with the rows of the keyset path (collections)',
    async () => {
      const src = exportSource('collections');
      if (!src) throw new Error('no collections source');
      const filters = { start_date: addDaysYmd(todayYmd(), -20), end_date: addDaysYmd(todayYmd(), -1) };
      const ctx = await contextOf('demo_merchant', 'zh-TW');
      const plain = await src.open(ctx, filters);
      const rows = await buffer(
        exportStream({ ctx, source: src, rows: plain.rows, format: 'XLSX', mask: true }).stream,
      );
      const opened = await src.open(ctx, filters);
      expect(opened.select).toBeDefined();
      let read = false;
      const watched = (async function* () {
        read = true;
        yield* opened.rows;
      })();
      const progress = { done: 0 };
      const out = exportStream({
        ctx,
        source: src,
        rows: watched,
        select: opened.select,
        format: 'XLSX',
        mask: true,
        progress,
      });
      const copy = await buffer(out.stream);
      expect(read).toBe(false);
      expect(out.rows()).toBe(opened.count);
      expect(progress.done).toBe(opened.count);
      const want = await sheetRows(rows);
      expect(want.length).toBe(opened.count + 1);
      expect(await sheetRows(copy)).toEqual(want);
    },
  );
});
