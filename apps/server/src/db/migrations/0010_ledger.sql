-- The ledger (modules/accounts, docs/data-model.md "Ledger"): every move of money the provider holds is
-- one entry of balanced lines (their amounts sum to zero), written in one database transaction with the
-- event that causes it. A balance is the sum of its account's lines; ledger_accounts.balance is the
-- running sum kept in the same transaction for the organisations' accounts (checked by ledger:check).

create table ledger_accounts (
  id bigserial primary key,
  -- 'system' accounts (owner_id 0) are the provider's side of every move: CLEARING (the payment
  -- networks), FEE_INCOME, BANK (money in and out of banks), ADJUSTMENT, OPENING.
  owner_kind text not null check (owner_kind in ('merchant', 'service', 'group', 'system')),
  owner_id bigint not null,
  -- AVAILABLE or FROZEN for an organisation; the system codes above for 'system'.
  code text not null,
  currency text not null default 'MOP',
  -- Running accounts keep balance (= the sum of their lines) and each line's balance_after; system
  -- accounts do not (no hot row shared by every merchant's moves): their balance is summed when needed.
  running boolean not null,
  balance bigint not null default 0,
  updated_at timestamptz not null default now(),
  unique (owner_kind, owner_id, code, currency)
);

create table ledger_entries (
  id bigserial primary key,
  -- OPENING, SETTLE_CREDIT, FEE, REFUND_FREEZE, REFUND, REFUND_RELEASE, PAYOUT, RECHARGE,
  -- WITHDRAW_FREEZE, WITHDRAW, WITHDRAW_RELEASE, ADJUST, COMMISSION (modules/accounts/ledger.ts)
  entry_type text not null,
  -- The organisation whose money moved.
  org_kind text not null check (org_kind in ('merchant', 'service', 'group')),
  org_id bigint not null,
  -- Cents; positive except an ADJUST or PAYOUT that takes money from the organisation back.
  amount bigint not null check (amount <> 0),
  -- The business number it books (txn_no, refund_no, settle_no, withdrawal or recharge number);
  -- one entry per (type, reference).
  ref_no text not null,
  detail jsonb not null default '{}',
  operator_id bigint,
  created_at timestamptz not null
);
create unique index ledger_entries_ref_idx on ledger_entries (entry_type, ref_no);
create index ledger_entries_org_time_idx on ledger_entries (org_kind, org_id, created_at, entry_type);

create table ledger_lines (
  id bigserial primary key,
  entry_id bigint not null references ledger_entries (id),
  account_id bigint not null references ledger_accounts (id),
  -- Copies of the account's owner and code and of the entry's type, reference and time: the flow
  -- pages (32, 33) read lines alone.
  owner_kind text not null,
  owner_id bigint not null,
  account_code text not null,
  entry_type text not null,
  ref_no text not null,
  -- Signed: + into the account, - out of it.
  amount bigint not null check (amount <> 0),
  balance_after bigint,
  created_at timestamptz not null
);
create index ledger_lines_owner_time_idx on ledger_lines (owner_kind, owner_id, created_at desc, id desc);
create index ledger_lines_entry_idx on ledger_lines (entry_id);
create index ledger_lines_account_idx on ledger_lines (account_id, id);

insert into ledger_accounts (owner_kind, owner_id, code, running)
values ('system', 0, 'CLEARING', false), ('system', 0, 'FEE_INCOME', false), ('system', 0, 'BANK', false),
       ('system', 0, 'ADJUSTMENT', false), ('system', 0, 'OPENING', false);

-- Every organisation with a balance account gets its two ledger accounts.
insert into ledger_accounts (owner_kind, owner_id, code, running, updated_at)
select a.org_kind, a.org_id, c.code, true, a.updated_at
  from accounts a cross join (values ('AVAILABLE'), ('FROZEN')) c (code)
 where a.account_type = 'BALANCE' and a.currency = 'MOP';

-- What the balance accounts held before the ledger becomes one OPENING entry each: available
-- (balance - frozen) and frozen in, the OPENING system account out.
insert into ledger_entries (entry_type, org_kind, org_id, amount, ref_no, created_at)
select 'OPENING', org_kind, org_id, balance, 'OPEN-' || org_kind || '-' || org_id, updated_at
  from accounts
 where account_type = 'BALANCE' and currency = 'MOP' and balance <> 0;

insert into ledger_lines (entry_id, account_id, owner_kind, owner_id, account_code, entry_type, ref_no, amount,
                          balance_after, created_at)
select e.id, la.id, la.owner_kind, la.owner_id, la.code, e.entry_type, e.ref_no, x.amount,
       case when la.running then x.amount end, e.created_at
  from ledger_entries e
  join accounts a on a.org_kind = e.org_kind and a.org_id = e.org_id and a.account_type = 'BALANCE' and a.currency = 'MOP'
  cross join lateral (values ('AVAILABLE', a.balance - a.frozen, e.org_kind, e.org_id),
                             ('FROZEN', a.frozen, e.org_kind, e.org_id),
                             ('OPENING', -a.balance, 'system', 0::bigint)) x (code, amount, okind, oid)
  join ledger_accounts la on la.owner_kind = x.okind and la.owner_id = x.oid and la.code = x.code and la.currency = 'MOP'
 where e.entry_type = 'OPENING' and x.amount <> 0
 order by e.id, x.code;

update ledger_accounts la set balance = s.total
  from (select account_id, sum(amount) as total from ledger_lines group by account_id) s
 where la.id = s.account_id and la.running;

-- Balances are the ledger's now: the accounts table keeps the bank details only.
alter table accounts drop column balance;
alter table accounts drop column frozen;
