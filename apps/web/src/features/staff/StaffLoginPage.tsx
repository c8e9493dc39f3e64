import './messages.ts';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { staffEnrol, staffLogin } from '@mp/core/contracts/staff';
import type { LoginResT } from '@mp/core/schemas/auth';
import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/client.ts';
import { notifier } from '../../api/notify.ts';
import { captchaNeeds, sysConfigSettled, useSysConfig } from '../../api/sysConfig.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { nextAfterSignIn, saveLogin } from '../../storage/browserStorage.ts';
import { AuthShell, looksLikeLogin, PowCheck, useCaptcha, usePowCheck } from '../auth/index.ts';
import { type EnrolOffer, EnrolStep } from './EnrolStep.tsx';
import { OtpField, otpValue, requiredRule } from './OtpInput.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';

interface Values {
  loginName: string;
  password: string;
  otp?: string;
  recovery?: string;
  captcha?: string;
}

type Step =
  | { kind: 'signin' }
  | { kind: 'enrol'; offer: EnrolOffer; loginName: string }
  | { kind: 'codes'; codes: string[]; loginName: string; next: string };

/** The refusals the page shows itself; where each goes: a field, or the alert above the form. */
const FIELD_OF: Record<string, keyof Values | null> = {
  LOG10001: null,
  LOG10003: null,
  LOG10002: 'captcha',
  LOG10005: null,
  STF10001: null,
  STF10002: 'otp',
  STF10003: null,
  STF10004: 'recovery',
  STF10005: 'otp',
};
const HANDLED = Object.keys(FIELD_OF);

/**
 * /backoffice_login (staff.login): the provider's staff sign in with their password (bound to a one-time
 * value by the API client, as the portal's sign-in) and an authenticator or recovery code. Someone without
 * a second factor enrols here (QR code, key, first code), and sees the ten recovery codes once before going
 * on: to a due password change, else the back office.
 */
