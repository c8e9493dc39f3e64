import { ToolOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { homePath } from './homePath.ts';

/** A route whose page comes in a later release: its title and an honest 'not available yet'. */
export default function NotAvailablePage({ route }: PageProps) {
  const { t } = useTranslation();
  const card = (
    <Card title={pick(route.title)} variant="borderless">
      <Result
        icon={<ToolOutlined style={{ color: '#1d5bbf' }} />}
        title={t('shell.notAvailable.title')}
        subTitle={t('shell.notAvailable.text')}
        extra={
          <LinkButton to={homePath()} type="primary">
            {t('shell.backHome')}
          </LinkButton>
        }
      />
    </Card>
  );
  // Public pages have no layout around them: give the panel a page of its own.
  return route.area === 'public' ? (
    <div style={{ maxWidth: 880, margin: '48px auto', padding: '0 16px' }}>{card}</div>
  ) : (
    card
  );
}
