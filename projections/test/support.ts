import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@hearth/contracts/events';
import type { EventStore } from '@hearth/platform/eventstore/port';

/** Appends domain events the way command handlers do, with audit metadata. */
export async function appendEvents(
  store: EventStore,
  stream: string,
  events: DomainEvent[],
  at = '2026-03-02T12:00:00.000Z',
) {
  return store.append(
    stream,
    events.map((event) => ({ ...event, metadata: { actorId: null, at } })),
    'any',
  );
}

export const id = () => randomUUID();
