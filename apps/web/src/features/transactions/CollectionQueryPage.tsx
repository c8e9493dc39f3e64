import './messages.ts';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { areaOfRoute } from '../../ui/list/area.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useCollectionList } from './api.ts';
import { CollectionDetail } from './CollectionDetail.tsx';
import { COLLECTION_TOTALS, collectionColumns, collectionSpec } from './collectionList.tsx';

/** Collection (receipt) query of the three areas: classic and senior search, detail and refund. */
export default function CollectionQueryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(collectionSpec(area, route.name));
  const data = useCollectionList(list.query, area);
  const open = (txnNo: string) => list.apply({ ...list.state, detail: txnNo });
  return (
    <ListView
      title={pick(route.title)}
      intro={t('money.txn.intro')}
      area={area}
      list={list}
      data={data}
      columns={collectionColumns(area, open)}
      rowKey="txn_no"
      totals={COLLECTION_TOTALS}
      exportSource="collections"
      detail={{
        title: t('money.txn.detailTitle'),
        render: (id) => <CollectionDetail txnNo={id} area={area} />,
      }}
    />
  );
}
