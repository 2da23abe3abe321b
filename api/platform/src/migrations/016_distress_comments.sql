-- How many of a closed round's comments read as distress (docs/duty-of-care.md): screened at the close,
-- where the comments are opened anyway, and only the count kept. Null for rounds closed before the
-- screening existed.
alter table round_summaries add column distress_comments int;
