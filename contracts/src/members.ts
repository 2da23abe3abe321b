import { z } from 'zod';

/**
 * Member events (stream `member-<memberId>`). Events carry ids only: names and email
 * addresses live in the `people` table so that removing a member erases them (DESIGN §3).
 */
export const memberEvents = {
  AdminRegistered: z.object({ memberId: z.uuid(), agencyId: z.uuid() }),
  EmailVerified: z.object({ memberId: z.uuid(), agencyId: z.uuid() }),
  PasswordChanged: z.object({
    memberId: z.uuid(),
    agencyId: z.uuid(),
    reason: z.enum(['reset', 'account_setup']),
  }),
};
