import type { Deps } from '@hearth/platform/deps';
import { enforceRateLimit } from '@hearth/platform/rate-limit';
import { Hono } from 'hono';
import { readBody, reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { clientIp } from '../http/request-info';
import { createAssistant } from './create-assistant';

const CHAT_LIMIT = { name: 'chatbot', limit: 20, windowSeconds: 60 };

/** The chat assistant (docs/product-rules.md), open to visitors. */
export function assistantRoutes(deps: Deps) {
  const assistant = createAssistant(deps);
  return new Hono<AppEnv>()
    .get('/chatbot', (c) =>
      reply(c, 'GET /api/chatbot', {
        supportEmail: deps.config.SUPPORT_EMAIL,
        modelProvider: deps.config.modelProvider,
      }),
    )
    .post('/chatbot', async (c) => {
      const { message, conversationHistory } = await readBody(c, 'POST /api/chatbot');
      const user = c.get('session')?.user;
      const context = { agencyId: user?.role === 'admin' ? user.agencyId : null };
      const request = { message, history: conversationHistory };
      // Someone in distress is answered at once, however many messages they sent: never throttled.
      const crisis = await assistant.crisis(request, context);
      if (crisis) return reply(c, 'POST /api/chatbot', { response: crisis });
      await enforceRateLimit(deps.sql, CHAT_LIMIT, clientIp(c, deps.config), deps.clock.now());
      return reply(c, 'POST /api/chatbot', { response: await assistant.reply(request, context) });
    });
}
