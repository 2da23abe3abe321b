-- Every outgoing mail waits in `outbox` until a sender has handed it to the provider
-- (docs/decisions/017-durable-mail-outbox.md). A row names no recipient in clear: the payload is
-- encrypted and the dedupe key is an HMAC. Claims expire, so a killed sender's mails go again.
create table outbox (
  id bigint generated always as identity primary key,
  dedupe_key bytea not null unique,
  kind text not null,
  payload bytea not null,
  due_at timestamptz not null,
  claimed_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  -- A survey round's mails: what its close clears away, and what keeps a key queued once per round.
  scope uuid,
  -- Sent, kept as a tombstone with no payload so that its key is not queued again; only for scoped
  -- mail. Housekeeping removes tombstones after a week; a round's close removes its own at once.
  sent_at timestamptz
);
create index outbox_due on outbox (due_at, id) where sent_at is null;
create index outbox_scope on outbox (scope) where scope is not null;

-- What used to be the embedded "outbox" is the development mailbox: mail as delivered, shown at
-- /dev/mailbox, written only by the development transport.
alter table mail_outbox rename to dev_mailbox;
