import type { MessageResponse } from '@hearth/contracts/auth';
import {
  publicQuestions,
  type SendRemindersResponse,
  type SurveyQuestion,
  sendRemindersRequest,
  surveySubmission,
} from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { AppError } from '@hearth/platform/errors';
import { enforceRateLimit } from '@hearth/platform/rate-limit';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { clientIp } from '../http/request-info';
import { requireAdmin } from '../http/session';
import { readJson } from '../http/validate';
import { linkIsUsable } from './answers/links';
import { linkInvalid, submitAnswers } from './answers/submit';
import { remindChosen } from './rounds/remind';

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
      if (!token || token.length > 200 || !(await linkIsUsable(deps.sql, token, deps.clock.now()))) await refuseLink(c);
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
    .get('/preview', requireAdmin(), (c) => c.json(publicQuestions satisfies SurveyQuestion[]))
    .post('/send-reminders', requireAdmin(), async (c) => {
      const { userIds } = await readJson(c, sendRemindersRequest);
      const admin = c.get('admin');
      const sent = await remindChosen(deps, admin, userIds);
      const message =
        sent === 0
          ? 'No reminders were sent: everyone chosen has answered or was reminded in the last 10 minutes.'
          : `Reminders sent to ${sent} staff member${sent === 1 ? '' : 's'}.`;
      return c.json({ message, sent } satisfies SendRemindersResponse);
    });
}
