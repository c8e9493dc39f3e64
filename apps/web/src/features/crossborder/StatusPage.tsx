import './messages.ts';
import { FilePdfOutlined } from '@ant-design/icons';
import { XFER_STATUS } from '@mp/core/statuses';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  Popconfirm,
  Skeleton,
  Space,
  Table,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatDate, formatTime14, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import {
  approveTransfer,
  cancelTransfer,
  downloadReceipt,
  minor,
  resubmitTransfer,
  useRefresh,
  useTransfer,
  type XferDetail,
} from './api.ts';
import { EvidenceFiles } from './EvidenceFiles.tsx';
import { noteText } from './notes.ts';
import { LIST_PATH } from './paths.ts';

/** ghf status: one transfer — who holds it, why, by when, the UETR, every price part, receipt, cancel. */
export default function StatusPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const no = params.get('transfer_no') ?? '';
  const q = useTransfer(no);
  const back = <Button onClick={() => navigate(LIST_PATH)}>{t('crossborder.backToList')}</Button>;
  return (
    <AdminPage route={route} intro={t('crossborder.statusIntro')} extra={back}>
      {no === '' ? (
        <Alert type="info" showIcon title={t('crossborder.noTransfer')} />
      ) : q.isError ? (
        <Alert type="warning" showIcon title={t('crossborder.notFound')} />
      ) : !q.data ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <TransferView x={q.data} />
      )}
    </AdminPage>
  );
}

