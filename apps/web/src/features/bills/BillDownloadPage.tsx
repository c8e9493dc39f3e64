import '../../ui/list/messages.ts';
import './messages.ts';
import { DownloadOutlined } from '@ant-design/icons';
import { BILL_TYPE, type BillFileT } from '@mp/core/schemas/bills';
import { addDaysYmd } from '@mp/core/validators/dates';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import type { SignedInArea } from '../../storage/browserStorage.ts';
import { areaOfRoute } from '../../ui/list/area.ts';
import { fileSize } from '../../ui/list/format.ts';
import { ListView } from '../../ui/list/ListView.tsx';
import { merchantFilter, routeSpec } from '../../ui/list/routeSpec.ts';
import type { ListSpec } from '../../ui/list/spec.ts';
import { useListPage } from '../../ui/list/useListPage.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { useBillDownload, useBillList } from './api.ts';
import { checkBillRange } from './billRange.ts';

function billSpec(area: SignedInArea, routeName: string): ListSpec {
  return routeSpec(area, routeName, () => ({
    // The last seven closed days.
    defaultRange: (today) => [addDaysYmd(today, -7) ?? today, addDaysYmd(today, -1) ?? today],
    validate: checkBillRange,
    filters: [
      { kind: 'select', param: 'bill_type', label: 'money.f.billType', options: BILL_TYPE, required: true },
      { kind: 'dateRange', label: 'money.f.reportDate', month: { param: 'bill_type', value: 'MONTHLY' } },
      ...merchantFilter(area),
    ],
  }));
}

/** Bill download (45; group: gbillDownload): daily and monthly bill files, each downloaded once asked. */
export default function BillDownloadPage({ route }: PageProps) {
  const { t } = useTranslation();
  const area = areaOfRoute(route);
  const list = useListPage(billSpec(area, route.name));
  const data = useBillList(list.query, area);
  const download = useBillDownload();
  const [busy, setBusy] = useState('');
  const merNo = list.query.filters.mer_no;

  const get = async (f: BillFileT) => {
    setBusy(f.file_name);
    try {
      await download.mutateAsync({
        bill_type: f.bill_type,
        report_date: f.report_date,
        ...(merNo ? { mer_no: merNo } : {}),
      });
    } catch {
      // The API client has shown why (FIL10001 when there is no such bill).
    } finally {
      setBusy('');
    }
  };

  return (
    <ListView<BillFileT, Record<string, never>>
      title={pick(route.title)}
      intro={t('money.bills.intro')}
      area={area}
      list={list}
      data={data}
      rowKey="file_name"
      columns={[
        { key: 'index', title: 'money.c.index', kind: 'count', width: 72 },
        { key: 'file_name', title: 'money.c.fileName', kind: 'code' },
        { key: 'report_date', title: 'money.c.reportDate', kind: 'date' },
        { key: 'bill_type', title: 'money.c.billType', kind: 'status', labels: BILL_TYPE },
        {
          key: 'file_size',
          title: 'money.c.fileSize',
          render: (f) =>
            f.file_size > 0 ? (
              fileSize(f.file_size)
            ) : (
              <Typography.Text type="secondary">{t('money.bills.onDemand')}</Typography.Text>
            ),
        },
        {
          key: 'bill_type_name',
          title: 'money.c.actions',
          fixed: 'right',
          render: (f) => (
            <Button
              type="link"
              icon={<DownloadOutlined />}
              loading={busy === f.file_name}
              onClick={() => void get(f)}
            >
              {t('money.common.download')}
            </Button>
          ),
        },
      ]}
    />
  );
}
