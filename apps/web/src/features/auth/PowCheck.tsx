import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { useTranslation } from 'react-i18next';
import { linkButtonClass, powBoxClass, powDoneClass } from './LoginInput.tsx';
import type { PowStatus } from './usePowCheck.ts';

/**
 * The browser check's field on the sign-in forms (CAPTCHA=pow or choice): nothing to read or type, its
 * state shown and announced (a polite live region), a retry when it failed, and in choice mode the way back
 * to the picture.
 */
export function PowCheck({
  id,
  status,
  error,
  onRetry,
  onSwitch,
}: {
  id: string;
  status: PowStatus;
  error?: string;
  onRetry: () => void;
  onSwitch?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 20 }}>
      <div id={`${id}-label`} style={{ marginBottom: 8, color: 'rgba(0,0,0,0.88)' }}>
        {t('auth.powLabel')}
      </div>
      <div
        id={id}
        role="status"
        aria-live="polite"
        aria-labelledby={`${id}-label`}
        aria-busy={status === 'checking'}
        className={`${powBoxClass}${status === 'done' ? ` ${powDoneClass}` : ''}`}
      >
        {status === 'done' ? (
          <>
            <CheckCircleOutlined aria-hidden /> {t('auth.powDone')}
          </>
        ) : status === 'failed' ? (
          <>
            {t('auth.powFailed')}{' '}
            <button type="button" className={linkButtonClass} style={{ marginTop: 0 }} onClick={onRetry}>
              {t('auth.powRetry')}
            </button>
          </>
        ) : (
          <>
            <LoadingOutlined aria-hidden /> {t('auth.powChecking')}
          </>
        )}
      </div>
      <div
        id={`${id}-error`}
        role={error ? 'alert' : undefined}
        style={{
          minHeight: error ? 22 : 0,
          marginTop: error ? 4 : 0,
          color: 'var(--mp-error)',
          fontSize: 14,
        }}
      >
        {error}
      </div>
      {onSwitch ? (
        <button type="button" className={linkButtonClass} onClick={onSwitch}>
          {t('auth.powCodeInstead')}
        </button>
      ) : null}
    </div>
  );
}
