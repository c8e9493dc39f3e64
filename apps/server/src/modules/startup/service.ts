import type { Db } from '../../db/types.ts';

/** system_params row holding the risk-shield switch; absent means on (spec point 1: default ON). */
export const SHIELD_SWITCH_PARAM = 'risk_shield_switch';

export async function shieldSwitch(db: Db): Promise<'ON' | 'OFF'> {
  const row = (
    await db.query<{ value: string }>('select value from system_params where name = $1', [
      SHIELD_SWITCH_PARAM,
    ])
  ).rows[0];
  return row?.value.trim().toUpperCase() === 'OFF' ? 'OFF' : 'ON';
}

export async function publicKeys(db: Db): Promise<{ rsa_public_key: string; sm2_public_key: string }> {
  const rows = (
    await db.query<{ kind: string; public_key: string }>('select kind, public_key from server_keys')
  ).rows;
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.public_key ?? '';
  return { rsa_public_key: of('RSA'), sm2_public_key: of('SM2') };
}
