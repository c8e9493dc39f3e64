import './messages.ts';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { catalogueText } from '../../i18n/catalogue.ts';

/** The server's refusal of a change without a verified person (docs/decisions.md, issue 29 points 4-5). */
export const NEEDS_VERIFIED_PERSON = 'FAC10004';

/**
 * Beside a change that needs a verified person (bank-account change, legal representative change): what it
 * needs and both ways to it, the face check and the non-biometric one (documents, manual review), on the
 * identification page (a public route of the spec). After the server's refusal (FAC10004) it shows the
 * refusal's text, as an error, with the same two ways.
 */
export function VerifyPersonNotice({
  purpose,
  refused,
}: {
  purpose: 'BANK_CHANGE' | 'LEGAL_CHANGE';
  refused: boolean;
}) {
  const { t } = useTranslation();
  const to = `/identification?purpose=${purpose}`;
  return (
    <Alert
      type={refused ? 'error' : 'info'}
      showIcon
      role={refused ? 'alert' : undefined}
      data-testid="verify-person"
      title={refused ? catalogueText(NEEDS_VERIFIED_PERSON) : t('face.needTitle')}
      description={
        <Space orientation="vertical" size={4}>
          <span>{purpose === 'BANK_CHANGE' ? t('face.needBank') : t('face.needLegal')}</span>
          <Space wrap size="middle">
            <Link to={to}>{t('face.goFace')}</Link>
            <Link to={`${to}#documents`}>{t('face.goDocuments')}</Link>
          </Space>
        </Space>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
