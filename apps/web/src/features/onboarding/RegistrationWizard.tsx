import './messages.ts';
import * as c from '@mp/core/contracts/onboarding';
import {
  type FilePurpose,
  IMAGE_PURPOSES,
  requiredFilePurposes,
  validateBaseInfo,
  validateContacts,
  validateSettle,
} from '@mp/core/validators/onboarding';
import type { FieldError } from '@mp/core/validators/result';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Form,
  type FormInstance,
  Grid,
  Input,
  Progress,
  Radio,
  Spin,
  Steps,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type ApiResult, call } from '../../api/client.ts';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import { showRefusal } from '../../ui/admin/fieldErrors.ts';
import { BankAccountFields } from '../../ui/BankAccountFields.tsx';
import { MAX_UPLOAD_BYTES, readBase64 } from '../../ui/fileUpload.ts';
import { PhoneField } from '../../ui/PhoneField.tsx';
import {
  type Application,
  type BankRow,
  banksLike,
  type FileRow,
  useProducts,
  type WizardBackend,
} from './api.ts';
import { BaseInfoFields, fieldRule, provinceOf } from './BaseSelects.tsx';
import styles from './onboarding.module.css';

/**
 * The registration wizard: product choice, base information, documents, settlement account, contacts,
 * review and commit. It takes who is registering as a `WizardBackend` (the applicant on the public pages;
 * a service provider registering a sub-merchant can pass its own), so the steps are written once. Every
 * step is saved as it is left (the draft), checked here by the core validators and again by the server.
 */
const STEPS = ['product', 'base', 'files', 'settle', 'contacts', 'review'] as const;
type Step = (typeof STEPS)[number];

export interface WizardProps {
  backend: WizardBackend;
  /** The application was committed for review. */
  onSubmitted: (app: Application) => void;
  /** The backend says the registrant is no longer signed in (ONB10001). */
  onSignedOut: () => void;
}

const lang = () => currentLang();

/** A core field error as the form shows it. */
function showFieldError(form: FormInstance, e: FieldError | null): boolean {
  if (!e) return false;
  form.setFields([{ name: e.field, errors: [catalogueText(e.code)] }]);
  form.scrollToField(e.field);
  return true;
}

export function RegistrationWizard({ backend, onSubmitted, onSignedOut }: WizardProps) {
  const { t } = useTranslation();
  const [app, setApp] = useState<Application | null>(null);
  // The step is in the URL (?step=base, issue 32): Back and Forward move between steps, a reload keeps
  // the step; a step not reached yet is not opened (the draft says how far the applicant got).
  const [params, setParams] = useSearchParams();
  const asked = params.get('step');
  const setStep = useCallback(
    (s: Step, replace = false) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('step', s);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const screens = Grid.useBreakpoint();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void backend.load().then((r) => {
      if (!r.ok) {
        onSignedOut();
        return;
      }
      setApp(r.data);
    });
  }, [backend, onSignedOut]);

  const reached = app ? STEPS.indexOf((app.step === 'done' ? 'review' : app.step) as Step) : -1;
  const askedIndex = STEPS.indexOf(asked as Step);
  const step: Step = askedIndex >= 0 && askedIndex <= reached ? (asked as Step) : STEPS[Math.max(reached, 0)];
  useEffect(() => {
    // The URL names no step, or one not reached yet: it names the step the draft is at.
    if (app && asked !== step) setStep(step, true);
  }, [app, asked, step, setStep]);

  if (!app) return <Spin />;

  const index = STEPS.indexOf(step);
  const go = (s: Step) => {
    setStep(s);
    requestAnimationFrame(() => headingRef.current?.focus());
  };
  const saved = (next: Application, to: Step) => {
    setApp(next);
    go(to);
  };
  const props = { app, backend, onBack: () => go(STEPS[Math.max(0, index - 1)]) };

  return (
    <div className={styles.card}>
      {screens.md ? (
        <Steps
          size="small"
          titlePlacement="vertical"
          current={index}
          items={STEPS.map((s, i) => ({ title: t(`onboarding.steps.${s}`), disabled: i > reached }))}
          onChange={(i) => go(STEPS[i])}
          style={{ marginBottom: 24 }}
        />
      ) : (
        <Progress
          percent={Math.round(((index + 1) / STEPS.length) * 100)}
          showInfo={false}
          aria-label={`${index + 1} / ${STEPS.length}`}
        />
      )}
      <h2 ref={headingRef} tabIndex={-1} style={{ fontSize: 18, outline: 'none' }}>
        {`${index + 1}/${STEPS.length} ${t(`onboarding.steps.${step}`)}`}
      </h2>
      {step === 'product' && <ProductStep {...props} onSaved={(a) => saved(a, 'base')} />}
      {step === 'base' && <BaseStep {...props} onSaved={(a) => saved(a, 'files')} />}
      {step === 'files' && <FilesStep {...props} onSaved={(a) => saved(a, 'settle')} />}
      {step === 'settle' && <SettleStep {...props} onSaved={(a) => saved(a, 'contacts')} />}
      {step === 'contacts' && <ContactsStep {...props} onSaved={(a) => saved(a, 'review')} />}
      {step === 'review' && <ReviewStep {...props} onSaved={onSubmitted} onEdit={go} />}
    </div>
  );
}

