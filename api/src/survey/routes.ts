import type { MessageResponse } from '@hearth/contracts/auth';
import {
  publicQuestions,
  type SendRemindersResponse,
  type SurveyQuestion,
  sendRemindersRequest,
  surveySubmission,
} from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { AppError, conflict, notFound } from '@hearth/platform/errors';
import { enforceRateLimit } from '@hearth/platform/rate-limit';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { clientIp } from '../http/request-info';
import { requireAdmin } from '../http/session';
import { readJson } from '../http/validate';
import { MEMBER_NOT_FOUND } from '../members/decide';
import { findUsableLink } from './links';
import { sendManualReminders } from './rounds';
import { linkInvalid, submitAnswers } from './submission';

/** The staff survey (token links, no account), its preview for admins, and manual reminders. */
export function surveyRoutes(deps: Deps) {
  /**
   * Answers "Link expired or invalid". Only refused links count against the caller's address: a
   * whole team on one hospital network answering at once is never slowed, guessing links is.
   */
  const refuseLink = async (c: Context): Promise<never> => {
    await enforceRateLimit(
      deps.sql,
      { name: 'survey-refused', limit: 60, windowSeconds: 900 },
      clientIp(c, deps.config),
      deps.clock.now(),
    );
    throw linkInvalid();
  };

  return new Hono<AppEnv>()
    .get('/questions', async (c) => {
      const token = c.req.query('token');
      if (!token || token.length > 200 || !(await findUsableLink(deps.sql, token, deps.clock.now())))
        await refuseLink(c);
      return c.json(publicQuestions satisfies SurveyQuestion[]);
    })
    .post('/submit', async (c) => {
      const submission = await readJson(c, surveySubmission);
      await submitAnswers(deps, submission.token, { scaled: submission.scaled, freeText: submission.freeText }).catch(
        (error: unknown) => {
          if (error instanceof AppError && error.code === 'LINK_INVALID') return refuseLink(c);
          throw error;
        },
      );
      return c.json({ message: 'Survey submitted successfully' } satisfies MessageResponse);
    })
    .get('/preview', requireAdmin(deps), (c) => c.json(publicQuestions satisfies SurveyQuestion[]))
    .post('/send-reminders', requireAdmin(deps), async (c) => {
      const { userIds } = await readJson(c, sendRemindersRequest);
      const admin = c.get('admin');
      const memberIds = [...new Set(userIds.map((id) => id.toLowerCase()))];
      // Another agency's ids are unknown here (404), as everywhere else.
      const [known] = await deps.sql<{ n: number }[]>`
        select count(*)::int as n from members where agency_id = ${admin.agencyId} and member_id in ${deps.sql(memberIds)}`;
      if (known!.n !== memberIds.length) throw notFound(MEMBER_NOT_FOUND);
      const [round] = await deps.sql<{ round_id: string }[]>`
        select round_id from round_state where agency_id = ${admin.agencyId} and status = 'open'`;
      if (!round) throw conflict('There is no survey open right now, so there is nobody to remind.', 'NO_OPEN_ROUND');
      const sent = await sendManualReminders(deps, round.round_id, memberIds, admin.id);
      const message =
        sent === 0
          ? 'No reminders were sent: everyone chosen has answered or was reminded in the last 10 minutes.'
          : `Reminders sent to ${sent} staff member${sent === 1 ? '' : 's'}.`;
      return c.json({ message, sent } satisfies SendRemindersResponse);
    });
}
