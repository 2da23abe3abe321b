-- Weekly survey rounds (issue 4). See docs/decisions/011-anonymity.md for why each table holds
-- exactly what it holds.

-- Write-side state of each round, beside its stream: the open round of an agency, its lock for
-- submissions, and how many automatic reminders went out.
create table round_state (
  round_id uuid primary key,
  agency_id uuid not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  status text not null check (status in ('open', 'closing', 'closed')),
  reminders_sent integer not null default 0,
  invited_count integer not null
);
create index round_state_agency on round_state (agency_id, opens_at desc);
create unique index round_state_one_open on round_state (agency_id) where status <> 'closed';

-- Who was invited to an open round and whether they answered: a flag, never a time. Deleted at close.
create table round_invitations (
  round_id uuid not null references round_state (round_id) on delete cascade,
  member_id uuid not null,
  agency_id uuid not null,
  link_sent boolean not null default false,
  reminders_sent integer not null default 0,
  last_manual_reminder_at timestamptz,
  responded boolean not null default false,
  primary key (round_id, member_id)
);

-- Survey links (hashed). A reminder adds a link; answering kills every link of the invitation.
create table round_links (
  token_hash bytea primary key,
  round_id uuid not null,
  member_id uuid not null,
  foreign key (round_id, member_id) references round_invitations (round_id, member_id) on delete cascade
);
create index round_links_invitation on round_links (round_id, member_id);

-- Answers sealed until the round closes: encrypted, a random id, no member, no time.
create table sealed_answers (
  id uuid primary key,
  round_id uuid not null references round_state (round_id) on delete cascade,
  payload text not null
);

-- Read models: one row per round with running totals, and each anonymous response after close.
create table round_summaries (
  agency_id uuid not null,
  round_id uuid not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  timezone text not null,
  status text not null,
  invited_count integer not null,
  response_count integer not null default 0,
  burnout_sum numeric(12, 1) not null default 0,
  high_risk_count integer not null default 0,
  anonymity_threshold integer,
  primary key (agency_id, round_id)
);
create index round_summaries_recent on round_summaries (agency_id, opens_at desc);

create table round_responses (
  agency_id uuid not null,
  round_id uuid not null,
  response_id uuid not null,
  burnout_index numeric(3, 1) not null,
  answers jsonb not null,
  free_text text,
  primary key (agency_id, round_id, response_id)
);

-- Reactors (event handlers that start work, not read models) share the checkpoint table but
-- are not waited for by read-your-writes.
alter table projection_checkpoints add column read_model boolean not null default true;
