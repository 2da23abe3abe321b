-- How long a week's links stay open, chosen by the agency (docs/product-rules.md): 24 hours unless it
-- chose up to 72. Every agency so far had 24.
alter table agencies add column answer_window_hours integer not null default 24
  check (answer_window_hours between 24 and 72);
