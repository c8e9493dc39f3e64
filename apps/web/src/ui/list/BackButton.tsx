import './messages.ts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Back to the list: through the history when the person came from a page of the portal (the list keeps
 * its filters that way), otherwise to the list's own route.
 */
export function BackButton({ to }: { to: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cameFromPortal = ((globalThis.history?.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => (cameFromPortal || !to ? navigate(-1) : navigate(to))}
    >
      {t('money.common.back')}
    </Button>
  );
}
