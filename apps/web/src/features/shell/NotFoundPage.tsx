import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { homePath } from './homePath.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('shell.notFound.title')}
      subTitle={t('shell.notFound.text')}
      extra={
        <LinkButton to={homePath()} type="primary">
          {t('shell.backHome')}
        </LinkButton>
      }
    />
  );
}