export function TransferView({ x }: { x: XferDetail }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const en = currentLang() === 'en';
  const [busy, setBusy] = useState<'' | 'zh' | 'en' | 'cancel' | 'approve' | 'decline' | 'send'>('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState('');
  const decide = (decision: 'APPROVE' | 'DECLINE') =>
    run(decision === 'APPROVE' ? 'approve' : 'decline', async () => {
      setRefusal('');
      const r = await approveTransfer(x.transfer_no, decision, reason);
      if (r.ok)
        notifier().success(t(decision === 'APPROVE' ? 'crossborder.approved' : 'crossborder.declined'));
      else setRefusal(r.message);
      await refresh();
    });
  const sendBack = () =>
    run('send', async () => {
      setRefusal('');
      const r = await resubmitTransfer(x.transfer_no);
      if (r.ok) notifier().success(t('crossborder.docsSent'));
      else setRefusal(r.message);
      await refresh();
    });
  const holder = t(`crossborder.holders.${x.holder}`, { defaultValue: x.holder });
  const fx = (n: number) => minor(n, x.decimals, x.currency);

  const run = async (what: typeof busy, f: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await f();
    } finally {
      setBusy('');
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {x.status === 'AWAITING_APPROVAL' ? (
        <Card title={x.may_approve ? t('crossborder.approval') : undefined}>
          {x.may_approve ? (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Typography.Text>{t('crossborder.approvalIntro', { who: x.submitted_by })}</Typography.Text>
              <Input
                aria-label={t('crossborder.declineReason')}
                placeholder={t('crossborder.declineReason')}
                maxLength={140}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                style={{ maxWidth: 420 }}
              />
              {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
              <Space wrap>
                <Popconfirm title={t('crossborder.approveConfirm')} onConfirm={() => decide('APPROVE')}>
                  <Button type="primary" loading={busy === 'approve'}>
                    {t('crossborder.approve')}
                  </Button>
                </Popconfirm>
                <Popconfirm title={t('crossborder.declineConfirm')} onConfirm={() => decide('DECLINE')}>
                  <Button danger loading={busy === 'decline'}>
                    {t('crossborder.decline')}
                  </Button>
                </Popconfirm>
              </Space>
            </Space>
          ) : (
            <Alert type="info" showIcon title={t('crossborder.waitingOther')} />
          )}
        </Card>
      ) : null}
      {x.status === 'DOCS_REQUESTED' ? (
        <Card title={t('crossborder.docsAsked')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert
              type="warning"
              showIcon
              title={t('crossborder.docsAskedIntro', {
                note: noteText(x.status_note),
                interpolation: { escapeValue: false },
              })}
            />
            <EvidenceFiles formId={x.form_id} removable={false} />
            {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
            <Popconfirm title={t('crossborder.docsSendConfirm')} onConfirm={sendBack}>
              <Button type="primary" loading={busy === 'send'}>
                {t('crossborder.docsSend')}
              </Button>
            </Popconfirm>
          </Space>
        </Card>
      ) : null}
      <Card>
        <Space orientation="vertical" size={8} style={{ width: '100%' }}>
          <Space wrap>
            <StatusTag labels={XFER_STATUS} value={x.status} />
            <Typography.Text strong>
              {x.holder === 'NONE' ? t('crossborder.finished') : t('crossborder.whoHasIt', { holder })}
            </Typography.Text>
            {x.expected_date ? (
              <Typography.Text>
                {t('crossborder.expectedDate')}: {formatDate(x.expected_date)}
              </Typography.Text>
            ) : null}
          </Space>
          {x.status_note ? (
            <Typography.Text type="secondary">{noteText(x.status_note)}</Typography.Text>
          ) : null}
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'no', label: t('crossborder.transferNo'), children: x.transfer_no },
              {
                key: 'uetr',
                label: t('crossborder.uetr'),
                children: x.uetr ? (
                  <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
                    {x.uetr}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="secondary">{t('crossborder.noUetr')}</Typography.Text>
                ),
              },
              { key: 'payee', label: t('crossborder.payee'), children: x.payee_name },
              { key: 'acct', label: t('crossborder.payeeAccount'), children: x.payee_account },
              { key: 'bank', label: t('crossborder.payeeBank'), children: x.payee_bank },
              { key: 'value', label: t('crossborder.valueDate'), children: formatDate(x.value_date) },
              { key: 'at', label: t('crossborder.createdAt'), children: formatTime14(x.created_at) },
              { key: 'form', label: t('crossborder.formId'), children: x.form_id },
              { key: 'by', label: t('crossborder.submittedBy'), children: x.submitted_by },
              ...(x.approved_by
                ? [{ key: 'approver', label: t('crossborder.approvedBy'), children: x.approved_by }]
                : []),
            ]}
          />
          <Space wrap>
            <Button
              icon={<FilePdfOutlined />}
              loading={busy === 'zh'}
              onClick={() => void run('zh', () => downloadReceipt(x.transfer_no, 'zh-TW'))}
            >
              {t('crossborder.receiptZh')}
            </Button>
            <Button
              icon={<FilePdfOutlined />}
              loading={busy === 'en'}
              onClick={() => void run('en', () => downloadReceipt(x.transfer_no, 'en'))}
            >
              {t('crossborder.receiptEn')}
            </Button>
            {x.may_cancel ? (
              <Popconfirm
                title={t('crossborder.cancelConfirm')}
                onConfirm={() =>
                  run('cancel', async () => {
                    const r = await cancelTransfer(x.transfer_no);
                    if (r.ok) notifier().success(t('crossborder.cancelled'));
                    await refresh();
                  })
                }
              >
                <Button danger loading={busy === 'cancel'}>
                  {t('crossborder.cancel')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        </Space>
      </Card>
      <Card type="inner" title={t('crossborder.priceParts')}>
        <PriceParts x={x} en={en} fx={fx} />
      </Card>
      <Card type="inner" title={t('crossborder.purpose')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'type',
              label: t('crossborder.transType'),
              children: t(`crossborder.transTypes.${x.trans_type}`),
            },
            { key: 'purpose', label: t('crossborder.purpose'), children: x.purpose },
            { key: 'goods', label: t('crossborder.goodsName'), children: x.goods_name },
            { key: 'remark', label: t('crossborder.remark'), children: x.remark || t('crossborder.none') },
          ]}
        />
      </Card>
      <EvidenceFiles files={x.files} />
      <Card type="inner" title={t('crossborder.events')}>
        <Timeline
          items={x.events.map((e) => ({
            content: (
              <span>
                {formatTime14(e.at)} · {XFER_STATUS[e.status][en ? 'en' : 'zh']} ·{' '}
                {t(`crossborder.holders.${e.holder}`, { defaultValue: e.holder })}
                {e.note ? ` — ${noteText(e.note)}` : ''}
              </span>
            ),
          }))}
        />
      </Card>
    </Space>
  );
}

function PriceParts({ x, en, fx }: { x: XferDetail; en: boolean; fx: (n: number) => string }) {
  const { t } = useTranslation();
  const rows: { key: string; label: string; value: string }[] = [
    { key: 'rate', label: t('crossborder.rate'), value: `1 ${x.currency} = ${x.rate} MOP` },
    {
      key: 'ref',
      label: t('crossborder.referenceRate'),
      value: `1 ${x.currency} = ${x.reference_rate} MOP (${x.reference_source})`,
    },
    { key: 'margin', label: t('crossborder.margin'), value: t('crossborder.marginBp', { bp: x.margin_bp }) },
    { key: 'pay', label: t('crossborder.payAmount'), value: `MOP ${money(x.pay_amount)}` },
    ...x.fees.map((f) => ({
      key: `fee-${f.code}`,
      label: en ? f.label_en : f.label_zh,
      value: `MOP ${money(f.amount)}`,
    })),
    { key: 'fees', label: t('crossborder.feeTotal'), value: `MOP ${money(x.fee_total)}` },
    { key: 'total', label: t('crossborder.totalPay'), value: `MOP ${money(x.total_pay)}` },
    { key: 'receives', label: t('crossborder.payeeAmount'), value: fx(x.payee_amount) },
  ];
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      showHeader={false}
      dataSource={rows}
      columns={[
        { key: 'l', dataIndex: 'label', onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
        {
          key: 'v',
          align: 'right',
          render: (_, r) =>
            r.key === 'total' || r.key === 'receives' ? <strong>{r.value}</strong> : r.value,
        },
      ]}
    />
  );
}
