import './messages.ts';
import { newFormId } from '@mp/core/formid';
import { BANK_CHANGE_STATUS, BANK_VERIFY_PAY_STATUS } from '@mp/core/statuses';
import { validateSettle } from '@mp/core/validators/onboarding';
import { Alert, Button, Card, Descriptions, Form, Input, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { showRefusal } from '../../ui/admin/fieldErrors.ts';
import { type BankAccountField, BankAccountFields } from '../../ui/BankAccountFields.tsx';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import { PayPasswordInput } from '../../ui/MoneyConfirm.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { StepsBar } from '../../ui/StepsBar.tsx';
import { NEEDS_VERIFIED_PERSON, VerifyPersonNotice } from '../face/index.ts';
import { AccountView } from './AccountView.tsx';
import {
  type ChangeRow,
  checkProposal,
  confirmAmount,
  type NewAccount,
  type Proposal,
  submitChange,
  useBankName,
  useBanks,
  useCheckStatus,
  usePayStatus,
  useRefresh,
} from './api.ts';
import { pathsFor } from './stepPaths.ts';

type Draft = { input: NewAccount; checked: Proposal };

/**
 * mercBankChange, reConfirm, rePayCheck (merchant) and agtBankChangeModify (service provider): the steps of
 * one change. The page opens the step the organisation's change is at: a change waiting for the amount
 * shows the payment check, one under review says so; otherwise the new account's form, then its
 * confirmation with the payment password.
 */
export default function ChangePage({ route }: PageProps) {
  const { t } = useTranslation();
  const status = useCheckStatus();
  const location = useLocation();
  const navigate = useNavigate();
  const paths = pathsFor(route.area);
  const [draft, setDraft] = useState<Draft | null>(
    () => (location.state as { draft?: Draft } | null)?.draft ?? null,
  );
  const s = status.data;
  const open = s?.open ?? null;
  const step = open?.status === 'PAY_CHECK' ? 2 : open?.status === 'AUDITING' ? 3 : draft ? 1 : 0;
  const last = s?.list[0];
  const ended = !open && last && ['BLOCKED', 'PAY_FAILED', 'REJECTED'].includes(last.status) ? last : null;

  return (
    <AdminPage route={route} intro={t('bankchange.intro')}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <StepsBar
          current={step}
          titles={[
            t('bankchange.steps.submit'),
            t('bankchange.confirmTitle'),
            t('bankchange.steps.pay'),
            t('bankchange.steps.review'),
          ]}
        />
        {!s ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : (
          <>
            <Card type="inner" title={t('bankchange.current')}>
              <AccountView account={s.current} />
            </Card>
            {ended ? (
              <Alert
                type="warning"
                showIcon
                title={t('bankchange.lastEnded', {
                  no: ended.change_no,
                  status: BANK_CHANGE_STATUS[ended.status][currentLang() === 'en' ? 'en' : 'zh'],
                })}
                description={ended.review_reason || undefined}
              />
            ) : null}
            {open?.status === 'PAY_CHECK' ? (
              <PayCheck change={open} onDone={() => navigate(paths.status)} />
            ) : open?.status === 'AUDITING' ? (
              <Alert
                type="info"
                showIcon
                role="status"
                title={t('bankchange.underReview')}
                action={<Link to={paths.status}>{t('bankchange.viewStatus')}</Link>}
              />
            ) : draft ? (
              <Confirm
                draft={draft}
                onBack={() => {
                  // Another step's route: only navigate, so this page never shows that step's form while
                  // the route's chunk loads (what a person typed there would be lost when the route mounts).
                  if (paths.form !== route.path) navigate(paths.form, { state: { draft: null } });
                  else setDraft(null);
                }}
                onSubmitted={() => {
                  if (paths.pay !== route.path) navigate(paths.pay);
                }}
              />
            ) : (
              <NewAccountForm
                initial={null}
                onChecked={(d) => {
                  if (paths.confirm !== route.path) navigate(paths.confirm, { state: { draft: d } });
                  else setDraft(d);
                }}
              />
            )}
          </>
        )}
      </Space>
    </AdminPage>
  );
}

/** The texts naming the new account's fields. */
const ACCOUNT_LABELS: Record<BankAccountField, string> = {
  bank_code: 'bankchange.bank',
  account_name: 'bankchange.accountName',
  account_no: 'bankchange.accountNo',
};

function NewAccountForm({
  initial,
  onChecked,
}: {
  initial: NewAccount | null;
  onChecked: (d: Draft) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NewAccount>();
  const banks = useBanks();
  const [busy, setBusy] = useState(false);
  const rule = (field: BankAccountField) => ({
    validator: async () => {
      const e = validateSettle(form.getFieldsValue());
      if (e && e.field === field) throw new Error(catalogueText(e.code));
    },
  });
  async function submit(v: NewAccount) {
    setBusy(true);
    const r = await checkProposal(v);
    setBusy(false);
    if (r.ok) onChecked({ input: v, checked: r.data });
    // Beside the field the refusal names; the account number otherwise.
    else
      showRefusal(form, r, { bank_code: 'bank_code', account_name: 'account_name', [r.code]: 'account_no' });
  }
  return (
    <Card type="inner" title={t('bankchange.newAccount')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial ?? {}}
        onFinish={submit}
        style={{ maxWidth: 520 }}
      >
        <BankAccountFields
          label={(field) => t(ACCOUNT_LABELS[field])}
          rule={rule}
          banks={banks.data?.list ?? []}
          bank={{
            optionFilterProp: 'label',
            placeholder: t('bankchange.bankSearch'),
            notFoundContent: t('bankchange.bankNone'),
            loading: banks.isPending,
          }}
          accountNoHint={t('bankchange.accountNoHint')}
          inputs={{
            account_name: { autoComplete: 'off', maxLength: 100 },
            account_no: { autoComplete: 'off', maxLength: 30 },
          }}
        />
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('bankchange.next')}
        </Button>
      </Form>
    </Card>
  );
}

function Confirm({
  draft,
  onBack,
  onSubmitted,
}: {
  draft: Draft;
  onBack: () => void;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [form] = Form.useForm<{ pay_password: string }>();
  const [clientKey] = useState(() => newFormId());
  const [busy, setBusy] = useState(false);
  const [unverified, setUnverified] = useState(false);
  const en = currentLang() === 'en';
  async function submit(v: { pay_password: string }) {
    setBusy(true);
    const r = await submitChange({ ...draft.input, pay_password: v.pay_password, client_key: clientKey });
    setBusy(false);
    setUnverified(!r.ok && r.code === NEEDS_VERIFIED_PERSON);
    if (r.ok) {
      onSubmitted();
      void refresh();
    } else if (r.code !== NEEDS_VERIFIED_PERSON)
      form.setFields([{ name: 'pay_password', errors: [catalogueText(r.code)] }]);
  }
  const c = draft.checked;
  return (
    <Card type="inner" title={t('bankchange.confirmTitle')}>
      <Typography.Paragraph type="secondary">{t('bankchange.confirmHint')}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginBottom: 16, maxWidth: 640 }}
        items={[
          { key: 'bank', label: t('bankchange.bank'), children: en ? c.bank_name_en : c.bank_name },
          { key: 'name', label: t('bankchange.accountName'), children: c.account_name },
          {
            key: 'no',
            label: t('bankchange.accountNo'),
            children: <span style={{ fontFamily: 'monospace' }}>{c.account_no}</span>,
          },
        ]}
      />
      <VerifyPersonNotice purpose="BANK_CHANGE" refused={unverified} />
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 320 }}>
        <Form.Item
          name="pay_password"
          label={t('bankchange.payPassword')}
          rules={[{ required: true, message: catalogueText('VAL10036') }]}
        >
          <PayPasswordInput />
        </Form.Item>
        <Space wrap>
          <Button onClick={onBack}>{t('bankchange.back')}</Button>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('bankchange.submit')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}

