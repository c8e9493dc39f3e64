import { COLLECTION_COLUMNS } from '@mp/core/columns/transactions';
import { describe, expect, it } from 'vitest';
import { collectionColumns } from './collectionList.tsx';

describe("a list's columns from its capability's descriptors", () => {
  it('keep the table columns in their order, with the facets and totals of the page', () => {
    const cols = collectionColumns('service', () => {});
    expect(cols.map((c) => c.key)).toEqual(
      COLLECTION_COLUMNS.filter((c) => c.only !== 'export').map((c) => c.key),
    );
    const byKey = new Map(cols.map((c) => [c.key, c]));
    expect(byKey.get('txn_no')?.fixed).toBe('left');
    expect(byKey.get('txn_no')?.render).toBeTypeOf('function');
    expect(byKey.get('amount')).toMatchObject({ kind: 'money', sortKey: 'amount', total: 'amount' });
    expect(byKey.get('created_at')).toMatchObject({ kind: 'time', sortKey: 'created_at' });
    expect(byKey.get('pay_type')?.labels).toBeDefined();
    expect(byKey.get('store_name')?.title).toEqual({ zh: '門店', en: 'Store' });
  });

  it('leave the merchant column out of the merchant area', () => {
    expect(collectionColumns('merchant', () => {}).map((c) => c.key)).not.toContain('mer_name');
    expect(collectionColumns('group', () => {}).map((c) => c.key)).toContain('mer_name');
  });
});
