import {
  demoRequest,
  formBody,
  honeypotFilled,
  PUBLIC_SITE_MESSAGES,
  supportRequest,
} from '@hearth/contracts/public-site';
import type { Deps } from '@hearth/platform/deps';
import { Hono } from 'hono';
import { reply } from '../http/endpoint';
import type { AppEnv } from '../http/env';
import { limitPerIp } from '../http/rate-limit';
import { parseInput, readJson } from '../http/validate';
import { receiveDemoRequest, receiveSupportRequest } from './inquiries';

/**
 * The public site's forms (docs/product-rules.md). A filled honeypot gets the
 * same answer as a real request and nothing else happens: no row, no event, no mail.
 */
export function publicSiteRoutes(deps: Deps) {
  const perIp = (name: string) => limitPerIp(deps, { name, limit: 10, windowSeconds: 3600 });
  const caughtByHoneypot = (form: string) =>
    deps.log.info({ audit: 'honeypot_filled', form }, 'form ignored: honeypot filled');

  return new Hono<AppEnv>()
    .post('/support-request', perIp('support-request'), async (c) => {
      const body = await readJson(c, formBody);
      if (honeypotFilled(body)) caughtByHoneypot('support-request');
      else await receiveSupportRequest(deps, parseInput(supportRequest, body));
      return reply(c, 'POST /api/support-request', { message: PUBLIC_SITE_MESSAGES.supportReceived });
    })
    .post('/demo-request', perIp('demo-request'), async (c) => {
      const body = await readJson(c, formBody);
      if (honeypotFilled(body)) caughtByHoneypot('demo-request');
      else await receiveDemoRequest(deps, parseInput(demoRequest, body));
      return reply(c, 'POST /api/demo-request', { message: PUBLIC_SITE_MESSAGES.demoReceived });
    });
}
