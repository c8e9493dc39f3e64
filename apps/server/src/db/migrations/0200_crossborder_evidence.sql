-- Cross-border transfer, second round (issue 26; modules/crossborder): trade-evidence files, contract
-- orders with goods and logistics lines, and the second operator's approval.

-- A contract order (contract/order/info/submit) is a header whose goods and logistics lines come by their
-- own calls; it can cover a transfer only once amount = goods + logistics (±0.01): `balanced`. An order
-- saved whole (order/save) is checked at once and is balanced from the start.
alter table cb_orders add column origin text not null default 'ORDER' check (origin in ('ORDER', 'CONTRACT'));
alter table cb_orders add column balanced boolean not null default true;
alter table cb_orders add column counterparty text not null default '';

create table cb_order_goods (
  order_id bigint not null references cb_orders (id) on delete cascade,
  line_no integer not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  amount bigint not null check (amount > 0),
  primary key (order_id, line_no)
);

create table cb_order_logistics (
  order_id bigint not null references cb_orders (id) on delete cascade,
  line_no integer not null,
  shipped boolean not null,
  carrier text not null default '',
  tracking_no text not null default '',
  ship_date text not null default '',
  amount bigint not null check (amount >= 0),
  primary key (order_id, line_no)
);

-- Trade-evidence files: the bytes and their SHA-256 are an uploaded_files row (owner: the merchant,
-- purpose XFER_EVIDENCE); this row says what they prove. Uploaded for a transfer's flow (form_id, then
-- transfer_id once submitted) or for a trade order (order_id). The same sha256 on another transfer is
-- shown to the reviewer.
create table cb_evidence (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  file_no text not null unique references uploaded_files (file_no),
  sha256 text not null,
  form_id text not null default '',
  order_id bigint references cb_orders (id) on delete cascade,
  transfer_id bigint references cb_transfers (id),
  created_at timestamptz not null
);
create index cb_evidence_form_idx on cb_evidence (merchant_id, form_id);
create index cb_evidence_order_idx on cb_evidence (order_id);
create index cb_evidence_transfer_idx on cb_evidence (transfer_id);
create index cb_evidence_sha_idx on cb_evidence (sha256);
