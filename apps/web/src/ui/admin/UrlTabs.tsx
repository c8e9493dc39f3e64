import { Tabs, type TabsProps } from 'antd';
import { useSearchParams } from 'react-router';
import { useMountedAfterFirstCommit } from '../firstScreenRows.ts';
import { PendingRows } from '../list/PendingRows.tsx';
import { TAB_PARAM } from './tabbedList.ts';

type Tab = NonNullable<TabsProps['items']>[number];

/**
 * A page's tabs with the open one in the URL (`tab`; the first tab when the URL names none of them), so a
 * link or the back button returns to it. A tab left is unmounted: its lists start afresh from its URL.
 * The open tab's content mounts one commit after the tabs (ui/firstScreenRows.ts): antd's tabs measure
 * themselves as they mount (a forced layout of all that is new on the page), which then covers the tabs,
 * not also the list under them.
 */
export function UrlTabs({ items }: { items: Tab[] }) {
  const [params, setParams] = useSearchParams();
  const ready = useMountedAfterFirstCommit();
  const asked = params.get(TAB_PARAM);
  const active = items.some((x) => x.key === asked) ? (asked as string) : items[0]?.key;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setParams(new URLSearchParams({ [TAB_PARAM]: key }))}
      items={ready ? items : items.map((x) => (x.key === active ? { ...x, children: <PendingRows /> } : x))}
      destroyOnHidden
    />
  );
}
