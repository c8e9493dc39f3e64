import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { homePath } from './homePath.ts';

/** The /500 route. (A crash inside the portal shows the lighter CrashPage of the start-up bundle.) */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="500"
      title={t('shell.serverError.title')}
      subTitle={t('shell.serverError.text')}
      extra={
        <Space>
          <Button type="primary" onClick={() => globalThis.location.reload()}>
            {t('shell.reload')}
          </Button>
          <LinkButton to={homePath()}>{t('shell.backHome')}</LinkButton>
        </Space>
      }
    />
  );
}
