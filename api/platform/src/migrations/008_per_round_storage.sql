-- Per-round storage (docs/anonymity.md, docs/decisions/018-per-round-storage.md). Everything of an
-- open round that could tie a person to an answer lives in partitions of these four tables, one
-- partition per closing time, and each partition is dropped once its rounds have closed: a deleted row
-- stays readable in the table's files until a vacuum, a dropped partition's files are gone.
--
-- No row written when someone answers names them. Participants are known to links and answers only
-- by a tag, an HMAC of round and member under the server key: without the key a copy of the
-- database cannot join who was invited to who answered.

-- The storage of rounds opened before this migration, converted by the worker (which has the key)
-- the first time it looks at such a round.
alter table round_links rename to legacy_round_links;
alter table round_invitations rename to legacy_round_invitations;
alter table sealed_answers rename to legacy_sealed_answers;

-- Who was invited to an open round, and the address their links and reminders go to.
create table round_participants (
  closes_at timestamptz not null,
  round_id uuid not null,
  member_id uuid not null,
  email text,
  primary key (closes_at, round_id, member_id)
) partition by list (closes_at);
create index round_participants_member on round_participants (member_id);

-- Survey links (token hashes), each for a participant's tag. A reminder adds a link; all stay until
-- the close, and a link whose tag has answered no longer opens the survey.
create table round_links (
  closes_at timestamptz not null,
  token_hash bytea not null,
  round_id uuid not null,
  participant bytea not null,
  primary key (closes_at, token_hash)
) partition by list (closes_at);
create index round_links_token on round_links (token_hash);

-- Who has answered, by tag only: one row per participant, which also makes each link single-use.
create table round_answered (
  closes_at timestamptz not null,
  round_id uuid not null,
  participant bytea not null,
  primary key (closes_at, round_id, participant)
) partition by list (closes_at);

-- Answers sealed until the close: encrypted, one fixed size, a random id, no member, no time.
create table round_answers (
  closes_at timestamptz not null,
  round_id uuid not null,
  answer_id uuid not null,
  payload bytea not null,
  primary key (closes_at, round_id, answer_id)
) partition by list (closes_at);

-- The stream of each round owns how many automatic reminders went out; round_state no longer keeps
-- a copy (docs/survey-rounds.md).
alter table round_state drop column reminders_sent;
