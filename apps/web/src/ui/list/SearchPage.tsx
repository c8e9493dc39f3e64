import type { RouteDef } from '@mp/core/routes';
import type { ExportSourceKey } from '@mp/core/schemas/exports';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { areaOfRoute } from './area.ts';
import { ListView } from './ListView.tsx';
import type { ColumnDef, ListData, ListQuery, ListSpec, TotalDef } from './spec.ts';
import { type ListPage, useListPage } from './useListPage.ts';

/**
 * What one money search of the three areas is made of: its filters (spec), how it fetches, its columns,
 * totals and export. A route's page shows it with `SearchPage`, which adds the route's title and area.
 */
export interface Search<Row extends object, Totals extends object> {
  /** i18n key of the line under the title. */
  intro: string;
  spec: (area: SignedInArea, routeName: string) => ListSpec;
  /** The data hook of the list (called once a render, as a hook). */
  useData: (query: ListQuery, area: SignedInArea) => ListData<Row, Totals>;
  /** The columns of the area; `open` opens a record in the detail drawer (the URL's `detail`). */
  columns: (area: SignedInArea, open: (key: string) => void) => readonly ColumnDef<Row>[];
  rowKey: keyof Row & string;
  totals?: readonly TotalDef[];
  exportSource?: ExportSourceKey;
  /** The record drawer: the i18n key of its title and what it shows of the record `key`. */
  detail?: { title: string; render: (key: string, area: SignedInArea) => ReactNode };
  /** Shown between the filters and the results. */
  aside?: (list: ListPage) => ReactNode;
  /** i18n key of a line in the totals strip saying what its figures add up. */
  totalsNote?: string;
}

/** The page of a money search on a route: the route's title, the list state in the URL, the search. */
export function SearchPage<Row extends object, Totals extends object>({
  route,
  search,
}: {
  route: RouteDef;
  search: Search<Row, Totals>;
}) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(search.spec(area, route.name));
  const data = search.useData(list.query, area);
  const open = (key: string) => list.apply({ ...list.state, detail: key });
  const { detail } = search;
  return (
    <ListView
      title={pick(route.title)}
      intro={t(search.intro)}
      area={area}
      list={list}
      data={data}
      columns={search.columns(area, open)}
      rowKey={search.rowKey}
      totals={search.totals}
      exportSource={search.exportSource}
      detail={detail && { title: t(detail.title), render: (key) => detail.render(key, area) }}
      aside={search.aside?.(list)}
      totalsNote={search.totalsNote && t(search.totalsNote)}
      // On a phone a tap on a row's card opens its record in the drawer.
      onOpen={detail ? (row) => open(String(row[search.rowKey])) : undefined}
    />
  );
}
