import type { Db } from '../types.ts';
import { insertRows } from './batch.ts';
import { GROUP, MERCHANTS, PROVIDER, storeNo, terminalNo } from './orgs.ts';
import { DAY_MS } from './time.ts';

/** Database ids of the seeded organisations, by position in MERCHANTS (bigint ids as strings). */
export interface OrgIds {
  providerId: string;
  groupId: string;
  merchantIds: string[];
  /** [merchant][store] */
  storeIds: string[][];
  /** [merchant][store][terminal] */
  terminalIds: string[][][];
}

const byKey = (rows: { id: string; k: string }[]) => new Map(rows.map((r) => [r.k, String(r.id)]));

export async function writeOrgs(db: Db, now: Date): Promise<OrgIds> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

  const provider = await insertRows<{ id: string }>(
    db,
    'service_providers',
    ['agt_no', 'name', 'short_name', 'contact_name', 'contact_phone', 'contact_email', 'created_at'],
    [
      [
        PROVIDER.agtNo,
        PROVIDER.name,
        PROVIDER.shortName,
        PROVIDER.contact.name,
        PROVIDER.contact.phone,
        PROVIDER.contact.email,
        ago(PROVIDER.joinedDaysAgo),
      ],
    ],
    'id',
  );
  const group = await insertRows<{ id: string }>(
    db,
    'merchant_groups',
    ['group_no', 'name', 'short_name', 'contact_name', 'contact_phone', 'contact_email', 'created_at'],
    [
      [
        GROUP.groupNo,
        GROUP.name,
        GROUP.shortName,
        GROUP.contact.name,
        GROUP.contact.phone,
        GROUP.contact.email,
        ago(GROUP.joinedDaysAgo),
      ],
    ],
    'id',
  );
  const providerId = String(provider[0].id);
  const groupId = String(group[0].id);

  const merchantRows = MERCHANTS.map((m) => [
    m.merNo,
    m.name,
    m.shortName,
    m.registeredName,
    m.category,
    m.agent ? providerId : null,
    m.mcc,
    m.address,
    m.licenceNo,
    m.legal.name,
    m.legal.idType,
    m.legal.idNo,
    m.contact.name,
    m.contact.phone,
    m.contact.email,
    ago(m.joinedDaysAgo),
  ]);
  const merchantMap = byKey(
    await insertRows(
      db,
      'merchants',
      [
        'mer_no',
        'name',
        'short_name',
        'registered_name',
        'category',
        'agent_id',
        'mcc',
        'address',
        'licence_no',
        'legal_name',
        'legal_id_type',
        'legal_id_no',
        'contact_name',
        'contact_phone',
        'contact_email',
        'created_at',
      ],
      merchantRows,
      'id, mer_no as k',
    ),
  );
  const merchantIds = MERCHANTS.map((m) => merchantMap.get(m.merNo)!);

  await insertRows(
    db,
    'group_members',
    ['group_id', 'merchant_id', 'joined_at'],
    MERCHANTS.flatMap((m, i) =>
      m.group ? [[groupId, merchantIds[i], ago(Math.min(m.joinedDaysAgo, 700))]] : [],
    ),
  );

  const storeRows = MERCHANTS.flatMap((m, mi) =>
    m.stores.map((s, si) => [
      merchantIds[mi],
      storeNo(m.merNo, si),
      s.name,
      s.address,
      s.phone,
      ago(m.joinedDaysAgo - si * 30),
    ]),
  );
  const storeMap = byKey(
    await insertRows(
      db,
      'stores',
      ['merchant_id', 'store_no', 'name', 'address', 'phone', 'created_at'],
      storeRows,
      'id, store_no as k',
    ),
  );
  const storeIds = MERCHANTS.map((m) => m.stores.map((_, si) => storeMap.get(storeNo(m.merNo, si))!));

  const terminalRows = MERCHANTS.flatMap((m, mi) =>
    m.stores.flatMap((s, si) =>
      s.terminals.map((model, ti) => [
        merchantIds[mi],
        storeIds[mi][si],
        terminalNo(mi, si, ti),
        model,
        ago(m.joinedDaysAgo - si * 30),
      ]),
    ),
  );
  const terminalMap = byKey(
    await insertRows(
      db,
      'terminals',
      ['merchant_id', 'store_id', 'terminal_no', 'model', 'created_at'],
      terminalRows,
      'id, terminal_no as k',
    ),
  );
  const terminalIds = MERCHANTS.map((m, mi) =>
    m.stores.map((s, si) => s.terminals.map((_, ti) => terminalMap.get(terminalNo(mi, si, ti))!)),
  );

  // Every organisation has a settlement (bank) account and a balance account; balances are set at the end.
  const orgAccounts: [string, string, { bankName: string; accountNo: string; accountName: string }][] = [
    ['service', providerId, PROVIDER.settlement],
    ['group', groupId, GROUP.settlement],
    ...MERCHANTS.map(
      (m, i) => ['merchant', merchantIds[i], m.settlement] as [string, string, typeof m.settlement],
    ),
  ];
  await insertRows(
    db,
    'accounts',
    ['org_kind', 'org_id', 'account_type', 'bank_name', 'account_no', 'account_name', 'updated_at'],
    orgAccounts.flatMap(([kind, id, acc]) => [
      [kind, id, 'SETTLEMENT', acc.bankName, acc.accountNo, acc.accountName, now.toISOString()],
      [kind, id, 'BALANCE', '', '', acc.accountName, now.toISOString()],
    ]),
  );

  return { providerId, groupId, merchantIds, storeIds, terminalIds };
}
