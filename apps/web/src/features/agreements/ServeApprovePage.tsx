import './messages.ts';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Grid,
  Input,
  Modal,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RegisterShell } from '../onboarding/index.ts';
import { useApproval, useDecide } from './api.ts';
import { time14 } from './DocText.tsx';

/**
 * '/serve/approve?token=…': the link a sub-merchant's administrator gets by mail when its provider asks it
 * to approve the entry it submitted (docs/decisions.md, "/serve/approve"). No sign-in: the link is the key.
 */
export default function ServeApprovePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const title = t('agreements.approve.title');
  return (
    <RegisterShell title={title}>
      <Card variant="borderless">
        {token ? (
          <Approval token={token} />
        ) : (
          <Alert type="info" showIcon title={t('agreements.approve.noToken')} />
        )}
      </Card>
    </RegisterShell>
  );
}

function Approval({ token }: { token: string }) {
  const { t } = useTranslation();
  const q = useApproval(token);
  const decide = useDecide(token);
  const [declining, setDeclining] = useState(false);
  const [form] = Form.useForm<{ remark: string }>();
  // On a phone the labels go above their values: a two-column table leaves no room for either.
  const wide = Grid.useBreakpoint().sm !== false;
  if (q.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const a = q.data;
  if (!a) return <Alert type="warning" showIcon title={t('agreements.approve.invalid')} />;
  const run = async (decision: 'APPROVE' | 'DECLINE', remark = '') => {
    try {
      await decide.mutateAsync({ decision, remark });
      setDeclining(false);
    } catch {
      // Shown by the client.
    }
  };
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph>
        {t('agreements.approve.intro', { provider: a.provider_name })}
      </Typography.Paragraph>
      <Descriptions size="small" bordered column={1} layout={wide ? 'horizontal' : 'vertical'}>
        <Descriptions.Item label={t('agreements.approve.applyNo')}>{a.apply_no}</Descriptions.Item>
        <Descriptions.Item label={t('agreements.approve.provider')}>{a.provider_name}</Descriptions.Item>
        <Descriptions.Item label={t('agreements.approve.mercName')}>{a.merc_name}</Descriptions.Item>
        <Descriptions.Item label={t('agreements.approve.shortName')}>{a.merc_short_name}</Descriptions.Item>
        <Descriptions.Item label={t('agreements.approve.products')}>
          {a.products.join('、')}
        </Descriptions.Item>
        <Descriptions.Item label={t('agreements.approve.accountName')}>{a.account_name}</Descriptions.Item>
        <Descriptions.Item label={t('agreements.approve.accountNo')}>{a.account_no}</Descriptions.Item>
        <Descriptions.Item label={t('agreements.approve.admin')}>{a.admin_name}</Descriptions.Item>
        {a.state === 'PENDING' && (
          <Descriptions.Item label={t('agreements.approve.expires')}>
            {time14(a.expires_at)}
          </Descriptions.Item>
        )}
      </Descriptions>
      {a.state === 'PENDING' ? (
        <Space wrap>
          <Button type="primary" loading={decide.isPending} onClick={() => void run('APPROVE')}>
            {t('agreements.approve.approve')}
          </Button>
          <Button danger onClick={() => setDeclining(true)}>
            {t('agreements.approve.decline')}
          </Button>
        </Space>
      ) : (
        <Alert
          type={a.state === 'APPROVED' ? 'success' : 'warning'}
          showIcon
          title={t(`agreements.approve.${a.state}`, { at: time14(a.decided_at) })}
        />
      )}
      <Modal
        open={declining}
        title={t('agreements.approve.declineTitle')}
        okText={t('agreements.approve.decline')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        onOk={() => void form.validateFields().then((v) => run('DECLINE', v.remark.trim()))}
        onCancel={() => setDeclining(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="remark"
            label={t('agreements.approve.remark')}
            rules={[{ required: true, whitespace: true, message: t('agreements.approve.remarkRequired') }]}
          >
            <Input.TextArea maxLength={200} showCount rows={3} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
