import sgClient from '@sendgrid/client';
import { mapWithLimit } from '../concurrency';
import type { MailMessage, MailTransport } from './port';

/** SendGrid takes at most 1,000 personalizations in one request. */
const PERSONALIZATIONS_PER_REQUEST = 1000;

/** Requests of one `send` made side by side (well within SendGrid's rate limits). */
const REQUESTS_AT_ONCE = 8;
/** Tries per request: SendGrid's 429 (rate limit) and 5xx answers, and network failures, are retried. */
const ATTEMPTS = 4;
/** The longest wait before a retry; a longer rate-limit window leaves the mail to the outbox's retries. */
const MAX_WAIT_MS = 20_000;

/**
 * SendGrid delivery through its v3 Mail Send API. Messages that differ only in recipient and
 * substitutions (every survey mail of one agency, say) go as ONE request with a personalization
 * each, so 300,000 Monday links are a few hundred requests, not 300,000. Within SendGrid's rate
 * limits: a 429 waits until the `X-RateLimit-Reset` it names (or `Retry-After`), a 5xx or a network
 * failure backs off (0.5, 1, 2 s), up to 4 tries; a refusal (400, 401, 403, 413) is answered at once
 * with SendGrid's reason, and the outbox retries later. Open and click tracking are off: survey
 * links carry one-time tokens that no provider may rewrite or log. `baseUrl` points the client at a
 * proxy or a local stand-in (set after `setApiKey`, which rebuilds the default request).
 */
export function sendGridTransport(options: {
  apiKey: string;
  from: string;
  baseUrl?: string;
  /** How a retry waits (tests pass a quicker one). */
  sleep?: (ms: number) => Promise<void>;
}): MailTransport {
  sgClient.setApiKey(options.apiKey);
  if (options.baseUrl) sgClient.setDefaultRequest('baseUrl', options.baseUrl);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function post(body: unknown): Promise<Error | null> {
    for (let attempt = 1; ; attempt++) {
      try {
        await sgClient.request({ method: 'POST', url: '/v3/mail/send', body });
        return null;
      } catch (error) {
        const status = (error as { code?: unknown }).code;
        const retryable = typeof status !== 'number' || status === 429 || status >= 500;
        if (!retryable || attempt >= ATTEMPTS) return refusal(error);
        await sleep(retryWait(error, attempt));
      }
    }
  }

  return {
    batchSize: PERSONALIZATIONS_PER_REQUEST,
    async send(messages) {
      const results: (Error | null)[] = messages.map(() => null);
      // Messages that each differ (digests) go one request each, a few at a time: one after another,
      // a claim of them could outlast its lease at SendGrid's usual response times.
      await mapWithLimit(sameContent(messages), REQUESTS_AT_ONCE, async (group) => {
        const error = await post(requestBody(options.from, group));
        for (const { index } of group) results[index] = error;
      });
      return results;
    },
  };
}

interface SendGridError {
  code?: unknown;
  message?: string;
  response?: { headers?: Record<string, string>; body?: { errors?: { message?: string }[] } };
}

function retryWait(error: unknown, attempt: number): number {
  const { code, response } = error as SendGridError;
  const headers = response?.headers ?? {};
  if (code === 429) {
    const reset = Number(headers['x-ratelimit-reset']);
    if (Number.isFinite(reset) && reset > 0) return clamp(reset * 1000 - Date.now());
    const after = Number(headers['retry-after']);
    if (Number.isFinite(after) && after >= 0) return clamp(after * 1000);
  }
  return clamp(500 * 2 ** (attempt - 1));
}

const clamp = (ms: number) => Math.min(MAX_WAIT_MS, Math.max(0, ms));

function refusal(error: unknown): Error {
  const { code, message, response } = error as SendGridError;
  const reason = response?.body?.errors?.[0]?.message ?? message ?? String(error);
  return new Error(
    typeof code === 'number' ? `SendGrid answered ${code}: ${reason}` : `SendGrid unreachable: ${reason}`,
  );
}

type Indexed = { index: number; message: MailMessage };

/**
 * Groups messages whose content (before substitutions) is the same: by their HTML first, then the
 * other fields compared. Messages rendered once and shared (an agency's survey mails) share the
 * strings, which are hashed once; joining every field into one key copied and hashed ~10 KB a message.
 */
function sameContent(messages: MailMessage[]): Indexed[][] {
  const byHtml = new Map<string, Indexed[][]>();
  messages.forEach((message, index) => {
    let groups = byHtml.get(message.html);
    if (!groups) {
      groups = [];
      byHtml.set(message.html, groups);
    }
    const same = groups.find(
      ([first]) =>
        first!.message.fromName === message.fromName &&
        first!.message.subject === message.subject &&
        first!.message.text === message.text,
    );
    if (same) same.push({ index, message });
    else groups.push([{ index, message }]);
  });
  return [...byHtml.values()].flat();
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
