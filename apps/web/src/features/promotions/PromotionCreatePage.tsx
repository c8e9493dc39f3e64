import './messages.ts';
import { newFormId } from '@mp/core/formid';
import { parseAmountInput } from '@mp/core/money';
import { parseShares, previewBill } from '@mp/core/promotions';
import { optionsOf, PROMOTION_KIND } from '@mp/core/statuses';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAccess } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { showRefusal } from '../../ui/admin/fieldErrors.ts';
import { withQuery } from '../../ui/admin/paths.ts';
import { useStoreChoices } from '../../ui/list/api.ts';
import { mop } from '../../ui/list/format.ts';
import { macauNow } from '../../ui/macauClock.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { PROMOTION_PLACEMENT, useCreatePromotion, useCreateUnion } from './api.ts';

interface Values {
  kind: 'DISCOUNT' | 'REDUCTION';
  name_zh?: string;
  name_en?: string;
  discount_rate?: string;
  threshold?: string;
  reduction?: string;
  cap_flag: 'Y' | 'N';
  per_txn_cap?: string;
  amount_cap?: string;
  count_cap?: string;
  per_payer_cap?: string;
  daily_count_cap?: string;
  daily_amount_cap?: string;
  fund_provider?: string;
  fund_scheme?: string;
  scheme_name?: string;
  period?: [Dayjs | null, Dayjs | null];
  store_nos?: string[];
  contact_name?: string;
  contact_area?: string;
  contact_phone?: string;
  remark?: string;
}

const cents = (v: string | undefined): number | null => {
  const p = parseAmountInput((v ?? '').trim());
  return p.ok ? Number(p.cents) : null;
};
const t14 = (d: Dayjs | null | undefined) => (d ? d.format('YYYYMMDDHHmm00') : '');

