import { menuFor } from '@mp/core/access';
import { findRoute, menuParent } from '@mp/core/routes';
import { Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { textIn } from '../../i18n/index.ts';
import { SECTION_ICONS } from './sectionIcons.tsx';

type Item = Required<MenuProps>['items'][number];

/**
 * The area's menu, generated from the route table by the one permission rule (core menuFor): the routes the
 * signed-in person may open. The person is the same object while storage holds the same facts, so the
 * menu is built once, not on every render. `onChoose` runs when a page is chosen, before it has loaded
 * (the phone's menu closes at the tap, not when the page's code has arrived).
 *
 * The whole entry opens its page, not only its link's text: a click on the entry's icon or padding (or
 * one that lands while the entry is being laid out, as a browser test saw once right after sign-in: the
 * link focused, the address unchanged) reaches the menu's own handler, which goes there unless the link has
 * already done so (the link's handler runs first and changes the address at once).
 */
export function AreaMenu({ collapsed, onChoose }: { collapsed: boolean; onChoose?: () => void }) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { person } = useAccess();
  const navigate = useNavigate();
  const sections = useMemo(() => (person ? menuFor(person) : []), [person]);
  const found = findRoute(pathname);
  // A page reached by link highlights the menu entry it belongs to (issue 32).
  const current = found ? (menuParent(found) ?? found) : undefined;
  const [open, setOpen] = useState<string[]>(current?.menu ? [current.menu] : []);

  const lang = i18n.language;
  const items: Item[] = useMemo(
    () =>
      sections.map((s): Item => {
        if (s.routes.length === 1) {
          const r = s.routes[0];
          return {
            key: r.path,
            icon: SECTION_ICONS[s.section],
            label: <Link to={r.path}>{textIn(lang, r.title)}</Link>,
          };
        }
        return {
          key: s.section,
          icon: SECTION_ICONS[s.section],
          label: textIn(lang, s.title),
          children: s.routes.map((r) => ({
            key: r.path,
            label: <Link to={r.path}>{textIn(lang, r.title)}</Link>,
          })),
        };
      }),
    [sections, lang],
  );

  return (
    <Menu
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={[current?.path ?? pathname]}
      openKeys={collapsed ? undefined : open}
      onOpenChange={(keys) => setOpen(keys as string[])}
      onClick={({ key }) => {
        if (key.startsWith('/') && window.location.pathname !== key) navigate(key);
        onChoose?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
