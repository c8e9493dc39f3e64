import {
  AccountBookOutlined,
  ApartmentOutlined,
  AuditOutlined,
  CloudDownloadOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  TeamOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import type { MenuSection } from '@mp/core/routes';
import type { ReactNode } from 'react';

export const SECTION_ICONS: Record<MenuSection, ReactNode> = {
  home: <HomeOutlined />,
  transactions: <TransactionOutlined />,
  account: <AccountBookOutlined />,
  invoices: <FileTextOutlined />,
  merchant: <ShopOutlined />,
  submerchants: <ApartmentOutlined />,
  crossborder: <GlobalOutlined />,
  operators: <TeamOutlined />,
  security: <SafetyCertificateOutlined />,
  notices: <NotificationOutlined />,
  downloads: <CloudDownloadOutlined />,
  review: <AuditOutlined />,
  staff: <IdcardOutlined />,
};
