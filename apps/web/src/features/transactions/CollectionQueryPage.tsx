import '../../ui/list/messages.ts';
import './messages.ts';
import type { CollectionRowT, CollectionTotalsT } from '@mp/core/schemas/transactions';
import { type Search, SearchPage } from '../../ui/list/SearchPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useCollectionList } from './api.ts';
import { CollectionDetail } from './CollectionDetail.tsx';
import { COLLECTION_TOTALS, collectionColumns, collectionSpec } from './collectionList.tsx';

const COLLECTIONS: Search<CollectionRowT, CollectionTotalsT> = {
  intro: 'money.txn.intro',
  spec: collectionSpec,
  useData: useCollectionList,
  columns: collectionColumns,
  rowKey: 'txn_no',
  totals: COLLECTION_TOTALS,
  // The strip adds up successful collections; the table's total line every listed row (issue 32).
  totalsNote: 'money.t.collectionNote',
  exportSource: 'collections',
  detail: {
    title: 'money.txn.detailTitle',
    render: (txnNo, area) => <CollectionDetail txnNo={txnNo} area={area} />,
  },
};

/** Collection (receipt) query of the three areas: classic and senior search, detail and refund. */
export default function CollectionQueryPage({ route }: PageProps) {
  return <SearchPage route={route} search={COLLECTIONS} />;
}
