import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import { readBody, reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { limitPerIp } from '../http/rate-limit';
import { createAssistant } from './create-assistant';

/** The chat assistant (docs/product-rules.md), open to visitors. */
export function assistantRoutes(deps: Deps) {
  const assistant = createAssistant(deps);
  return new Hono<AppEnv>()
    .get('/chatbot', (c) => reply(c, 'GET /api/chatbot', { supportEmail: deps.config.SUPPORT_EMAIL }))
    .post('/chatbot', limitPerIp(deps, { name: 'chatbot', limit: 20, windowSeconds: 60 }), async (c) => {
      const { message, conversationHistory } = await readBody(c, 'POST /api/chatbot');
      const user = c.get('session')?.user;
      const agencyId = user?.role === 'admin' ? user.agencyId : null;
      const response = await assistant.reply({ message, history: conversationHistory }, { agencyId });
      return reply(c, 'POST /api/chatbot', { response });
    });
}
