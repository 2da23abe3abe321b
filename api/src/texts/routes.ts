import type { Deps } from '@hearth/platform/deps';
import { forbidden, invalid, notFound } from '@hearth/platform/errors';
import { Hono } from 'hono';
import twilio from 'twilio';
import type { AppEnv } from '../http/env';
import { answerReply } from './replies';

/** Where Twilio posts the texts members send back (its Messaging webhook, set on the sending number). */
export const INBOUND_TEXT_PATH = '/api/texts/inbound';

const twiml = (message: string) => {
  const response = new twilio.twiml.MessagingResponse();
  response.message(message);
  return response.toString();
};

/**
 * Twilio's inbound-message webhook (ADR 090): a form post signed with the account's auth token over the
 * public URL and the form's fields (X-Twilio-Signature). An unsigned or wrongly signed post is refused
 * with 403 and changes nothing (a post that is not a form, 400); a signed one is read for STOP, START
 * or HELP and answered with TwiML.
 */
export function textRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/texts/inbound', async (c) => {
    const authToken = deps.config.TWILIO_AUTH_TOKEN;
    if (!authToken) throw notFound('Text messages are not set up here.');
    const type = c.req.header('content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) throw invalid('Send the webhook as a form.');
    const form = new URLSearchParams(await c.req.text());
    const params = Object.fromEntries(form);
    const signature = c.req.header('x-twilio-signature') ?? '';
    const url = `${deps.config.appOrigin}${INBOUND_TEXT_PATH}`;
    if (!signature || !twilio.validateRequest(authToken, signature, url, params)) {
      throw forbidden('The request is not signed by Twilio.');
    }
    const answer = await answerReply(deps, params.From ?? '', params.Body ?? '');
    return c.body(twiml(answer), 200, { 'content-type': 'text/xml; charset=utf-8' });
  });
}
