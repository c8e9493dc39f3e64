import './messages.ts';
import { INSPECTION_ITEM_STATUS, INSPECTION_TASK_STATUS } from '@mp/core/statuses';
import { macauTime14 } from '@mp/core/time';
import { Alert, Button, Card, List, Progress, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/list/format.ts';
import { StatusTag } from '../../ui/list/StatusTag.tsx';
import type { Item, Task } from './api.ts';

/**
 * A task's items with their state and, for an item asked (or asked again after a rejection), the control
 * that answers it: a file for a document; for a photo of the premises, on the phone the camera with the
 * phone's time and position, on the PC a pointer to the phone.
 */
export interface Answerer {
  /** Uploads the picked file, answering its file id (null: refused, the toast said why). */
  upload(purpose: string, file: File): Promise<string | null>;
  send(
    task: Task,
    item: Item,
    fileId: string,
    meta: { taken_at: string; lat: number | null; lng: number | null },
  ): Promise<boolean>;
  /** The phone page: photos are taken here. */
  phone: boolean;
}

function position(): Promise<{ lat: number; lng: number } | null> {
  return new Promise((resolve) => {
    if (!navigator.geolocation) return resolve(null);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

function ItemControl({ task, item, a }: { task: Task; item: Item; a: Answerer }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  if (item.status !== 'REQUESTED' && item.status !== 'REJECTED') return null;
  const photo = item.kind === 'PHOTO';
  if (photo && !a.phone)
    return <Typography.Text type="secondary">{t('inspection.photoOnPhone')}</Typography.Text>;
  const picked = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setNote('');
    try {
      // The time the photo was taken is the phone's clock when it came back from the camera.
      const taken = photo ? macauTime14(new Date()) : '';
      let where: { lat: number; lng: number } | null = null;
      if (photo) {
        setNote(t('inspection.locating'));
        where = await position();
        setNote(where ? '' : t('inspection.noLocation'));
      }
      const id = await a.upload(item.purpose, file);
      if (id)
        await a.send(task, item, id, { taken_at: taken, lat: where?.lat ?? null, lng: where?.lng ?? null });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <Space orientation="vertical" size={4}>
      <input
        ref={input}
        type="file"
        accept={photo ? 'image/*' : 'image/*,application/pdf'}
        capture={photo ? 'environment' : undefined}
        hidden
        aria-label={`${item.label}: ${photo ? t('inspection.takePhoto') : t('inspection.choose')}`}
        onChange={(e) => void picked(e.target.files?.[0])}
      />
      <Button type="primary" loading={busy} onClick={() => input.current?.click()}>
        {photo ? t('inspection.takePhoto') : t('inspection.choose')}
      </Button>
      {note ? <Typography.Text type="secondary">{note}</Typography.Text> : null}
    </Space>
  );
}

export function TaskCard({ task, a }: { task: Task; a: Answerer }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <span>{task.title}</span>
          <StatusTag labels={INSPECTION_TASK_STATUS} value={task.status} />
        </Space>
      }
      extra={<span>{t('inspection.due', { date: formatDate(task.due_date) })}</span>}
    >
      <Progress
        percent={Math.round((task.done / Math.max(1, task.total)) * 100)}
        format={() => t('inspection.progress', { done: task.done, total: task.total })}
        aria-label={t('inspection.progress', { done: task.done, total: task.total })}
        size="small"
      />
      <List
        dataSource={task.items}
        renderItem={(item) => (
          <List.Item data-item={item.seq}>
            <Space orientation="vertical" size={4} style={{ width: '100%' }}>
              <Space wrap>
                <strong>{item.label}</strong>
                <Typography.Text type="secondary">
                  {item.kind === 'PHOTO' ? t('inspection.photo') : t('inspection.document')}
                </Typography.Text>
                <StatusTag labels={INSPECTION_ITEM_STATUS} value={item.status} />
              </Space>
              {item.status === 'REJECTED' ? (
                <Alert type="warning" showIcon title={t('inspection.rejected', { reason: item.reason })} />
              ) : null}
              {item.status === 'SUBMITTED' ? (
                <Typography.Text type="secondary">{t('inspection.sent')}</Typography.Text>
              ) : null}
              <ItemControl task={task} item={item} a={a} />
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}