function PayCheck({ change, onDone }: { change: ChangeRow; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const pay = usePayStatus(change.change_no);
  const bankName = useBankName();
  const [form] = Form.useForm<{ amount: string }>();
  const [busy, setBusy] = useState(false);
  const p = pay.data;
  const paying = !p || p.pay_status === 'PROCESSING';
  async function submit(v: { amount: string }) {
    setBusy(true);
    // One client key per try: the same try sent again is counted once.
    const r = await confirmAmount({
      change_no: change.change_no,
      amount: v.amount.trim(),
      client_key: newFormId(),
    });
    setBusy(false);
    if (r.ok) {
      onDone();
      void refresh();
      return;
    }
    await Promise.all([pay.refetch(), refresh()]);
    const left = r.code === 'BNK10001' ? Math.max(0, (p?.tries_left ?? 1) - 1) : null;
    form.setFields([
      {
        name: 'amount',
        errors: [left !== null ? t('bankchange.wrongAmount', { n: left }) : catalogueText(r.code)],
      },
    ]);
  }
  return (
    <Card type="inner" title={t('bankchange.payTitle')}>
      <Typography.Paragraph>{t('bankchange.payHint')}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'no', label: t('bankchange.changeNo'), children: change.change_no },
          {
            key: 'to',
            label: t('bankchange.to'),
            children: `${bankName(change)} ${change.account_no}`,
          },
          {
            key: 'pay',
            label: t('bankchange.payStatus'),
            children: (
              <StatusTag labels={BANK_VERIFY_PAY_STATUS} value={p?.pay_status ?? change.pay_status} />
            ),
          },
          {
            key: 'tries',
            label: t('bankchange.triesLeft'),
            children: <span data-testid="tries-left">{p?.tries_left ?? change.tries_left}</span>,
          },
        ]}
      />
      {paying ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('bankchange.paying')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 320 }}>
        <Form.Item
          name="amount"
          label={t('bankchange.amount')}
          rules={[{ required: true, whitespace: true, message: catalogueText('VAL10001') }]}
        >
          <Input inputMode="decimal" placeholder={t('bankchange.amountPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} disabled={paying}>
          {t('bankchange.confirmAmount')}
        </Button>
      </Form>
    </Card>
  );
}
