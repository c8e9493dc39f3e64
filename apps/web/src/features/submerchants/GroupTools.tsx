import './messages.ts';
import { ORG_STATUS } from '@mp/core/statuses';
import { AutoComplete, Button, Card, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { thenTell } from '../../ui/admin/RowActions.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { useGroupPhone, useMemberSearch } from './api.ts';

/** The group's member tools: a quick search that opens a member, and the group operator's phone. */
export function GroupTools({ onOpen }: { onOpen: (merNo: string) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const found = useMemberSearch(keyword);
  const phone = useGroupPhone();
  const [form] = Form.useForm<{ phone_area: '+853' | '+852' | '+86'; phone: string }>();
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 12 }}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('submerchants.search')}>
          <AutoComplete
            style={{ width: '100%' }}
            value={keyword}
            onChange={setKeyword}
            onSelect={(v: string) => onOpen(v)}
            notFoundContent={keyword.trim() && !found.isFetching ? t('submerchants.searchNone') : null}
            options={(found.data?.rows ?? []).map((r) => ({
              value: r.mer_no,
              label: (
                <Space>
                  <span>{r.mer_no}</span>
                  <span>{r.mer_name}</span>
                  <StatusTag labels={ORG_STATUS} value={r.status} />
                </Space>
              ),
            }))}
          >
            <Input.Search
              aria-label={t('submerchants.search')}
              placeholder={t('submerchants.searchPlaceholder')}
              maxLength={64}
            />
          </AutoComplete>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('submerchants.phoneTitle')}>
          <Form
            form={form}
            name="groupPhone"
            layout="inline"
            initialValues={{ phone_area: '+853', phone: '' }}
            onFinish={(v) =>
              thenTell(phone.mutateAsync({ phone_area: v.phone_area, phone: v.phone.trim() }), (a) => {
                notifier().success(t('submerchants.phoneSaved', { phone: a.phone }));
                form.resetFields();
              })
            }
          >
            <Form.Item name="phone_area" label={t('submerchants.phoneArea')}>
              <Select
                style={{ width: 96 }}
                options={['+853', '+852', '+86'].map((v) => ({ value: v, label: v }))}
              />
            </Form.Item>
            <Form.Item
              name="phone"
              label={t('submerchants.phone')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={20} inputMode="tel" autoComplete="tel" style={{ width: 160 }} />
            </Form.Item>
            <Form.Item>
              <Button htmlType="submit" loading={phone.isPending}>
                {t('submerchants.phoneSave')}
              </Button>
            </Form.Item>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}
