import './messages.ts';
import {
  promotionAmend,
  promotionCancel,
  promotionContactDone,
  promotionRevoke,
} from '@mp/core/contracts/promotions';
import type { PromotionDetailResT } from '@mp/core/schemas/promotions';
import { labelOf, PROMOTION_KIND, PROMOTION_REVOKE_STATUS, PROMOTION_STATUS } from '@mp/core/statuses';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Progress,
  Row,
  Space,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { showRefusal } from '../../ui/admin/fieldErrors.ts';
import { count, mop } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import {
  PROMOTION_PLACEMENT,
  useAmendPromotion,
  useCancelPromotion,
  useContactDone,
  usePromotionDetail,
  usePromotionReport,
  useRevokePromotion,
} from './api.ts';
import { BurnChart } from './BurnChart.tsx';
import { minuteOf, nameOf, offerOf } from './text.ts';

const day = (ymd: string) =>
  ymd.length >= 8 ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}` : ymd;
const pct = (used: number, cap: number | null) => (cap ? Math.min(100, Math.floor((used * 100) / cap)) : 0);

function AmendDialog({ p, onClose }: { p: PromotionDetailResT; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const amend = useAmendPromotion();
  const submit = async (v: Record<string, string | Dayjs | undefined>) => {
    const text = (k: string) =>
      typeof v[k] === 'string' && (v[k] as string).trim() !== '' ? (v[k] as string).trim() : undefined;
    const end = v.end_time as Dayjs | undefined;
    const r = await amend.mutateAsync({
      promo_no: p.promo_no,
      version: p.version,
      per_txn_cap: text('per_txn_cap'),
      amount_cap: text('amount_cap'),
      count_cap: text('count_cap'),
      end_time: end ? end.format('YYYYMMDDHHmm00') : undefined,
      contact_name: text('contact_name'),
      contact_phone: text('contact_phone'),
    });
    if (!r.ok) return showRefusal(form, r, PROMOTION_PLACEMENT);
    notifier().success(t('promotions.act.amended'));
    onClose();
  };
  return (
    <Modal
      open
      title={t('promotions.act.amendTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: amend.isPending }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('promotions.act.amendHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v).catch(() => undefined)}>
        {p.cap_flag === 'Y' ? (
          <>
            {p.per_txn_cap !== null ? (
              <Form.Item name="per_txn_cap" label={t('promotions.form.perTxnCap')} extra={mop(p.per_txn_cap)}>
                <Input inputMode="decimal" />
              </Form.Item>
            ) : null}
            {p.amount_cap !== null ? (
              <Form.Item name="amount_cap" label={t('promotions.form.amountCap')} extra={mop(p.amount_cap)}>
                <Input inputMode="decimal" />
              </Form.Item>
            ) : null}
            {p.count_cap !== null ? (
              <Form.Item name="count_cap" label={t('promotions.form.countCap')} extra={count(p.count_cap)}>
                <Input inputMode="numeric" />
              </Form.Item>
            ) : null}
          </>
        ) : null}
        <Form.Item name="end_time" label={t('promotions.act.newEnd')} extra={minuteOf(p.end_time)}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="contact_name" label={t('promotions.form.contactName')} extra={p.contact_name}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="contact_phone" label={t('promotions.form.contactPhone')} extra={p.contact_phone}>
          <Input inputMode="tel" maxLength={11} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** "Your business 20%, Your service provider 30%, Bank X 50%" (the shares above 0). */
function fundersText(p: PromotionDetailResT, t: (k: string, o?: Record<string, unknown>) => string): string {
  return [
    [t('promotions.d.merchantFunder'), p.fund_merchant],
    [t('promotions.d.providerFunder'), p.fund_provider],
    [p.scheme_name, p.fund_scheme],
  ]
    .filter(([, share]) => Number(share) > 0)
    .map(([who, share]) => t('promotions.d.funderShare', { who, share }))
    .join(', ');
}

function Report({ p }: { p: PromotionDetailResT }) {
  const { t } = useTranslation();
  const r = usePromotionReport(p.promo_no, p.status !== 'WAIT_AUDIT' && p.status !== 'REJECTED');
  const d = r.data;
  if (!d) return null;
  return (
    <Card title={t('promotions.r.title')} style={{ marginTop: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title={t('promotions.r.redemptions')} value={count(d.redemptions)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('promotions.r.discount')} value={mop(d.discount)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('promotions.r.avgTicket')} value={mop(d.average_ticket)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('promotions.r.avgBefore')} value={mop(d.average_ticket_before)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('promotions.r.salesDuring')} value={mop(d.sales_during)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('promotions.r.salesBefore')} value={mop(d.sales_before)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title={t('promotions.r.forecast')}
            value={d.forecast_exhausted ? day(d.forecast_exhausted) : t('promotions.r.noForecast')}
          />
        </Col>
        {p.fund_merchant < 100 ? (
          <Col xs={24} md={12}>
            <Statistic
              title={t('promotions.r.funded')}
              value={[
                t('promotions.r.fundedPart', {
                  who: t('promotions.d.merchantFunder'),
                  amount: mop(d.funded.merchant),
                }),
                ...(p.fund_provider > 0
                  ? [
                      t('promotions.r.fundedPart', {
                        who: t('promotions.d.providerFunder'),
                        amount: mop(d.funded.provider),
                      }),
                    ]
                  : []),
                ...(p.fund_scheme > 0
                  ? [t('promotions.r.fundedPart', { who: p.scheme_name, amount: mop(d.funded.scheme) })]
                  : []),
              ].join(' · ')}
              styles={{ content: { fontSize: 16 } }}
            />
          </Col>
        ) : null}
        {p.kind === 'REDUCTION' ? (
          <Col xs={12} md={6}>
            <Statistic title={t('promotions.r.nearThreshold')} value={count(d.near_threshold)} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('promotions.r.nearHint')}
            </Typography.Text>
          </Col>
        ) : null}
      </Row>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('promotions.r.burn')}
      </Typography.Title>
      {d.days.length ? (
        <BurnChart days={d.days} cap={p.amount_cap} />
      ) : (
        <Typography.Text type="secondary">{t('promotions.r.empty')}</Typography.Text>
      )}
    </Card>
  );
}

/** One campaign (7): terms, budget, alerts, versions, the settlement contact, the report; the merchant's actions (71). */
export default function PromotionDetailPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const access = useAccess();
  const [params] = useSearchParams();
  const no = params.get('promo_no') ?? '';
  const q = usePromotionDetail(no);
  const cancel = useCancelPromotion();
  const revoke = useRevokePromotion();
  const contact = useContactDone();
  const [amending, setAmending] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [reason, setReason] = useState('');
  const p = q.data;
  const back = access.pathTo('promotions.list') ?? undefined;
  if (!p)
    return (
      <AdminPage route={route} back={back}>
        {q.isError || no === '' ? (
          <Alert type="warning" title={t('promotions.d.notFound')} />
        ) : (
          <Card loading />
        )}
      </AdminPage>
    );
  // A union member's campaign has the provider's terms: the merchant leaves the union instead of changing it.
  const own = route.area === 'merchant' && p.union_no === '';
  const open = p.status === 'WAIT_AUDIT' || p.status === 'WAIT_EFFECT' || p.status === 'IN_PROGRESS';
  const actions = own ? (
    <Space wrap>
      {open && p.revoke_status !== 'WAIT_REVOKE_AUDIT' && access.mayCall(promotionAmend) ? (
        <Button onClick={() => setAmending(true)}>{t('promotions.act.amend')}</Button>
      ) : null}
      {(p.status === 'WAIT_AUDIT' || p.status === 'WAIT_EFFECT') && access.mayCall(promotionCancel) ? (
        <Popconfirm
          title={t('promotions.act.cancelAsk')}
          onConfirm={async () => {
            const r = await cancel.mutateAsync({ promo_no: p.promo_no, version: p.version });
            if (r.ok) notifier().success(t('promotions.act.cancelled'));
          }}
        >
          <Button danger>{t('promotions.act.cancel')}</Button>
        </Popconfirm>
      ) : null}
      {(p.status === 'WAIT_EFFECT' || p.status === 'IN_PROGRESS') &&
      p.revoke_status !== 'WAIT_REVOKE_AUDIT' &&
      access.mayCall(promotionRevoke) ? (
        <Button danger onClick={() => setRevoking(true)}>
          {t('promotions.act.revoke')}
        </Button>
      ) : null}
    </Space>
  ) : null;
  const closeReason = p.close_reason ? t(`promotions.close.${p.close_reason}`) : '';
  return (
    <AdminPage route={route} back={back} extra={actions}>
      <Card
        title={
          <Space wrap>
            <span>{nameOf(p)}</span>
            <StatusTag labels={PROMOTION_STATUS} value={p.status} />
            {p.revoke_status !== 'INITIAL' ? (
              <StatusTag labels={PROMOTION_REVOKE_STATUS} value={p.revoke_status} />
            ) : null}
          </Space>
        }
      >
        {p.union_no ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('promotions.union.memberCampaign', { no: p.union_no })}
          />
        ) : null}
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
          <Descriptions.Item label={t('promotions.c.promoNo')}>{p.promo_no}</Descriptions.Item>
          <Descriptions.Item
            label={t('promotions.c.merchant')}
          >{`${p.mer_name} (${p.mer_no})`}</Descriptions.Item>
          <Descriptions.Item label={t('promotions.c.kind')}>
            {labelOf(PROMOTION_KIND, p.kind, lang)}
          </Descriptions.Item>
          <Descriptions.Item label={t('promotions.c.offer')}>{offerOf(p, t)}</Descriptions.Item>
          <Descriptions.Item label={t('promotions.d.start')}>{minuteOf(p.start_time)}</Descriptions.Item>
          <Descriptions.Item label={t('promotions.d.end')}>{minuteOf(p.end_time)}</Descriptions.Item>
          <Descriptions.Item label={t('promotions.d.stores')} span={2}>
            {p.stores.map((s) => `${s.store_name} (${s.store_no})`).join('、')}
          </Descriptions.Item>
          <Descriptions.Item label={t('promotions.d.contact')}>
            {[p.contact_name, p.contact_phone].filter(Boolean).join(' ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('promotions.d.version')}>{p.version}</Descriptions.Item>
          {p.remark ? (
            <Descriptions.Item label={t('promotions.d.remark')} span={2}>
              {p.remark}
            </Descriptions.Item>
          ) : null}
          {p.decision_reason ? (
            <Descriptions.Item label={t('promotions.d.decision')} span={2}>
              {p.decision_reason}
            </Descriptions.Item>
          ) : null}
          {closeReason ? (
            <Descriptions.Item label={t('promotions.d.closeReason')}>{closeReason}</Descriptions.Item>
          ) : null}
          {p.revoke_reason ? (
            <Descriptions.Item label={t('promotions.d.revokeReason')}>{p.revoke_reason}</Descriptions.Item>
          ) : null}
          {p.revoke_decision_reason ? (
            <Descriptions.Item label={t('promotions.d.revokeDecision')}>
              {p.revoke_decision_reason}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Card title={t('promotions.d.budget')} style={{ height: '100%' }}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('promotions.d.usedAmount')}>
                {p.amount_cap === null
                  ? mop(p.used_amount)
                  : t('promotions.usedOf', { used: mop(p.used_amount), cap: mop(p.amount_cap) })}
              </Descriptions.Item>
              <Descriptions.Item label={t('promotions.d.usedCount')}>
                {p.count_cap === null
                  ? count(p.used_count)
                  : t('promotions.usedOf', { used: count(p.used_count), cap: count(p.count_cap) })}
              </Descriptions.Item>
              <Descriptions.Item label={t('promotions.d.perTxnCap')}>
                {p.per_txn_cap === null ? t('promotions.noCap') : mop(p.per_txn_cap)}
              </Descriptions.Item>
              {p.per_payer_cap !== null ? (
                <Descriptions.Item label={t('promotions.d.perPayerCap')}>
                  {count(p.per_payer_cap)}
                </Descriptions.Item>
              ) : null}
              {p.daily_count_cap !== null ? (
                <Descriptions.Item label={t('promotions.d.dailyCountCap')}>
                  {count(p.daily_count_cap)}
                </Descriptions.Item>
              ) : null}
              {p.daily_amount_cap !== null ? (
                <Descriptions.Item label={t('promotions.d.dailyAmountCap')}>
                  {mop(p.daily_amount_cap)}
                </Descriptions.Item>
              ) : null}
              <Descriptions.Item label={t('promotions.d.funders')}>{fundersText(p, t)}</Descriptions.Item>
            </Descriptions>
            {p.amount_cap !== null ? <Progress percent={pct(p.used_amount, p.amount_cap)} /> : null}
            {p.count_cap !== null ? <Progress percent={pct(p.used_count, p.count_cap)} /> : null}
            <Typography.Text strong>{t('promotions.d.alerts')}: </Typography.Text>
            {p.alerts.length ? (
              p.alerts.map((a) => (
                <Tag key={a.level} color={a.level >= 100 ? 'red' : a.level >= 80 ? 'orange' : 'gold'}>
                  {t('promotions.d.alertAt', { level: a.level, at: minuteOf(a.at) })}
                </Tag>
              ))
            ) : (
              <Typography.Text type="secondary">{t('promotions.d.noAlerts')}</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('promotions.d.versions')} style={{ height: '100%' }}>
            {p.contact_due ? (
              <Alert
                style={{ marginBottom: 12 }}
                type={p.contact_done_at ? 'success' : 'info'}
                title={t('promotions.d.contactTask')}
                description={
                  p.contact_done_at
                    ? t('promotions.d.contactDoneAt', { at: minuteOf(p.contact_done_at) })
                    : t('promotions.d.contactDue', { due: day(p.contact_due) })
                }
                action={
                  !p.contact_done_at && own && access.mayCall(promotionContactDone) ? (
                    <Button size="small" onClick={() => void contact.mutateAsync({ promo_no: p.promo_no })}>
                      {t('promotions.d.contactDone')}
                    </Button>
                  ) : null
                }
              />
            ) : null}
            {p.versions.map((v) => (
              <div key={v.version}>
                <Typography.Text>{`v${v.version} · ${minuteOf(v.at)} · ${v.actor}`}</Typography.Text>
                {v.changes !== '{}' ? (
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 4, fontSize: 12 }}>
                    {v.changes}
                  </Typography.Paragraph>
                ) : null}
              </div>
            ))}
          </Card>
        </Col>
      </Row>
      <Report p={p} />
      {amending ? <AmendDialog p={p} onClose={() => setAmending(false)} /> : null}
      <Modal
        open={revoking}
        title={t('promotions.act.revokeTitle')}
        okText={t('promotions.act.ok')}
        okButtonProps={{ loading: revoke.isPending }}
        onCancel={() => setRevoking(false)}
        onOk={async () => {
          const r = await revoke.mutateAsync({ promo_no: p.promo_no, reason: reason.trim() });
          if (r.ok) {
            notifier().success(t('promotions.act.revoked'));
            setRevoking(false);
          }
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('promotions.act.revokeReason')} htmlFor="promo-revoke-reason">
            <Input.TextArea
              id="promo-revoke-reason"
              maxLength={200}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </AdminPage>
  );
}
