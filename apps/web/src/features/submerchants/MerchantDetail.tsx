import './messages.ts';
import { labelOf, MERCHANT_CATEGORY, ORG_STATUS, PAY_TYPE, PRODUCT_STATUS } from '@mp/core/statuses';
import { Descriptions, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { formatDate } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { statusColor } from '../../ui/list/statusColors.ts';
import { useChildDetail } from './api.ts';

/** One sub-merchant or member: its registration data (masked) and its configured channels. */
export function MerchantDetail({ merNo }: { merNo: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const q = useChildDetail(merNo);
  if (q.isPending) return <Skeleton active />;
  const d = q.data?.info;
  if (!d) return <Empty description={t('submerchants.notFound')} />;
  const channels = q.data?.channels?.rows ?? [];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('submerchants.merNo')}>{d.mer_no}</Descriptions.Item>
        <Descriptions.Item label={t('submerchants.merName')}>{d.mer_name}</Descriptions.Item>
        <Descriptions.Item label={t('submerchants.registeredName')}>{d.registered_name}</Descriptions.Item>
        <Descriptions.Item label={t('submerchants.category')}>
          {labelOf(MERCHANT_CATEGORY, d.category, lang)}
        </Descriptions.Item>
        <Descriptions.Item label={t('submerchants.status')}>
          <StatusTag labels={ORG_STATUS} value={d.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('submerchants.licenceNo')}>{d.licence_no}</Descriptions.Item>
        <Descriptions.Item label={t('submerchants.address')}>{d.address}</Descriptions.Item>
        <Descriptions.Item label={t('submerchants.contact')}>
          {d.contact_name} {d.contact_phone}
        </Descriptions.Item>
        <Descriptions.Item label={t('submerchants.agent')}>{d.agt_name}</Descriptions.Item>
        <Descriptions.Item label={t('submerchants.group')}>{d.group_name}</Descriptions.Item>
        <Descriptions.Item label={t('submerchants.createdDate')}>
          {formatDate(d.created_date)}
        </Descriptions.Item>
      </Descriptions>
      <div>
        <Typography.Title level={5}>{t('submerchants.channels')}</Typography.Title>
        {channels.length === 0 ? (
          <Typography.Text type="secondary">{t('submerchants.noChannels')}</Typography.Text>
        ) : (
          <Space wrap>
            {channels.map((c) => (
              <Tag key={c.pay_type} color={c.status === 'OPEN' ? statusColor(c.pay_type) : 'default'}>
                {labelOf(PAY_TYPE, c.pay_type, lang)} · {labelOf(PRODUCT_STATUS, c.status, lang)}
              </Tag>
            ))}
          </Space>
        )}
      </div>
    </Space>
  );
}
