-- The log's hash chain (docs/decisions/031-audit-hash-chain.md): each event names the hash of its
-- predecessor in its stream and carries its own. Events written before this migration have none;
-- `npm run audit` accepts them only at the start of a stream.
alter table events add column previous_hash text, add column hash text;
