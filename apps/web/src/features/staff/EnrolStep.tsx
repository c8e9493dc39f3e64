import './messages.ts';
import type { AnswerOf } from '@mp/core/contract';
import type { staffLogin } from '@mp/core/contracts/staff';
import { Alert, Button, Form, QRCode, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PALETTE } from '../../ui/theme.ts';
import { OtpField } from './OtpInput.tsx';

export type EnrolOffer = NonNullable<AnswerOf<typeof staffLogin>['enrol']>;

/** The secret as an authenticator app's "setup key" field takes it by hand: groups of four. */
export const groupsOf4 = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The enrolment of the second factor: the QR code of the offer's otpauth URI, the key in groups of four for
 * typing, and the first code of the app (staff/enrol, sent by the page).
 */
export function EnrolStep({
  offer,
  busy,
  form,
  onSubmit,
  onRestart,
}: {
  offer: EnrolOffer;
  busy: boolean;
  form: ReturnType<typeof Form.useForm<{ otp: string }>>[0];
  onSubmit: (otp: string) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const secretId = useId();
  return (
    <div>
      <Typography.Paragraph>{t('staff.enrol.step1')}</Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center', marginBottom: 16 }}>
        {/* antd gives the a11y attributes to the canvas, which is the image (role img). */}
        <QRCode
          value={offer.otpauth_uri}
          size={184}
          bordered
          errorLevel="M"
          aria-label={t('staff.enrol.qrLabel')}
        />
      </div>
      <Typography.Paragraph>{t('staff.enrol.step2')}</Typography.Paragraph>
      <div style={{ marginBottom: 16 }}>
        <div id={secretId} style={{ fontSize: 13, color: PALETTE.textMuted }}>
          {t('staff.enrol.secretLabel')}
        </div>
        <Typography.Text
          aria-labelledby={secretId}
          copyable={{ text: offer.secret }}
          data-testid="enrol-secret"
          style={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            fontSize: 17,
            letterSpacing: 1,
            // A group of four never breaks: the lines wrap between groups.
            wordBreak: 'keep-all',
          }}
        >
          {groupsOf4(offer.secret)}
        </Typography.Text>
      </div>
      <Typography.Paragraph>{t('staff.enrol.step3')}</Typography.Paragraph>
      <Form form={form} name="enrol" layout="vertical" requiredMark={false} onFinish={(v) => onSubmit(v.otp)}>
        <OtpField label={t('staff.login.otp')} autoFocus />
        <Alert
          type="info"
          showIcon
          title={t('staff.enrol.expires', { minutes: Math.round(offer.expires_in / 60) })}
          style={{ marginBottom: 16 }}
        />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('staff.enrol.submit')}
        </Button>
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Button type="link" onClick={onRestart}>
            {t('staff.enrol.restart')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
