import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import SafetyOutlined from '@ant-design/icons/es/icons/SafetyOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { validateLogin } from '@mp/core/validators/login';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { captchaNeeds, sysConfigSettled, useSysConfig } from '../../api/sysConfig.ts';
import { catalogueTextLoaded } from '../../i18n/catalogue.ts';
import { Field } from './Field.tsx';
import { captchaButtonClass, KindSwitch, LoginInput, linkButtonClass } from './LoginInput.tsx';
import { LOGIN_KINDS, type LoginKind } from './loginKinds.ts';
import { PowCheck } from './PowCheck.tsx';
import { signIn } from './signIn.ts';
import { useCaptcha } from './useCaptcha.ts';
import { usePowCheck } from './usePowCheck.ts';

type FieldName = 'loginName' | 'password' | 'captcha';
type Values = Record<FieldName, string>;

/**
 * The sign-in form of '/', '/outterLogin' and the shortcut entry: kind, user name, password, captcha.
 * Three fields checked by packages/core's validateLogin. Plain inputs and button in antd's look keep the
 * login page light: it renders no antd component, so antd's core stays out of its bundle (issue 16).
 */
export function LoginForm({ initialKind = 'merchant' }: { initialKind?: LoginKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<LoginKind>(initialKind);
  const [values, setValues] = useState<Values>({ loginName: '', password: '', captcha: '' });
  const [error, setError] = useState<{ field: FieldName; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { config, settled } = useSysConfig();
  // CAPTCHA=pow: the browser check only; CAPTCHA=choice: the picture, with the browser check a click away
  // (issue 32, point 7: a person who cannot read the picture can still sign in).
  const [choosePow, setChoosePow] = useState(false);
  const { on: captchaOn, pow: usePow } = captchaNeeds(config, choosePow);
  // The captcha image is requested once the system parameters say it is wanted (or could not be read).
  const captcha = useCaptcha(captchaOn && settled && !usePow);
  const pow = usePowCheck(usePow && settled);

  const set = (field: FieldName) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (error?.field === field) setError(null);
  };
  const errorOf = (field: FieldName) => (error?.field === field ? error.text : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // Until the system parameters are known the form assumes a captcha (SYS_CONFIG_DEFAULTS): a sign-in sent
    // in that moment waits for them, instead of asking for a captcha the page may not show at all.
    let cfg = config;
    if (!settled) {
      setBusy(true);
      cfg = (await sysConfigSettled()).config;
      setBusy(false);
    }
    const { on: needCaptcha, pow: powNow } = captchaNeeds(cfg, choosePow);
    // The browser check starts only now that the page knows it is wanted: the person sends again once it shows.
    if (powNow && !settled) return;
    const bad = validateLogin({ ...values, captchaRequired: needCaptcha && !powNow });
    if (bad) {
      setError({ field: bad.field, text: await catalogueTextLoaded(bad.code) });
      document.getElementById(`login-${bad.field}`)?.focus();
      return;
    }
    setBusy(true);
    // The browser check may still be working: the sign-in waits for it (its state is shown and announced).
    const solved = powNow ? await pow.answer() : null;
    if (powNow && !solved) {
      setBusy(false);
      setError({ field: 'captcha', text: t('auth.powFailed') });
      return;
    }
    const outcome = await signIn({
      kind,
      loginName: values.loginName,
      password: values.password,
      captchaKey: !needCaptcha ? undefined : solved ? solved.key : captcha.key,
      captchaCode: !needCaptcha ? undefined : solved ? solved.nonce : values.captcha.trim(),
    });
    setBusy(false);
    if (outcome.ok) {
      navigate(outcome.next, { replace: true });
      return;
    }
    // Every attempt spends its captcha and its random: a new captcha for the next try.
    setValues((v) => ({ ...v, captcha: '' }));
    if (powNow) pow.refresh();
    else if (needCaptcha) captcha.refresh();
  };

  return (
    <form onSubmit={submit} noValidate autoComplete="on">
      <KindSwitch<LoginKind>
        value={kind}
        onChange={setKind}
        label={t('auth.kindLabel')}
        options={LOGIN_KINDS.map((k) => ({ value: k.kind, label: t(`auth.kind.${k.kind}`) }))}
      />
      <Field id="login-loginName" label={t('auth.loginName')} error={errorOf('loginName')}>
        <LoginInput
          id="login-loginName"
          icon={<UserOutlined />}
          placeholder={t('auth.loginNamePlaceholder')}
          autoComplete="username"
          maxLength={64}
          value={values.loginName}
          onChange={set('loginName')}
          invalid={!!errorOf('loginName')}
        />
      </Field>
      <Field id="login-password" label={t('auth.password')} error={errorOf('password')}>
        <LoginInput
          id="login-password"
          secret
          icon={<LockOutlined />}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={64}
          value={values.password}
          onChange={set('password')}
          invalid={!!errorOf('password')}
        />
      </Field>
      {usePow ? (
        <PowCheck
          id="login-captcha"
          status={pow.status}
          error={errorOf('captcha')}
          onRetry={pow.refresh}
          onSwitch={config.captcha_mode === 'choice' ? () => setChoosePow(false) : undefined}
        />
      ) : captchaOn ? (
        <Field id="login-captcha" label={t('auth.captcha')} error={errorOf('captcha')}>
          <div style={{ display: 'flex', gap: 12 }}>
            <LoginInput
              id="login-captcha"
              icon={<SafetyOutlined />}
              placeholder={t('auth.captchaPlaceholder')}
              maxLength={8}
              autoComplete="off"
              value={values.captcha}
              onChange={set('captcha')}
              invalid={!!errorOf('captcha')}
            />
            <button
              type="button"
              onClick={captcha.refresh}
              title={t('auth.captchaRefresh')}
              aria-label={t('auth.captchaRefresh')}
              className={captchaButtonClass}
            >
              {captcha.image ? (
                <img src={captcha.image} alt={t('auth.captchaAlt')} />
              ) : captcha.failed ? (
                t('auth.captchaFailed')
              ) : (
                t('auth.captchaLoading')
              )}
            </button>
          </div>
          {config.captcha_mode === 'choice' ? (
            <button type="button" className={linkButtonClass} onClick={() => setChoosePow(true)}>
              {t('auth.powInstead')}
            </button>
          ) : null}
        </Field>
      ) : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: -8, marginBottom: 20 }}>
        <Link to="/resetPsd">{t('auth.forgot')}</Link>
      </div>
      <button type="submit" className="mp-btn mp-btn-primary mp-btn-large mp-btn-block" aria-busy={busy}>
        {busy ? <LoadingOutlined aria-hidden /> : null}
        {t('auth.submit')}
      </button>
    </form>
  );
}
