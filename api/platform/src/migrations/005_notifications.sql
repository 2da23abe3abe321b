-- Monday digests and daily alerts (docs/decisions/014-notifications.md).
-- A closed round whose answers were checked for the daily alert.
alter table round_state add column alert_checked boolean not null default false;
