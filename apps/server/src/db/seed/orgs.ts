/**
 * The demo organisations: one service provider, one merchant group and five Macau merchants with their
 * stores, terminals and bank accounts. Pure data; write-orgs.ts puts it in the database.
 */
import type { ProfileKey } from './profiles.ts';

export interface BankAccountSeed {
  bankName: string;
  accountNo: string;
  accountName: string;
}

export interface StoreSeed {
  name: string;
  address: string;
  phone: string;
  /** Terminal models, one per terminal (1 to 3 per store). */
  terminals: string[];
  /** Share of the merchant's traffic this store takes (relative weight). */
  weight: number;
}

export interface MerchantSeed {
  merNo: string;
  name: string;
  nameEn: string;
  shortName: string;
  registeredName: string;
  category: 'ENTERPRISE' | 'PERSONAL';
  /** Member of the demo service provider (agent). */
  agent: boolean;
  /** Member of the demo merchant group. */
  group: boolean;
  mcc: string;
  address: string;
  licenceNo: string;
  legal: { name: string; idType: 'MC_PASS' | 'I_CARD'; idNo: string };
  contact: { name: string; phone: string; email: string };
  settlement: BankAccountSeed;
  profile: ProfileKey;
  /** Average number of payments a day (weekends are busier, see profiles.ts). */
  dailyTxns: number;
  /** Short code in the merchant's own order numbers (mer_order_no). */
  orderPrefix: string;
  /** How long ago the merchant signed up. */
  joinedDaysAgo: number;
  stores: StoreSeed[];
}

export const BNU = '大西洋銀行 BNU';
export const BOC = '中國銀行澳門分行';
export const ICBC = '工商銀行(澳門)';

export const PROVIDER = {
  agtNo: 'A00000001',
  name: '澳門智付服務有限公司',
  nameEn: 'Macau Smart Pay Services Ltd',
  shortName: '智付服務',
  contact: { name: '區志豪', phone: '+853 66889901', email: 'ops@mosmartpay.mo' },
  settlement: { bankName: ICBC, accountNo: '0119000212345678901', accountName: '澳門智付服務有限公司' },
  joinedDaysAgo: 1460,
} as const;

export const GROUP = {
  groupNo: 'G00000001',
  name: '濠江餐飲集團',
  nameEn: 'Hou Kong Dining Group',
  shortName: '濠江餐飲',
  contact: { name: '鄭振邦', phone: '+853 66458200', email: 'group@houkong-dining.mo' },
  settlement: { bankName: BNU, accountNo: '9018776655443322', accountName: '濠江餐飲集團有限公司' },
  joinedDaysAgo: 900,
} as const;

