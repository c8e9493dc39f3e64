import * as c from '@mp/core/contracts/startup';
import type { SecretType } from '@mp/core/envelope/types';
import { call } from '../api/client.ts';
import { fetchPublicKeys, storedPublicKeys } from '../api/keys.ts';
import { rememberFirstRandom } from '../api/random.ts';
import { dropClientSession } from '../api/session.ts';
import { LOCAL, readLocal, writeLocal } from '../storage/browserStorage.ts';

/** Spec point 9: the risk-switch request gives up after 1 second (and the switch counts as on). */
export const SHIELD_TIMEOUT_MS = 1000;
/**
 * The spec gives no time-out for the secret-type call; the portal must not stay on its splash for the full
 * 60 s when the server hangs, so start-up waits at most this long and then mounts with what it knows.
 */
export const STARTUP_CALL_TIMEOUT_MS = 5000;

export interface StartupState {
  shieldOn: boolean;
  secretType: SecretType;
  /** National-cipher (SM2/SM4/SM3) mode. */
  nationalCipher: boolean;
}

let state: StartupState = { shieldOn: true, secretType: 'RSA', nationalCipher: false };

export function startupState(): StartupState {
  return state;
}

const quiet = { quiet: true, loading: false } as const;

/**
 * The start-up sequence of spec point 1, in order: risk-shield switch (1 s, on when it fails), secret type
 * (SM2: national-cipher mode and the first random), mount, public key. Every step survives a failed call:
 * the portal always mounts and shows its pages.
 *
 * The shield switch is requested first and the secret type right behind it, without waiting for the
 * switch's answer: neither answer changes the other call, and the answers are applied in the spec's order
 * (issue 16: one round trip less before the sign-in page; docs/decisions.md, "Sign-in page usable in a
 * blink"). The first random still waits for the secret type, and the mount for all of them.
 */
export async function startUp(mount: (s: StartupState) => unknown): Promise<StartupState> {
  const shieldCall = call(c.getShieldDataSwitch, {}, { ...quiet, timeoutMs: SHIELD_TIMEOUT_MS });
  const flagCall = call(c.secretFlag, {}, { ...quiet, timeoutMs: STARTUP_CALL_TIMEOUT_MS });
  const shield = await shieldCall;
  const shieldOn = !(shield.ok && shield.data.switch_value === 'OFF');

  const before = readLocal(LOCAL.secretType) === 'SM2' ? 'SM2' : 'RSA';
  const flag = await flagCall;
  const secretType: SecretType = flag.ok ? (flag.data.secret_type === 'SM2' ? 'SM2' : 'RSA') : before;
  writeLocal(LOCAL.secretType, secretType);
  if (secretType !== before) dropClientSession();

  if (secretType === 'SM2') {
    const r0 = await call(c.getR0Str, {}, { ...quiet, timeoutMs: STARTUP_CALL_TIMEOUT_MS });
    if (r0.ok && typeof r0.data.r0 === 'string' && typeof r0.data.r0_key === 'string')
      rememberFirstRandom(r0.data.r0, r0.data.r0_key, r0.data.expires_in ?? 120);
  }

  state = { shieldOn, secretType, nationalCipher: secretType === 'SM2' };
  await mount(state);

  const oldKeys = JSON.stringify(storedPublicKeys());
  try {
    const keys = await fetchPublicKeys();
    if (JSON.stringify(keys) !== oldKeys) dropClientSession();
  } catch {
    // The stored key (if any) stays; the first encrypted call fetches it again and explains a failure.
  }
  return state;
}
