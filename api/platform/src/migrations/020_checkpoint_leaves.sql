-- The leaves of each agency's tree (each event's hash, 32 bytes, up to 64 a row), so that the audit
-- can name the first event that differs from a signed checkpoint: leaves that hash to the checkpoint's
-- signed root are the ones it signed, whoever can edit these rows (docs/audit.md, ADR 092). The trees are
-- grown again from the start of the log to fill them; the checkpoints they make again are the same.
create table agency_leaves (
  agency_id uuid not null,
  chunk integer not null,
  hashes bytea not null,
  primary key (agency_id, chunk)
);
truncate agency_trees;
truncate transparency_cursor;
-- A tree grown again that does not make one of its agency's signed checkpoints: the log changed under
-- it, and no checkpoint is signed for the agency again (docs/audit.md).
alter table agency_trees add column contradicts bigint;

-- A round close asks for a pass: a pass that finds the count moved when it ends runs again.
create table transparency_requests (
  only_row boolean primary key default true check (only_row),
  count bigint not null
);
