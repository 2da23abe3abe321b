-- The event log of the embedded event store (docs/decisions/002-event-store.md).
-- Ordered for subscribers by (transaction_id, global_position); see the port's comment.
create table events (
  global_position bigint generated always as identity primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_name text not null,
  stream_revision bigint not null,
  event_id uuid not null unique,
  event_type text not null,
  data jsonb not null,
  metadata jsonb not null,
  recorded_at timestamptz not null default now(),
  constraint events_stream_revision_key unique (stream_name, stream_revision)
);
create index events_log_order on events (transaction_id, global_position);

-- Nothing is lost: the log refuses updates, deletes and truncation.
create function refuse_event_log_change() returns trigger language plpgsql as $$
begin
  raise exception 'The event log is append-only';
end;
$$;
create trigger events_append_only before update or delete on events
  for each row execute function refuse_event_log_change();
create trigger events_no_truncate before truncate on events
  for each statement execute function refuse_event_log_change();

-- Where each projector has got to, updated in the same transaction as its read models.
create table projection_checkpoints (
  projector text primary key,
  version integer not null,
  commit_position bigint not null,
  prepare_position bigint not null,
  updated_at timestamptz not null default now()
);

-- Write-side state that must not enter the log: personal data and secrets (docs/architecture.md).
create table people (
  member_id uuid primary key,
  agency_id uuid not null,
  email text not null,
  first_name text not null,
  last_name text not null
);
create unique index people_agency_email on people (agency_id, lower(email));

create table credentials (
  member_id uuid primary key references people (member_id) on delete cascade,
  email_key text not null unique,
  password_hash text not null,
  updated_at timestamptz not null
);

-- Agency names are unique case-insensitively across the installation.
create table agency_names (
  agency_id uuid primary key,
  name_key text not null unique
);

create table sessions (
  id_hash bytea primary key,
  member_id uuid not null,
  agency_id uuid not null,
  remember boolean not null,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  idle_expires_at timestamptz not null,
  absolute_expires_at timestamptz not null,
  ip text,
  user_agent text
);
create index sessions_member on sessions (member_id);

-- A password check passed; the emailed code is awaited (the browser holds the id in a cookie).
create table mfa_challenges (
  id_hash bytea primary key,
  member_id uuid not null,
  remember boolean not null,
  code_hash bytea not null,
  code_expires_at timestamptz not null,
  failed_attempts integer not null default 0,
  sends integer not null default 1,
  last_sent_at timestamptz not null,
  expires_at timestamptz not null
);
create index mfa_challenges_member on mfa_challenges (member_id);

-- Emailed one-time links (verify email, reset password); deleted when used.
create table one_time_tokens (
  token_hash bytea primary key,
  purpose text not null,
  member_id uuid not null,
  agency_id uuid not null,
  expires_at timestamptz not null
);
create index one_time_tokens_member on one_time_tokens (member_id, purpose);

-- Fixed-window counters shared by every process; losing them in a crash is harmless.
create unlogged table rate_limits (
  bucket text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);

-- The embedded mail port's outbox, shown at /dev/mailbox.
create table mail_outbox (
  id bigint generated always as identity primary key,
  recipient text not null,
  from_name text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);

-- Durable timers of the embedded workflow runner.
create table scheduled_jobs (
  job_key text primary key,
  kind text not null,
  payload jsonb not null default '{}',
  due_at timestamptz not null,
  -- A claimed job is leased, not locked, so that no transaction stays open while it runs.
  leased_until timestamptz,
  runs integer not null default 0,
  last_run_at timestamptz,
  last_error text
);
create index scheduled_jobs_due on scheduled_jobs (due_at);

-- Read models (built by projections/).
create table agencies (
  agency_id uuid primary key,
  name text not null,
  registered_at timestamptz not null
);

create table members (
  agency_id uuid not null,
  member_id uuid not null,
  role text not null,
  status text not null,
  email_verified boolean not null default false,
  job_role_id uuid,
  onboarding_completed boolean not null default false,
  has_seen_welcome boolean not null default false,
  joined_at timestamptz not null,
  primary key (agency_id, member_id)
);
create unique index members_member on members (member_id);
