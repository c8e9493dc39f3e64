import './messages.ts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { pick } from '../../i18n/index.ts';
import { isSignedIn } from '../../storage/browserStorage.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { areaOfRoute } from '../../ui/list/area.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { homePath } from '../shell/index.ts';
import { CollectionDetail } from './CollectionDetail.tsx';

/**
 * /detailReceipt and /detailReceiptPayment?txn_no=...: one collection on a page of its own (a link to
 * keep, share with a colleague or print). It needs a session like every query.
 */
export default function DetailReceiptPage({ route }: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const txnNo = (params.get('txn_no') ?? '').trim().slice(0, 64);
  if (!isSignedIn()) return <Navigate to="/" replace />;
  return (
    <div style={{ maxWidth: 980, margin: '32px auto', padding: '0 16px 32px' }}>
      <Card
        variant="borderless"
        title={pick(route.title)}
        extra={
          <LinkButton to={homePath()} icon={<ArrowLeftOutlined />}>
            {t('shell.backHome')}
          </LinkButton>
        }
      >
        {txnNo ? (
          <CollectionDetail txnNo={txnNo} area={areaOfRoute(route)} standalone />
        ) : (
          <Empty description={t('money.txn.chooseOne')} />
        )}
      </Card>
    </div>
  );
}
