import './messages.ts';
import { PHONE_AREAS } from '@mp/core/schemas/auth';
import { ID_TYPE, PERSON_ROLE } from '@mp/core/statuses';
import { MAX_PEOPLE, validatePerson } from '@mp/core/validators/changes';
import { expectedIdExpiry } from '@mp/core/validators/idExpiry';
import { idTypeHasBackSide } from '@mp/core/validators/idNumber';
import type { FieldError } from '@mp/core/validators/result';
import { Button, Card, Empty, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { type FileRow, submitPeople } from './api.ts';
import { EditChangeForm, FilePicker, useEditChange } from './changePageKit.tsx';
import styles from './merchantinfo.module.css';

type Person = Record<string, unknown> & { files?: Record<string, string> };

/**
 * allPersonInfo (111) and its phone page h5AllPersonInfo: the people besides the legal person (up to 10),
 * each with an ID document checked by the core validators (type, number, issue date, the expiry table)
 * and its sides uploaded; the whole list is submitted for review and replaces the list in force on approval.
 */
export default function PeoplePage({ route }: PageProps) {
  const { t } = useTranslation();
  const en = currentLang() === 'en';
  const [known, setKnown] = useState<FileRow[]>([]);
  // A late or repeated answer with the same people must not wipe what the person has typed.
  const edit = useEditChange<{ people?: Person[] }>(route, 'PERSON', (v, form) =>
    form.setFieldsValue({ people: v.people ?? [] }),
  );
  const { form, send, d, pending } = edit;
  const people = (Form.useWatch('people', form) ?? []) as Person[];

  useEffect(() => {
    if (d) setKnown(d.files);
  }, [d]);

  const personRule = (i: number, field: string) => ({
    validator: () => {
      const p = (form.getFieldValue(['people', i]) ?? {}) as Person;
      const e = validatePerson(p) as FieldError | null;
      return e && e.field === field ? Promise.reject(new Error(catalogueText(e.code))) : Promise.resolve();
    },
  });

  const submit = async () => {
    const list = ((form.getFieldValue('people') ?? []) as Person[]).map((p) => ({
      role: String(p.role ?? ''),
      name: String(p.name ?? ''),
      phone_area: (p.phone_area ?? '+853') as '+853',
      phone: String(p.phone ?? ''),
      id_type: String(p.id_type ?? ''),
      id_no: String(p.id_no ?? ''),
      id_issue_date: String(p.id_issue_date ?? ''),
      id_expiry: String(p.id_expiry ?? ''),
      files: p.files ?? {},
    }));
    for (const [i, p] of list.entries()) {
      const e = validatePerson(p);
      if (e) {
        if (e.field === 'ID_FRONT' || e.field === 'ID_BACK')
          notifier().error(
            `${t('merchantinfo.personN', { n: i + 1 })}: ${t(`merchantinfo.purposes.${e.field}`)} - ${catalogueText(e.code)}`,
          );
        else form.setFields([{ name: ['people', i, e.field], errors: [catalogueText(e.code)] }]);
        return;
      }
    }
    await send(() => submitPeople({ people: list }, { quiet: true }));
  };

  return (
    <EditChangeForm
      route={route}
      edit={edit}
      intro={t('merchantinfo.peopleIntro')}
      onFinish={() => void submit()}
    >
      <Form.List name="people">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 ? <Empty description={t('merchantinfo.noPeople')} /> : null}
            {fields.map((f, i) => {
              const p = people[i] ?? {};
              const expected = p.id_type === 'I_CARD' ? expectedIdExpiry(p.id_no, p.id_issue_date) : null;
              const sides = ['ID_FRONT', ...(idTypeHasBackSide(p.id_type) ? ['ID_BACK'] : [])];
              const item = (field: string, extra?: string, ymd?: boolean) => (
                <Form.Item
                  name={[f.name, field]}
                  label={t(`merchantinfo.fields.${field}`)}
                  rules={[personRule(i, field)]}
                  required={field !== 'phone'}
                  extra={extra}
                >
                  <Input inputMode={ymd ? 'numeric' : undefined} maxLength={ymd ? 8 : undefined} />
                </Form.Item>
              );
              return (
                <Card
                  key={f.key}
                  size="small"
                  className={styles.person}
                  title={t('merchantinfo.personN', { n: i + 1 })}
                  extra={
                    <Button size="small" danger onClick={() => remove(f.name)} disabled={!!pending}>
                      {t('merchantinfo.removePerson')}
                    </Button>
                  }
                >
                  <Form.Item
                    name={[f.name, 'role']}
                    label={t('merchantinfo.fields.role')}
                    rules={[personRule(i, 'role')]}
                    required
                  >
                    <Select
                      options={Object.entries(PERSON_ROLE).map(([k, l]) => ({
                        value: k,
                        label: en ? l.en : l.zh,
                      }))}
                    />
                  </Form.Item>
                  {item('name')}
                  <Space.Compact block>
                    <Form.Item
                      name={[f.name, 'phone_area']}
                      label={t('merchantinfo.fields.phone_area')}
                      initialValue="+853"
                    >
                      <Select
                        style={{ width: 100 }}
                        options={PHONE_AREAS.map((a) => ({ value: a, label: a }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[f.name, 'phone']}
                      label={t('merchantinfo.fields.phone')}
                      rules={[personRule(i, 'phone')]}
                      style={{ flex: 1 }}
                    >
                      <Input inputMode="tel" />
                    </Form.Item>
                  </Space.Compact>
                  <Form.Item
                    name={[f.name, 'id_type']}
                    label={t('merchantinfo.fields.id_type')}
                    rules={[personRule(i, 'id_type')]}
                    required
                  >
                    <Select
                      options={Object.entries(ID_TYPE).map(([k, l]) => ({
                        value: k,
                        label: en ? l.en : l.zh,
                      }))}
                    />
                  </Form.Item>
                  {item('id_no')}
                  {item('id_issue_date', t('merchantinfo.ymdHint'), true)}
                  {item(
                    'id_expiry',
                    expected
                      ? t('merchantinfo.expectedExpiry', { date: expected })
                      : t('merchantinfo.ymdHint'),
                    true,
                  )}
                  {sides.map((s) => (
                    <FilePicker
                      key={s}
                      id={`person-${i}-${s}`}
                      purpose={s}
                      label={t(`merchantinfo.purposes.${s}`)}
                      required
                      image
                      value={p.files?.[s]}
                      known={known}
                      onChange={(id, row) => {
                        form.setFieldValue(['people', i, 'files'], {
                          ...(p.files ?? {}),
                          [s]: id ?? '',
                        });
                        if (row) setKnown((k) => [...k, row]);
                      }}
                    />
                  ))}
                </Card>
              );
            })}
            <Button
              onClick={() => add({ phone_area: '+853', files: {} })}
              disabled={fields.length >= MAX_PEOPLE || !!pending}
            >
              {t('merchantinfo.addPerson')}
            </Button>
          </>
        )}
      </Form.List>
    </EditChangeForm>
  );
}
