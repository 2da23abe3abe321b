-- Every outbox row is updated at least twice: when a sender claims it and when it is sent. On full
-- pages each update writes the row's new version to another page and adds an entry to every index
-- of the table; a claim of 250 rows touched about 6,300 buffers. With room left on each page the
-- claim's update (it changes no indexed column) stays on the row's page and adds no index entry
-- (a HOT update): about 1,500 buffers. The table takes more pages; its rows are small and go once
-- sent (or, for a round's mails, when the round closes).
alter table outbox set (fillfactor = 50);
