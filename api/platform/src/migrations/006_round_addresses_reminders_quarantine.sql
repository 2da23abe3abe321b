-- Links and reminders of a round go to the address each member had when it opened: every link and
-- reminder of the round goes there, whatever later edits say (docs/decisions/012-survey-rounds.md).
-- Null only for a removed member who had already answered: their address is erased at once.
alter table round_invitations add column email text;
update round_invitations i set email = p.email from people p where p.member_id = i.member_id;
delete from round_invitations where email is null and not responded;

-- A sealed answer that cannot be opened (say, after a key change) is kept aside, not lost, and
-- does not stop its round from closing.
create table sealed_answers_quarantine (
  id uuid primary key,
  round_id uuid not null,
  payload bytea not null
);

-- Sealed answers become raw bytes of one fixed size (~6 KB, see api/src/survey/sealing.ts), kept
-- in the row itself: no base64, no compression attempt, no TOAST chunks on every submission.
alter table sealed_answers alter column payload type bytea using decode(payload, 'base64');
alter table sealed_answers alter column payload set storage plain;

-- A round keeps the reminder interval it opened with (a settings change applies from the next
-- round) and when it really opened (a round opened late counts its reminders from then, so nobody
-- gets the survey and a reminder in the same minute).
alter table round_state add column reminder_interval integer;
alter table round_state add column opened_at timestamptz;

-- Counts re-arms of an embedded timer, so that a job finishing a run planned on old facts (say,
-- the schedule changed while it ran) does not overwrite the earlier due time the change asked for.
alter table scheduled_jobs add column generation integer not null default 0;
