-- Which event store the projection checkpoints belong to (docs/decisions/032-event-store-checks.md):
-- positions of one store mean nothing in another, so a process pointed at a different store
-- refuses to start instead of silently skipping events.
create table checkpoint_store (
  singleton boolean primary key default true check (singleton),
  store text not null,
  bound_at timestamptz not null default now()
);