export default function StaffLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [enrolForm] = Form.useForm<{ otp: string }>();
  const [step, setStep] = useState<Step>({ kind: 'signin' });
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const { config, settled } = useSysConfig();
  // Where the server offers the browser check (CAPTCHA=pow or choice), the back office uses it: nothing to read.
  const { on: captchaOn, pow: usePow } = captchaNeeds(config, true);
  const captcha = useCaptcha(captchaOn && settled && !usePow);
  const pow = usePowCheck(usePow && settled);

  /** A refusal: beside its field when it has one, otherwise in the alert above the form. */
  const refuse = (f: FormInstance, code: string, message: string) => {
    const field = FIELD_OF[code];
    const text = catalogueText(code, message);
    if (field) {
      f.setFields([{ name: field, errors: [text] }]);
      setError(null);
    } else {
      setError(text);
      setTimeout(() => errorRef.current?.focus(), 0);
    }
  };

  const signedIn = (login: LoginResT): string | null => {
    if (!looksLikeLogin(login)) {
      notifier().error(t('api.badAnswer'));
      return null;
    }
    saveLogin(login);
    return nextAfterSignIn(login.area);
  };

  const signIn = async (v: Values) => {
    setBusy(true);
    setError(null);
    // As on the portal's sign-in (LoginForm): sent before the system parameters are known (the captcha's
    // rule waits for them), the sign-in waits for them too; when they want a captcha or the browser check,
    // the person answers it first and sends again.
    let cfg = config;
    if (!settled) {
      cfg = (await sysConfigSettled()).config;
      if (cfg.captcha_enabled !== 'N') {
        setBusy(false);
        return;
      }
    }
    const { on: needCaptcha, pow: powNow } = captchaNeeds(cfg, true);
    const loginName = v.loginName.trim();
    const solved = powNow ? await pow.answer() : null;
    if (powNow && !solved) {
      setBusy(false);
      setError(t('auth.powFailed'));
      return;
    }
    const r = await call(
      staffLogin,
      {
        login_name: loginName,
        password: v.password,
        ...(recovery ? { recovery_code: (v.recovery ?? '').trim() } : { otp_code: otpValue(v.otp) }),
        ...(solved
          ? { captcha_key: solved.key, captcha_code: solved.nonce }
          : needCaptcha
            ? { captcha_key: captcha.key, captcha_code: (v.captcha ?? '').trim() }
            : {}),
      },
      { handleCodes: HANDLED },
    );
    setBusy(false);
    // Every attempt spends its captcha: a new one for the next try.
    if (powNow) pow.refresh();
    else if (needCaptcha) {
      form.setFieldValue('captcha', '');
      captcha.refresh();
    }
    if (!r.ok) {
      refuse(form, r.code, r.message);
      return;
    }
    if (r.data.stage === 'ENROL' && r.data.enrol) {
      setStep({ kind: 'enrol', offer: r.data.enrol, loginName });
      return;
    }
    const next = r.data.login ? signedIn(r.data.login) : null;
    if (next) navigate(next, { replace: true });
  };

  const enrol = async (otp: string) => {
    if (step.kind !== 'enrol') return;
    setBusy(true);
    setError(null);
    const r = await call(
      staffEnrol,
      { enrol_token: step.offer.enrol_token, otp_code: otpValue(otp) },
      { handleCodes: HANDLED },
    );
    setBusy(false);
    if (!r.ok) {
      if (r.code === 'STF10003' || r.code === 'LOG10003') {
        // The offer is gone (expired, or the account locked): back to the sign-in, the reason above it.
        setStep({ kind: 'signin' });
        form.resetFields(['password', 'otp']);
      }
      refuse(enrolForm, r.code, r.message);
      return;
    }
    const next = signedIn(r.data.login);
    if (next) setStep({ kind: 'codes', codes: r.data.recovery_codes, loginName: step.loginName, next });
  };

  const restart = () => {
    setStep({ kind: 'signin' });
    setError(null);
    form.resetFields(['password', 'otp', 'recovery']);
  };

  const alert = error ? (
    <div ref={errorRef} tabIndex={-1} style={{ outline: 'none', marginBottom: 16 }}>
      <Alert type="error" showIcon title={error} role="alert" />
    </div>
  ) : null;

  if (step.kind === 'codes') {
    return (
      <AuthShell brand="staff.brand" title={t('staff.codes.title')}>
        <RecoveryCodes
          codes={step.codes}
          loginName={step.loginName}
          continueText={t('staff.codes.continue')}
          onContinue={() => navigate(step.next, { replace: true })}
        />
      </AuthShell>
    );
  }
  if (step.kind === 'enrol') {
    return (
      <AuthShell brand="staff.brand" title={t('staff.enrol.title')} subtitle={t('staff.enrol.subtitle')}>
        {alert}
        <EnrolStep
          offer={step.offer}
          busy={busy}
          form={enrolForm}
          onSubmit={(otp) => void enrol(otp)}
          onRestart={restart}
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell brand="staff.brand" title={t('staff.login.title')} subtitle={t('staff.login.subtitle')}>
      {alert}
      <Form<Values>
        form={form}
        name="staff-login"
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={(v) => void signIn(v)}
        onValuesChange={() => error && setError(null)}
      >
        <Form.Item
          name="loginName"
          label={t('staff.login.loginName')}
          rules={[requiredRule(t('staff.login.loginName'))]}
        >
          <Input prefix={<UserOutlined aria-hidden />} autoComplete="username" maxLength={64} autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('staff.login.password')}
          rules={[requiredRule(t('staff.login.password'))]}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            maxLength={64}
          />
        </Form.Item>
        {recovery ? (
          <Form.Item
            name="recovery"
            label={t('staff.login.recovery')}
            extra={t('staff.login.recoveryHint')}
            rules={[requiredRule(t('staff.login.recovery'))]}
          >
            <Input autoComplete="off" maxLength={16} spellCheck={false} autoCapitalize="none" />
          </Form.Item>
        ) : (
          <OtpField label={t('staff.login.otp')} extra={t('staff.login.otpHint')} />
        )}
        <div style={{ marginTop: -8, marginBottom: 16 }}>
          <Button
            type="link"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => {
              setRecovery(!recovery);
              form.setFields([
                { name: 'otp', errors: [] },
                { name: 'recovery', errors: [] },
              ]);
            }}
          >
            {recovery ? t('staff.login.useOtp') : t('staff.login.useRecovery')}
          </Button>
        </div>
        {usePow ? (
          <PowCheck id="staff-pow" status={pow.status} onRetry={pow.refresh} />
        ) : captchaOn ? (
          <Form.Item label={t('auth.captcha')} required={false}>
            <div style={{ display: 'flex', gap: 12 }}>
              <Form.Item name="captcha" noStyle rules={settled ? [requiredRule(t('auth.captcha'))] : []}>
                <Input
                  aria-label={t('auth.captcha')}
                  prefix={<SafetyOutlined aria-hidden />}
                  maxLength={8}
                  autoComplete="off"
                  style={{ flex: 1 }}
                />
              </Form.Item>
              <Button
                onClick={captcha.refresh}
                title={t('auth.captchaRefresh')}
                aria-label={t('auth.captchaRefresh')}
                style={{ width: 120, padding: 0, overflow: 'hidden' }}
              >
                {captcha.image ? (
                  <img src={captcha.image} alt={t('auth.captchaAlt')} style={{ height: '100%' }} />
                ) : captcha.failed ? (
                  t('auth.captchaFailed')
                ) : (
                  t('auth.captchaLoading')
                )}
              </Button>
            </div>
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" block loading={busy}>
          {t('staff.login.submit')}
        </Button>
        <Alert type="info" showIcon title={t('staff.login.firstTime')} style={{ marginTop: 20 }} />
        <div style={{ textAlign: 'center', marginTop: 20, fontSize: 13 }}>
          <Link to="/">{t('staff.login.portal')}</Link>
        </div>
      </Form>
    </AuthShell>
  );
}
