import './messages.ts';
import { PlusOutlined } from '@ant-design/icons';
import { PERMISSIONS, type PermissionCode } from '@mp/core/permissions';
import { Button, type ButtonProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { pick } from '../../i18n/index.ts';

/**
 * A button that needs a permission code: when the person may not use it (the one permission rule, read by
 * useAccess) it stays visible but disabled, and its tooltip names the missing permission (the server
 * refuses the call anyway; this only explains).
 */
export function AclButton({
  code,
  reason,
  ...props
}: ButtonProps & { code: PermissionCode; reason?: string | null }) {
  const { t } = useTranslation();
  const held = useAccess().may(code);
  const why = !held ? t('admin.lacksCode', { name: pick(PERMISSIONS[code]) }) : (reason ?? null);
  if (!why) return <Button {...props} />;
  return (
    <Tooltip title={why}>
      <Button {...props} disabled />
    </Tooltip>
  );
}

/** The 'add ...' button above a management list. */
export function AddButton({
  code,
  onClick,
  children,
}: {
  code: PermissionCode;
  onClick: () => void;
  children: string;
}) {
  return (
    <AclButton code={code} type="primary" icon={<PlusOutlined />} onClick={onClick}>
      {children}
    </AclButton>
  );
}
