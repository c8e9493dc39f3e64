import './messages.ts';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../ui/FactList.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import type { Delivery } from './api.ts';

const COLOR: Record<string, string> = {
  OK: 'success',
  HTTP_ERROR: 'error',
  TIMEOUT: 'warning',
  NETWORK_ERROR: 'error',
};

export function DeliveryTag({ result }: { result: string }) {
  const { t } = useTranslation();
  return <Tag color={COLOR[result] ?? 'default'}>{t(`security.urls.results.${result}`)}</Tag>;
}

/** What a test notification got back: the outcome, HTTP status, time taken and the start of the answer. */
export function DeliveryResult({ d }: { d: Delivery }) {
  const { t } = useTranslation();
  return (
    <FactList
      items={[
        { key: 'result', label: t('security.urls.result'), children: <DeliveryTag result={d.result} /> },
        {
          key: 'url',
          label: t('security.urls.url'),
          children: <Typography.Text code>{d.url}</Typography.Text>,
        },
        {
          key: 'status',
          label: t('security.urls.httpStatus'),
          children: d.http_status > 0 ? d.http_status : t('security.urls.noAnswer'),
        },
        {
          key: 'ms',
          label: t('security.urls.duration'),
          children: t('security.urls.ms', { ms: String(d.duration_ms) }),
        },
        ...(d.response_excerpt
          ? [
              {
                key: 'body',
                label: t('security.urls.response'),
                children: (
                  <Typography.Paragraph
                    code
                    style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
                  >
                    {d.response_excerpt}
                  </Typography.Paragraph>
                ),
              },
            ]
          : []),
        ...(d.error ? [{ key: 'error', label: t('security.urls.error'), children: d.error }] : []),
        { key: 'at', label: t('security.urls.at'), children: formatTime14(d.created_at) },
      ]}
    />
  );
}
