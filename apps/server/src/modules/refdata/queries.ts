import type { Db } from '../../db/types.ts';

// Every SQL statement of the reference data (migration 0031): banks, MCCs, areas, business types, products.

export interface BankDbRow {
  code: string;
  region: 'MO' | 'HK' | 'CN';
  clearing_code: string;
  name_zh: string;
  name_en: string;
}

export async function banks(db: Db, region: string | null): Promise<BankDbRow[]> {
  const r = await db.query<BankDbRow>(
    `select code, region, clearing_code, name_zh, name_en from ref_banks
      where ($1::text is null or region = $1) order by region desc, sort_order`,
    [region],
  );
  return r.rows;
}

export async function bank(db: Db, code: string): Promise<BankDbRow | null> {
  const r = await db.query<BankDbRow>(
    'select code, region, clearing_code, name_zh, name_en from ref_banks where code = $1',
    [code],
  );
  return r.rows[0] ?? null;
}

/** Banks whose name contains the keyword (LIKE wildcards in it are taken literally). */
export async function banksLike(db: Db, keyword: string, region: string | null): Promise<BankDbRow[]> {
  const like = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const r = await db.query<BankDbRow>(
    `select code, region, clearing_code, name_zh, name_en from ref_banks
      where (lower(name_zh) like $1 or lower(name_en) like $1 or clearing_code = $2)
        and ($3::text is null or region = $3)
      order by region desc, sort_order limit 20`,
    [like, keyword, region],
  );
  return r.rows;
}

export interface MccDbRow {
  code: string;
  mcc_group: string;
  name_zh: string;
  name_en: string;
}

export async function mccs(db: Db, keyword: string | null): Promise<MccDbRow[]> {
  const like = keyword ? `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const r = await db.query<MccDbRow>(
    `select code, mcc_group, name_zh, name_en from ref_mcc
      where $1::text is null or code like $1 or lower(name_zh) like $1 or lower(name_en) like $1
      order by code`,
    [like],
  );
  return r.rows;
}

export async function mccExists(db: Db, code: string): Promise<boolean> {
  return (await db.query('select 1 from ref_mcc where code = $1', [code])).rows.length > 0;
}

export interface AreaDbRow {
  code: string;
  parent_code: string | null;
  level: 'province' | 'city' | 'parish' | 'district';
  name_zh: string;
  name_en: string;
}

export async function areas(db: Db, parent: string | null): Promise<AreaDbRow[]> {
  const r = await db.query<AreaDbRow>(
    `select code, parent_code, level, name_zh, name_en from ref_areas
      where ($1::text is null and parent_code is null) or parent_code = $1 order by sort_order`,
    [parent],
  );
  return r.rows;
}

/** A place a merchant can be in: a city, parish or district (not a province with children). */
export async function areaIsLeaf(db: Db, code: string): Promise<boolean> {
  const r = await db.query(
    `select 1 from ref_areas a where a.code = $1
        and not exists (select 1 from ref_areas c where c.parent_code = a.code)`,
    [code],
  );
  return r.rows.length > 0;
}

export interface BusTypeDbRow {
  code: string;
  merc_category: 'ENTERPRISE' | 'PERSONAL';
  name_zh: string;
  name_en: string;
}

export async function busTypes(db: Db, category: string | null): Promise<BusTypeDbRow[]> {
  const r = await db.query<BusTypeDbRow>(
    `select code, merc_category, name_zh, name_en from ref_business_types
      where $1::text is null or merc_category = $1 order by sort_order`,
    [category],
  );
  return r.rows;
}

export async function busType(db: Db, code: string): Promise<BusTypeDbRow | null> {
  const r = await db.query<BusTypeDbRow>(
    'select code, merc_category, name_zh, name_en from ref_business_types where code = $1',
    [code],
  );
  return r.rows[0] ?? null;
}

export interface ProductDbRow {
  code: string;
  pay_type: string;
  name_zh: string;
  name_en: string;
  scene: string;
}

export async function products(db: Db): Promise<ProductDbRow[]> {
  const r = await db.query<ProductDbRow>(
    'select code, pay_type, name_zh, name_en, scene from products order by sort_order, code',
  );
  return r.rows;
}
