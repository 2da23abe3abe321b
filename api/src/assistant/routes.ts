import { type ChatbotInfo, type ChatResponse, chatRequest } from '@hearth/contracts/assistant';
import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { limitPerIp } from '../http/rate-limit';
import { readJson } from '../http/validate';
import { createAssistant } from './create-assistant';

/** The chat assistant (docs/product-rules.md), open to visitors. */
export function assistantRoutes(deps: Deps) {
  const assistant = createAssistant(deps);
  return new Hono<AppEnv>()
    .get('/chatbot', (c) => c.json({ supportEmail: deps.config.SUPPORT_EMAIL } satisfies ChatbotInfo))
    .post('/chatbot', limitPerIp(deps, { name: 'chatbot', limit: 20, windowSeconds: 60 }), async (c) => {
      const { message, conversationHistory } = await readJson(c, chatRequest);
      const user = c.get('session')?.user;
      const agencyId = user?.role === 'admin' ? user.agencyId : null;
      const response = await assistant.reply({ message, history: conversationHistory }, { agencyId });
      return c.json({ response } satisfies ChatResponse);
    });
}
