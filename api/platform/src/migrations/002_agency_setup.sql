-- Agency setup (issue 3): settings, job roles and mail templates in read models; invitation secrets.

alter table agencies
  add column survey_day text,
  add column survey_time text,
  add column timezone text not null default 'America/New_York',
  add column reminder_interval integer not null default 360,
  add column anonymity_threshold integer not null default 5,
  add column name_version integer not null default 0,
  add column settings_version integer not null default 0,
  add column templates_version integer not null default 0;

create table job_roles (
  agency_id uuid not null,
  job_role_id uuid not null,
  name text not null,
  created_at timestamptz not null,
  primary key (agency_id, job_role_id)
);

-- Only templates an agency customised; the others are the defaults in contracts.
create table email_templates (
  agency_id uuid not null,
  kind text not null,
  from_name text not null,
  subject text not null,
  body text not null,
  primary key (agency_id, kind)
);

-- Invitation links also carry a 6-digit one-time password (for administrators' account setup).
alter table one_time_tokens
  add column code_hash bytea,
  add column failed_attempts integer not null default 0;