/** The preview of one bill under the form's terms (the rule the server books with: core promotions.ts). */
function Preview({ v, union }: { v: Partial<Values>; union: boolean }) {
  const { t } = useTranslation();
  const [bill, setBill] = useState('100.00');
  const amount = cents(bill);
  const rate = /^\d{1,2}$/.test(v.discount_rate ?? '') ? Number(v.discount_rate) : null;
  const caps = v.cap_flag === 'Y';
  const shares = parseShares(v.fund_provider ?? '', v.fund_scheme ?? '') ?? { provider: 0, scheme: 0 };
  const schemeName =
    (v.scheme_name ?? '').trim() || t('promotions.form.fundScheme').replace(/[（(]%[)）]/, '');
  const p =
    amount !== null && amount > 0
      ? previewBill(
          {
            kind: v.kind ?? 'DISCOUNT',
            rate,
            threshold: cents(v.threshold),
            reduction: cents(v.reduction),
            perTxnCap: caps ? cents(v.per_txn_cap) : null,
            amountCap: caps ? cents(v.amount_cap) : null,
          },
          amount,
          shares,
        )
      : null;
  return (
    <Card size="small" title={t('promotions.preview.title')}>
      <Typography.Paragraph type="secondary">{t('promotions.preview.hint')}</Typography.Paragraph>
      <Form.Item label={t('promotions.preview.bill')} htmlFor="promo-preview-bill" layout="vertical">
        <Input
          id="promo-preview-bill"
          inputMode="decimal"
          value={bill}
          onChange={(e) => setBill(e.target.value)}
        />
      </Form.Item>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('promotions.preview.payer')}>{p ? mop(p.payer) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('promotions.preview.discount')}>
          {p ? mop(p.discount) : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('promotions.preview.merchant')}>
          {p ? mop(p.merchant) : '—'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('promotions.preview.funder')}
      </Typography.Paragraph>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item
          label={t(union ? 'promotions.union.partMember' : 'promotions.preview.partMerchant')}
        >
          {p ? mop(p.parts.merchant) : '—'}
        </Descriptions.Item>
        {shares.provider > 0 ? (
          <Descriptions.Item label={t('promotions.preview.partProvider')}>
            {p ? mop(p.parts.provider) : '—'}
          </Descriptions.Item>
        ) : null}
        {shares.scheme > 0 ? (
          <Descriptions.Item label={t('promotions.preview.partScheme', { name: schemeName })}>
            {p ? mop(p.parts.scheme) : '—'}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('promotions.preview.rounding')}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * A new discount or reduction campaign (71), submitted for review. In the service area the same form
 * makes a union campaign for the provider's merchants: no stores (each merchant names its own when it
 * joins), promotion/unionCreate.
 */
export default function PromotionCreatePage({ route }: PageProps) {
  const union = route.area === 'service';
  const { t } = useTranslation();
  const lang = currentLang();
  const access = useAccess();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [key] = useState(() => newFormId());
  const stores = useStoreChoices(!union);
  const create = useCreatePromotion();
  const createUnion = useCreateUnion();
  const values = Form.useWatch([], form) ?? {};
  const kind = values.kind ?? 'DISCOUNT';
  const required = [{ required: true, message: t('promotions.form.required') }];

  const submit = async (v: Values) => {
    const body = {
      kind: v.kind,
      name_zh: (v.name_zh ?? '').trim(),
      name_en: (v.name_en ?? '').trim(),
      discount_rate: v.kind === 'DISCOUNT' ? (v.discount_rate ?? '').trim() : '',
      threshold: v.kind === 'REDUCTION' ? (v.threshold ?? '').trim() : '',
      reduction: v.kind === 'REDUCTION' ? (v.reduction ?? '').trim() : '',
      cap_flag: v.cap_flag,
      per_txn_cap: v.cap_flag === 'Y' ? (v.per_txn_cap ?? '').trim() : '',
      amount_cap: v.cap_flag === 'Y' ? (v.amount_cap ?? '').trim() : '',
      count_cap: v.cap_flag === 'Y' ? (v.count_cap ?? '').trim() : '',
      per_payer_cap: v.cap_flag === 'Y' ? (v.per_payer_cap ?? '').trim() : '',
      daily_count_cap: v.cap_flag === 'Y' ? (v.daily_count_cap ?? '').trim() : '',
      daily_amount_cap: v.cap_flag === 'Y' ? (v.daily_amount_cap ?? '').trim() : '',
      fund_provider: (v.fund_provider ?? '').trim(),
      fund_scheme: (v.fund_scheme ?? '').trim(),
      scheme_name: (v.scheme_name ?? '').trim(),
      start_time: t14(v.period?.[0]),
      end_time: t14(v.period?.[1]),
      store_nos: v.store_nos ?? [],
      contact_name: (v.contact_name ?? '').trim(),
      contact_area: v.contact_area ?? '',
      contact_phone: (v.contact_phone ?? '').trim(),
      remark: (v.remark ?? '').trim(),
    };
    if (union) {
      const { store_nos: _stores, ...terms } = body;
      const u = await createUnion.mutateAsync(terms);
      if (!u.ok) {
        showRefusal(form, u, PROMOTION_PLACEMENT);
        return;
      }
      notifier().success(t('promotions.union.created'));
      navigate(access.pathTo('promotions.list') ?? '..', { replace: true });
      return;
    }
    const r = await create.mutateAsync({ ...body, client_key: key });
    if (!r.ok) {
      showRefusal(form, r, PROMOTION_PLACEMENT);
      return;
    }
    notifier().success(t('promotions.form.created'));
    const detail = access.pathTo('promotions.detail');
    navigate(detail ? withQuery(detail, { promo_no: r.data.promo_no }) : '..', { replace: true });
  };

  return (
    <AdminPage
      route={route}
      intro={t(union ? 'promotions.union.createIntro' : 'promotions.createIntro')}
      back={access.pathTo('promotions.list') ?? undefined}
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={15}>
          <Card>
            <Form<Values>
              form={form}
              layout="vertical"
              initialValues={{
                kind: 'DISCOUNT',
                cap_flag: 'N',
                contact_area: '',
                // From this minute (Macau's clock) for 30 days: the campaign begins as soon as it is approved.
                period: [macauNow().startOf('minute'), macauNow().add(30, 'day').endOf('day')],
              }}
              onFinish={(v) => void submit(v).catch(() => undefined)}
              scrollToFirstError
            >
              <Form.Item name="kind" label={t('promotions.form.kind')}>
                <Radio.Group optionType="button" options={optionsOf(PROMOTION_KIND, lang)} />
              </Form.Item>
              <Typography.Paragraph type="secondary">{t('promotions.form.nameHint')}</Typography.Paragraph>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name="name_zh" label={t('promotions.form.nameZh')}>
                    <Input maxLength={30} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="name_en" label={t('promotions.form.nameEn')}>
                    <Input maxLength={30} />
                  </Form.Item>
                </Col>
              </Row>
              {kind === 'DISCOUNT' ? (
                <Form.Item
                  name="discount_rate"
                  label={t('promotions.form.rate')}
                  extra={t('promotions.form.rateHint')}
                  rules={required}
                >
                  <Input inputMode="numeric" maxLength={2} style={{ maxWidth: 160 }} />
                </Form.Item>
              ) : (
                <Row gutter={16}>
                  <Col xs={24} sm={12}>
                    <Form.Item name="threshold" label={t('promotions.form.threshold')} rules={required}>
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={12}>
                    <Form.Item name="reduction" label={t('promotions.form.reduction')} rules={required}>
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                </Row>
              )}
              <Form.Item name="cap_flag" label={t('promotions.form.capFlag')}>
                <Radio.Group
                  options={[
                    { value: 'N', label: t('promotions.form.capN') },
                    { value: 'Y', label: t('promotions.form.capY') },
                  ]}
                />
              </Form.Item>
              {values.cap_flag === 'Y' ? (
                <Row gutter={16}>
                  <Col xs={24} sm={8}>
                    <Form.Item name="per_txn_cap" label={t('promotions.form.perTxnCap')}>
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item name="amount_cap" label={t('promotions.form.amountCap')}>
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item name="count_cap" label={t('promotions.form.countCap')}>
                      <Input inputMode="numeric" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item name="per_payer_cap" label={t('promotions.form.perPayerCap')}>
                      <Input inputMode="numeric" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item name="daily_count_cap" label={t('promotions.form.dailyCountCap')}>
                      <Input inputMode="numeric" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} sm={8}>
                    <Form.Item name="daily_amount_cap" label={t('promotions.form.dailyAmountCap')}>
                      <Input inputMode="decimal" />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Typography.Paragraph type="secondary">
                      {t('promotions.form.capsHint')}
                    </Typography.Paragraph>
                  </Col>
                </Row>
              ) : null}
              <Typography.Text strong>{t('promotions.form.funders')}</Typography.Text>
              <Typography.Paragraph type="secondary">{t('promotions.form.fundersHint')}</Typography.Paragraph>
              <Row gutter={16}>
                <Col xs={12} sm={6}>
                  <Form.Item name="fund_provider" label={t('promotions.form.fundProvider')}>
                    <Input inputMode="numeric" maxLength={3} placeholder="0" />
                  </Form.Item>
                </Col>
                <Col xs={12} sm={6}>
                  <Form.Item name="fund_scheme" label={t('promotions.form.fundScheme')}>
                    <Input inputMode="numeric" maxLength={3} placeholder="0" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="scheme_name" label={t('promotions.form.schemeName')}>
                    <Input maxLength={60} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="period" label={t('promotions.form.period')} rules={required}>
                <DatePicker.RangePicker
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  style={{ width: '100%' }}
                />
              </Form.Item>
              {union ? null : (
                <Form.Item name="store_nos" label={t('promotions.form.stores')} rules={required}>
                  <Select
                    mode="multiple"
                    loading={stores.isFetching}
                    optionFilterProp="label"
                    options={(stores.data ?? []).map((s) => ({
                      value: s.store_no,
                      label: `${s.store_name} (${s.store_no})`,
                    }))}
                  />
                </Form.Item>
              )}
              <Row gutter={16}>
                <Col xs={24} sm={10}>
                  <Form.Item name="contact_name" label={t('promotions.form.contactName')}>
                    <Input maxLength={30} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={14}>
                  <Form.Item label={t('promotions.form.contactPhone')} htmlFor="promo-contact-phone">
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name="contact_area" noStyle>
                        <Select
                          aria-label={t('promotions.form.contactArea')}
                          style={{ width: 110 }}
                          options={[
                            { value: '', label: t('promotions.form.areaAny') },
                            { value: '+853', label: '+853' },
                            { value: '+852', label: '+852' },
                            { value: '+86', label: '+86' },
                          ]}
                        />
                      </Form.Item>
                      <Form.Item name="contact_phone" noStyle>
                        <Input id="promo-contact-phone" inputMode="tel" maxLength={11} />
                      </Form.Item>
                    </Space.Compact>
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="remark" label={t('promotions.form.remark')}>
                <Input.TextArea maxLength={200} rows={2} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={create.isPending || createUnion.isPending}>
                {t('promotions.form.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Preview v={values} union={union} />
          {create.isError ? (
            <Alert type="error" style={{ marginTop: 16 }} title={String(create.error)} />
          ) : null}
        </Col>
      </Row>
    </AdminPage>
  );
}
