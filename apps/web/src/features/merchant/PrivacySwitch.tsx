import './messages.ts';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Space, Switch, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePrivacyMask } from '../../ui/privacy.ts';

/** The header's privacy flag, repeated where personal data is the content of the page. */
export function PrivacySwitch() {
  const { t } = useTranslation();
  const [masked, setMasked] = usePrivacyMask();
  return (
    <Tooltip title={masked ? t('shell.privacy.on') : t('shell.privacy.off')}>
      <Space size={8}>
        {masked ? <EyeInvisibleOutlined /> : <EyeOutlined />}
        <Typography.Text>{t('merchant.privacy')}</Typography.Text>
        <Switch size="small" checked={masked} onChange={setMasked} aria-label={t('shell.privacy.label')} />
      </Space>
    </Tooltip>
  );
}
