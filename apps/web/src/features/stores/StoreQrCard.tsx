import './messages.ts';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../ui/list/download.ts';
import { type StoreQr, useStoreQr } from './api.ts';

/** The PNG's width in pixels: sharp on a printed A6 card. */
const PNG_PX = 1024;

const svgUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
const fileBase = (q: StoreQr) => `qr-${q.mer_no}-${q.store_no}`.replace(/[^\w.-]+/g, '_');

/** The SVG painted on a canvas at PNG_PX (crisp: whole pixels per module), as a PNG file. */
async function toPng(svg: string): Promise<Blob> {
  const img = new Image();
  img.src = svgUrl(svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = PNG_PX;
  canvas.height = PNG_PX;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('no 2d canvas');
  g.imageSmoothingEnabled = false;
  g.drawImage(img, 0, 0, PNG_PX, PNG_PX);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('no PNG'))), 'image/png'),
  );
}

/**
 * A store's payment QR code on its detail page (meradm/createQrCode): the code, whose store it is, how
 * customers use it, and downloads to print (SVG for a print shop, PNG for anything else). A closed store, or
 * one of a merchant that is not active, says it has none.
 */
export function StoreQrCard({ storeId, open }: { storeId: string; open: boolean }) {
  const { t } = useTranslation();
  const q = useStoreQr(storeId, open);
  const r = q.data;
  const qr = r?.ok ? r.data : null;
  return (
    <Card size="small" title={t('stores.qrTitle')} style={{ marginTop: 24, maxWidth: 720 }}>
      {!open || (r && !r.ok) ? (
        <Alert type="info" showIcon title={t('stores.qrClosed')} />
      ) : !qr ? (
        <Skeleton.Image active style={{ width: 220, height: 220 }} />
      ) : (
        <Flex gap={24} wrap align="flex-start">
          <img
            src={svgUrl(qr.svg)}
            alt={t('stores.qrAlt', { store: qr.store_name })}
            width={220}
            height={220}
            style={{ border: '1px solid #d9d9d9', borderRadius: 4, imageRendering: 'pixelated' }}
          />
          <Space orientation="vertical" size="middle" style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Typography.Text strong>
              {t('stores.qrFor', { merchant: qr.mer_name, store: qr.store_name, no: qr.store_no })}
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('stores.qrHint')}
            </Typography.Paragraph>
            <Space wrap>
              <Button
                icon={<DownloadOutlined />}
                onClick={() => saveBlob(new Blob([qr.svg], { type: 'image/svg+xml' }), `${fileBase(qr)}.svg`)}
              >
                {t('stores.qrSvg')}
              </Button>
              <Button
                icon={<DownloadOutlined />}
                onClick={async () => saveBlob(await toPng(qr.svg), `${fileBase(qr)}.png`)}
              >
                {t('stores.qrPng')}
              </Button>
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
              {t('stores.qrPayload')}:{' '}
              <Typography.Text code copyable={{ text: qr.payload }}>
                {qr.payload}
              </Typography.Text>
            </Typography.Text>
          </Space>
        </Flex>
      )}
    </Card>
  );
}
