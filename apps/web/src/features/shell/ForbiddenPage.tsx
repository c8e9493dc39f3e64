import { Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { homePath } from './homePath.ts';

/** The guard's refusal: '無訪問權限' as an alert and as the page itself, with the way back home. */
export default function ForbiddenPage({ route }: PageProps) {
  const { t } = useTranslation();
  const text = t('shell.forbidden');
  // biome-ignore lint/correctness/useExhaustiveDependencies: one alert per refused route, not per language switch
  useEffect(() => {
    notifier().error(text);
  }, [route.path]);
  return (
    <Result
      status="403"
      title={text}
      subTitle={t('shell.forbiddenHint')}
      extra={
        <LinkButton to={homePath()} type="primary">
          {t('shell.backHome')}
        </LinkButton>
      }
    />
  );
}
