import {
  type Lang,
  MENU_SECTIONS,
  type MenuSection,
  PERMISSIONS,
  type PermissionCode,
  routesOfArea,
} from '@mp/core';
import type { OrgKind } from '@mp/core/contract';
import type { MenuNodeT } from '@mp/core/schemas/roles';

interface CodeInfo {
  code: PermissionCode;
  parent: PermissionCode | null;
  section: MenuSection;
}

/**
 * The permission codes of an area as the menu groups them, derived from the route table of packages/core
 * so the tree and the menu can never disagree: a code sits under the longest shorter code it starts with
 * (12 > 1212, 41 > 411, 13 > 1321), and a top-level code under the menu section of its page (or, for a
 * page outside the menu such as 33, the section of its feature's pages).
 */
function codesOfArea(area: OrgKind): CodeInfo[] {
  const routes = routesOfArea(area);
  const ordered: PermissionCode[] = [];
  for (const r of routes) if (r.code && !ordered.includes(r.code)) ordered.push(r.code);
  const parentOf = (code: string): PermissionCode | null => {
    for (let len = code.length - 1; len > 0; len--) {
      const p = ordered.find((c) => c === code.slice(0, len));
      if (p) return p;
    }
    return null;
  };
  const sectionOf = (code: PermissionCode): MenuSection => {
    const own = routes.find((r) => r.code === code && r.menu);
    if (own?.menu) return own.menu;
    const parent = parentOf(code);
    if (parent) return sectionOf(parent);
    const feature = routes.find((r) => r.code === code)?.feature;
    return routes.find((r) => r.feature === feature && r.menu)?.menu ?? 'merchant';
  };
  return ordered.map((code) => ({ code, parent: parentOf(code), section: sectionOf(code) }));
}

export interface TreeOptions {
  /** Codes the caller holds (grantable). */
  held: ReadonlySet<string>;
  /** Codes of the role asked about (checked). */
  checked?: ReadonlySet<string>;
  /** Only these codes appear (the caller's own menu); a child whose parent is left out moves up. */
  only?: ReadonlySet<string>;
}

export function menuTree(area: OrgKind, lang: Lang, opts: TreeOptions) {
  const infos = codesOfArea(area).filter((i) => !opts.only || opts.only.has(i.code));
  const kept = new Set(infos.map((i) => i.code));
  const all = codesOfArea(area);
  const keptParent = (code: PermissionCode | null): PermissionCode | null => {
    let p = code;
    while (p && !kept.has(p)) p = all.find((i) => i.code === p)?.parent ?? null;
    return p;
  };
  const nodes = new Map<string, MenuNodeT>();
  for (const i of infos) {
    nodes.set(i.code, {
      code: i.code,
      name: lang === 'en' ? PERMISSIONS[i.code].en : PERMISSIONS[i.code].zh,
      grantable: opts.held.has(i.code) ? 'Y' : 'N',
      checked: opts.checked?.has(i.code) ? 'Y' : 'N',
      children: [],
    });
  }
  const roots = new Map<MenuSection, MenuNodeT[]>();
  for (const i of infos) {
    const node = nodes.get(i.code)!;
    const parent = keptParent(i.parent);
    if (parent) nodes.get(parent)!.children.push(node);
    else roots.set(i.section, [...(roots.get(i.section) ?? []), node]);
  }
  return (Object.keys(MENU_SECTIONS) as MenuSection[])
    .filter((s) => roots.has(s))
    .map((s) => ({
      section: s,
      name: lang === 'en' ? MENU_SECTIONS[s].en : MENU_SECTIONS[s].zh,
      nodes: roots.get(s)!,
    }));
}
