import type { PageProps } from '../../ui/page-props.ts';
import './messages.ts';
import { ID_TYPE, labelOf } from '@mp/core/statuses';
import { ID_VALIDITY_TABLE, idFilePurposes, validateExpiryUpdate } from '@mp/core/validators/changes';
import { expectedIdExpiry } from '@mp/core/validators/idExpiry';
import { Alert, Descriptions, Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { formatDate } from '../../ui/list/format.ts';
import { YmdInput } from '../onboarding/index.ts';
import { submitExpiry, useExpiry } from './api.ts';
import {
  ChangeFrame,
  DocumentPickers,
  fieldRule,
  History,
  StatusTag,
  SubmitChange,
  useDocuments,
  useMayRead,
  useSendChange,
} from './changePageKit.tsx';
import styles from './merchantinfo.module.css';

/** The ID-card validity table of spec point 5, as a table. */
export function ExpiryTable() {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <caption style={{ textAlign: 'left', fontWeight: 500 }}>{t('merchantinfo.expiryTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('merchantinfo.ageCol')}</th>
          <th scope="col">{t('merchantinfo.validityCol')}</th>
        </tr>
      </thead>
      <tbody>
        {ID_VALIDITY_TABLE.map((r) => (
          <tr key={r.from}>
            <td>
              {r.from === 0
                ? t('merchantinfo.ageUnder', { to: r.to + 1 })
                : r.to === null
                  ? t('merchantinfo.ageFrom', { from: r.from })
                  : t('merchantinfo.ageRange', { from: r.from, to: r.to })}
            </td>
            <td>{r.years === null ? t('merchantinfo.longTerm') : t('merchantinfo.years', { n: r.years })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ymd = (v: string) => (v === '' ? '-' : formatDate(v));

/**
 * inspectionExpirationUpdateMerc (6) and its phone page h5InspectionExpirationUpdateMerc: the legal
 * person's renewed ID (the same type and number; a new issue date and expiry, checked against the ID-card
 * table) and, for an enterprise, the registration's new expiry, with the documents uploaded again.
 */
export default function ExpiryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const may = useMayRead(route, '6');
  const q = useExpiry(may);
  const [form] = Form.useForm();
  const { busy, send } = useSendChange(form);
  const documents = useDocuments();
  const { files } = documents;
  const issue = Form.useWatch('id_issue_date', form) as string | undefined;
  const d = q.data;
  const open =
    d?.change && (d.change.status === 'AUDITING' || d.change.status === 'NEED_MORE') ? d.change : null;
  const enterprise = d?.merc_category === 'ENTERPRISE';
  const current = { id_type: d?.id_type, id_no: d?.id_no, merc_category: d?.merc_category };
  const check = (v: Record<string, unknown>) =>
    validateExpiryUpdate(current, {
      ...v,
      files: { ...files, LICENCE: files.LICENCE ?? 'x', ID_FRONT: 'x', ID_BACK: 'x' },
    });
  const rule = (field: string) => fieldRule(form, check, field);
  const expected = d?.id_type === 'I_CARD' ? expectedIdExpiry(d.id_no, issue) : null;
  const purposes = [...idFilePurposes(d?.id_type), ...(enterprise ? ['LICENCE'] : [])];

  const submit = async (v: Record<string, string>) => {
    const body = {
      id_issue_date: v.id_issue_date,
      id_expiry: v.id_expiry,
      licence_expiry: enterprise ? v.licence_expiry : '',
      files,
    };
    const e = validateExpiryUpdate(current, body);
    if (e && ['ID_FRONT', 'ID_BACK', 'LICENCE'].includes(e.field)) {
      notifier().error(`${t(`merchantinfo.purposes.${e.field}`)}: ${t('merchantinfo.required')}`);
      return;
    }
    await send(() => submitExpiry(body, { quiet: true }));
  };

  return (
    <ChangeFrame route={route} intro={t('merchantinfo.expiryIntro')} phoneCode="6">
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <Alert
            className={styles.notice}
            type={d.due === 'Y' ? 'warning' : 'success'}
            showIcon
            title={d.due === 'Y' ? t('merchantinfo.due') : t('merchantinfo.notDue')}
          />
          {open ? (
            <Alert
              className={styles.notice}
              type={open.status === 'NEED_MORE' ? 'warning' : 'info'}
              showIcon
              role="status"
              title={<StatusTag status={open.status} />}
              description={
                open.status === 'NEED_MORE'
                  ? t('merchantinfo.needMoreText', { reason: open.review_reason, no: open.change_no })
                  : t('merchantinfo.pendingText', { no: open.change_no, at: open.created_at })
              }
            />
          ) : null}
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            title={t('merchantinfo.current')}
            items={[
              { key: 'legal', label: t('merchantinfo.legalPerson'), children: d.legal_name || '-' },
              {
                key: 'type',
                label: t('merchantinfo.fields.id_type'),
                children: labelOf(ID_TYPE, d.id_type, lang) || '-',
              },
              { key: 'no', label: t('merchantinfo.fields.id_no'), children: d.id_no || '-' },
              { key: 'issue', label: t('merchantinfo.fields.id_issue_date'), children: ymd(d.id_issue_date) },
              { key: 'exp', label: t('merchantinfo.fields.id_expiry'), children: ymd(d.id_expiry) },
              ...(enterprise
                ? [
                    {
                      key: 'lic',
                      label: t('merchantinfo.fields.licence_expiry'),
                      children: ymd(d.licence_expiry),
                    },
                  ]
                : []),
            ]}
          />
          <ExpiryTable />
          <Form
            form={form}
            layout="vertical"
            className={styles.form}
            onFinish={(v) => void submit(v)}
            disabled={open?.status === 'AUDITING'}
          >
            <Form.Item
              name="id_issue_date"
              label={t('merchantinfo.fields.id_issue_date')}
              rules={[rule('id_issue_date')]}
              required
              extra={t('merchantinfo.ymdHint')}
            >
              <YmdInput texts={{ pick: t('merchantinfo.pickDate'), longTerm: t('merchantinfo.longTerm') }} />
            </Form.Item>
            <Form.Item
              name="id_expiry"
              label={t('merchantinfo.fields.id_expiry')}
              rules={[rule('id_expiry')]}
              required
              extra={
                expected ? t('merchantinfo.expectedExpiry', { date: expected }) : t('merchantinfo.ymdHint')
              }
            >
              <YmdInput
                longTerm
                texts={{ pick: t('merchantinfo.pickDate'), longTerm: t('merchantinfo.longTerm') }}
              />
            </Form.Item>
            {enterprise ? (
              <Form.Item
                name="licence_expiry"
                label={t('merchantinfo.fields.licence_expiry')}
                rules={[rule('licence_expiry')]}
                required
                extra={t('merchantinfo.ymdHint')}
              >
                <YmdInput
                  longTerm
                  texts={{ pick: t('merchantinfo.pickDate'), longTerm: t('merchantinfo.longTerm') }}
                />
              </Form.Item>
            ) : null}
            <DocumentPickers idPrefix="expiry-file" purposes={purposes} documents={documents} />
            <SubmitChange busy={busy} disabled={open?.status === 'AUDITING'} />
          </Form>
          <History kind="EXPIRY" enabled={may} />
        </>
      )}
    </ChangeFrame>
  );
}
