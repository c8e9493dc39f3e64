-- The server processes keep the sessions they read for a few seconds (http/session.ts, issue 31 point 5):
-- a change to anything a session's operator record is made of tells every process at its commit, and
-- each one forgets what it kept. Row triggers, so that a statement that changes no row (a job's sweep)
-- says nothing; PostgreSQL folds the same notification sent many times in one transaction into one. The
-- channel is this schema's (several schemas may share one database); the payload names the table and the
-- operation, for whoever listens by hand: a process forgets all its sessions whatever it says, changes of
-- these rows being rare beside calls.
create function mp_access_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('mp_access:' || current_schema(), tg_table_name || ' ' || tg_op);
  return null;
end $$;

create trigger mp_access_changed after insert or update or delete on operators
  for each row execute function mp_access_changed();
create trigger mp_access_truncated after truncate on operators
  for each statement execute function mp_access_changed();
create trigger mp_access_changed after insert or update or delete on roles
  for each row execute function mp_access_changed();
create trigger mp_access_truncated after truncate on roles
  for each statement execute function mp_access_changed();
create trigger mp_access_changed after insert or update or delete on role_permissions
  for each row execute function mp_access_changed();
create trigger mp_access_truncated after truncate on role_permissions
  for each statement execute function mp_access_changed();
create trigger mp_access_changed after insert or update or delete on operator_stores
  for each row execute function mp_access_changed();
create trigger mp_access_truncated after truncate on operator_stores
  for each statement execute function mp_access_changed();
create trigger mp_access_changed after insert or update or delete on cashier_functions
  for each row execute function mp_access_changed();
create trigger mp_access_truncated after truncate on cashier_functions
  for each statement execute function mp_access_changed();
create trigger mp_access_changed after insert or update or delete on training_courses
  for each row execute function mp_access_changed();
create trigger mp_access_truncated after truncate on training_courses
  for each statement execute function mp_access_changed();
create trigger mp_access_changed after insert or update or delete on training_completions
  for each row execute function mp_access_changed();
create trigger mp_access_truncated after truncate on training_completions
  for each statement execute function mp_access_changed();
-- A session's end (sign-out, replaced, idle, ended by an administrator); not the minute's last_seen_at.
create trigger mp_access_changed after update of ended_at on sessions
  for each row when (old.ended_at is distinct from new.ended_at) execute function mp_access_changed();
create trigger mp_access_deleted after delete on sessions
  for each row execute function mp_access_changed();
create trigger mp_access_truncated after truncate on sessions
  for each statement execute function mp_access_changed();
