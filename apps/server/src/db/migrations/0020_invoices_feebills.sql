-- Fee bills (47), invoices (461, 462, 463), payment audit edits and account authorisation (issue 12,
-- points 4, 5 and 6). Additive only: new tables, sequences, indexes and columns.

-- A merchant's invoice heads (462): whom the provider's fee invoice is made out to. At most one default
-- per merchant; a removed head keeps its row (invoices keep a copy of the head they were applied with).
create table invoice_heads (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  head_type text not null check (head_type in ('ENTERPRISE', 'PERSONAL')),
  title text not null,
  tax_no text not null default '',
  address text not null default '',
  phone text not null default '',
  bank_name text not null default '',
  bank_account text not null default '',
  email text not null default '',
  is_default boolean not null default false,
  removed boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index invoice_heads_merchant_idx on invoice_heads (merchant_id, id);
create unique index invoice_heads_one_default_idx on invoice_heads (merchant_id) where is_default and not removed;

-- A fee bill (one merchant, one month) the merchant confirmed (billConfirmationPc): its figures as they
-- were confirmed. invoice_id: the invoice application that holds it now (null = free to apply for).
create table fee_bill_confirmations (
  merchant_id bigint not null references merchants (id),
  period text not null check (period ~ '^\d{6}$'),
  bill_no text not null unique,
  txn_count bigint not null,
  trade_amount bigint not null,
  fee_amount bigint not null check (fee_amount >= 0),
  operator_id bigint references operators (id),
  confirmed_at timestamptz not null,
  invoice_id bigint,
  primary key (merchant_id, period)
);

-- An invoice application (invoiceApplyOms) with a copy of its head, moved by the merchant's audit (463)
-- and the provider's reviewer (docs/api.md, "Invoice reviewer").
create table invoices (
  id bigserial primary key,
  apply_no text not null unique,
  merchant_id bigint not null references merchants (id),
  head_id bigint references invoice_heads (id),
  head_type text not null,
  title text not null,
  tax_no text not null default '',
  address text not null default '',
  phone text not null default '',
  bank_name text not null default '',
  bank_account text not null default '',
  email text not null default '',
  amount bigint not null check (amount > 0),
  bill_count integer not null,
  status text not null check (status in ('WAIT_AUDIT', 'RETURNED', 'REVIEWING', 'ISSUED', 'REJECTED', 'CANCELLED')),
  remark text not null default '',
  applicant_id bigint references operators (id),
  applied_at timestamptz not null,
  auditor_id bigint references operators (id),
  audited_at timestamptz,
  audit_remark text not null default '',
  reviewer_name text not null default '',
  reviewed_at timestamptz,
  review_remark text not null default '',
  invoice_no text not null default '',
  issued_at timestamptz,
  updated_at timestamptz not null
);
create index invoices_merchant_idx on invoices (merchant_id, applied_at desc, id desc);
create index invoices_reviewing_idx on invoices (applied_at) where status = 'REVIEWING';
create sequence invoice_apply_no_seq;
create sequence invoice_no_seq;

-- The bills an application covered (kept after a rejection or cancellation frees them).
create table invoice_bills (
  invoice_id bigint not null references invoices (id),
  merchant_id bigint not null references merchants (id),
  period text not null,
  bill_no text not null,
  fee_amount bigint not null,
  primary key (invoice_id, period)
);

-- Payment audit edits (meradm/paymentAuditInsert|Update|Delete): a payment still to submit can be removed.
alter table payments add column removed boolean not null default false;
alter table payments add column updated_at timestamptz;

-- Account authorisation (accountAuthList, accountAuthUntie): a party the merchant allowed to debit or
-- read its balance account (a platform collecting fees, an accounting system reading the flows).
create table account_auths (
  id bigserial primary key,
  auth_no text not null unique,
  merchant_id bigint not null references merchants (id),
  party_name text not null,
  party_kind text not null check (party_kind in ('PLATFORM', 'SOFTWARE', 'BANK')),
  scope text not null check (scope in ('DEBIT', 'READ')),
  daily_limit bigint not null default 0,
  status text not null check (status in ('ACTIVE', 'UNTIED')),
  authorised_at timestamptz not null,
  untied_at timestamptz,
  untied_by bigint references operators (id)
);
create index account_auths_merchant_idx on account_auths (merchant_id, authorised_at desc, id desc);
