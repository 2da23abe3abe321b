-- The agency's own phone number, printed at the foot of staff mails (docs/product-rules.md, Agency Info).
-- Optional: every agency so far has none.
alter table agencies add column phone text;
