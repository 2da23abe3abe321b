-- Staff languages (docs/staff-languages.md): the language each member reads their mails and the
-- check-in in; rows are rebuilt by the members projector, English until then.
alter table members add column language text not null default 'en';

-- The agency's employee assistance programme, shown to staff after a hard week
-- (docs/duty-of-care.md); null when the agency has none.
alter table agencies
  add column eap_name text,
  add column eap_phone text,
  add column eap_url text;
