import { agenciesProjector } from './agency/agencies';
import { membersProjector } from './members/members';
import type { Projector } from './projector';

/** Every projector of the product; the runner and replay work through this list. */
export const allProjectors: Projector[] = [agenciesProjector, membersProjector];
