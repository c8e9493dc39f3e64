import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homePath } from './homePath.ts';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('shell.notFound.title')}
      subTitle={t('shell.notFound.text')}
      extra={
        <Link to={homePath()}>
          <Button type="primary">{t('shell.backHome')}</Button>
        </Link>
      }
    />
  );
}
