-- Text messages (docs/texts.md, ADR 090). A member's mobile number is personal data: it lives in
-- `people` beside the email address, never in an event, and goes when the member is removed. How the
-- member is reached and whether they agreed to texts are events, read through `members`.
alter table people add column mobile text;
-- A staff member reached by text alone may have no email address; everyone has one or the other.
alter table people alter column email drop not null;
alter table people add constraint people_reachable check (email is not null or mobile is not null);
create unique index people_agency_mobile on people (agency_id, mobile) where mobile is not null;
-- Replies (STOP, START, HELP) name only the number they come from.
create index people_mobile on people (mobile) where mobile is not null;

alter table members add column channel text not null default 'email';
alter table members add column text_consent boolean;
-- The zone the member's texts keep their hours in; null: the agency's.
alter table members add column timezone text;

-- A round's participant may be reached by email, by text, or both: the number they had when it opened.
alter table round_participants add column mobile text;

-- The development mailbox shows texts beside mails.
alter table dev_mailbox add column channel text not null default 'email';
