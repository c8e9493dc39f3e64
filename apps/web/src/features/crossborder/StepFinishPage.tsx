import './messages.ts';
import { XFER_STATUS } from '@mp/core/statuses';
import { Button, Descriptions, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { formatDate, money } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { PageProps } from '../../ui/page-props.ts';
import { minor, useTransfer } from './api.ts';
import { dropDraft } from './draft.ts';
import { LIST_PATH, STATUS_PATH, STEP_ONE_PATH } from './paths.ts';
import { NoDraft, StepsBar, useStepDraft } from './Wizard.tsx';

/** stepFinish: the transfer as submitted — its number, state, who has it and by when — and where to go next. */
export default function StepFinishPage({ route }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { draft } = useStepDraft();
  const transfer = useTransfer(draft?.transferNo ?? '');

  if (!draft?.transferNo) {
    return (
      <AdminPage route={route} back={LIST_PATH}>
        <NoDraft />
      </AdminPage>
    );
  }
  const x = transfer.data;
  const leave = (to: string) => {
    dropDraft(draft.formId);
    navigate(to);
  };
  return (
    <AdminPage route={route} back={LIST_PATH}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <StepsBar current={3} />
        {!x ? (
          <Skeleton active />
        ) : (
          <Result
            status={x.status === 'REJECTED' ? 'error' : 'success'}
            title={t('crossborder.submitted')}
            subTitle={t('crossborder.submittedNote', {
              holder: t(`crossborder.holders.${x.holder}`, { defaultValue: x.holder }),
              date: x.expected_date ? formatDate(x.expected_date) : t('crossborder.none'),
            })}
            extra={
              <Space wrap style={{ justifyContent: 'center' }}>
                <Button
                  type="primary"
                  onClick={() => leave(`${STATUS_PATH}?transfer_no=${encodeURIComponent(x.transfer_no)}`)}
                >
                  {t('crossborder.viewStatus')}
                </Button>
                <Button onClick={() => leave(LIST_PATH)}>{t('crossborder.backToList')}</Button>
                <Button onClick={() => leave(STEP_ONE_PATH)}>{t('crossborder.newTransfer')}</Button>
              </Space>
            }
          >
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                { key: 'no', label: t('crossborder.transferNo'), children: x.transfer_no },
                {
                  key: 'status',
                  label: t('crossborder.status'),
                  children: <StatusTag labels={XFER_STATUS} value={x.status} />,
                },
                {
                  key: 'payee',
                  label: t('crossborder.payee'),
                  children: `${x.payee_name} ${x.payee_account}`,
                },
                { key: 'total', label: t('crossborder.totalPay'), children: `MOP ${money(x.total_pay)}` },
                {
                  key: 'receives',
                  label: t('crossborder.payeeAmount'),
                  children: minor(x.payee_amount, x.decimals, x.currency),
                },
              ]}
            />
          </Result>
        )}
      </Space>
    </AdminPage>
  );
}
