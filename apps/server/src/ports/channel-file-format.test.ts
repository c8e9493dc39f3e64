import { describe, expect, it } from 'vitest';
import { CHANNEL_FILE_HEADER, readChannelFile, writeChannelFile } from './channel-file-format.ts';

const line = {
  channelRef: 'WX1',
  orderNo: 'T2026010100000001',
  merNo: 'M00000000001',
  type: 'PAYMENT' as const,
  amount: 12_000,
  currency: 'MOP',
  fee: 72,
  time: '20260101103000',
};

describe('the channel settlement file', () => {
  it('reads back what it wrote, with the trailer', () => {
    const refund = {
      ...line,
      channelRef: 'RF1',
      orderNo: 'R2026010100000001',
      type: 'REFUND' as const,
      amount: 2_000,
      fee: 0,
    };
    const text = writeChannelFile([line, refund]);
    expect(text.split('\n')[0]).toBe(CHANNEL_FILE_HEADER);
    expect(text.trimEnd().split('\n').at(-1)).toBe('TRAILER,2,10000');
    const read = readChannelFile(text);
    expect(read.problems).toEqual([]);
    expect(read.trailer).toEqual({ count: 2, total: 10_000 });
    expect(read.lines.map((l) => [l.lineNo, l.orderNo, l.type, l.amount])).toEqual([
      [2, line.orderNo, 'PAYMENT', 12_000],
      [3, refund.orderNo, 'REFUND', 2_000],
    ]);
  });

  it('reports each bad line with its number and keeps reading; never throws', () => {
    const good = writeChannelFile([line]).split('\n')[1];
    const cases: [string, RegExp][] = [
      [good.replace(',12000,', ',-5,'), /amount/],
      [good.replace(',MOP,', ',mop,'), /currency/],
      [good.replace('20260101103000', '20261301103000'), /time/],
      [good.replace(',PAYMENT,', ',SALE,'), /type/],
      [`${good},extra`, /9/],
      ['', /found 1/],
    ];
    const text = [
      CHANNEL_FILE_HEADER,
      ...cases.map(([l]) => l),
      good,
      good,
      `TRAILER,${cases.length + 2},0`,
    ].join('\n');
    const read = readChannelFile(text);
    expect(read.lines).toHaveLength(1);
    expect(read.problems.map((p) => [p.kind, p.lineNo])).toEqual([
      ...cases.map((_, i) => ['MALFORMED_LINE', i + 2]),
      ['DUPLICATE_LINE', cases.length + 3],
    ]);
    for (const [i, [, why]] of cases.entries()) expect(read.problems[i].problem).toMatch(why);
    expect(read.problems[0].merNo).toBe(line.merNo);
  });

  it('rejects a file without its header, and names a missing or wrong trailer', () => {
    expect(readChannelFile('').problems.map((p) => p.kind)).toEqual(['FILE_HEADER']);
    const noHeader = readChannelFile('a,b\n');
    expect(noHeader.lines).toEqual([]);
    expect(noHeader.problems[0]).toMatchObject({ kind: 'FILE_HEADER', lineNo: 1 });
    const body = writeChannelFile([line]).split('\n');
    const cut = readChannelFile(body.slice(0, 2).join('\n'));
    expect(cut.lines).toHaveLength(1);
    expect(cut.problems).toEqual([expect.objectContaining({ kind: 'FILE_TRAILER', lineNo: 3 })]);
    const wrongTotal = readChannelFile([...body.slice(0, 2), 'TRAILER,1,11999'].join('\n'));
    expect(wrongTotal.problems).toEqual([expect.objectContaining({ kind: 'FILE_TRAILER', lineNo: 3 })]);
    const wrongCount = readChannelFile([...body.slice(0, 2), 'TRAILER,2,12000'].join('\n'));
    expect(wrongCount.problems[0].problem).toMatch(/counts 2 lines, the file has 1/);
    expect(readChannelFile(Buffer.from(`\ufeff${body.join('\n')}`)).problems).toEqual([]);
  });
});
