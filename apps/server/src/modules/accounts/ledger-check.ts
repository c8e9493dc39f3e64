import type { Db } from '../../db/types.ts';
import { SUMMARY_MISMATCH_SQL } from './ledger-queries.ts';

/**
 * The ledger check (`npm run ledger:check`): proves that the books balance. Each finding is one broken
 * rule with a few examples; no finding means every entry's lines sum to zero, every running account's
 * balance is the sum of its lines and its last line's balance_after, each line's balance_after is the
 * sum of the account's lines up to it, no FROZEN amount is below zero, and every per-day summary
 * (ledger_daily_summary) equals the count and sums of its lines.
 */
export interface LedgerFinding {
  rule: string;
  count: number;
  examples: string[];
}

export interface LedgerReport {
  ok: boolean;
  entries: number;
  lines: number;
  accounts: number;
  findings: LedgerFinding[];
}

const RULES: { rule: string; sql: string }[] = [
  {
    rule: 'entry lines do not sum to zero (or an entry has fewer than two lines)',
    sql: `select e.id::text as x from ledger_entries e left join ledger_lines l on l.entry_id = e.id
           group by e.id having coalesce(sum(l.amount), 0) <> 0 or count(l.id) < 2`,
  },
  {
    rule: 'running balance differs from the sum of the account lines',
    sql: `select a.id::text || ' ' || a.owner_kind || '/' || a.owner_id || '/' || a.code || ': balance ' || a.balance
                 || ', lines ' || coalesce(s.total, 0) as x
            from ledger_accounts a
            left join (select account_id, sum(amount) as total from ledger_lines group by account_id) s
              on s.account_id = a.id
           where a.running and a.balance <> coalesce(s.total, 0)`,
  },
  {
    rule: 'a line balance_after differs from the sum of the account lines up to it',
    sql: `select x.id::text || ' (account ' || x.account_id || ')' as x from (
            select l.id, l.account_id, l.balance_after,
                   sum(l.amount) over (partition by l.account_id order by l.id) as upto
              from ledger_lines l join ledger_accounts a on a.id = l.account_id and a.running
          ) x where x.balance_after is distinct from x.upto`,
  },
  {
    rule: 'a FROZEN account is below zero',
    sql: `select id::text || ' ' || owner_kind || '/' || owner_id as x from ledger_accounts
           where running and code = 'FROZEN' and balance < 0`,
  },
  {
    rule: 'a per-day summary (ledger_daily_summary) differs from the sum of its lines',
    sql: SUMMARY_MISMATCH_SQL,
  },
  {
    rule: 'a line copies its account or entry wrongly',
    sql: `select l.id::text as x from ledger_lines l
            join ledger_accounts a on a.id = l.account_id
            join ledger_entries e on e.id = l.entry_id
           where l.owner_kind <> a.owner_kind or l.owner_id <> a.owner_id or l.account_code <> a.code
              or l.entry_type <> e.entry_type or l.ref_no <> e.ref_no`,
  },
];

export async function checkLedger(db: Db): Promise<LedgerReport> {
  const findings: LedgerFinding[] = [];
  for (const r of RULES) {
    const rows = (await db.query<{ x: string }>(r.sql)).rows;
    if (rows.length)
      findings.push({ rule: r.rule, count: rows.length, examples: rows.slice(0, 5).map((x) => x.x) });
  }
  const n = (
    await db.query<{ e: string; l: string; a: string; total: string | null }>(
      `select (select count(*) from ledger_entries)::text as e, (select count(*) from ledger_lines)::text as l,
              (select count(*) from ledger_accounts)::text as a, (select sum(amount) from ledger_lines)::text as total`,
    )
  ).rows[0];
  if (Number(n.total ?? 0) !== 0)
    findings.push({
      rule: 'the lines of the whole ledger do not sum to zero',
      count: 1,
      examples: [String(n.total)],
    });
  return {
    ok: findings.length === 0,
    entries: Number(n.e),
    lines: Number(n.l),
    accounts: Number(n.a),
    findings,
  };
}
