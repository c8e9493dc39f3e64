import './messages.ts';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { useOwnProducts } from './api.ts';
import { ProductTable } from './ProductTable.tsx';

/** mercProductAuthList (26): the merchant's products, as its service provider authorised or cancelled them. */
export default function MerchantProductAuthPage({ route }: PageProps) {
  const { t } = useTranslation();
  const q = useOwnProducts();
  return (
    <AdminPage route={route} intro={t('products.authIntro')}>
      <ProductTable rows={q.data?.rows} loading={q.isFetching} label={pick(route.title)} />
    </AdminPage>
  );
}
