import './messages.ts';
import { GRANT_SCOPE, GRANT_STATUS, labelOf } from '@mp/core/statuses';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { formatDate } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { PagedTableCard } from '../../ui/pagedTable/PagedTableCard.tsx';

type GrantTerms = { scopes: readonly (keyof typeof GRANT_SCOPE)[]; until: string; status: string };

/** The columns both sides show of a grant's terms: what it lets the provider read, until when, its status. */
export function grantTermColumns<Row extends GrantTerms>(t: TFunction): ColumnsType<Row> {
  const lang = currentLang();
  return [
    {
      key: 'scopes',
      title: t('grants.scopes'),
      render: (_, r) => r.scopes.map((s) => <Tag key={s}>{labelOf(GRANT_SCOPE, s, lang)}</Tag>),
    },
    { key: 'until', title: t('grants.until'), render: (_, r) => formatDate(r.until) },
    {
      key: 'status',
      title: t('grants.status'),
      render: (_, r) => <StatusTag labels={GRANT_STATUS} value={r.status} />,
    },
  ];
}

/** A side's grants (the merchant's own, the provider's held) in a paged card, each side with its columns. */
export function GrantList<Row extends GrantTerms & { grant_no: string }>(
  props: Pick<ComponentProps<typeof PagedTableCard<Row>>, 'table' | 'query' | 'columns'>,
) {
  const { t } = useTranslation();
  return (
    <PagedTableCard<Row> title={t('grants.list')} rowKey="grant_no" empty={t('grants.empty')} {...props} />
  );
}
