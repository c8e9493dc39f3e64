import './messages.ts';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Grid,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  Typography,
  Upload,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { TableCards } from '../../ui/admin/TableCards.tsx';
import { formatTime14 } from '../../ui/list/format.ts';
import {
  downloadEvidence,
  type EvidenceFile,
  MAX_EVIDENCE_BYTES,
  removeEvidence,
  uploadEvidence,
  useEvidence,
} from './api.ts';

const size = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

/**
 * Trade-evidence files (issue 26 point 6). On stepTwo (`formId`) the operator uploads and removes the
 * flow's files; on the status page (`files`) the transfer's files and its orders' are listed to download.
 * The server decides what a file is by its bytes; a refusal is shown in this card with its next step.
 * On a phone the files are cards (name, size, when, the buttons), as the portal's other lists; `bare`
 * leaves out the card around the list (a card of its own holds it).
 */
export function EvidenceFiles(
  props: ({ formId: string; removable?: boolean } | { files: EvidenceFile[] }) & { bare?: boolean },
) {
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  const editable = 'formId' in props;
  // A submitted transfer's files stay (the server refuses their removal): no button for it.
  const removable = editable && props.removable !== false;
  const list = useEvidence(editable ? props.formId : '');
  const rows = editable ? (list.data?.rows ?? []) : props.files;
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  const add = async (file: File) => {
    if (!editable) return;
    setRefusal('');
    if (file.size > MAX_EVIDENCE_BYTES) {
      setRefusal(t('crossborder.fileTooBig', { name: file.name }));
      return;
    }
    setBusy(true);
    try {
      const r = await uploadEvidence(props.formId, file);
      if (r.ok) {
        notifier().success(t('crossborder.uploaded', { name: r.data.file_name }));
        await list.refetch();
      } else setRefusal(r.message);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (f: EvidenceFile) => {
    setRefusal('');
    const r = await removeEvidence(f.file_id);
    if (!r.ok) setRefusal(r.message);
    await list.refetch();
  };

  const columns: TableColumnsType<EvidenceFile> = [
    { key: 'name', title: t('crossborder.fileName'), dataIndex: 'file_name' },
    { key: 'size', title: t('crossborder.fileSize'), render: (_, f) => size(f.size) },
    ...(editable
      ? []
      : [
          {
            key: 'of',
            title: t('crossborder.fileFrom'),
            render: (_: unknown, f: EvidenceFile) =>
              f.order_no ? t('crossborder.fileOfOrder', { no: f.order_no }) : t('crossborder.fileOfTransfer'),
          },
        ]),
    { key: 'at', title: t('crossborder.uploadedAt'), render: (_, f) => formatTime14(f.created_at) },
    {
      key: 'act',
      title: '',
      render: (_, f) => (
        <Space>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={t('crossborder.downloadOf', { name: f.file_name })}
            onClick={() => void downloadEvidence(f.file_id)}
          >
            {t('crossborder.download')}
          </Button>
          {removable ? (
            <Popconfirm
              title={t('crossborder.removeFileOf', { name: f.file_name })}
              onConfirm={() => remove(f)}
            >
              <Button size="small" danger aria-label={t('crossborder.removeFileOf', { name: f.file_name })}>
                {t('crossborder.removeFile')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
  const body = (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {editable ? <Typography.Text type="secondary">{t('crossborder.filesHelp')}</Typography.Text> : null}
      {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
      {phone ? (
        <TableCards<EvidenceFile>
          rows={rows}
          columns={columns}
          rowKey="file_id"
          loading={editable && list.isLoading}
          empty={t('crossborder.noFiles')}
        />
      ) : (
        <Table<EvidenceFile>
          size="small"
          rowKey="file_id"
          loading={editable && list.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={rows}
          locale={{ emptyText: t('crossborder.noFiles') }}
          columns={columns}
        />
      )}
    </Space>
  );
  if (props.bare) return body;
  return (
    <Card
      type={editable ? undefined : 'inner'}
      title={t('crossborder.files')}
      extra={
        editable ? (
          <Upload
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            showUploadList={false}
            multiple
            beforeUpload={(file) => {
              void add(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy}>
              {t('crossborder.upload')}
            </Button>
          </Upload>
        ) : null
      }
    >
      {body}
    </Card>
  );
}

/**
 * A trade order's upload button (stepTwo's order table): the file proves the order and comes with it to
 * every transfer that draws on it. The result is told by a toast naming the file (the order's files are
 * listed on the status page of the transfers that use it).
 */
export function OrderUpload({ orderNo, onDone }: { orderNo: string; onDone?: () => unknown }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const add = async (file: File) => {
    if (file.size > MAX_EVIDENCE_BYTES) {
      notifier().error(t('crossborder.fileTooBig', { name: file.name }));
      return;
    }
    setBusy(true);
    try {
      const r = await uploadEvidence('', file, orderNo);
      if (r.ok) {
        notifier().success(t('crossborder.uploadedTo', { name: r.data.file_name, no: orderNo }));
        await onDone?.();
      } else notifier().error(r.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Upload
      accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
      showUploadList={false}
      beforeUpload={(file) => {
        void add(file);
        return false;
      }}
    >
      <Button
        size="small"
        icon={<UploadOutlined />}
        loading={busy}
        aria-label={t('crossborder.uploadTo', { no: orderNo })}
      >
        {t('crossborder.upload')}
      </Button>
    </Upload>
  );
}