interface StepProps {
  app: Application;
  backend: WizardBackend;
  onSaved: (app: Application) => void;
  onBack: () => void;
}

function Actions({
  onBack,
  busy,
  first,
  label,
}: {
  onBack: () => void;
  busy: boolean;
  first?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      {first ? null : <Button onClick={onBack}>{t('onboarding.previous')}</Button>}
      <Button type="primary" htmlType="submit" loading={busy}>
        {label ?? t('onboarding.saveNext')}
      </Button>
    </div>
  );
}

function useSave(form: FormInstance, onSaved: (a: Application) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (p: Promise<ApiResult<Application>>) => {
    setBusy(true);
    const r = await p;
    setBusy(false);
    if (r.ok) onSaved(r.data);
    else showRefusal(form, r);
  };
  return [busy, run] as const;
}

function ProductStep({ app, backend, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const products = useProducts();
  const [busy, save] = useSave(form, onSaved);
  const en = lang() === 'en';
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ merc_category: app.merc_category || 'ENTERPRISE', products: app.products }}
      onFinish={(v) => save(backend.saveProducts(v, { quiet: true }))}
    >
      <Form.Item name="merc_category" label={t('onboarding.category')} extra={t('onboarding.categoryHint')}>
        <Radio.Group>
          <Radio value="ENTERPRISE">{en ? 'Enterprise' : '企業'}</Radio>
          <Radio value="PERSONAL">{en ? 'Individual business' : '個體工商戶'}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="products"
        label={t('onboarding.products')}
        rules={[
          {
            validator: (_r, v: string[]) =>
              v?.length ? Promise.resolve() : Promise.reject(new Error(catalogueText('ONB10007'))),
          },
        ]}
      >
        {products.data?.list.length === 0 ? (
          <Alert type="warning" title={t('onboarding.noProducts')} />
        ) : (
          <Checkbox.Group
            options={(products.data?.list ?? []).map((p) => ({
              value: p.product_code,
              label: en ? p.name_en : p.name,
            }))}
          />
        )}
      </Form.Item>
      <Actions first onBack={onBack} busy={busy} />
    </Form>
  );
}

/** What the base step's form holds: the step's fields (the category is the first step's) and the province. */
type BaseForm = Omit<Parameters<WizardBackend['saveBase']>[0], 'merc_category'> & { province?: string };

function BaseStep({ app, backend, onSaved, onBack }: StepProps) {
  const [form] = Form.useForm();
  const category = (app.merc_category || 'ENTERPRISE') as 'ENTERPRISE' | 'PERSONAL';
  const [busy, save] = useSave(form, onSaved);
  const check = (v: Record<string, unknown>) => validateBaseInfo({ ...v, merc_category: category });
  const rule = (field: string) => fieldRule(form, check, field);
  const submit = (v: BaseForm) => {
    const { province: _p, ...base } = v;
    const body = { ...base, merc_category: category, merc_name_en: base.merc_name_en ?? '' };
    if (showFieldError(form, check(body))) return;
    void save(backend.saveBase(body, { quiet: true }));
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ ...app.base_info, province: provinceOf(app.base_info.area_code) }}
      onFinish={submit}
    >
      <BaseInfoFields form={form} ns="onboarding" category={category} rule={rule} />
      <Actions onBack={onBack} busy={busy} />
    </Form>
  );
}

