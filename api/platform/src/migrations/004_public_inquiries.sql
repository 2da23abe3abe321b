-- Contact and demo requests from the public site (docs/product-rules.md).
-- The personal content lives here, never in the log: the log holds SupportRequestReceived /
-- DemoRequested with the inquiry id and the request type only (docs/architecture.md), so a request can be
-- erased for good by deleting its row while the history stays replayable.
create table public_inquiries (
  inquiry_id uuid primary key,
  kind text not null check (kind in ('support', 'demo')),
  name text not null,
  email text not null,
  request_type text,
  agency_name text,
  message text,
  received_at timestamptz not null,
  constraint public_inquiries_kind_fields check (
    (kind = 'support' and request_type is not null and message is not null)
    or (kind = 'demo' and agency_name is not null)
  )
);
create index public_inquiries_received on public_inquiries (received_at);
