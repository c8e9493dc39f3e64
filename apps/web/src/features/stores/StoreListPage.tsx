import './messages.ts';
import type { StoreRowT } from '@mp/core/schemas/stores';
import { STORE_STATUS } from '@mp/core/statuses';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pick } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { withQuery } from '../../ui/admin/paths.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { rowsOnly } from '../../ui/list/queries.ts';
import type { ColumnDef, ListSpec } from '../../ui/list/spec.ts';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useStoreList } from './api.ts';
import { storeDetailPath } from './storePaths.ts';

function specOf(area: SignedInArea): ListSpec {
  return {
    pageKey: `${area}:stores`,
    filters: [
      { kind: 'text', param: 'store_name', label: 'stores.name', max: 64 },
      { kind: 'text', param: 'store_no', label: 'stores.no', max: 32 },
      { kind: 'select', param: 'status', label: 'stores.status', options: STORE_STATUS },
      ...(area === 'merchant'
        ? []
        : [{ kind: 'text' as const, param: 'mer_no', label: 'stores.merNo', max: 32 }]),
    ],
  };
}

/** shop_manager (41) and gshop_manager: the stores of the caller's scope with their terminals. */
export default function StoreListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = route.area as SignedInArea;
  const spec = useMemo(() => specOf(area), [area]);
  const list = useListPage(spec);
  const q = useStoreList(list.query);
  const detail = storeDetailPath(area);

  const columns: ColumnDef<StoreRowT>[] = [
    { key: 'store_no', title: 'stores.no', kind: 'code' },
    {
      key: 'store_name',
      title: 'stores.name',
      render: (r) =>
        detail ? (
          <Link to={withQuery(detail, { store_id: r.store_id })}>{r.store_name}</Link>
        ) : (
          <Typography.Text>{r.store_name}</Typography.Text>
        ),
    },
    ...(area === 'merchant'
      ? []
      : [
          {
            key: 'mer_name' as const,
            title: 'stores.merchant',
            render: (r: StoreRowT) => `${r.mer_name} (${r.mer_no})`,
          },
        ]),
    { key: 'address', title: 'stores.address' },
    // A store's phone is the shop's own line, not personal data: shown as it is.
    { key: 'phone', title: 'stores.phone' },
    { key: 'terminal_count', title: 'stores.terminals', kind: 'count' },
    { key: 'status', title: 'stores.status', kind: 'status', labels: STORE_STATUS },
    { key: 'created_at', title: 'stores.createdAt', kind: 'time' },
  ];

  return (
    <ListView<StoreRowT, object>
      title={pick(route.title)}
      intro={t('stores.intro')}
      area={area}
      list={list}
      presets={false}
      data={rowsOnly(q, list.query)}
      columns={columns}
      rowKey="store_id"
    />
  );
}
