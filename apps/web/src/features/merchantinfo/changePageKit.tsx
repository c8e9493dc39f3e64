import './messages.ts';
import { mayOpen } from '@mp/core/access';
import type { PermissionCode } from '@mp/core/permissions';
import type { RouteDef } from '@mp/core/routes';
import { CHANGE_STATUS, labelOf } from '@mp/core/statuses';
import {
  Alert,
  Button,
  Empty,
  Form,
  type FormInstance,
  List,
  Popconfirm,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentPerson } from '../../access/personAccess.ts';
import { notifier } from '../../api/notify.ts';
import { currentLang } from '../../i18n/index.ts';
import { isSignedIn } from '../../storage/browserStorage.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { type Refusal, showRefusal } from '../../ui/admin/fieldErrors.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import { statusColor } from '../../ui/list/statusColors.ts';
import { fieldRule, RegisterShell } from '../onboarding/index.ts';

export { fieldRule };

import { MAX_UPLOAD_BYTES, readBase64 } from '../../ui/fileUpload.ts';
import {
  type Change,
  type FileRow,
  fileContent,
  type InfoKind,
  uploadFile,
  useEditInfo,
  useHistory,
  useRefresh,
  withdrawChange,
} from './api.ts';
import styles from './merchantinfo.module.css';

/**
 * The pieces the change pages share: the frame (the PC page in the merchant area, or the phone page on
 * its public route, which works with the signed-in merchant's session), the open change's notice with
 * its withdrawal, the change history, a document picker, and field rules from the core validators.
 */
/** The phone pages are public routes: they need the merchant's session, and the PC page's code. */
function phoneAccess(code: PermissionCode | undefined): 'open' | 'login' | 'forbidden' {
  const person = currentPerson();
  if (!isSignedIn() || !person) return 'login';
  if (person.area !== 'merchant') return 'forbidden';
  return mayOpen(person, { area: 'merchant', code }) ? 'open' : 'forbidden';
}

