import { type DomainEvent, parseEvent } from '@hearth/contracts/events';
import type { Clock } from './clock';
import { conflict } from './errors';
import type { EventStore, ExpectedRevision, LogPosition } from './eventstore/port';
import { WrongExpectedRevisionError } from './eventstore/port';
import type { ProjectionWaiter } from './read-your-writes';
import { currentRequestId } from './request-context';

/**
 * An aggregate as a pure decider: `decide` turns a command and the current state into new events
 * or throws; `evolve` folds the aggregate's own events into state. Time and new ids arrive inside
 * the command, never read here. `owns` tells the aggregate's events apart from the rest of the log.
 */
export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
  owns(event: DomainEvent): event is Event;
}

export interface CommandDeps {
  eventStore: EventStore;
  projections: ProjectionWaiter;
  clock: Clock;
}

export interface CommandSpec<State, Command, Event extends DomainEvent> {
  stream: string;
  decider: Decider<State, Command, Event>;
  command: Command;
  /** Who acts (null: the product itself); recorded with the time in every event's metadata. */
  actorId: string | null;
  /** The revision the client last read (If-Match). Without it a lost race is retried on fresh state. */
  expectedRevision?: bigint;
  /**
   * State outside the log that the new events rely on (a reserved name, a person's details),
   * written after `decide` and before the append. Answers how to undo it, which runs if the
   * append fails, so a refused or lost command leaves nothing behind.
   */
  prepare?(events: Event[], state: State): Promise<(() => Promise<unknown>) | undefined>;
  /**
   * `wait` (the default): answer once every read model includes the new events, so a screen that
   * refetches sees its own change. `skip`: background work whose result nobody reads back.
   */
  readModels?: 'wait' | 'skip';
  /** The stream as the caller has just read it (`loadState`): the first attempt decides on it without reading again. */
  loaded?: { state: State; revision: bigint | null };
}

export interface CommandResult<State, Event> {
  events: Event[];
  state: State;
  /** Revision of the stream after the command (null when the stream does not exist). */
  revision: bigint | null;
  /** Where the new events landed in `$all`; null when the command changed nothing. */
  position: LogPosition | null;
}

const STALE_MESSAGE =
  'This was changed by someone else while you were editing. Reload the page to see the latest version, then try again.';

const ATTEMPTS = 3;

/**
 * The one command path (docs/architecture.md): load → decide → prepare → append with the
 * expected revision → wait for the read models.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  deps: CommandDeps,
  spec: CommandSpec<State, Command, Event>,
): Promise<CommandResult<State, Event>> {
  const now = deps.clock.now();
  for (let attempt = 1; ; attempt++) {
    const { state, revision } =
      attempt === 1 && spec.loaded ? spec.loaded : await loadState(deps.eventStore, spec.stream, spec.decider);
    if (spec.expectedRevision !== undefined && spec.expectedRevision !== revision) {
      throw conflict(STALE_MESSAGE, 'STALE_VERSION');
    }
    const events = spec.decider.decide(spec.command, state);
    if (events.length === 0) return { events, state, revision, position: null };
    const undo = await spec.prepare?.(events, state);
    const expected: ExpectedRevision = revision ?? 'no_stream';
    try {
      const result = await deps.eventStore.append(
        spec.stream,
        events.map((event) => ({
          type: event.type,
          data: event.data,
          // The request that appended it, for the work it causes to name in its logs.
          metadata: { actorId: spec.actorId, at: now.toISOString(), ...requestIdField() },
        })),
        expected,
      );
      if ((spec.readModels ?? 'wait') === 'wait') await deps.projections.waitFor(result.position);
      return {
        events,
        state: events.reduce(spec.decider.evolve, state),
        revision: result.nextExpectedRevision,
        position: result.position,
      };
    } catch (error) {
      await undo?.();
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (spec.expectedRevision !== undefined || attempt >= ATTEMPTS) throw conflict(STALE_MESSAGE, 'STALE_VERSION');
    }
  }
}

/** Reads a stream and folds the aggregate's events into its state. */
export async function loadState<State, Command, Event extends DomainEvent>(
  eventStore: EventStore,
  streamName: string,
  decider: Decider<State, Command, Event>,
): Promise<{ state: State; revision: bigint | null }> {
  const recorded = await eventStore.readStream(streamName);
  let state = decider.initialState;
  for (const event of recorded) {
    const parsed = parseEvent(event.type, event.data);
    if (parsed && decider.owns(parsed)) state = decider.evolve(state, parsed);
  }
  return { state, revision: recorded.at(-1)?.revision ?? null };
}

/** The exhaustive end of a `switch` over a union: a new command or event that is not handled fails to compile. */
export function unhandled(value: never): never {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
}

function requestIdField(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}
