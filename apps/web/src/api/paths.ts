/**
 * Where a classic call goes (docs/decisions.md, "Wire protocol") and which calls are quiet about time-outs.
 * Paths are the spec's endpoint names, e.g. 'admin/login' or 'trade/collectionPage'.
 */
import { type ClassicPrefix, PREFIXES } from '@mp/core/contract';

export const CROSS_BORDER_PREFIX = PREFIXES.crossborder;

/** The start-up and captcha calls answer a plain `data` object: there is no key to encrypt with yet. */
const PLAIN_CALLS = new Set([
  'risk/getShieldDataSwitch',
  'secret/secretFlag',
  'secret/getR0Str',
  'admin/getRsaPublicKey',
  'basesysconfig/getSysConfigParam',
]);

export function isPlainCall(path: string): boolean {
  return PLAIN_CALLS.has(path) || path.startsWith('captcha/');
}

const SENIOR = /^(trade|account|settle)\//;

export function prefixOf(path: string): ClassicPrefix {
  if (path === 'account/queryAccBalance') return 'account';
  if (path.startsWith('gather/')) return 'gather';
  if (path.startsWith('query/') || SENIOR.test(path)) return 'query';
  return 'main';
}

export function urlOf(path: string): string {
  return PREFIXES[prefixOf(path)] + path;
}

/**
 * Heavy queries and exports may legitimately outlast the 60 s time-out: the spec keeps them silent (the
 * page offers scheduled download instead of an alarming message).
 */
export function isSilentOnTimeout(path: string): boolean {
  if (path !== 'account/queryAccBalance' && SENIOR.test(path)) return true;
  return /export|Export|appointment/.test(path);
}
