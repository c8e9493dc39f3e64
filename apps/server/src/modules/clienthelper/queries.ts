import type { Db } from '../../db/types.ts';

/** Every SQL statement of the client helper's licences. */

export async function licenceKey(db: Db, make: () => { privateKey: string; publicKey: string }) {
  const read = async () =>
    (
      await db.query<{ private_key: string; public_key: string }>(
        'select private_key, public_key from helper_licence_key',
      )
    ).rows[0];
  const found = await read();
  if (found) return found;
  const k = make();
  await db.query(
    `insert into helper_licence_key (id, private_key, public_key) values (1, $1, $2) on conflict (id) do nothing`,
    [k.privateKey, k.publicKey],
  );
  const row = await read();
  if (!row) throw new Error('helper_licence_key: no row after insert');
  return row;
}

/** The merchant's number and the URLs whose hosts a product licence names. */
export async function merchantHosts(db: Db, merchantId: string) {
  const r = await db.query<{ mer_no: string; async_url: string | null; page_url: string | null }>(
    `select m.mer_no, n.async_url, n.page_url from merchants m
       left join notify_urls n on n.org_kind = 'merchant' and n.org_id = m.id
      where m.id = $1`,
    [merchantId],
  );
  return r.rows[0] ?? null;
}

export async function insertLicence(
  db: Db,
  l: { merchantId: string; type: string; hosts: string; notAfter: string; by: string; at: Date },
) {
  await db.query(
    `insert into helper_licences (merchant_id, licence_type, hosts, not_after, issued_by, issued_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [l.merchantId, l.type, l.hosts, l.notAfter, l.by, l.at],
  );
}
