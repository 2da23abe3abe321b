import type { DomainEvent } from '@hearth/contracts/events';
import type { Decider } from '@hearth/platform/decider';
import { expect } from 'vitest';

/** Given/When/Then for pure deciders: `given(events).when(command).then(events)` or `.thenThrows(message)`. */
export function deciderSpec<State, Command>(decider: Decider<State, Command>) {
  return {
    given(events: DomainEvent[]) {
      const state = events.reduce(decider.evolve, decider.initialState);
      return {
        when(command: Command) {
          const decide = () => decider.decide(command, state);
          return {
            // biome-ignore lint/suspicious/noThenProperty: the Given/When/Then step; this object is never awaited
            then(expected: DomainEvent[]) {
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
