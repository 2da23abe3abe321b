import type { DomainEvent } from '@hearth/contracts/events';
import type { Decider } from '@hearth/platform/commands';
import { expect } from 'vitest';

/**
 * Given/When/Then for pure deciders: `given(events).when(command).then(events)`, or
 * `.thenThrows(message)`. The given events are folded with the decider's own `evolve`.
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, state);
          return {
            // biome-ignore lint/suspicious/noThenProperty: the Given/When/Then step; this object is never awaited
            then(expected: Event[]) {
              expect(decide()).toEqual(expected);
            },
            thenThrows(message: string | RegExp) {
              expect(decide).toThrow(message);
            },
          };
        },
      };
    },
  };
}
