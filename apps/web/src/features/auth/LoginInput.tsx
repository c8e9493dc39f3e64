import EyeInvisibleOutlined from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './LoginInput.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  icon: ReactNode;
  invalid?: boolean;
  /** A password field with a show/hide switch. */
  secret?: boolean;
};

/** One input of the login form: icon, native input, and for passwords the eye switch. */
export function LoginInput({ icon, invalid, secret, ...input }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className={`${styles.box} ${invalid ? styles.error : ''}`}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      <input
        {...input}
        className={styles.input}
        type={secret && !shown ? 'password' : 'text'}
        aria-invalid={invalid || undefined}
        aria-describedby={input.id ? `${input.id}-error` : undefined}
      />
      {secret ? (
        <button
          type="button"
          className={styles.toggle}
          onClick={() => setShown((s) => !s)}
          aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={shown}
        >
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      ) : null}
    </div>
  );
}

/** The four sign-in kinds as one segmented radio group. */
export function KindSwitch<K extends string>({
  value,
  onChange,
  options,
  label,
}: {
  value: K;
  onChange: (k: K) => void;
  options: { value: K; label: string }[];
  label: string;
}) {
  return (
    <fieldset className={styles.kinds} aria-label={label}>
      {options.map((o) => (
        <label key={o.value} className={`${styles.kind} ${o.value === value ? styles.active : ''}`}>
          <input
            type="radio"
            name="login-kind"
            value={o.value}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          {/* A break opportunity after '/': 操作員/收銀員 wraps as two whole words, not mid-word. */}
          <span style={{ wordBreak: 'keep-all' }}>
            {o.label.split('/').map((part, i) => (
              <span key={part}>
                {i > 0 ? (
                  <>
                    /<wbr />
                  </>
                ) : null}
                {part}
              </span>
            ))}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export const captchaButtonClass = styles.captchaButton;
export const powBoxClass = styles.powBox;
export const powDoneClass = styles.powDone;
export const linkButtonClass = styles.linkButton;
