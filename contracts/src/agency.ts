import { z } from 'zod';

/** Agency events (stream `agency-<agencyId>`). */
export const agencyEvents = {
  AgencyRegistered: z.object({ agencyId: z.uuid(), name: z.string() }),
};
