import { type DomainEvent, parseEvent } from '@hearth/contracts/events';
import { conflict } from './errors';
import type { EventStore, ExpectedRevision, LogPosition } from './eventstore/port';
import { WrongExpectedRevisionError } from './eventstore/port';

/**
 * An aggregate as a pure decider (STYLE rule 1): `decide` turns a command and the current state
 * into new events or throws; `evolve` folds events into state. Time and new ids arrive inside
 * the command.
 */
export interface Decider<State, Command> {
  initialState: State;
  evolve(state: State, event: DomainEvent): State;
  decide(command: Command, state: State): DomainEvent[];
}

/** Who acts and when; recorded as every event's metadata (the audit trail). */
export interface CommandContext {
  actorId: string | null;
  now: Date;
}

export interface CommandResult<State> {
  events: DomainEvent[];
  state: State;
  /** Revision of the stream after the command (null when the stream does not exist). */
  revision: bigint | null;
  /** Where the new events landed in `$all`; null when the command changed nothing. */
  position: LogPosition | null;
}

export const STALE_MESSAGE =
  'This was changed by someone else while you were editing. Reload the page to see the latest version, then try again.';

/**
 * Load the stream, decide, append with the expected revision. Without a client-supplied
 * revision a lost race is retried on fresh state; with one (If-Match) it is the client's
 * conflict to see.
 */
export async function handleCommand<State, Command>(
  eventStore: EventStore,
  streamName: string,
  decider: Decider<State, Command>,
  command: Command,
  context: CommandContext,
  options: { expectedRevision?: bigint } = {},
): Promise<CommandResult<State>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadAggregate(eventStore, streamName, decider);
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) {
      throw conflict(STALE_MESSAGE, 'STALE_VERSION');
    }
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, revision, position: null };
    const expected: ExpectedRevision = revision ?? 'no_stream';
    try {
      const result = await eventStore.append(
        streamName,
        events.map((event) => ({
          type: event.type,
          data: event.data,
          metadata: { actorId: context.actorId, at: context.now.toISOString() },
        })),
        expected,
      );
      return {
        events,
        state: events.reduce(decider.evolve, state),
        revision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (options.expectedRevision !== undefined || attempt >= 3) throw conflict(STALE_MESSAGE, 'STALE_VERSION');
    }
  }
}

export async function loadAggregate<State, Command>(
  eventStore: EventStore,
  streamName: string,
  decider: Decider<State, Command>,
): Promise<{ state: State; revision: bigint | null }> {
  const recorded = await eventStore.readStream(streamName);
  let state = decider.initialState;
  for (const event of recorded) {
    const parsed = parseEvent(event.type, event.data);
    if (parsed) state = decider.evolve(state, parsed);
  }
  return { state, revision: recorded.at(-1)?.revision ?? null };
}