export function ChangeFrame({
  route,
  intro,
  phoneCode,
  children,
}: {
  route: RouteDef;
  intro: string;
  /** The code of the PC page a phone page stands for (111, 6). */
  phoneCode?: PermissionCode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  if (route.area !== 'public')
    return (
      <AdminPage route={route} intro={intro}>
        {children}
      </AdminPage>
    );
  const access = phoneAccess(phoneCode);
  return (
    <RegisterShell title={lang === 'en' ? route.title.en : route.title.zh}>
      {access === 'open' ? (
        <>
          <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
          {children}
        </>
      ) : (
        <Alert
          type="warning"
          showIcon
          title={access === 'login' ? t('merchantinfo.signInNeeded') : t('merchantinfo.noAccess')}
          action={
            access === 'login' ? (
              <Button type="primary" href="/">
                {t('merchantinfo.signIn')}
              </Button>
            ) : undefined
          }
        />
      )}
    </RegisterShell>
  );
}

/** May the page's reads run? The phone page only once the merchant's session is there. */
/**
 * Fills a change form from the server: `fill` runs when the values to show (or the pending change's status)
 * change, not at every answer. A later answer with the same values (a refetch, an answer arriving late under
 * load) must not wipe what the person has typed meanwhile.
 */
export function useFillFromServer<T>(
  values: T | undefined,
  status: string | null,
  fill: (v: T) => void,
): void {
  const applied = useRef('');
  const fillRef = useRef(fill);
  fillRef.current = fill;
  useEffect(() => {
    if (values === undefined) return;
    const json = JSON.stringify([values, status]);
    if (json === applied.current) return;
    applied.current = json;
    fillRef.current(values);
  }, [values, status]);
}

export function useMayRead(route: RouteDef, phoneCode?: PermissionCode): boolean {
  return route.area !== 'public' || phoneAccess(phoneCode) === 'open';
}

/** The open change (under review or sent back) or the last rejection, with the withdrawal. */
export function PendingNotice({ change, onWithdrawn }: { change: Change | null; onWithdrawn: () => void }) {
  const { t } = useTranslation();
  const label = useFieldLabel();
  if (!change) return null;
  const withdraw = async () => {
    const r = await withdrawChange(change.change_no);
    if (r.ok) {
      notifier().success(t('merchantinfo.withdrawn'));
      onWithdrawn();
    }
  };
  const more = change.status === 'NEED_MORE';
  return (
    <Alert
      className={styles.notice}
      type={more ? 'warning' : 'info'}
      showIcon
      role="status"
      title={more ? t('merchantinfo.needMoreTitle') : t('merchantinfo.pendingTitle')}
      description={
        <Space orientation="vertical" size={4}>
          <span>
            {more
              ? t('merchantinfo.needMoreText', { reason: change.review_reason, no: change.change_no })
              : t('merchantinfo.pendingText', { no: change.change_no, at: formatTime14(change.created_at) })}
          </span>
          <span>
            {t('merchantinfo.changedFields')}: {change.changed_fields.map(label).join('、')}
          </span>
          <Popconfirm title={t('merchantinfo.withdrawConfirm')} onConfirm={() => void withdraw()}>
            <Button size="small">{t('merchantinfo.withdraw')}</Button>
          </Popconfirm>
        </Space>
      }
    />
  );
}

export function StatusTag({ status }: { status: string }) {
  return <Tag color={statusColor(status)}>{labelOf(CHANGE_STATUS, status, currentLang())}</Tag>;
}

/** The kind's changes, newest first: status, changed fields, the reviewer's note, the dates. */
/** A changed field's label: a document by its purpose, 'people' as the people. */
function useFieldLabel() {
  const { t } = useTranslation();
  return (f: string) => {
    const [head, purpose] = f.split('.');
    if (head === 'people') return t('merchantinfo.people');
    return head === 'files' && purpose
      ? t(`merchantinfo.purposes.${purpose}`, { defaultValue: purpose })
      : t(`merchantinfo.fields.${head}`, { defaultValue: head });
  };
}

export function History({ kind, enabled = true }: { kind: InfoKind; enabled?: boolean }) {
  const { t } = useTranslation();
  const h = useHistory(kind, enabled);
  const label = useFieldLabel();
  return (
    <section aria-labelledby={`history-${kind}`} className={styles.history}>
      <Typography.Title level={5} id={`history-${kind}`}>
        {t('merchantinfo.history')}
      </Typography.Title>
      <List
        loading={h.isFetching}
        dataSource={h.data?.list ?? []}
        locale={{ emptyText: <Empty description={t('merchantinfo.noHistory')} /> }}
        renderItem={(c) => (
          <List.Item key={c.change_no}>
            <List.Item.Meta
              title={
                <Space wrap>
                  <StatusTag status={c.status} />
                  <span>
                    {t('merchantinfo.changeNo')} {c.change_no}
                  </span>
                </Space>
              }
              description={
                <Space orientation="vertical" size={2}>
                  <span>
                    {t('merchantinfo.changedFields')}: {c.changed_fields.map(label).join('、') || '-'}
                  </span>
                  <span>
                    {t('merchantinfo.submittedAt')}: {formatTime14(c.created_at)}
                    {c.reviewed_at
                      ? ` · ${t('merchantinfo.reviewedAt')}: ${formatTime14(c.reviewed_at)}`
                      : ''}
                  </span>
                  {c.review_reason ? (
                    <span>
                      {t('merchantinfo.reviewReason')}: {c.review_reason}
                    </span>
                  ) : null}
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </section>
  );
}

const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif';
const ANY_ACCEPT = '.png,.jpg,.jpeg,.gif,.pdf,.doc,.docx,.xls,.xlsx,.txt,.zip';

/**
 * One document: uploaded to the merchant's files (file/upload: type by content, 2 MB), an image shown
 * from its content (file/fileTmpDownloadPc, the merchant's own files only).
 */
export function FilePicker({
  id,
  purpose,
  label,
  required,
  image,
  value,
  known,
  onChange,
}: {
  id: string;
  purpose: string;
  label: string;
  required?: boolean;
  image?: boolean;
  value: string | undefined;
  known?: FileRow[];
  onChange: (fileId: string | undefined, row?: FileRow) => void;
}) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const row = known?.find((f) => f.file_id === value);
  useEffect(() => {
    setPreview(null);
    if (!value || (row && !row.is_image)) return;
    let live = true;
    void fileContent(value).then((r) => {
      if (live && r.ok && r.data.is_image)
        setPreview(`data:${r.data.content_type};base64,${r.data.content_base64}`);
    });
    return () => {
      live = false;
    };
  }, [value, row]);
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      notifier().error(t('merchantinfo.tooLarge'));
      return;
    }
    const r = await uploadFile({ purpose, file_name: file.name, content_base64: await readBase64(file) });
    if (r.ok) onChange(r.data.file_id, r.data);
  };
  return (
    <div className={styles.fileRow}>
      <label htmlFor={id} className={styles.fileLabel}>
        {label} {required ? <Tag color="red">{t('merchantinfo.required')}</Tag> : null}
      </label>
      {preview ? (
        <img className={styles.thumb} src={preview} alt={t('merchantinfo.preview', { name: label })} />
      ) : null}
      {row && !preview ? <Typography.Text>{row.file_name}</Typography.Text> : null}
      <input
        id={id}
        type="file"
        accept={image ? IMAGE_ACCEPT : ANY_ACCEPT}
        onChange={(e) => {
          void choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}

/** A submitted change's answer: its number, or the refusal. */
type ChangeAnswer = { ok: true; data: { change_no: string } } | ({ ok: false } & Refusal);

/**
 * Sending a change for review: busy while it goes; a refusal beside its field; else the change's number
 * told, `after` run (a form that starts again) and the capability's reads fetched again.
 */
export function useSendChange(form: FormInstance) {
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const send = async (request: () => Promise<ChangeAnswer>, after?: () => void) => {
    setBusy(true);
    const r = await request();
    setBusy(false);
    if (!r.ok) return showRefusal(form, r);
    notifier().success(t('merchantinfo.submitted', { no: r.data.change_no }));
    after?.();
    await refresh();
  };
  return { busy, send, refresh };
}

/**
 * A change of the basic or the people information (both under code 111): may the page read (the phone page
 * once signed in), the information with its open change, the form filled from what is in force (or from
 * the change sent back) and the sending. Under review (`pending`) the form shows the change and is closed.
 */
export function useEditChange<V>(
  route: RouteDef,
  kind: 'BASIC' | 'PERSON',
  fill: (v: V, form: FormInstance) => void,
) {
  const may = useMayRead(route, '111');
  const info = useEditInfo(kind, may);
  const [form] = Form.useForm();
  const sending = useSendChange(form);
  const d = info.data;
  const pending = d?.pending && d.pending.status === 'AUDITING' ? d.pending : null;
  const sentBack = d?.pending && d.pending.status === 'NEED_MORE' ? d.pending : null;
  useFillFromServer(
    d ? ((sentBack?.new_value ?? d.current) as V) : undefined,
    d?.pending?.status ?? null,
    (v) => fill(v, form),
  );
  return { kind, may, form, d, pending, ...sending };
}

/**
 * The page of a basic or people change: a skeleton until the information has come, then the open change's
 * notice, the form (closed under review) with its submit button, and the kind's history.
 */
export function EditChangeForm<V>({
  route,
  edit,
  intro,
  onFinish,
  children,
}: {
  route: RouteDef;
  edit: ReturnType<typeof useEditChange>;
  intro: string;
  onFinish: (v: V) => void;
  children: ReactNode;
}) {
  const { d, pending } = edit;
  return (
    <ChangeFrame route={route} intro={intro} phoneCode="111">
      {!d ? (
        <Skeleton active />
      ) : (
        <>
          <PendingNotice change={d.pending} onWithdrawn={() => void edit.refresh()} />
          <Form<V>
            form={edit.form}
            layout="vertical"
            className={styles.form}
            onFinish={onFinish}
            disabled={!!pending}
          >
            {children}
            <SubmitChange busy={edit.busy} disabled={!!pending} />
          </Form>
          <History kind={edit.kind} enabled={edit.may} />
        </>
      )}
    </ChangeFrame>
  );
}

/** The submit button under a change form. */
export function SubmitChange({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item style={{ marginTop: 16 }}>
      <Button type="primary" htmlType="submit" loading={busy} disabled={disabled}>
        {t('merchantinfo.submit')}
      </Button>
    </Form.Item>
  );
}

/**
 * The documents of a change by purpose (file ids), and the files known to the page (on record or just
 * uploaded) whose names and kinds the pickers show.
 */
export function useDocuments() {
  const [files, setFiles] = useState<Record<string, string>>({});
  const [known, setKnown] = useState<FileRow[]>([]);
  /** What a picker of `purpose` does with a file picked (or cleared). */
  const pick = (purpose: string) => (id: string | undefined, row?: FileRow) => {
    setFiles((f) => ({ ...f, [purpose]: id ?? '' }));
    if (row) setKnown((k) => [...k, row]);
  };
  return { files, setFiles, known, setKnown, pick };
}

/** The upload rules and one required picker a purpose (`idPrefix-PURPOSE`); every one an image but the licence. */
export function DocumentPickers({
  idPrefix,
  purposes,
  documents,
}: {
  idPrefix: string;
  purposes: readonly string[];
  documents: ReturnType<typeof useDocuments>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('merchantinfo.uploadRules')}</Typography.Paragraph>
      {purposes.map((p) => (
        <FilePicker
          key={p}
          id={`${idPrefix}-${p}`}
          purpose={p}
          label={t(`merchantinfo.purposes.${p}`)}
          required
          image={p !== 'LICENCE'}
          value={documents.files[p]}
          known={documents.known}
          onChange={documents.pick(p)}
        />
      ))}
    </>
  );
}
