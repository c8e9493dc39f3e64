import './messages.ts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, QRCode, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../api/notify.ts';
import { AdminPage } from '../../ui/admin/AdminPage.tsx';
import { readBase64 } from '../../ui/fileUpload.ts';
import { formatTime14 } from '../../ui/list/format.ts';
import type { PageProps } from '../../ui/page-props.ts';
import { answerItem, handoff, inspectionKeys, uploadFile, useTasks } from './api.ts';
import { type Answerer, TaskCard } from './TaskItems.tsx';

/**
 * /layout/collectFile: the open inspection tasks' items, answered here (documents) or on the phone (photos
 * of the premises) through a QR code that opens /h5CollectFile with a 30-minute link.
 */
export default function CollectFilePage({ route }: PageProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const tasks = useTasks();
  const [link, setLink] = useState<{ url: string; expires: string } | null>(null);
  const a: Answerer = {
    phone: false,
    async upload(purpose, file) {
      const r = await uploadFile({ purpose, file_name: file.name, content_base64: await readBase64(file) });
      return r.ok ? r.data.file_id : null;
    },
    async send(task, item, fileId, meta) {
      const r = await answerItem({ task_no: task.task_no, seq: item.seq, file_id: fileId, ...meta });
      if (r.ok) {
        notifier().success(t('inspection.sent'));
        await qc.invalidateQueries({ queryKey: inspectionKeys.all });
      }
      return r.ok;
    },
  };
  const makeLink = async () => {
    const r = await handoff();
    if (r.ok) setLink({ url: `${window.location.origin}${r.data.url}`, expires: r.data.expires_at });
  };
  const open = tasks.data?.list.filter((x) => x.status === 'OPEN' || x.status === 'SUBMITTED') ?? [];
  return (
    <AdminPage route={route} intro={t('inspection.collectIntro')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          {!tasks.data ? (
            <Skeleton active />
          ) : open.length === 0 ? (
            <Empty description={t('inspection.noTasks')} />
          ) : (
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              {open.map((task) => (
                <TaskCard key={task.task_no} task={task} a={a} />
              ))}
            </Space>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Card size="small" title={t('inspection.handoffTitle')}>
            <Typography.Paragraph type="secondary">{t('inspection.handoffText')}</Typography.Paragraph>
            {link ? (
              <Space orientation="vertical" align="center" style={{ width: '100%' }}>
                <QRCode value={link.url} size={200} aria-label={t('inspection.qrLabel')} />
                <Typography.Text type="secondary">
                  {t('inspection.handoffExpires', { at: formatTime14(link.expires) })}
                </Typography.Text>
              </Space>
            ) : (
              <Button type="primary" onClick={() => void makeLink()}>
                {t('inspection.handoffButton')}
              </Button>
            )}
          </Card>
        </Col>
      </Row>
    </AdminPage>
  );
}
