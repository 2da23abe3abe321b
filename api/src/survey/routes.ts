import { ANSWERS_RECEIVED_MESSAGE, publicQuestions } from '@hearth/contracts/survey';
import type { Deps } from '@hearth/platform/deps';
import { AppError } from '@hearth/platform/errors';
import { enforceRateLimit } from '@hearth/platform/rate-limit';
import { type Context, Hono } from 'hono';
import { readBody, readQuery, reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { clientIp } from '../http/request-info';
import { requireAdmin } from '../http/session';
import { usableLink } from './answers/links';
import { linkInvalid, submitAnswers } from './answers/submit';
import { checkInOf } from './check-in';
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
  /** The link's token from the query, or the refusal any unusable link gets. */
  const linkToken = (c: Context<AppEnv>, endpoint: 'GET /api/survey/questions' | 'GET /api/survey/check-in') => {
    try {
      return readQuery(c, endpoint).token;
    } catch {
      return refuseLink(c);
    }
  };

  return new Hono<AppEnv>()
    .get('/questions', async (c) => {
      const token = await linkToken(c, 'GET /api/survey/questions');
      if (!(await usableLink(deps, token, deps.clock.now()))) await refuseLink(c);
      return reply(c, 'GET /api/survey/questions', publicQuestions);
    })
    .get('/check-in', async (c) => {
      const token = await linkToken(c, 'GET /api/survey/check-in');
      const checkIn = await checkInOf(deps, token, deps.clock.now(), deps.config.modelProvider);
      return reply(c, 'GET /api/survey/check-in', checkIn ?? (await refuseLink(c)));
    })
    .post('/submit', async (c) => {
      const submission = await readBody(c, 'POST /api/survey/submit');
      const submitted = await submitAnswers(deps, submission.token, {
        scaled: submission.scaled,
        freeText: submission.freeText,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'LINK_INVALID') return refuseLink(c);
        throw error;
      });
      // A retry of an answer already stored (its reply lost to a dropped connection) is told so.
      const message = submitted === 'stored' ? 'Survey submitted successfully' : ANSWERS_RECEIVED_MESSAGE;
      return reply(c, 'POST /api/survey/submit', { message });
    })
    .get('/preview', requireAdmin(), (c) => reply(c, 'GET /api/survey/preview', publicQuestions))
    .post('/send-reminders', requireAdmin(), async (c) => {
      const { userIds } = await readBody(c, 'POST /api/survey/send-reminders');
      const admin = c.get('admin');
      const sent = await remindChosen(deps, admin, userIds);
      const message =
        sent === 0
          ? 'No reminders were sent: everyone chosen has answered or was reminded in the last 10 minutes.'
          : `Reminders sent to ${sent} staff member${sent === 1 ? '' : 's'}.`;
      return reply(c, 'POST /api/survey/send-reminders', { message, sent });
    });
}
