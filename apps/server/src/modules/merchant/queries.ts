import type { OrgKind } from '@mp/core/contract';
import type { Db } from '../../db/types.ts';

/** Every SQL statement of merchant, provider and group information. */

export interface MerchantDbRow {
  id: string;
  mer_no: string;
  name: string;
  short_name: string;
  registered_name: string;
  category: 'ENTERPRISE' | 'PERSONAL';
  status: 'normal' | 'frozen' | 'closed';
  mcc: string;
  address: string;
  licence_no: string;
  legal_name: string;
  legal_id_type: string;
  legal_id_no: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  agt_no: string | null;
  agt_name: string | null;
  group_no: string | null;
  group_name: string | null;
  store_count: string;
  created_at: Date;
}

export async function findMerchant(
  db: Db,
  by: { id?: string; merNo?: string },
): Promise<MerchantDbRow | null> {
  const r = await db.query<MerchantDbRow>(
    `select m.id, m.mer_no, m.name, m.short_name, m.registered_name, m.category, m.status, m.mcc, m.address,
            m.licence_no, m.legal_name, m.legal_id_type, m.legal_id_no, m.contact_name, m.contact_phone,
            m.contact_email, sp.agt_no, sp.name as agt_name, g.group_no, g.name as group_name,
            (select count(*) from stores s where s.merchant_id = m.id) as store_count, m.created_at
       from merchants m
       left join service_providers sp on sp.id = m.agent_id
       left join lateral (select mg.group_no, mg.name from group_members gm
                            join merchant_groups mg on mg.id = gm.group_id
                           where gm.merchant_id = m.id order by gm.group_id limit 1) g on true
      where ($1::bigint is null or m.id = $1) and ($2::text is null or m.mer_no = $2)`,
    [by.id ?? null, by.merNo ?? null],
  );
  return r.rows[0] ?? null;
}

export interface AccountDbRow {
  account_type: 'SETTLEMENT' | 'BALANCE';
  bank_name: string;
  account_no: string;
  account_name: string;
  currency: string;
}

export async function orgAccounts(db: Db, kind: OrgKind, orgId: string): Promise<AccountDbRow[]> {
  const r = await db.query<AccountDbRow>(
    `select account_type, bank_name, account_no, account_name, currency from accounts
      where org_kind = $1 and org_id = $2 order by account_type desc, currency`,
    [kind, orgId],
  );
  return r.rows;
}

export interface ContactDbRow {
  contact_type: 'LEGAL' | 'BUSINESS' | 'FINANCE' | 'TECHNICAL';
  name: string;
  phone: string;
  email: string;
}

export async function orgContacts(db: Db, kind: OrgKind, orgId: string): Promise<ContactDbRow[]> {
  const r = await db.query<ContactDbRow>(
    `select contact_type, name, phone, email from org_contacts where org_kind = $1 and org_id = $2
      order by array_position(array['LEGAL','BUSINESS','FINANCE','TECHNICAL'], contact_type), id`,
    [kind, orgId],
  );
  return r.rows;
}

export interface ProductFeeDbRow {
  product_code: string;
  name_zh: string;
  name_en: string;
  pay_type: 'WECHAT' | 'ALIPAY' | 'UNIONPAY' | 'MCB' | 'HUAYIN';
  scene: 'POS' | 'QR' | 'ONLINE';
  rate_bp: number;
  min_fee: string;
  max_fee: string | null;
  settle_cycle: string;
  status: 'OPEN' | 'CLOSED';
  opened_at: string;
}

export async function merchantProducts(db: Db, merchantId: string): Promise<ProductFeeDbRow[]> {
  const r = await db.query<ProductFeeDbRow>(
    `select mp.product_code, p.name_zh, p.name_en, p.pay_type, p.scene, mp.rate_bp, mp.min_fee, mp.max_fee,
            mp.settle_cycle, mp.status, mp.opened_at
       from merchant_products mp join products p on p.code = mp.product_code
      where mp.merchant_id = $1 order by p.sort_order, p.code`,
    [merchantId],
  );
  return r.rows;
}

export interface OrgDbRow {
  id: string;
  no: string;
  name: string;
  short_name: string;
  status: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  merchant_count: string;
  created_at: Date;
}

export async function findProvider(db: Db, id: string): Promise<OrgDbRow | null> {
  const r = await db.query<OrgDbRow>(
    `select sp.id, sp.agt_no as no, sp.name, sp.short_name, sp.status, sp.contact_name, sp.contact_phone,
            sp.contact_email, (select count(*) from merchants m where m.agent_id = sp.id) as merchant_count,
            sp.created_at
       from service_providers sp where sp.id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function findGroup(db: Db, id: string): Promise<OrgDbRow | null> {
  const r = await db.query<OrgDbRow>(
    `select g.id, g.group_no as no, g.name, g.short_name, 'normal' as status, g.contact_name, g.contact_phone,
            g.contact_email, (select count(*) from group_members gm where gm.group_id = g.id) as merchant_count,
            g.created_at
       from merchant_groups g where g.id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

// The demo seed's statements (seed.ts): products, each merchant's rates and every organisation's contacts.

export async function merchantsForProducts(
  db: Db,
): Promise<{ id: string; category: string; created_at: Date }[]> {
  const r = await db.query<{ id: string; category: string; created_at: Date }>(
    'select id, category, created_at from merchants order by id',
  );
  return r.rows;
}

/** A product opened for a merchant at a rate (T1 settlement, no minimum or maximum fee); kept when it exists. */
export async function openMerchantProduct(
  db: Db,
  p: { merchantId: string; productCode: string; rateBp: number; status: 'OPEN' | 'CLOSED'; openedAt: string },
): Promise<void> {
  await db.query(
    `insert into merchant_products (merchant_id, product_code, rate_bp, min_fee, max_fee, settle_cycle, status, opened_at)
     values ($1, $2, $3, 0, null, 'T1', $4, $5) on conflict do nothing`,
    [p.merchantId, p.productCode, p.rateBp, p.status, p.openedAt],
  );
}

export interface OrgContactSource {
  kind: string;
  id: string;
  no: string;
  legal_name: string;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
}

/** Every organisation (merchant, provider, group) with no contact yet, with its registered contact. */
export async function orgsWithoutContacts(db: Db): Promise<OrgContactSource[]> {
  const r = await db.query<OrgContactSource>(
    `select o.* from (
       select 'merchant' as kind, id, mer_no as no, legal_name, contact_name, contact_phone, contact_email
         from merchants
       union all select 'service', id, agt_no, '', contact_name, contact_phone, contact_email from service_providers
       union all select 'group', id, group_no, '', contact_name, contact_phone, contact_email from merchant_groups
     ) o
     where not exists (select 1 from org_contacts c where c.org_kind = o.kind and c.org_id = o.id)
     order by 1, 2`,
  );
  return r.rows;
}

export async function insertContact(
  db: Db,
  c: {
    org: { kind: string; id: string };
    type: string;
    name: string;
    phone: string;
    email: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into org_contacts (org_kind, org_id, contact_type, name, phone, email, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [c.org.kind, c.org.id, c.type, c.name, c.phone, c.email, c.at],
  );
}
