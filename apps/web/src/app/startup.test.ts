import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier } from '../api/notify.ts';
import { loginRandom } from '../api/random.ts';
import { setSessionFactory } from '../api/session.ts';
import { installWire, serverKeys, type WireRequest } from '../api/testing/wire.ts';
import { SHIELD_TIMEOUT_MS, startUp } from './startup.ts';

const R0 = 'r0r0r0r0r0r0r0r0r0r0r0r0r0r0r0r0';
const R0_KEY = 'k0k0k0k0k0k0k0k0k0k0k0k0k0k0k0k0';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setNotifier({ error: () => undefined, success: () => undefined, dialog: () => undefined });
  setSessionFactory(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function keysData() {
  const k = await serverKeys();
  return { rsa_public_key: k.rsaPublicKeySpkiB64, sm2_public_key: k.sm2PublicKeyHex };
}

function startupServer(secretType: 'RSA' | 'SM2', log: string[], keys: Record<string, string>) {
  return (req: WireRequest) => {
    log.push(req.path);
    switch (req.path) {
      case 'risk/getShieldDataSwitch':
        return { kind: 'classic', code: 'SCM00000', data: { switch_value: 'OFF' } } as const;
      case 'secret/secretFlag':
        return { kind: 'classic', code: 'SCM00000', data: { secret_type: secretType } } as const;
      case 'secret/getR0Str':
        return {
          kind: 'classic',
          code: 'SCM00000',
          data: { r0: R0, r0_key: R0_KEY, expires_in: 120 },
        } as const;
      case 'admin/getRsaPublicKey':
        return { kind: 'classic', code: 'SCM00000', data: keys } as const;
      default:
        return { kind: 'classic', code: 'SCM40402' } as const;
    }
  };
}

describe('start-up sequence (spec point 1)', () => {
  it('asks the shield switch, then the secret type and (SM2) the first random, mounts, then fetches the key', async () => {
    const log: string[] = [];
    const keys = await keysData();
    await installWire(startupServer('SM2', log, keys), 'SM2');
    const state = await startUp(() => log.push('mount'));

    expect(log).toEqual([
      'risk/getShieldDataSwitch',
      'secret/secretFlag',
      'secret/getR0Str',
      'mount',
      'admin/getRsaPublicKey',
    ]);
    expect(state).toEqual({ shieldOn: false, secretType: 'SM2', nationalCipher: true });
    expect(localStorage.getItem('secretType')).toBe('SM2');
    expect(JSON.parse(localStorage.getItem('publicKey') ?? 'null')).toEqual(keys);
  });

  it('in SM2 mode the first random serves the first login, and a fresh one is fetched after that', async () => {
    const log: string[] = [];
    await installWire(startupServer('SM2', log, await keysData()), 'SM2');
    await startUp(() => undefined);
    log.length = 0;
    expect(await loginRandom()).toMatchObject({ ok: true, data: { secret: R0, key: R0_KEY } });
    expect(log).toEqual([]);
    await loginRandom();
    expect(log).toEqual(['secret/getR0Str']);
  });

  it('in RSA mode asks no random at start-up; a login asks admin/getLoginSalt', async () => {
    const log: string[] = [];
    await installWire(startupServer('RSA', log, await keysData()));
    const state = await startUp(() => log.push('mount'));
    expect(log).toEqual(['risk/getShieldDataSwitch', 'secret/secretFlag', 'mount', 'admin/getRsaPublicKey']);
    expect(state.nationalCipher).toBe(false);
  });

  it('treats the shield switch as on when it does not answer within 1 second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log: string[] = [];
    const keys = await keysData();
    const server = startupServer('RSA', log, keys);
    const wire = await installWire((req) =>
      req.path === 'risk/getShieldDataSwitch' ? { kind: 'hang' } : server(req),
    );
    const mount = vi.fn();
    const done = startUp(mount);
    for (let i = 0; i < 5000 && wire.requests.length < 2; i++) await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    // The secret type is asked right behind the switch (docs/decisions.md, "Start-up"); the mount waits.
    expect(mount).not.toHaveBeenCalled();
    expect(wire.requests.map((r) => r.path)).toEqual(['risk/getShieldDataSwitch', 'secret/secretFlag']);
    vi.advanceTimersByTime(SHIELD_TIMEOUT_MS);
    const state = await done;
    expect(state.shieldOn).toBe(true);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(wire.requests.map((r) => r.path)).toEqual([
      'risk/getShieldDataSwitch',
      'secret/secretFlag',
      'admin/getRsaPublicKey',
    ]);
  });

  it('mounts with defaults when the server cannot be reached at all', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const mount = vi.fn();
    const state = await startUp(mount);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(state).toEqual({ shieldOn: true, secretType: 'RSA', nationalCipher: false });
  });
});
