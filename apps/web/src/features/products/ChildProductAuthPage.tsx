import './messages.ts';
import '../../ui/admin/messages.ts';
import { PRODUCT_CLOSED_REASON, PRODUCT_SOURCE, PRODUCT_STATUS } from '@mp/core/statuses';
import { Form, Input, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { pick } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { AddButton } from '../../ui/admin/AclButton.tsx';
import { RowActions, thenTell } from '../../ui/admin/RowActions.tsx';
import { ListView } from '../../ui/list/ListView.tsx';
import { rowsOnly } from '../../ui/list/queries.ts';
import type { ColumnDef, ListSpec } from '../../ui/list/spec.ts';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import {
  type PrdauthRow,
  ratePercent,
  useCancelProduct,
  useCatalogue,
  useChildProducts,
  useGrantProduct,
  useProdChecks,
} from './api.ts';

const SPEC: ListSpec = {
  pageKey: 'service:serviceChildProAuthList',
  filters: [
    { kind: 'text', param: 'mer_no', label: 'products.merNo', max: 32 },
    { kind: 'select', param: 'status', label: 'products.status', options: PRODUCT_STATUS },
  ],
};

/** The provider's dialog: a sub-merchant, then one of the products it may be authorised. */
function GrantDialog({ open, onClose, merNo }: { open: boolean; onClose: () => void; merNo: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ mer_no: string; product_code: string }>();
  const typed = Form.useWatch('mer_no', form) ?? merNo;
  const chosenMerNo = typed.trim();
  const catalogue = useCatalogue();
  const checks = useProdChecks(chosenMerNo);
  const grant = useGrantProduct();
  const options = (catalogue.data?.rows ?? []).map((p) => {
    const check = checks.data?.rows.find((c) => c.product_code === p.product_code)?.check;
    return {
      value: p.product_code,
      disabled: check !== undefined && check !== 'OK',
      label: `${pick({ zh: p.name_zh, en: p.name_en })} · ${ratePercent(p.std_rate_bp)}${
        check && check !== 'OK' ? ` (${t(`products.checks.${check}`)})` : ''
      }`,
    };
  });
  return (
    <Modal
      open={open}
      title={t('products.grantTitle')}
      okText={t('products.grantOk')}
      cancelText={t('admin.cancel')}
      confirmLoading={grant.isPending}
      onCancel={onClose}
      onOk={() =>
        void form.validateFields().then((v) =>
          thenTell(grant.mutateAsync({ mer_no: v.mer_no.trim(), product_code: v.product_code }), () => {
            notifier().success(t('products.granted'));
            form.resetFields(['product_code']);
            onClose();
          }),
        )
      }
      destroyOnHidden
    >
      <Form form={form} name="grant" layout="vertical" initialValues={{ mer_no: merNo }} preserve={false}>
        <Form.Item name="mer_no" label={t('products.merNo')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="product_code" label={t('products.product')} rules={[{ required: true }]}>
          <Select options={options} placeholder={t('products.choose')} loading={checks.isFetching} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** serviceChildProAuthList (22): the sub-merchants' products; authorise or cancel one. */
export default function ChildProductAuthPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = route.area as SignedInArea;
  const list = useListPage(SPEC);
  const q = useChildProducts(list.query);
  const cancel = useCancelProduct();
  const [granting, setGranting] = useState(false);
  const merNo = list.query.filters.mer_no ?? '';

  const columns = useMemo<ColumnDef<PrdauthRow>[]>(
    () => [
      { key: 'mer_no', title: 'products.merNo', kind: 'code' },
      { key: 'mer_name', title: 'products.merchant' },
      {
        key: 'product_code',
        title: 'products.product',
        render: (r) => `${pick({ zh: r.name_zh, en: r.name_en })} (${r.product_code})`,
      },
      { key: 'rate_bp', title: 'products.rate', render: (r) => ratePercent(r.rate_bp) },
      { key: 'status', title: 'products.status', kind: 'status', labels: PRODUCT_STATUS },
      { key: 'source', title: 'products.source', kind: 'status', labels: PRODUCT_SOURCE },
      {
        key: 'closed_reason',
        title: 'products.closedReason',
        render: (r) => (r.closed_reason ? pick(PRODUCT_CLOSED_REASON[r.closed_reason]) : ''),
        optional: true,
      },
      { key: 'opened_date', title: 'products.openedDate', kind: 'date' },
      { key: 'updated_at', title: 'products.updatedAt', kind: 'time', optional: true },
      {
        key: 'class_code',
        title: 'products.actions',
        render: (r) => (
          <RowActions
            actions={[
              r.status === 'OPEN' && {
                label: t('products.cancelAuth'),
                code: '22',
                danger: true,
                confirm: {
                  title: t('products.cancelTitle', { name: pick({ zh: r.name_zh, en: r.name_en }) }),
                  description: t('products.cancelText'),
                  okText: t('products.cancelAuth'),
                },
                onClick: () =>
                  thenTell(
                    cancel.mutateAsync({ mer_no: r.mer_no, product_code: r.product_code }),
                    t('products.cancelled'),
                  ),
              },
            ]}
          />
        ),
      },
    ],
    [t, cancel],
  );

  return (
    <>
      <ListView<PrdauthRow, object>
        title={pick(route.title)}
        intro={t('products.childIntro')}
        area={area}
        list={list}
        presets={false}
        aside={
          <div style={{ marginBottom: 12 }}>
            <AddButton code="22" onClick={() => setGranting(true)}>
              {t('products.grant')}
            </AddButton>
          </div>
        }
        data={rowsOnly(q, list.query)}
        columns={columns}
        rowKey="auth_id"
      />
      <GrantDialog open={granting} onClose={() => setGranting(false)} merNo={merNo} />
    </>
  );
}
