-- Idempotency keys (src/idempotency): what a client key was first used for (request_hash) and what it was
-- answered (answer), one row per (scope, key), written in the database transaction of the work it guards.
-- The same key with the same request answers the first result; with another request SCM40900.
-- scope names the owner and the kind of request, e.g. 'refund:<merchant id>'.
create table idempotency_keys (
  scope text not null,
  key text not null,
  request_hash text not null,
  answer jsonb,
  created_at timestamptz not null,
  primary key (scope, key)
);

-- Refunds made before this table: their client keys keep answering their refund.
insert into idempotency_keys (scope, key, request_hash, answer, created_at)
  select 'refund:' || merchant_id, client_key, request_hash, jsonb_build_object('refund_no', refund_no), created_at
    from refunds;
