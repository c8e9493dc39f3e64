import type { Db } from '../../db/types.ts';
import { serverPublicKeys, systemParam } from './queries.ts';

/** system_params row holding the risk-shield switch; absent means on (spec point 1: default ON). */
export const SHIELD_SWITCH_PARAM = 'risk_shield_switch';

export async function shieldSwitch(db: Db): Promise<'ON' | 'OFF'> {
  const value = await systemParam(db, SHIELD_SWITCH_PARAM);
  return value?.trim().toUpperCase() === 'OFF' ? 'OFF' : 'ON';
}

export async function publicKeys(db: Db): Promise<{ rsa_public_key: string; sm2_public_key: string }> {
  const rows = await serverPublicKeys(db);
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.public_key ?? '';
  return { rsa_public_key: of('RSA'), sm2_public_key: of('SM2') };
}
