-- Closing many rounds of one closing time (Monday 09:00 for every agency on the default schedule).
-- A close deletes its round's links by round: without an index each close read every link of its
-- closing time, so closing n rounds together read n² rows. The index leads with the closing time
-- like the primary key: on (round_id) alone the planner, which has no statistics yet for a fresh
-- partition, still combined it with the primary key's `closes_at` and read that whole index again.
-- Each partition gets the index, and it goes with the partition when the round's storage is dropped.
create index round_links_round on round_links (closes_at, round_id);

-- Before dropping a closing time's storage the close asks whether any round of it is still open.
create index round_state_still_open on round_state (closes_at) where status <> 'closed';
