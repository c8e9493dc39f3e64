import { maskCard } from '@mp/core';
import { describe, expect, it } from 'vitest';
import { neutralise } from './cells.ts';
import { MaskedRecordEnds } from './copy-csv.ts';

/** A field as PostgreSQL's CSV writes it: quoted when it holds `"`, `,`, CR or LF, or is the empty text. */
const pgField = (v: string | null) =>
  v === null ? '' : v === '' || /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
/** What the SQL rule (and cells.ts) writes for a masked card: nothing when empty, quoted as above. */
const expected = (v: string | null) => {
  const c = neutralise(maskCard(v ?? ''));
  return c === '' ? '' : /[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c;
};

const CARDS: (string | null)[] = [
  null,
  '',
  '1',
  '1234567890123',
  '12345678901234',
  '622202123456789012',
  '6222 0212 3456 7890',
  '6222\u00a00212\u30003456\t7890',
  '62🏦2202123456789',
  '=12345678901234',
  '-1234567890123456',
  '6222,0212345678901',
  '6222"021234567890',
  '6222\n021234567890',
];

describe('MaskedRecordEnds', () => {
  it('masks the card field of every record as maskCard does, CRLF at each end, however the bytes are cut', () => {
    const records = CARDS.map((c, i) => [`T${i}`, pgField(c), `"a,""b"`, ''].join(','));
    const input = Buffer.from(`${records.join('\n')}\n`, 'utf8');
    const want = `${CARDS.map((c, i) => [`T${i}`, expected(c), `"a,""b"`, ''].join(',')).join('\r\n')}\r\n`;
    for (let cut = 0; cut <= input.length; cut++) {
      const m = new MaskedRecordEnds([1]);
      const out = Buffer.concat([m.convert(input.subarray(0, cut)), m.convert(input.subarray(cut))]);
      expect(out.toString('utf8'), `cut at ${cut}`).toBe(want);
      expect(m.rows).toBe(CARDS.length);
    }
  });

  it('masks a card in the first and in the last field of a record', () => {
    const m = new MaskedRecordEnds([0, 2]);
    const out = m.convert(Buffer.from('622202123456789012,x,6222 0212 3456 7890\n', 'utf8'));
    expect(out.toString('utf8')).toBe('622202********9012,x,622202******7890\r\n');
  });
});
