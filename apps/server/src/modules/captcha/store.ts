/**
 * Server-side captcha answers. Each entry lives 2 minutes and is used once. Entries are kept in this
 * process: a captcha is fetched and answered within seconds by the same browser, and the store is
 * bounded, so a flood of captcha requests costs memory only up to MAX_ENTRIES.
 */
export type CaptchaEntry =
  | { kind: 'image'; answer: string; expiresAt: number }
  | { kind: 'slide'; gapX: number; expiresAt: number; wrongTries: number; passed: boolean };

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;
const MAX_ENTRIES = 100_000;

export interface CaptchaStore {
  put(key: string, entry: CaptchaEntry): void;
  /** The live entry, or undefined (an expired one is dropped). */
  peek(key: string): CaptchaEntry | undefined;
  /** Removes and returns the live entry: the single use. */
  take(key: string): CaptchaEntry | undefined;
  delete(key: string): void;
  readonly size: number;
}

export function createCaptchaStore(now: () => number = Date.now): CaptchaStore {
  const entries = new Map<string, CaptchaEntry>();
  // Every entry has the same lifetime, so insertion order is expiry order: expired ones sit at the front.
  const sweep = () => {
    const t = now();
    for (const [key, e] of entries) {
      if (e.expiresAt > t && entries.size < MAX_ENTRIES) break;
      entries.delete(key);
    }
  };
  const live = (key: string) => {
    const e = entries.get(key);
    if (!e) return undefined;
    if (e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  return {
    put(key, entry) {
      sweep();
      entries.set(key, entry);
    },
    peek: live,
    take(key) {
      const e = live(key);
      entries.delete(key);
      return e;
    },
    delete(key) {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/** The store of this server process; tests running in-process read answers from it. */
export const captchaStore: CaptchaStore = createCaptchaStore();
