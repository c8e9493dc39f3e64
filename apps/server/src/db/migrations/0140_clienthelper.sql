-- The client encryption helper's licence key (spec point 8): one SM2 key pair, made at the first licence
-- and shared by every server process (insert-if-absent, then re-read). Its own key: the envelope's SM2 key
-- decrypts, this one only signs.
create table helper_licence_key (
  id smallint primary key check (id = 1),
  private_key text not null,
  public_key text not null,
  created_at timestamptz not null default now()
);

-- Every licence handed out, for the merchant and its provider to see what runs where.
create table helper_licences (
  id bigserial primary key,
  merchant_id bigint not null references merchants (id),
  licence_type text not null check (licence_type in ('TEST', 'PRODUCT')),
  hosts text not null default '',
  not_after text not null,
  issued_by bigint references operators (id),
  issued_at timestamptz not null
);
create index helper_licences_merchant_idx on helper_licences (merchant_id, issued_at);