export const MERCHANTS: readonly MerchantSeed[] = [
  {
    merNo: 'M10000000001',
    name: '澳門好味餐飲有限公司',
    nameEn: 'Macau Hou Mei Dining Ltd',
    shortName: '好味餐飲',
    registeredName: '澳門好味餐飲有限公司',
    category: 'ENTERPRISE',
    agent: true,
    group: true,
    mcc: '5812',
    address: '澳門南灣大馬路 517 號南灣商業中心 12 樓 A 座',
    licenceNo: 'SO-31827',
    legal: { name: '梁家輝', idType: 'MC_PASS', idNo: 'M5213476(3)' },
    contact: { name: '何美玲', phone: '+853 66123456', email: 'owner@houmei.mo' },
    settlement: { bankName: BNU, accountNo: '9018223344556670', accountName: '澳門好味餐飲有限公司' },
    profile: 'restaurant',
    dailyTxns: 150,
    orderPrefix: 'HM',
    joinedDaysAgo: 820,
    stores: [
      {
        name: '好味餐廳（議事亭店）',
        address: '澳門議事亭前地 14 號地下',
        phone: '+853 28331288',
        terminals: ['PAX A920', 'PAX A920', 'Sunmi V2 Pro'],
        weight: 45,
      },
      {
        name: '好味餐廳（氹仔店）',
        address: '氹仔官也街 36 號地下',
        phone: '+853 28827366',
        terminals: ['PAX A920', 'Sunmi V2 Pro'],
        weight: 33,
      },
      {
        name: '好味餐廳（黑沙環店）',
        address: '澳門黑沙環新街 52 號海灣花園地下 B 舖',
        phone: '+853 28451920',
        terminals: ['Newland N910'],
        weight: 22,
      },
    ],
  },
  {
    merNo: 'M10000000002',
    name: '新馬路茶餐廳',
    nameEn: 'San Ma Lou Cafe',
    shortName: '新馬路茶餐廳',
    registeredName: '新馬路茶餐廳（陳志明）',
    category: 'PERSONAL',
    agent: true,
    group: false,
    mcc: '5814',
    address: '澳門新馬路 158 號地下',
    licenceNo: 'EC-20611',
    legal: { name: '陳志明', idType: 'MC_PASS', idNo: 'M1384620(5)' },
    contact: { name: '陳志明', phone: '+853 62874531', email: 'chan.cm@sanmalou-cafe.mo' },
    settlement: { bankName: BOC, accountNo: '011180001234567890', accountName: '陳志明' },
    profile: 'teaRestaurant',
    dailyTxns: 85,
    orderPrefix: 'SM',
    joinedDaysAgo: 610,
    stores: [
      {
        name: '新馬路茶餐廳（總店）',
        address: '澳門新馬路 158 號地下',
        phone: '+853 28356611',
        terminals: ['Sunmi V2 Pro', 'Sunmi V2 Pro'],
        weight: 60,
      },
      {
        name: '新馬路茶餐廳（紅街市店）',
        address: '澳門高士德大馬路 88 號地下',
        phone: '+853 28218830',
        terminals: ['PAX A920'],
        weight: 40,
      },
    ],
  },
  {
    merNo: 'M10000000003',
    name: '氹仔手信坊',
    nameEn: 'Taipa Souvenir House',
    shortName: '手信坊',
    registeredName: '氹仔手信坊貿易有限公司',
    category: 'ENTERPRISE',
    agent: true,
    group: false,
    mcc: '5947',
    address: '氹仔地堡街 27 號地下',
    licenceNo: 'SO-28456',
    // A mainland owner: an 18-digit resident ID with a valid birth date and check digit.
    legal: { name: '黃國強', idType: 'I_CARD', idNo: '440402198005121235' },
    contact: { name: '李曉雯', phone: '+853 63521847', email: 'info@taipasouvenir.mo' },
    settlement: { bankName: ICBC, accountNo: '0119000287654321098', accountName: '氹仔手信坊貿易有限公司' },
    profile: 'souvenir',
    dailyTxns: 55,
    orderPrefix: 'TS',
    joinedDaysAgo: 540,
    stores: [
      {
        name: '氹仔手信坊（官也街店）',
        address: '氹仔官也街 12 號地下',
        phone: '+853 28827123',
        terminals: ['PAX A920', 'PAX A920', 'Newland N910'],
        weight: 60,
      },
      {
        name: '氹仔手信坊（大三巴店）',
        address: '澳門大三巴街 31 號地下',
        phone: '+853 28362018',
        terminals: ['Sunmi V2 Pro', 'PAX A920'],
        weight: 40,
      },
    ],
  },
  {
    merNo: 'M10000000004',
    name: '濠江海鮮酒家',
    nameEn: 'Hou Kong Seafood Restaurant',
    shortName: '濠江海鮮',
    registeredName: '濠江海鮮酒家有限公司',
    category: 'ENTERPRISE',
    agent: false,
    group: true,
    mcc: '5812',
    address: '澳門友誼大馬路 1023 號東南亞商業中心 8 樓',
    licenceNo: 'SO-19733',
    legal: { name: '鄭振邦', idType: 'MC_PASS', idNo: 'M7352914(1)' },
    contact: { name: '鄭嘉欣', phone: '+853 66458210', email: 'finance@houkong-seafood.mo' },
    settlement: { bankName: BNU, accountNo: '9018334455667781', accountName: '濠江海鮮酒家有限公司' },
    profile: 'seafood',
    dailyTxns: 35,
    orderPrefix: 'HK',
    joinedDaysAgo: 880,
    stores: [
      {
        name: '濠江海鮮酒家（南灣店）',
        address: '澳門南灣大馬路 619 號地下',
        phone: '+853 28712233',
        terminals: ['PAX A920', 'PAX A920'],
        weight: 45,
      },
      {
        name: '濠江海鮮酒家（氹仔店）',
        address: '氹仔海洋花園大馬路 231 號地下',
        phone: '+853 28838899',
        terminals: ['Sunmi V2 Pro', 'PAX A920'],
        weight: 35,
      },
      {
        name: '濠江海鮮酒家（筷子基店）',
        address: '澳門筷子基北街 118 號地下',
        phone: '+853 28226677',
        terminals: ['Newland N910'],
        weight: 20,
      },
    ],
  },
  {
    merNo: 'M10000000005',
    name: '路環咖啡室',
    nameEn: 'Coloane Coffee House',
    shortName: '路環咖啡',
    registeredName: '路環咖啡室（葉詠詩）',
    category: 'PERSONAL',
    agent: false,
    group: false,
    mcc: '5814',
    address: '路環十月初五馬路 21 號地下',
    licenceNo: 'EC-24188',
    legal: { name: '葉詠詩', idType: 'MC_PASS', idNo: 'M1295738(6)' },
    contact: { name: '葉詠詩', phone: '+853 68231975', email: 'hello@colanecafe.mo' },
    settlement: { bankName: BOC, accountNo: '011180009876543210', accountName: '葉詠詩' },
    profile: 'coffee',
    dailyTxns: 60,
    orderPrefix: 'CC',
    joinedDaysAgo: 400,
    stores: [
      {
        name: '路環咖啡室（市區店）',
        address: '路環十月初五馬路 21 號地下',
        phone: '+853 28882135',
        terminals: ['Sunmi V2 Pro'],
        weight: 55,
      },
      {
        name: '路環咖啡室（黑沙店）',
        address: '路環黑沙馬路 8 號地下',
        phone: '+853 28880412',
        terminals: ['Sunmi V2 Pro', 'PAX A920'],
        weight: 45,
      },
    ],
  },
];

/** Store number: the merchant number's digits plus a two-digit index (e.g. S1000000000101). */
export function storeNo(merNo: string, storeIndex: number): string {
  return `S${merNo.slice(1)}${String(storeIndex + 1).padStart(2, '0')}`;
}

/** Terminal number: 8 characters, as printed on a POS sticker (e.g. 10010101 = merchant 1, store 1, terminal 1). */
export function terminalNo(merchantIndex: number, storeIndex: number, terminalIndex: number): string {
  const two = (n: number) => String(n + 1).padStart(2, '0');
  return `10${two(merchantIndex)}${two(storeIndex)}${two(terminalIndex)}`;
}
