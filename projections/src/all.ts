import type { Projector } from '@hearth/platform/projections/projector';
import { agenciesProjector } from './agency/agencies';
import { emailTemplatesProjector } from './agency/email-templates';
import { jobRolesProjector } from './agency/job-roles';
import { membersProjector } from './members/members';
import { roundsProjector } from './survey/rounds';

/** Every projector of the product; the runner and replay work through this list. */
export const allProjectors: Projector[] = [
  agenciesProjector,
  jobRolesProjector,
  emailTemplatesProjector,
  membersProjector,
  roundsProjector,
];
