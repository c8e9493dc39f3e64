import type { MenuNodeT } from '@mp/core/schemas/roles';
import { describe, expect, it } from 'vitest';
import {
  buildTree,
  checkedCodes,
  orderedCodes,
  type Section,
  sectionKey,
  toggle,
  treeChecks,
} from './roleTree.ts';

const node = (code: string, grantable: boolean, checked: boolean, children: MenuNodeT[] = []): MenuNodeT => ({
  code,
  name: `name-${code}`,
  grantable: grantable ? 'Y' : 'N',
  checked: checked ? 'Y' : 'N',
  children,
});

// Like the merchant area: a granter who holds everything except refunds (42, 421).
const sections: Section[] = [
  {
    section: 'transactions',
    name: 'Transactions',
    nodes: [
      node('42', false, true, [node('421', false, true)]),
      node('43', true, false, [node('431', true, false)]),
    ],
  },
  {
    section: 'operators',
    name: 'Operators',
    nodes: [
      node('12', true, true, [
        node('1212', true, true),
        node('1213', true, false),
        node('1222', true, false),
      ]),
    ],
  },
  { section: 'notices', name: 'Notices', nodes: [node('14', true, false)] },
];

describe('role permission tree', () => {
  const index = buildTree(sections);

  it('groups codes under menu sections and parent codes, in menu order', () => {
    expect(index.items.map((i) => i.key)).toEqual([
      sectionKey('transactions'),
      sectionKey('operators'),
      sectionKey('notices'),
    ]);
    expect(index.items[1].children[0].children.map((c) => c.key)).toEqual(['1212', '1213', '1222']);
    expect(index.codes).toEqual(['42', '421', '43', '431', '12', '1212', '1213', '1222', '14']);
    expect(index.parent.get('1213')).toBe('12');
    expect(index.parent.get('12')).toBeNull();
  });

  it('locks the codes the granter does not hold, and a section with nothing grantable', () => {
    const tx = index.items[0];
    expect(tx.children[0].locked).toBe(true);
    expect(tx.children[0].children[0].locked).toBe(true);
    expect(tx.children[1].locked).toBe(false);
    expect(tx.locked).toBe(false);
    const onlyLocked = buildTree([{ section: 'x', name: 'X', nodes: [node('42', false, false)] }]);
    expect(onlyLocked.items[0].locked).toBe(true);
  });

  it("reads the role's codes from the server's checked flags", () => {
    expect([...checkedCodes(sections)].sort()).toEqual(['12', '1212', '42', '421']);
  });

  it('checking a child also checks its parent; checking a parent checks its children', () => {
    const a = toggle(index, new Set(), '431', true);
    expect(orderedCodes(index, a)).toEqual(['43', '431']);
    const b = toggle(index, new Set(), '12', true);
    expect(orderedCodes(index, b)).toEqual(['12', '1212', '1213', '1222']);
  });

  it('unchecking a parent unchecks its children but not its parent section siblings', () => {
    const start = new Set(['12', '1212', '1213', '14']);
    const next = toggle(index, start, '12', false);
    expect(orderedCodes(index, next)).toEqual(['14']);
    const child = toggle(index, start, '1213', false);
    expect(orderedCodes(index, child)).toEqual(['12', '1212', '14']);
  });

  it('never changes a code the granter lacks, whichever node is clicked', () => {
    const held = new Set(['42', '421']);
    expect(orderedCodes(index, toggle(index, held, sectionKey('transactions'), false))).toEqual([
      '42',
      '421',
    ]);
    expect(orderedCodes(index, toggle(index, held, '42', false))).toEqual(['42', '421']);
    const none = toggle(index, new Set(), sectionKey('transactions'), true);
    expect(orderedCodes(index, none)).toEqual(['43', '431']);
    expect(none.has('42')).toBe(false);
  });

  it('shows a section full, half or empty from the codes in it', () => {
    const half = treeChecks(index, new Set(['12', '1212']));
    expect(half.checked).toEqual(['12', '1212']);
    expect(half.halfChecked).toContain(sectionKey('operators'));
    expect(half.halfChecked).not.toContain(sectionKey('notices'));
    const full = treeChecks(index, new Set(['14']));
    expect(full.checked).toContain(sectionKey('notices'));
    // A parent without its own code but with a checked child is half checked.
    const orphan = treeChecks(index, new Set(['421']));
    expect(orphan.halfChecked).toEqual(expect.arrayContaining(['42', sectionKey('transactions')]));
  });
});
