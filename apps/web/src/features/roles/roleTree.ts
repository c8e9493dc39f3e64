import type { MenuNodeT } from '@mp/core/schemas/roles';

/**
 * The permission tree of a role as the page shows it: menu sections at the top, then codes grouped as
 * the server groups them (12 > 1212). Pure, so the checking rules are tested without a browser.
 *
 * Checking rules (the tree is shown with antd's checkStrictly, so these are the only rules):
 * - checking a code also checks the codes above it (1212 is useless without the page of 12) and below it;
 * - unchecking a code unchecks the codes below it;
 * - a section checks or unchecks every code in it;
 * - a code the granter does not hold never changes: the server refuses to grant or take it (OPR10004).
 */

export interface Section {
  section: string;
  name: string;
  nodes: MenuNodeT[];
}

export interface TreeItem {
  key: string;
  title: string;
  /** A code the granter lacks: shown, not changeable. */
  locked: boolean;
  isSection: boolean;
  children: TreeItem[];
}

export interface TreeIndex {
  items: TreeItem[];
  /** Codes in tree order. */
  codes: string[];
  parent: ReadonlyMap<string, string | null>;
  /** Every code below a key (code or section), in tree order. */
  below: ReadonlyMap<string, string[]>;
  grantable: ReadonlySet<string>;
}

export const sectionKey = (section: string) => `section:${section}`;
export const isSectionKey = (key: string) => key.startsWith('section:');

export function buildTree(sections: readonly Section[]): TreeIndex {
  const codes: string[] = [];
  const parent = new Map<string, string | null>();
  const below = new Map<string, string[]>();
  const grantable = new Set<string>();

  const walk = (node: MenuNodeT, up: string | null): TreeItem => {
    codes.push(node.code);
    parent.set(node.code, up);
    if (node.grantable === 'Y') grantable.add(node.code);
    const children = node.children.map((c) => walk(c, node.code));
    below.set(
      node.code,
      children.flatMap((c) => [c.key, ...(below.get(c.key) ?? [])]),
    );
    return { key: node.code, title: node.name, locked: node.grantable !== 'Y', isSection: false, children };
  };

  const items = sections.map((s) => {
    const children = s.nodes.map((n) => walk(n, null));
    const key = sectionKey(s.section);
    below.set(
      key,
      children.flatMap((c) => [c.key, ...(below.get(c.key) ?? [])]),
    );
    const locked = (below.get(key) ?? []).every((c) => !grantable.has(c));
    return { key, title: s.name, locked, isSection: true, children };
  });
  return { items, codes, parent, below, grantable };
}

/** The codes a role holds according to the server's tree (checked 'Y'). */
export function checkedCodes(sections: readonly Section[]): Set<string> {
  const out = new Set<string>();
  const walk = (n: MenuNodeT) => {
    if (n.checked === 'Y') out.add(n.code);
    n.children.forEach(walk);
  };
  for (const s of sections) s.nodes.forEach(walk);
  return out;
}

/** The set of codes after the person (un)checks one node. */
export function toggle(
  index: TreeIndex,
  current: ReadonlySet<string>,
  key: string,
  on: boolean,
): Set<string> {
  const next = new Set(current);
  const set = (code: string, value: boolean) => {
    if (!index.grantable.has(code)) return;
    if (value) next.add(code);
    else next.delete(code);
  };
  if (!isSectionKey(key)) set(key, on);
  for (const code of index.below.get(key) ?? []) set(code, on);
  if (on && !isSectionKey(key)) {
    for (let up = index.parent.get(key) ?? null; up; up = index.parent.get(up) ?? null) set(up, true);
  }
  return next;
}

/** What antd's strict tree shows: codes checked, sections (and parents) full or partly checked. */
export function treeChecks(
  index: TreeIndex,
  codes: ReadonlySet<string>,
): { checked: string[]; halfChecked: string[] } {
  const checked = index.codes.filter((c) => codes.has(c));
  const halfChecked: string[] = [];
  for (const [key, under] of index.below) {
    if (under.length === 0) continue;
    const n = under.filter((c) => codes.has(c)).length;
    if (isSectionKey(key)) {
      if (n === under.length) checked.push(key);
      else if (n > 0) halfChecked.push(key);
    } else if (!codes.has(key) && n > 0) halfChecked.push(key);
  }
  return { checked, halfChecked };
}

/** The codes of a set in tree order (what is sent to the server). */
export function orderedCodes(index: TreeIndex, codes: ReadonlySet<string>): string[] {
  return index.codes.filter((c) => codes.has(c));
}
