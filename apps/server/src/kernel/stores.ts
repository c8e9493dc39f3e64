/**
 * The interfaces of the server's short-lived state (every entry expires within minutes), as a call
 * context holds them. The implementations, in this process or in Redis, live in state/.
 */

/**
 * Server-side captcha answers. Each entry lives 2 minutes and is used once. In this process by default
 * (bounded: a flood of captcha requests costs memory only up to MAX_ENTRIES); with REDIS_URL in Redis, so
 * a captcha drawn by one server process is checked by another.
 */
export type CaptchaEntry =
  | { kind: 'image'; answer: string }
  | { kind: 'slide'; gapX: number; wrongTries: number; passed: boolean }
  /** The proof-of-work check (issue 32, point 7): a hash of challenge + nonce must start with `difficulty` zero bits. */
  | { kind: 'pow'; challenge: string; difficulty: number };

export interface CaptchaStore {
  /** Keeps a new entry for the store's lifetime (CAPTCHA_TTL_MS). */
  put(key: string, entry: CaptchaEntry): Promise<void>;
  /** The live entry, or undefined. */
  peek(key: string): Promise<CaptchaEntry | undefined>;
  /** Removes and returns the live entry, atomically: the single use. */
  take(key: string): Promise<CaptchaEntry | undefined>;
  /** Marks a live, unsolved slide puzzle solved; false when it is gone, not a slide or already solved. */
  solveSlide(key: string): Promise<boolean>;
  /** Counts one wrong position of a live slide puzzle; at `maxWrong` wrong positions the puzzle is removed. */
  failSlide(key: string, maxWrong: number): Promise<void>;
}

/**
 * Remembers request nonces for longer than the ±5 minute replay window, so a body replayed inside the
 * window is refused. In this process by default; with REDIS_URL in Redis (SET NX PX), so a body accepted
 * by one server process is refused by every other one behind the same load balancer.
 */
export interface NonceStore {
  /** True the first time a nonce is offered, false for every later offer while it is remembered. */
  firstSeen(nonce: string): Promise<boolean>;
}

/**
 * One-time values held server-side: plain randoms (`issue`/`consume`: `admin/getOperSalt`) and secrets
 * kept under a key (`put`/`take`: the values passwords are bound to, http/bound.ts). A value is issued for
 * one kind, lives 2 minutes by default and is consumed once: a captured request that carries it cannot be
 * replayed. In this process by default; with REDIS_URL in Redis, so a value issued by one server process
 * is spent on another.
 */
export type OneTimeKind = 'oper_salt' | 'bound' | (string & {});

export interface OneTimeStore {
  /** A fresh 32-character random of this kind. */
  issue(kind: OneTimeKind, ttlMs?: number): Promise<string>;
  /** True once for a live value of this kind, then never again. */
  consume(kind: OneTimeKind, value: string): Promise<boolean>;
  /** Keeps `secret` under a fresh 32-character key of this kind; the key is what a request carries. */
  put(kind: OneTimeKind, secret: string, ttlMs?: number): Promise<string>;
  /** The secret kept under `key`, once; null for an unknown, expired or spent key. */
  take(kind: OneTimeKind, key: string): Promise<string | null>;
}

/**
 * The short-lived state of the server that is not in the database: every entry expires within minutes.
 * In this process by default; with REDIS_URL in Redis, shared by every server process behind the load
 * balancer (docs/decisions.md, "Shared state (Redis)"). Rate-limit counters follow the same switch.
 */
export interface Stores {
  /** Request nonces seen (replay refusal). */
  nonces: NonceStore;
  /** One-time randoms: R0 and the login, operation and encryption salts. */
  oneTime: OneTimeStore;
  /** Captcha answers. */
  captcha: CaptchaStore;
}
