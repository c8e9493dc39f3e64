import type { Db } from '../../db/types.ts';
import {
  anyBulletin,
  hasMail,
  insertBulletin,
  insertMail,
  markMailRead,
  orgAdmins,
  orgsWithAdmins,
} from './queries.ts';

const DAY_MS = 86_400_000;
const PUBLISHER = '商戶服務平台 Merchant Services';

/** Provider bulletins of the last months, newest last; `daysAgo` relative to the seed's `now`. */
export const DEMO_BULLETINS = [
  {
    daysAgo: 95,
    titleZh: '商戶服務平台新版上線通知',
    titleEn: 'The new merchant portal is live',
    bodyZh:
      '新版商戶服務平台已正式上線，新增交易高級查詢、預約下載及操作員權限管理等功能。舊版平台將於下月底停止服務，請各商戶盡早使用新版登入。',
    bodyEn:
      'The new merchant portal is live, with advanced transaction search, scheduled downloads and operator permission management. The old portal closes at the end of next month; please sign in to the new one soon.',
  },
  {
    daysAgo: 70,
    titleZh: '農曆新年期間結算安排',
    titleEn: 'Settlement during the Lunar New Year holidays',
    bodyZh:
      '農曆新年公眾假期期間，結算款項將順延至假期後首個工作日入賬。假期期間交易及退款服務照常運作，如有疑問請致電客戶服務熱線。',
    bodyEn:
      'Settlements falling on the Lunar New Year public holidays are credited on the first working day after them. Payments and refunds work as usual over the holidays; call the service hotline with any question.',
  },
  {
    daysAgo: 45,
    titleZh: '關於防範電話詐騙的提示',
    titleEn: 'Beware of phone scams',
    bodyZh:
      '近期有不法分子冒充本平台職員，以「系統升級」為由索取商戶的登入密碼、短信驗證碼或簽名密鑰。本平台職員絕不會索取上述資料，如接獲可疑來電，請立即掛斷並向警方舉報。',
    bodyEn:
      'People posing as our staff have been asking merchants for sign-in passwords, SMS codes or signing keys, claiming a "system upgrade". Our staff never ask for these. Hang up on any such call and report it to the police.',
  },
  {
    daysAgo: 30,
    titleZh: '銀聯雲閃付手續費優惠延長',
    titleEn: 'UnionPay QuickPass fee offer extended',
    bodyZh: '銀聯雲閃付交易手續費優惠將延長至本年底，優惠期間費率維持不變，商戶毋須另行申請。',
    bodyEn:
      'The reduced fee on UnionPay QuickPass payments is extended to the end of the year. Rates stay as they are during the offer; merchants need not apply.',
  },
  {
    daysAgo: 14,
    titleZh: '系統維護通知',
    titleEn: 'Scheduled maintenance',
    bodyZh:
      '為提升服務質素，本平台將於本週日凌晨 02:00 至 04:00 進行系統維護。維護期間商戶平台暫停服務，收款及退款不受影響。',
    bodyEn:
      'The portal will be under maintenance this Sunday from 02:00 to 04:00 Macau time. The portal is unavailable during that time; payments and refunds are not affected.',
  },
  {
    daysAgo: 3,
    titleZh: '請定期更新簽名密鑰及通知地址',
    titleEn: 'Keep your signing key and notification URLs up to date',
    bodyZh:
      '為保障交易安全，建議商戶每年至少更換一次簽名密鑰。更換後原密鑰仍有 24 小時過渡期，期間新舊密鑰均可驗證，商戶可於此期間完成系統切換。',
    bodyEn:
      'For safer payments, change your signing key at least once a year. After a change the previous key keeps verifying for 24 hours, so your systems can switch over without downtime.',
  },
] as const;

export async function seedBulletins(db: Db, now: Date): Promise<void> {
  if (await anyBulletin(db)) return;
  for (const b of DEMO_BULLETINS) {
    await insertBulletin(db, {
      titleZh: b.titleZh,
      titleEn: b.titleEn,
      bodyZh: b.bodyZh,
      bodyEn: b.bodyEn,
      audience: 'merchant,service,group',
      publisher: PUBLISHER,
      at: new Date(now.getTime() - b.daysAgo * DAY_MS),
    });
  }
}

const DEMO_MAILS = [
  {
    daysAgo: 60,
    read: true,
    category: 'SYSTEM',
    subject: { zh: '歡迎使用商戶服務平台', en: 'Welcome to the merchant portal' },
    body: {
      zh: '您的機構已開通商戶服務平台。請先設定支付密碼，並在「操作員管理」中為同事開立賬戶及分配角色。',
      en: 'Your organisation now has the merchant portal. Set your payment password first, then open accounts for your colleagues under Operators and give them roles.',
    },
  },
  {
    daysAgo: 20,
    read: false,
    category: 'SETTLEMENT',
    subject: { zh: '結算賬戶資料核對提示', en: 'Please check your settlement account' },
    body: {
      zh: '請於「商戶資料」頁核對結算賬戶資料。如銀行賬戶有變更，請盡早提交變更申請，以免影響結算入賬。',
      en: 'Please check the settlement account on the merchant information page. If your bank account changed, apply for the change soon so that settlements are not delayed.',
    },
  },
  {
    daysAgo: 2,
    read: false,
    category: 'SECURITY',
    subject: { zh: '登入密碼即將到期', en: 'Your sign-in password expires soon' },
    body: {
      zh: '為保障賬戶安全，登入密碼須每 90 天更換一次。您的密碼將於兩星期內到期，請於「安全設定」中修改密碼。',
      en: 'Sign-in passwords must be changed every 90 days. Yours expires within two weeks; change it under Security settings.',
    },
  },
] as const;

/** A few mails for every administrator who has none yet, some already read. */
export async function seedMails(db: Db, now: Date): Promise<void> {
  for (const org of await orgsWithAdmins(db)) {
    for (const admin of await orgAdmins(db, org.kind, String(org.id))) {
      if (await hasMail(db, admin.id)) continue;
      for (const m of DEMO_MAILS) {
        const at = new Date(now.getTime() - m.daysAgo * DAY_MS);
        const id = await insertMail(db, {
          operatorId: admin.id,
          org: { kind: org.kind, id: String(org.id) },
          category: m.category,
          text: { subject: m.subject, body: m.body },
          at,
        });
        if (m.read) await markMailRead(db, id, new Date(at.getTime() + 3_600_000));
      }
    }
  }
}
