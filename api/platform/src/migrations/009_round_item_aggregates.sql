-- Insights tell a real change from week-to-week noise (docs/insights.md): they need each round's
-- spread as well as its mean. The survey_rounds projector keeps, per round, the sum of squares of
-- the burnout indices and, for each of the five direction-adjusted items, its sum and sum of
-- squares. Sums, never answers: the screens still read only aggregates of at least k answer sets.
alter table round_summaries
  add column burnout_square_sum numeric(14, 2) not null default 0,
  add column item1_sum integer not null default 0,
  add column item2_sum integer not null default 0,
  add column item3_sum integer not null default 0,
  add column item4_sum integer not null default 0,
  add column item5_sum integer not null default 0,
  add column item1_square_sum integer not null default 0,
  add column item2_square_sum integer not null default 0,
  add column item3_square_sum integer not null default 0,
  add column item4_square_sum integer not null default 0,
  add column item5_square_sum integer not null default 0;
