import type { PageId, RouteDef } from '@mp/core/routes';
import { Card, Descriptions, type DescriptionsProps, Empty, Skeleton, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { currentAccess } from '../../access/personAccess.ts';
import { pick } from '../../i18n/index.ts';
import { areaOfRoute } from './area.ts';
import { BackButton } from './BackButton.tsx';

/** The pieces of a record's detail (a page of its own or a list's drawer). */

/** The record number a detail page shows, from `?param=` of its URL: trimmed, 64 characters at most. */
export function useRecordNo(param: string): string {
  const [params] = useSearchParams();
  return (params.get(param) ?? '').trim().slice(0, 64);
}

/** An item of a Descriptions block: its key, the i18n key of its label, and what it shows. */
export function itemsOf(t: TFunction) {
  return (key: string, label: string, children: ReactNode) => ({ key, label: t(label), children });
}

/** The record's amount in large figures under its label, at the head of the detail. */
export function AmountHeadline({ label, amount }: { label: string; amount: string }) {
  return (
    <>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div style={{ fontSize: 28, fontWeight: 600, color: '#0f2747', fontVariantNumeric: 'tabular-nums' }}>
        {amount}
      </div>
    </>
  );
}

/** The head of a record's detail: its amount in large figures, then what is given (its status tags). */
export function RecordHead({
  label,
  amount,
  children,
}: {
  label: string;
  amount: string;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: 16 }}>
      <AmountHeadline label={label} amount={amount} />
      {children}
    </div>
  );
}

/** A record's facts: a bordered block of label and value, two columns from a middle-sized screen up. */
export function RecordFacts(props: DescriptionsProps) {
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} {...props} />;
}

/** A record's detail as its page reads it: the number in the URL (`param`) and the detail query of it. */
export interface RecordDetail<D> {
  no: string;
  query: { data?: D; isPending: boolean };
}

export function useRecordDetail<D>(
  param: string,
  useDetail: (no: string) => { data?: D; isPending: boolean },
): RecordDetail<D> {
  const no = useRecordNo(param);
  return { no, query: useDetail(no) };
}

/**
 * The card of a record's detail page: the route's title, the way back to the record's list (`list`:
 * its page id), and the record once loaded, or why there is none (no number asked, not found: the texts
 * `<texts>.chooseOne` and `<texts>.notFound`).
 */
export function RecordDetailCard<D>({
  route,
  list,
  texts,
  detail: { no, query },
  children,
}: {
  route: RouteDef;
  list: PageId;
  texts: string;
  detail: RecordDetail<D>;
  children: (record: D) => ReactNode;
}) {
  const { t } = useTranslation();
  const chooseOne = t(`${texts}.chooseOne`);
  const notFound = t(`${texts}.notFound`);
  let body: ReactNode;
  if (!no) body = <Empty description={chooseOne} />;
  else if (query.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!query.data) body = <Empty description={notFound} />;
  else body = children(query.data);
  return (
    <Card
      variant="borderless"
      title={pick(route.title)}
      extra={<BackButton to={currentAccess().pathTo(list, areaOfRoute(route))} />}
    >
      {body}
    </Card>
  );
}
