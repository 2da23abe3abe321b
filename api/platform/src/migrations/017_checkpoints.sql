-- Signed checkpoints of each agency's part of the log (docs/audit.md, ADR 081): the Merkle tree's right
-- edge kept as it grows, how far the log has been read, and every signed checkpoint. The signing key is
-- not here: rewriting these rows cannot make a checkpoint the key did not sign.
create table transparency_cursor (
  only_row boolean primary key default true check (only_row),
  commit_position bigint not null,
  prepare_position bigint not null
);

create table agency_trees (
  agency_id uuid primary key,
  size bigint not null,
  frontier jsonb not null,
  -- The size at the latest signed checkpoint, and whether a round closed since.
  signed_size bigint not null default 0,
  round_closed boolean not null default false
);

create table checkpoints (
  agency_id uuid not null,
  size bigint not null,
  note text not null,
  recorded_at timestamptz not null,
  primary key (agency_id, size)
);
