import './messages.ts';
import { CHILD_MERC_COLUMNS } from '@mp/core/columns/submerchants';
import { MERCHANT_CATEGORY, ORG_STATUS } from '@mp/core/statuses';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { listColumns, recordLink } from '../../ui/list/columns.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { rowsOnly } from '../../ui/list/queries.ts';
import type { ListSpec } from '../../ui/list/spec.ts';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { type ChildMercRow, useChildMerchants } from './api.ts';
import { GroupTools } from './GroupTools.tsx';
import { MerchantDetail } from './MerchantDetail.tsx';

function specOf(area: SignedInArea, name: string): ListSpec {
  return {
    pageKey: `${area}:${name}`,
    filters: [
      { kind: 'text', param: 'mer_no', label: 'submerchants.merNo', max: 32 },
      { kind: 'text', param: 'mer_name', label: 'submerchants.merName', max: 64 },
      { kind: 'select', param: 'status', label: 'submerchants.status', options: ORG_STATUS },
      { kind: 'select', param: 'category', label: 'submerchants.category', options: MERCHANT_CATEGORY },
    ],
  };
}

/**
 * serviceChildList (21) and groupChildList: the provider's sub-merchants (with their export) or the group's
 * members (with the quick search and the operator phone); a row opens the merchant's details.
 */
export default function SubMerchantListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = route.area as SignedInArea;
  const spec = useMemo(() => specOf(area, route.name), [area, route.name]);
  const list = useListPage(spec);
  const q = useChildMerchants(area, list.query);
  const open = (merNo: string) => list.apply({ ...list.state, detail: merNo });
  const columns = listColumns<ChildMercRow>(CHILD_MERC_COLUMNS, {
    mer_no: recordLink<ChildMercRow>('mer_no', { onOpen: open }),
    ...(area === 'group' ? { open_products: false as const } : {}),
  });
  return (
    <ListView<ChildMercRow, object>
      title={pick(route.title)}
      intro={t(area === 'group' ? 'submerchants.membersIntro' : 'submerchants.listIntro')}
      area={area}
      list={list}
      presets={false}
      aside={area === 'group' ? <GroupTools onOpen={open} /> : undefined}
      data={rowsOnly(q, list.query)}
      columns={columns}
      rowKey="mer_no"
      exportSource={area === 'service' ? 'sub_merchants' : undefined}
      detail={{ title: t('submerchants.detailTitle'), render: (merNo) => <MerchantDetail merNo={merNo} /> }}
    />
  );
}
