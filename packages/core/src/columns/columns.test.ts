import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PaymentRow } from '../schemas/payments.ts';
import { RefundRow, type RefundRowT } from '../schemas/refunds.ts';
import { RltRow, SettleRow } from '../schemas/settlement.ts';
import { CollectionRow } from '../schemas/transactions.ts';
import { type Column, columnsIn } from './column.ts';
import { PAYMENT_COLUMNS } from './payments.ts';
import { REFUND_COLUMNS } from './refunds.ts';
import { RLT_COLUMNS, SETTLE_COLUMNS } from './settlement.ts';
import { COLLECTION_COLUMNS } from './transactions.ts';

/** Every capability's column list with the row schema its keys name. */
const LISTS: readonly [string, readonly Column<any>[], z.ZodObject][] = [
  ['collections', COLLECTION_COLUMNS, CollectionRow],
  ['refunds', REFUND_COLUMNS, RefundRow],
  ['payments', PAYMENT_COLUMNS, PaymentRow],
  ['settlements', SETTLE_COLUMNS, SettleRow],
  ['reconciliation', RLT_COLUMNS, RltRow],
];

describe.each(LISTS)('the %s columns', (_name, columns, row) => {
  it('name each field of the row schema at most once', () => {
    const keys = columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Object.keys(row.shape), key).toContain(key);
  });

  it('label every value of a status column', () => {
    for (const c of columns) {
      if (c.kind !== 'status') continue;
      expect(Object.keys(c.labels ?? {}).length, c.key).toBeGreaterThan(0);
      const field = row.shape[c.key];
      if (field instanceof z.ZodEnum) {
        for (const value of field.options)
          expect(Object.keys(c.labels), `${c.key} ${value}`).toContain(value);
      }
    }
  });

  it('have a title in both languages and columns for the table and the export', () => {
    for (const c of columns) expect(c.title.zh && c.title.en, c.key).toBeTruthy();
    expect(columnsIn(columns, 'table').length).toBeGreaterThan(0);
    expect(columnsIn(columns, 'export').length).toBeGreaterThan(0);
  });
});

describe('a column', () => {
  it('names a field of its row type, or does not compile', () => {
    // @ts-expect-error 'refund_id' is no field of a refund row.
    const wrong: Column<RefundRowT> = { key: 'refund_id', title: { zh: '退款', en: 'Refund' }, kind: 'text' };
    expect(Object.keys(RefundRow.shape)).not.toContain(wrong.key);
  });
});
