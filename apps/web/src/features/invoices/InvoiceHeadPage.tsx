import './messages.ts';
import { invoiceHeadSave } from '@mp/core/contracts/invoices';
import type { InvoiceHeadT } from '@mp/core/schemas/invoices';
import { INVOICE_HEAD_TYPE, optionsOf } from '@mp/core/statuses';
import { Button, Card, Checkbox, Form, Grid, Input, Modal, Popconfirm, Radio, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { currentLang, pick } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { TableCards } from '../../ui/admin/TableCards.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useDefaultHead, useDeleteHead, useHeads, useSaveHead } from './api.ts';

type HeadForm = Omit<InvoiceHeadT, 'head_id' | 'updated_at' | 'is_default'> & { is_default: boolean };

const EMPTY: HeadForm = {
  head_type: 'ENTERPRISE',
  title: '',
  tax_no: '',
  address: '',
  phone: '',
  bank_name: '',
  bank_account: '',
  email: '',
  is_default: false,
};

/** Invoice heads (462): create, change, make default, remove. The server checks every field again. */
export default function InvoiceHeadPage({ route }: PageProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const q = useHeads();
  const save = useSaveHead();
  const makeDefault = useDefaultHead();
  const remove = useDeleteHead();
  const [editing, setEditing] = useState<InvoiceHeadT | 'new' | null>(null);
  const [form] = Form.useForm<HeadForm>();
  const mayEdit = access.mayCall(invoiceHeadSave);

  const open = (h: InvoiceHeadT | 'new') => {
    setEditing(h);
    form.setFieldsValue(h === 'new' ? EMPTY : { ...h, is_default: h.is_default === 'Y' });
  };
  const submit = async (v: HeadForm) => {
    await save.mutateAsync({
      ...(editing && editing !== 'new' ? { head_id: editing.head_id } : {}),
      ...v,
      is_default: v.is_default ? 'Y' : 'N',
    });
    notifier().success(t('invoices.saved'));
    setEditing(null);
  };
  const field = (name: keyof HeadForm, label: string, rules: object[] = [], max = 100) => (
    <Form.Item name={name} label={t(label)} rules={rules}>
      <Input maxLength={max} />
    </Form.Item>
  );

  const phone = Grid.useBreakpoint().md === false;
  const columns: ColumnsType<InvoiceHeadT> = [
    {
      key: 'title',
      title: t('invoices.title'),
      render: (_v, h) => (
        <Space>
          {h.title}
          {h.is_default === 'Y' ? <Tag color="blue">{t('invoices.isDefault')}</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'type',
      title: t('invoices.headType'),
      render: (_v, h) => pick(INVOICE_HEAD_TYPE[h.head_type]),
    },
    { key: 'tax', dataIndex: 'tax_no', title: t('invoices.taxNo') },
    { key: 'email', dataIndex: 'email', title: t('invoices.email') },
    {
      key: 'actions',
      title: t('invoices.actions'),
      render: (_v, h) =>
        mayEdit ? (
          <Space size={4} wrap>
            <Button
              size="small"
              type="link"
              aria-label={`${t('invoices.edit')} ${h.title}`}
              onClick={() => open(h)}
            >
              {t('invoices.edit')}
            </Button>
            {h.is_default === 'N' ? (
              <Button
                size="small"
                type="link"
                aria-label={`${t('invoices.setDefault')} ${h.title}`}
                onClick={() => makeDefault.mutate(h.head_id)}
              >
                {t('invoices.setDefault')}
              </Button>
            ) : null}
            <Popconfirm title={t('invoices.removeAsk')} onConfirm={() => remove.mutateAsync(h.head_id)}>
              <Button size="small" type="link" danger aria-label={`${t('invoices.remove')} ${h.title}`}>
                {t('invoices.remove')}
              </Button>
            </Popconfirm>
          </Space>
        ) : null,
    },
  ];
  return (
    <AdminPage
      route={route}
      intro={t('invoices.headIntro')}
      extra={
        mayEdit ? (
          <Button type="primary" onClick={() => open('new')}>
            {t('invoices.addHead')}
          </Button>
        ) : null
      }
    >
      <Card>
        {phone ? (
          // A phone shows each recipient as a card (issue 32).
          <TableCards<InvoiceHeadT>
            rows={q.data?.rows}
            columns={columns}
            rowKey="head_id"
            loading={q.isFetching}
          />
        ) : (
          <Table<InvoiceHeadT>
            rowKey="head_id"
            loading={q.isFetching}
            dataSource={q.data?.rows ?? []}
            scroll={{ x: 'max-content' }}
            pagination={false}
            columns={columns}
          />
        )}
      </Card>
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'invoices.addHead' : 'invoices.editHead')}
        onCancel={() => setEditing(null)}
        okText={t('invoices.save')}
        okButtonProps={{ loading: save.isPending }}
        onOk={() => form.submit()}
        forceRender
      >
        <Form<HeadForm> form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
          <Form.Item name="head_type" label={t('invoices.headType')}>
            <Radio.Group options={optionsOf(INVOICE_HEAD_TYPE, currentLang())} />
          </Form.Item>
          {field('title', 'invoices.title', [
            { required: true, whitespace: true, message: t('invoices.title') },
          ])}
          <Form.Item noStyle shouldUpdate>
            {() =>
              field(
                'tax_no',
                'invoices.taxNo',
                [
                  {
                    required: form.getFieldValue('head_type') === 'ENTERPRISE',
                    pattern: /^[A-Za-z0-9]*$/,
                    message: t('invoices.taxNo'),
                  },
                ],
                30,
              )
            }
          </Form.Item>
          {field('address', 'invoices.address', [], 200)}
          {field('phone', 'invoices.phone', [], 30)}
          {field('bank_name', 'invoices.bankName')}
          {field('bank_account', 'invoices.bankAccount', [], 40)}
          {field('email', 'invoices.email', [{ type: 'email', message: t('invoices.email') }], 50)}
          <Form.Item name="is_default" valuePropName="checked">
            <Checkbox>{t('invoices.setDefault')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </AdminPage>
  );
}
