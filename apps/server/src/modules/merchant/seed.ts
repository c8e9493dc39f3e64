/**
 * Demo data of the administration tables, for `seedAdministration(db, now)` after the platform seed:
 * the payment products with each merchant's rates (the same rates the demo transactions were charged),
 * contacts of every organisation, provider bulletins and a few notify mails for each administrator.
 * It reads the organisations already in the database and writes nothing twice, so it may run again after
 * organisations were added.
 */
import { FEE_BP } from '../../db/seed/profiles.ts';
import type { Db } from '../../db/types.ts';
import { seedBulletins, seedMails } from '../notices/index.ts';
import { insertContact, merchantsForProducts, openMerchantProduct, orgsWithoutContacts } from './queries.ts';

type PayType = keyof typeof FEE_BP;
const DAY_MS = 86_400_000;

export const PRODUCTS: {
  code: string;
  payType: PayType;
  scene: 'POS' | 'QR' | 'ONLINE';
  zh: string;
  en: string;
  /** Rate over the pay type's base rate (FEE_BP), in basis points. */
  extraBp: number;
}[] = [
  {
    code: 'WECHAT_POS',
    payType: 'WECHAT',
    scene: 'POS',
    zh: '微信支付（付款碼）',
    en: 'WeChat Pay (payment code)',
    extraBp: 0,
  },
  {
    code: 'WECHAT_QR',
    payType: 'WECHAT',
    scene: 'QR',
    zh: '微信支付（商戶二維碼）',
    en: 'WeChat Pay (merchant QR)',
    extraBp: 0,
  },
  {
    code: 'ALIPAY_POS',
    payType: 'ALIPAY',
    scene: 'POS',
    zh: '支付寶（付款碼）',
    en: 'Alipay (payment code)',
    extraBp: 0,
  },
  {
    code: 'ALIPAY_QR',
    payType: 'ALIPAY',
    scene: 'QR',
    zh: '支付寶（商戶二維碼）',
    en: 'Alipay (merchant QR)',
    extraBp: 0,
  },
  {
    code: 'UNIONPAY_CARD',
    payType: 'UNIONPAY',
    scene: 'POS',
    zh: '銀聯卡刷卡',
    en: 'UnionPay card',
    extraBp: 0,
  },
  {
    code: 'UNIONPAY_QR',
    payType: 'UNIONPAY',
    scene: 'QR',
    zh: '銀聯雲閃付',
    en: 'UnionPay QuickPass',
    extraBp: 0,
  },
  { code: 'MCB_POS', payType: 'MCB', scene: 'POS', zh: 'MCB 付款', en: 'MCB payment', extraBp: 0 },
  { code: 'HUAYIN_POS', payType: 'HUAYIN', scene: 'POS', zh: '華銀快付', en: 'Huayin Express', extraBp: 0 },
  {
    code: 'HUAYIN_ONLINE',
    payType: 'HUAYIN',
    scene: 'ONLINE',
    zh: '華銀快付（網上）',
    en: 'Huayin Express (online)',
    extraBp: 20,
  },
];

async function seedProducts(db: Db): Promise<void> {
  // The catalogue itself is reference data of migration 0040 (products module); the seed opens products.
  for (const m of await merchantsForProducts(db)) {
    const opened = new Date(m.created_at).toISOString().slice(0, 10);
    for (const p of PRODUCTS) {
      // Individual businesses sell at the counter only.
      const status = m.category === 'PERSONAL' && p.scene === 'ONLINE' ? 'CLOSED' : 'OPEN';
      await openMerchantProduct(db, {
        merchantId: m.id,
        productCode: p.code,
        rateBp: FEE_BP[p.payType] + p.extraBp,
        status,
        openedAt: opened,
      });
    }
  }
}

const FINANCE_NAMES = ['陳慧敏', '林志偉', '黃嘉欣', '梁家豪', '吳詠詩', '馮國華'];
const TECH_NAMES = ['李俊傑', '蔡文軒', '鄧子晴', '周浩然', '譚凱琳', '何卓賢'];

async function seedContacts(db: Db, now: Date): Promise<void> {
  for (const [i, o] of (await orgsWithoutContacts(db)).entries()) {
    const domain = o.contact_email.split('@')[1] || 'example.mo';
    const digits = o.no.replace(/\D/g, '').slice(-3).padStart(3, '0');
    const rows: [string, string, string, string][] = [
      ...(o.legal_name
        ? [['LEGAL', o.legal_name, o.contact_phone, ''] as [string, string, string, string]]
        : []),
      ['BUSINESS', o.contact_name, o.contact_phone, o.contact_email],
      ['FINANCE', FINANCE_NAMES[i % FINANCE_NAMES.length], `+853 6628${digits}1`, `finance@${domain}`],
      ['TECHNICAL', TECH_NAMES[i % TECH_NAMES.length], `+853 6631${digits}7`, `it@${domain}`],
    ];
    for (const [type, name, phone, email] of rows) {
      await insertContact(db, {
        org: { kind: o.kind, id: o.id },
        type,
        name,
        phone,
        email,
        at: new Date(now.getTime() - 300 * DAY_MS),
      });
    }
  }
}

export async function seedAdministration(db: Db, now: Date): Promise<void> {
  await db.tx(async (tx) => {
    await seedProducts(tx);
    await seedContacts(tx, now);
    await seedBulletins(tx, now);
    await seedMails(tx, now);
  });
}
