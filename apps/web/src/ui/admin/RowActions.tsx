import './messages.ts';
import type { PermissionCode } from '@mp/core/permissions';
import { Popconfirm, Space, type TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { AclButton } from './AclButton.tsx';

/** One action of a management list's row: a link button that needs a permission code. */
export interface RowAction {
  /** The button's text (also its key in the row). */
  label: string;
  code: PermissionCode;
  /** Why this row refuses the action: the button stays visible, disabled, with this as its tooltip. */
  reason?: string | null;
  danger?: boolean;
  /** What the action does; with `confirm`, only once the person has said OK. */
  onClick: () => void | Promise<void>;
  /** Asked first, in a pop-up over the button (not asked while `reason` refuses the action). */
  confirm?: { title: string; description?: string; okText: string };
}

/**
 * The actions of a row (view, modify, reset, unlock, delete ...), each behind its permission code; a
 * `false` or `null` entry is an action this row does not offer.
 */
export function RowActions({
  actions,
  wrap,
}: {
  actions: readonly (RowAction | false | null)[];
  wrap?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0} wrap={wrap}>
      {actions.map((a) => {
        if (!a) return null;
        const button = (
          <AclButton
            key={a.label}
            code={a.code}
            type="link"
            size="small"
            danger={a.danger}
            reason={a.reason}
            onClick={a.confirm ? undefined : () => void a.onClick()}
          >
            {a.label}
          </AclButton>
        );
        if (!a.confirm) return button;
        return (
          <Popconfirm
            key={a.label}
            title={a.confirm.title}
            description={a.confirm.description}
            okText={a.confirm.okText}
            okButtonProps={a.danger ? { danger: true } : undefined}
            cancelText={t('admin.cancel')}
            disabled={!!a.reason}
            onConfirm={a.onClick}
          >
            {button}
          </Popconfirm>
        );
      })}
    </Space>
  );
}

/**
 * The delete action of a row: red, asked first (`title`, and `description` under it), and `done` said
 * once the server has deleted.
 */
export function deleteAction(
  t: TFunction,
  a: {
    code: PermissionCode;
    reason?: string | null;
    title: string;
    description?: string;
    run: () => Promise<unknown>;
    done: string;
  },
): RowAction {
  return {
    label: t('admin.delete'),
    code: a.code,
    danger: true,
    reason: a.reason,
    confirm: { title: a.title, description: a.description, okText: t('admin.delete') },
    onClick: () => thenTell(a.run(), a.done),
  };
}

/** The last column of a management list: the row's actions, kept in view on the right. */
export function rowActionsColumn<Row>(
  title: string,
  actionsOf: (row: Row) => readonly (RowAction | false | null)[],
  wrap?: boolean,
): TableColumnType<Row> {
  return {
    key: 'actions',
    title,
    fixed: 'right',
    render: (_, row) => <RowActions actions={actionsOf(row)} wrap={wrap} />,
  };
}

/**
 * Waits for a change the server may refuse, then tells the person it was done (a success toast, or what
 * `done` does with the answer). A refusal has already been shown by the API client: nothing more is said.
 */
export async function thenTell<T>(change: Promise<T>, done: string | ((answer: T) => void)): Promise<void> {
  const answer = await change.then(
    (value) => ({ value }),
    () => null,
  );
  if (!answer) return;
  if (typeof done === 'string') notifier().success(done);
  else done(answer.value);
}
