import './messages.ts';
import { validateVerificationCode } from '@mp/core/validators/login';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coreRule } from '../../ui/formRules.ts';
import { useCountdown } from '../../ui/useCountdown.ts';
import type { SmsSent } from './api.ts';

/** The rule of every SMS code field: 6 digits (the catalogue's VAL10034 / SMS10005). */
export const smsCodeRules = [coreRule(validateVerificationCode)];

interface Props {
  /** Sends the code; resolves with where it went, rejects when the server refused (already told). */
  send: () => Promise<SmsSent>;
  /** Sending needs something else first (e.g. the new number): the reason, shown on the button. */
  blocked?: string | null;
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
}

/**
 * A verification-code input with its send button: after a send the button counts down the server's
 * resend wait (60 s) and the field says, masked, where the code went.
 */
export function SmsCodeField({ send, blocked, value, onChange, id }: Props) {
  const { t } = useTranslation();
  const [left, start] = useCountdown();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const click = async () => {
    setBusy(true);
    try {
      const r = await send();
      setSentTo(r.sent_to);
      start(r.resend_in > 0 ? r.resend_in : 60);
    } catch {
      // The API client has shown the refusal (too often, no mobile registered ...).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
          maxLength={6}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t('security.codePlaceholder')}
        />
        <Button
          onClick={() => void click()}
          loading={busy}
          disabled={left > 0 || !!blocked}
          title={blocked ?? undefined}
        >
          {left > 0
            ? t('security.resendIn', { seconds: left })
            : sentTo
              ? t('security.resend')
              : t('security.sendCode')}
        </Button>
      </Space.Compact>
      {sentTo ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 4 }}>
          {t('security.codeSentTo', { to: sentTo })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