function FilesStep({ app, backend, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, save] = useSave(form, onSaved);
  const [files, setFiles] = useState<Record<string, FileRow>>(() =>
    Object.fromEntries(app.files.map((f) => [f.purpose, f])),
  );
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [ocr, setOcr] = useState<{ type: 'success' | 'warning' | 'info'; text: string } | null>(null);
  const required = requiredFilePurposes(app.merc_category, app.base_info.id_type);
  const purposes: FilePurpose[] = [...required, 'STORE_INSIDE', 'OTHER'];

  // Saved images are shown from their content (the owner's own files only).
  useEffect(() => {
    for (const f of app.files) {
      if (!f.is_image) continue;
      void backend.fileContent(f.file_id).then((r) => {
        if (r.ok)
          setPreviews((p) => ({
            ...p,
            [f.purpose]: `data:${r.data.content_type};base64,${r.data.content_base64}`,
          }));
      });
    }
  }, [app.files, backend]);

  const choose = async (purpose: FilePurpose, file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      notifier().error(t('onboarding.tooLarge'));
      return;
    }
    const content = await readBase64(file);
    const r = await backend.upload({ purpose, file_name: file.name, content_base64: content });
    if (!r.ok) return;
    setFiles((f) => ({ ...f, [purpose]: r.data }));
    // A data: URL (the portal's content security policy admits data: images, not blob:).
    if (r.data.is_image)
      setPreviews((p) => ({ ...p, [purpose]: `data:${r.data.content_type};base64,${content}` }));
    if (purpose === 'ID_FRONT' || purpose === 'ID_BACK') {
      const o = await backend.ocr(r.data.file_id);
      if (!o.ok || !o.data.recognised) setOcr({ type: 'info', text: t('onboarding.ocrNone') });
      else {
        const b = app.base_info;
        const same =
          o.data.id_no === (b.id_no ?? '').toUpperCase() &&
          (!o.data.id_issue_date || o.data.id_issue_date === b.id_issue_date) &&
          (!o.data.id_expiry || o.data.id_expiry === b.id_expiry);
        setOcr(
          same
            ? { type: 'success', text: t('onboarding.ocrMatch') }
            : {
                type: 'warning',
                text: t('onboarding.ocrRead', {
                  no: o.data.id_no,
                  from: o.data.id_issue_date || '-',
                  to: o.data.id_expiry || '-',
                }),
              },
        );
      }
    }
  };

  const submit = () => {
    for (const p of required) {
      if (!files[p]) {
        notifier().error(`${catalogueText('ONB10004')} (${t(`onboarding.purposes.${p}`)})`);
        return;
      }
    }
    void save(
      backend.saveFiles(Object.fromEntries(Object.entries(files).map(([p, f]) => [p, f.file_id])), {
        quiet: true,
      }),
    );
  };

  return (
    <Form form={form} onFinish={submit}>
      <Typography.Paragraph type="secondary">{t('onboarding.uploadRules')}</Typography.Paragraph>
      {purposes.map((p) => {
        const f = files[p];
        const inputId = `file-${p}`;
        return (
          <div key={p} className={styles.fileRow}>
            <label htmlFor={inputId} className={styles.fileLabel}>
              {t(`onboarding.purposes.${p}`)}{' '}
              {required.includes(p) ? <Tag color="red">{t('onboarding.required')}</Tag> : null}
            </label>
            {f && previews[p] ? (
              <img
                className={styles.thumb}
                src={previews[p]}
                alt={t('onboarding.preview', { name: f.file_name })}
              />
            ) : null}
            {f ? <Typography.Text>{f.file_name}</Typography.Text> : null}
            <input
              id={inputId}
              type="file"
              accept={
                IMAGE_PURPOSES.includes(p)
                  ? '.png,.jpg,.jpeg,.gif'
                  : '.png,.jpg,.jpeg,.gif,.pdf,.doc,.docx,.xls,.xlsx,.txt,.zip'
              }
              onChange={(e) => {
                void choose(p, e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </div>
        );
      })}
      {ocr ? (
        <Alert style={{ marginTop: 12 }} type={ocr.type} showIcon title={ocr.text} role="status" />
      ) : null}
      <Actions onBack={onBack} busy={busy} />
    </Form>
  );
}

function SettleStep({ app, backend, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, save] = useSave(form, onSaved);
  const [options, setOptions] = useState<BankRow[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // The chosen bank's name, for the select's label.
    if (app.settle.bank_code) {
      void call(c.queryBankOpenInfo, { bank_code: app.settle.bank_code }, { quiet: true }).then((r) => {
        if (r.ok) setOptions([r.data]);
      });
    }
  }, [app.settle.bank_code]);
  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void banksLike(keyword).then((r) => {
        if (r.ok) setOptions(r.data.list);
      });
    }, 300);
  };
  const rule = (field: string) => fieldRule(form, (v) => validateSettle(v), field);
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={app.settle}
      onFinish={(v) => {
        if (showFieldError(form, validateSettle(v))) return;
        void save(backend.saveSettle(v, { quiet: true }));
      }}
    >
      <BankAccountFields
        label={(field) => t(`onboarding.fields.${field}`)}
        rule={rule}
        banks={options}
        bank={{
          filterOption: false,
          onSearch: search,
          placeholder: t('onboarding.bankSearch'),
          notFoundContent: t('onboarding.bankNone'),
        }}
      />
      <Actions onBack={onBack} busy={busy} />
    </Form>
  );
}

