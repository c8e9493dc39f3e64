import './messages.ts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { RouteDef } from '@mp/core/routes';
import { Button, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pick } from '../../i18n/index.ts';

/**
 * The frame of an administration page: the route's title, a line saying what the page is for, a way
 * back when the page is a step below a list, and the content.
 */
export function AdminPage({
  route,
  intro,
  back,
  extra,
  children,
}: {
  route: RouteDef;
  intro?: ReactNode;
  /** The list this page belongs to; the browser's history is used when the person came from there. */
  back?: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = () => {
    const fromPortal = ((globalThis.history?.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (fromPortal) navigate(-1);
    else if (back) navigate(back);
  };
  return (
    <div style={{ paddingBottom: 24 }}>
      <Card
        variant="borderless"
        title={
          <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '4px 0' }}>
            {back ? (
              <Button
                type="text"
                icon={<ArrowLeftOutlined />}
                aria-label={t('admin.back')}
                onClick={goBack}
              />
            ) : null}
            <div>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {pick(route.title)}
              </Typography.Title>
              {intro ? (
                <Typography.Text
                  type="secondary"
                  style={{ fontSize: 13, fontWeight: 400, whiteSpace: 'normal' }}
                >
                  {intro}
                </Typography.Text>
              ) : null}
            </div>
          </div>
        }
        extra={extra}
      >
        {children}
      </Card>
    </div>
  );
}
