import sgClient from '@sendgrid/client';
import type { MailMessage, MailTransport } from './port';

/** SendGrid takes at most 1,000 personalizations in one request. */
const PERSONALIZATIONS_PER_REQUEST = 1000;

/**
 * SendGrid delivery through its v3 Mail Send API. Messages that differ only in recipient and
 * substitutions (every survey mail of one agency, say) go as ONE request with a personalization
 * each, so 300,000 Monday links are a few hundred requests, not 300,000. Open and click tracking are
 * off: survey links carry one-time tokens that no provider may rewrite or log. `baseUrl` points the
 * client at a local fake in tests (set after `setApiKey`, which rebuilds the default request).
 */
export function sendGridTransport(options: { apiKey: string; from: string; baseUrl?: string }): MailTransport {
  sgClient.setApiKey(options.apiKey);
  if (options.baseUrl) sgClient.setDefaultRequest('baseUrl', options.baseUrl);
  return {
    batchSize: PERSONALIZATIONS_PER_REQUEST,
    async send(messages) {
      const results: (Error | null)[] = messages.map(() => null);
      for (const group of sameContent(messages)) {
        try {
          await sgClient.request({ method: 'POST', url: '/v3/mail/send', body: requestBody(options.from, group) });
        } catch (error) {
          const refused = error instanceof Error ? error : new Error(String(error));
          for (const { index } of group) results[index] = refused;
        }
      }
      return results;
    },
  };
}

type Indexed = { index: number; message: MailMessage };

/** Groups messages whose content (before substitutions) is the same. */
function sameContent(messages: MailMessage[]): Indexed[][] {
  const groups = new Map<string, Indexed[]>();
  messages.forEach((message, index) => {
    const key = JSON.stringify([message.fromName, message.subject, message.text, message.html]);
    const group = groups.get(key) ?? [];
    group.push({ index, message });
    groups.set(key, group);
  });
  return [...groups.values()];
}

function requestBody(from: string, group: Indexed[]) {
  const first = group[0]!.message;
  return {
    personalizations: group.map(({ message }) => ({
      to: [{ email: message.to }],
      ...(message.substitutions && Object.keys(message.substitutions).length > 0
        ? { substitutions: message.substitutions }
        : {}),
    })),
    from: { email: from, name: first.fromName },
    subject: first.subject,
    content: [
      { type: 'text/plain', value: first.text },
      { type: 'text/html', value: first.html },
    ],
    tracking_settings: {
      click_tracking: { enable: false, enable_text: false },
      open_tracking: { enable: false },
      subscription_tracking: { enable: false },
    },
  };
}
