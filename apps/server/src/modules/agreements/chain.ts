import { createHash } from 'node:crypto';
import type { Db } from '../../db/types.ts';
import { chainHead, chainPage, type EvidenceDbRow } from './queries.ts';

/**
 * The evidence chain's hash: SHA-256 over the entry's facts in a fixed order, one per line, with the
 * previous entry's hash first. Any edit of a stored fact (or a removed entry) breaks this entry's hash or
 * the next one's link.
 */
export const GENESIS = '0'.repeat(64);

export function entryHash(e: Omit<EvidenceDbRow, 'entry_hash'>): string {
  const facts = [
    e.prev_hash,
    e.id,
    e.org_kind,
    e.org_id,
    e.operator_id ?? '',
    e.operator_login,
    e.operator_role,
    e.version_id,
    e.kind,
    String(e.version),
    e.lang,
    e.doc_sha256,
    e.action,
    e.at_ms,
    e.ip,
    e.user_agent,
    e.factors,
  ];
  return createHash('sha256').update(facts.join('\n'), 'utf8').digest('hex');
}

export interface ChainCheck {
  ok: boolean;
  entries: number;
  /** The first entry that does not verify, and why. */
  broken?: { id: string; reason: 'hash' | 'link' | 'head' };
}

/** Walks the whole chain in order and proves every hash and link, and that the head names the last entry. */
export async function checkChain(db: Db): Promise<ChainCheck> {
  let prev = GENESIS;
  let after = '0';
  let entries = 0;
  for (;;) {
    const page = await chainPage(db, after, 1000);
    for (const e of page) {
      if (e.prev_hash !== prev) return { ok: false, entries, broken: { id: e.id, reason: 'link' } };
      if (entryHash(e) !== e.entry_hash) return { ok: false, entries, broken: { id: e.id, reason: 'hash' } };
      prev = e.entry_hash;
      after = e.id;
      entries++;
    }
    if (page.length < 1000) break;
  }
  const head = await chainHead(db);
  if (head.last_hash !== prev || head.last_id !== after) {
    return { ok: false, entries, broken: { id: head.last_id, reason: 'head' } };
  }
  return { ok: true, entries };
}
