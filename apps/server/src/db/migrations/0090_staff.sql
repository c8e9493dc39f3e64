-- The provider's back office (issue 25): the payment provider itself is an organisation (org_kind
-- 'provider', one row), its staff are operators of it with one of four roles, and sign in with a password
-- and a second factor (TOTP, RFC 6238) or a one-time recovery code. Staff API tokens replace the shared
-- REVIEW_TOKEN for machine use.

create table providers (
  id bigserial primary key,
  provider_no text not null unique,
  name text not null,
  short_name text not null default '',
  contact_email text not null default '',
  contact_phone text not null default '',
  created_at timestamptz not null default now()
);
insert into providers (id, provider_no, name, short_name, contact_email, contact_phone)
values (1, 'P000000001', '澳門支付服務有限公司', 'MacauPay', 'backoffice@macaupay.example', '+853 28000000');

alter table roles drop constraint roles_org_kind_check;
alter table roles add constraint roles_org_kind_check
  check (org_kind in ('merchant', 'service', 'group', 'provider'));
alter table operators drop constraint operators_org_kind_check;
alter table operators add constraint operators_org_kind_check
  check (org_kind in ('merchant', 'service', 'group', 'provider'));

-- The four staff roles: a role's `staff_role` names it for the staff pages (reviewer, approver,
-- staff_admin, auditor); its codes are the back office's (packages/core permissions.ts, S*).
alter table roles add column staff_role text
  check (staff_role is null or staff_role in ('reviewer', 'approver', 'staff_admin', 'auditor'));
create unique index roles_staff_role_idx on roles (staff_role) where staff_role is not null;
insert into roles (org_kind, org_id, name, description, staff_role) values
  ('provider', 1, '審核員', 'Reviewer: sees the queue, claims and decides requests', 'reviewer'),
  ('provider', 1, '覆核員', 'Approver: decides, and gives the second approval above the limit', 'approver'),
  ('provider', 1, '員工管理員', 'Staff administrator: staff accounts, roles and second factors', 'staff_admin'),
  ('provider', 1, '稽核員', 'Auditor: reads the queue, the requests and their history', 'auditor');
insert into role_permissions (role_id, code)
select r.id, c.code
  from roles r
  join (values ('reviewer', 'S1'), ('reviewer', 'S11'),
               ('approver', 'S1'), ('approver', 'S11'), ('approver', 'S12'),
               ('staff_admin', 'S2'),
               ('auditor', 'S1')) as c (staff_role, code) on c.staff_role = r.staff_role;

-- A staff member's second factor. `secret` is the TOTP key (base32); while `enrolled_at` is null the
-- factor is pending: `ticket_hash` (sha-256 of the enrolment ticket the sign-in handed out) and
-- `ticket_expires_at` say who may finish the enrolment. `last_step` is the last accepted 30-second time
-- step: a code of that step or an earlier one is refused (a replay).
create table staff_factors (
  operator_id bigint primary key references operators (id),
  secret text not null,
  enrolled_at timestamptz,
  ticket_hash text,
  ticket_expires_at timestamptz,
  last_step bigint not null default 0,
  created_at timestamptz not null default now()
);

-- Ten one-time recovery codes per enrolment (sha-256 of the code); a used one keeps its row, used_at set.
create table staff_recovery_codes (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  code_hash text not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index staff_recovery_codes_operator_idx on staff_recovery_codes (operator_id);

-- A staff member's API tokens: per person, scoped, expiring, revocable, shown once (sha-256 stored).
create table staff_tokens (
  id bigserial primary key,
  operator_id bigint not null references operators (id),
  name text not null,
  token_hash text not null unique,
  scopes text[] not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_used_at timestamptz
);
create index staff_tokens_operator_idx on staff_tokens (operator_id);
