import type { DomainEvent } from '@hearth/contracts/events';
import type { Decider } from '../platform/decider';
import { conflict } from '../platform/errors';
import { type Agency, evolveAgency, initialAgency } from './agency';

export type AgencyCommand = { type: 'RegisterAgency'; agencyId: string; name: string };

export function registerAgency(command: Extract<AgencyCommand, { type: 'RegisterAgency' }>, state: Agency): DomainEvent[] {
  if (state.registered) throw conflict('This agency is already registered');
  return [{ type: 'AgencyRegistered', data: { agencyId: command.agencyId, name: command.name } }];
}

export function decideAgency(command: AgencyCommand, state: Agency): DomainEvent[] {
  switch (command.type) {
    case 'RegisterAgency':
      return registerAgency(command, state);
  }
}

export const agencyDecider: Decider<Agency, AgencyCommand> = {
  initialState: initialAgency,
  evolve: evolveAgency,
  decide: decideAgency,
};
