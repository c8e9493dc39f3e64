import type { Db } from '../../db/types.ts';

/** Every SQL statement of sub-merchants and group members. The caller's organisation comes as an id. */

export interface ChildMercDbRow {
  id: string;
  mer_no: string;
  name: string;
  short_name: string;
  category: 'ENTERPRISE' | 'PERSONAL';
  status: 'normal' | 'frozen' | 'closed';
  contact_name: string;
  contact_phone: string;
  store_count: string;
  open_products: string;
  txn_count: string;
  txn_amount: string;
  group_name: string | null;
  joined_at: Date;
  total?: string;
}

/**
 * The merchants of one provider (`of.kind` service: merchants.agent_id) or one group (group_members),
 * filtered and paged, with their stores, open products and successful spending over [from, to].
 */
export async function childMerchants(
  db: Db,
  of: { kind: 'service' | 'group'; id: string },
  q: {
    merNoPattern: string | null;
    namePattern: string | null;
    status: string | null;
    category: string | null;
    from: string;
    to: string;
    limit: number;
    offset: number;
  },
): Promise<ChildMercDbRow[]> {
  const scope =
    of.kind === 'service'
      ? { join: '', where: 'm.agent_id = $1', joined: 'm.created_at' }
      : {
          join: 'join group_members gm on gm.merchant_id = m.id and gm.group_id = $1',
          where: 'true',
          joined: 'gm.joined_at',
        };
  const r = await db.query<ChildMercDbRow>(
    `select m.id, m.mer_no, m.name, m.short_name, m.category, m.status, m.contact_name, m.contact_phone,
            (select count(*) from stores s where s.merchant_id = m.id) as store_count,
            (select count(*) from merchant_products mp where mp.merchant_id = m.id and mp.status = 'OPEN') as open_products,
            coalesce(b.count, 0) as txn_count, coalesce(b.amount, 0) as txn_amount,
            (select string_agg(g.name, ', ' order by g.name) from group_members x join merchant_groups g on g.id = x.group_id
              where x.merchant_id = m.id) as group_name,
            ${scope.joined} as joined_at, count(*) over () as total
       from merchants m ${scope.join}
       left join lateral (
         select sum(d.txn_count) as count, sum(d.amount) as amount from txn_daily_summary d
          where d.merchant_id = m.id and d.txn_type = 'SPEND' and d.result = 'SUCCESS'
            and d.business_date between $6::date and $7::date) b on true
      where ${scope.where}
        and ($2::text is null or m.mer_no ilike $2)
        and ($3::text is null or m.name ilike $3 or m.short_name ilike $3)
        and ($4::text is null or m.status = $4)
        and ($5::text is null or m.category = $5)
      order by m.mer_no
      limit $8 offset $9`,
    [of.id, q.merNoPattern, q.namePattern, q.status, q.category, q.from, q.to, q.limit, q.offset],
  );
  return r.rows;
}

/** A group's members whose number or name holds the keyword, at most 20. */
export async function searchMembers(db: Db, groupId: string, pattern: string) {
  const r = await db.query<{ mer_no: string; name: string; status: 'normal' | 'frozen' | 'closed' }>(
    `select m.mer_no, m.name, m.status from group_members gm join merchants m on m.id = gm.merchant_id
      where gm.group_id = $1 and (m.mer_no ilike $2 or m.name ilike $2 or m.short_name ilike $2)
      order by m.mer_no limit 20`,
    [groupId, pattern],
  );
  return r.rows;
}

export async function updateGroupPhone(db: Db, groupId: string, phone: string): Promise<void> {
  await db.query('update merchant_groups set contact_phone = $2 where id = $1', [groupId, phone]);
}