function ContactsStep({ app, backend, onSaved, onBack }: StepProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, save] = useSave(form, onSaved);
  const rule = (field: string) => fieldRule(form, (v) => validateContacts(v), field);
  const item = (field: string, required = true) => (
    <Form.Item name={field} label={t(`onboarding.fields.${field}`)} rules={[rule(field)]} required={required}>
      <Input />
    </Form.Item>
  );
  const phone = (area: string, field: string, required = true) => (
    <PhoneField
      label={t(`onboarding.fields.${field}`)}
      htmlFor={`c-${field}`}
      required={required}
      area={area}
      name={field}
      areaLabel={t('onboarding.areaCode')}
      areaWidth={96}
      rules={[rule(field)]}
      input={{ id: `c-${field}`, inputMode: 'tel' }}
    />
  );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ admin_phone_area: '+853', contact_phone_area: '+853', ...app.contacts }}
      onFinish={(v) => {
        const body = { contact_name: '', contact_phone: '', contact_email: '', ...v };
        if (showFieldError(form, validateContacts(body))) return;
        void save(backend.saveContacts(body, { quiet: true }));
      }}
    >
      {item('admin_login_name')}
      {item('admin_name')}
      {phone('admin_phone_area', 'admin_phone')}
      {item('admin_email')}
      {item('contact_name', false)}
      {phone('contact_phone_area', 'contact_phone', false)}
      {item('contact_email', false)}
      <Actions onBack={onBack} busy={busy} />
    </Form>
  );
}

function ReviewStep({ app, backend, onSaved, onBack, onEdit }: StepProps & { onEdit: (s: Step) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, save] = useSave(form, onSaved);
  const b = app.base_info as Record<string, string | undefined>;
  const rows = useMemo(
    () =>
      [
        [
          'base',
          [
            'merc_name',
            'merc_short_name',
            'licence_no',
            'mcc',
            'address',
            'legal_name',
            'id_no',
            'id_expiry',
          ],
        ],
        ['settle', ['bank_code', 'account_name', 'account_no']],
        ['contacts', ['admin_login_name', 'admin_name', 'admin_phone', 'admin_email']],
      ] as const,
    [],
  );
  const value = (part: string, f: string) =>
    (part === 'base' ? b : ((app as unknown as Record<string, Record<string, string>>)[part] ?? {}))[f] ?? '';
  return (
    <Form form={form} onFinish={() => save(backend.commit({ quiet: true }))}>
      <Typography.Paragraph>{t('onboarding.review')}</Typography.Paragraph>
      {rows.map(([part, fields]) => (
        <Descriptions
          key={part}
          size="small"
          bordered
          column={1}
          style={{ marginBottom: 16 }}
          title={t(`onboarding.steps.${part}`)}
          extra={<Button onClick={() => onEdit(part)}>{t('onboarding.edit')}</Button>}
          items={fields.map((f) => ({
            key: f,
            label: t(`onboarding.fields.${f}`),
            children: value(part, f),
          }))}
        />
      ))}
      <Descriptions
        size="small"
        bordered
        column={1}
        title={t('onboarding.steps.files')}
        extra={<Button onClick={() => onEdit('files')}>{t('onboarding.edit')}</Button>}
        items={app.files.map((f) => ({
          key: f.purpose,
          label: t(`onboarding.purposes.${f.purpose}`),
          children: f.file_name,
        }))}
      />
      {backend.signLink && <SignNote backend={backend} link={backend.signLink} />}
      <Alert style={{ marginTop: 16 }} type="info" showIcon title={t('onboarding.commitConfirm')} />
      <Actions onBack={onBack} busy={busy} label={t('onboarding.commit')} />
    </Form>
  );
}

/**
 * Before the commit: the applicant's signatures. Unsigned (or not known yet): a warning with the way to
 * /mandate; both signed: a success line (the commit is refused with AGR10015 until then).
 */
function SignNote({ backend, link }: { backend: WizardBackend; link: string }) {
  const { t } = useTranslation();
  const signed = useQuery({
    queryKey: ['onboarding', 'signed'],
    queryFn: () => backend.signed?.() ?? Promise.resolve(false),
  });
  return signed.data ? (
    <Alert style={{ marginTop: 16 }} type="success" showIcon title={t('onboarding.signDone')} />
  ) : (
    <Alert
      style={{ marginTop: 16 }}
      type="warning"
      showIcon
      title={t('onboarding.signFirst')}
      action={<Link to={link}>{t('onboarding.signOpen')}</Link>}
    />
  );
}
