import './messages.ts';
import { CheckCircleFilled, LockOutlined, MinusCircleOutlined } from '@ant-design/icons';
import { Tooltip, Tree, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildTree, type Section, type TreeItem, toggle, treeChecks } from './roleTree.ts';

interface Props {
  sections: readonly Section[];
  /** The codes checked now. */
  value: ReadonlySet<string>;
  /** Absent: the tree is read-only (viewing a role). */
  onChange?: (next: Set<string>) => void;
}

interface AntNode {
  key: string;
  title: string;
  locked: boolean;
  isSection: boolean;
  disableCheckbox: boolean;
  children: AntNode[];
}

function toAnt(items: TreeItem[], editable: boolean): AntNode[] {
  return items.map((i) => ({
    key: i.key,
    title: i.title,
    locked: i.locked,
    isSection: i.isSection,
    disableCheckbox: !editable || i.locked,
    children: toAnt(i.children, editable),
  }));
}

/**
 * A role's permission codes as a tree grouped like the menu. In a form, codes the signed-in operator does
 * not hold are greyed out with a lock and a tooltip saying why they cannot be changed.
 */
export function PermissionTree({ sections, value, onChange }: Props) {
  const { t } = useTranslation();
  const index = useMemo(() => buildTree(sections), [sections]);
  const editable = !!onChange;
  const treeData = useMemo(() => toAnt(index.items, editable), [index, editable]);
  const checks = treeChecks(index, value);

  return (
    <Tree<AntNode>
      checkable={editable}
      checkStrictly
      selectable={false}
      defaultExpandAll
      treeData={treeData}
      checkedKeys={checks}
      onCheck={(_keys, info) => onChange?.(toggle(index, value, String(info.node.key), info.checked))}
      titleRender={(n) => {
        // Read-only: a clear mark per code instead of greyed-out checkboxes.
        const mark =
          editable || n.isSection ? null : value.has(n.key) ? (
            <CheckCircleFilled
              style={{ color: '#52c41a', marginInlineEnd: 6 }}
              aria-label={t('roles.granted')}
            />
          ) : (
            <MinusCircleOutlined
              style={{ color: 'rgba(0,0,0,0.25)', marginInlineEnd: 6 }}
              aria-label={t('roles.notGranted')}
            />
          );
        const title = (
          <Typography.Text
            strong={n.isSection}
            type={
              (editable && n.locked) || (!editable && !n.isSection && !value.has(n.key))
                ? 'secondary'
                : undefined
            }
          >
            {mark}
            {n.title}
            {!n.isSection ? (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                {n.key}
              </Typography.Text>
            ) : null}
            {editable && n.locked ? <LockOutlined style={{ marginInlineStart: 6, fontSize: 12 }} /> : null}
          </Typography.Text>
        );
        return editable && n.locked ? (
          <Tooltip title={t(n.isSection ? 'roles.sectionLocked' : 'roles.codeLocked')}>{title}</Tooltip>
        ) : (
          title
        );
      }}
    />
  );
}
