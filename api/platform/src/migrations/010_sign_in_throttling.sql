-- Wrong passwords are throttled so that a stranger cannot lock an owner out
-- (docs/decisions/019-sign-in-throttling.md). Each bucket counts consecutive failures: one per
-- account (attempts from browsers it never signed in with), one per account and network, and one
-- per trusted browser. Buckets are named by a keyed hash: no email address is kept here.
create table sign_in_failures (
  bucket bytea primary key,
  kind text not null check (kind in ('account', 'network', 'device')),
  failures integer not null,
  last_failed_at timestamptz not null,
  next_attempt_at timestamptz not null
);

-- Browsers that completed a sign-in (password and code): a long-lived cookie holds the token.
create table trusted_devices (
  token_hash bytea primary key,
  member_id uuid not null,
  created_at timestamptz not null,
  expires_at timestamptz not null
);
create index trusted_devices_member on trusted_devices (member_id);
