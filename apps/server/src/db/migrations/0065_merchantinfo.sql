-- The merchant's information in force beyond the merchants row (issue 14 point 5). Written when a change
-- is approved; until a merchant's first approved change there is no row, and the value in force is read
-- from its approved application (or, for a merchant without one, from the merchants row's columns).
create table merchant_profiles (
  merchant_id bigint primary key references merchants (id),
  -- The basic information as the wizard's base step holds it, with its documents (purpose -> file_no).
  base_info jsonb not null default '{}',
  -- The people besides the legal person: [{ role, name, phone_area, phone, id_type, id_no, id_issue_date,
  -- id_expiry, files }].
  people jsonb not null default '[]',
  -- Supplementary documents approved: [{ change_no, remark, files }].
  supplements jsonb not null default '[]',
  updated_at timestamptz not null default now()
);
