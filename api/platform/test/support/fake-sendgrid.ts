import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A mail as its recipient would get it: the request's content with their substitutions applied. */
export interface DeliveredMail {
  to: string;
  fromName: string;
  subject: string;
  text: string;
}

interface Answer {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}

/**
 * A local stand-in for SendGrid's v3 Mail Send endpoint, for tests and the benchmark: it records
 * every request and answers 202, or what the test queued with `answerNext` (a 429 with its reset
 * time, a 503, a refusal).
 */
export async function startFakeSendGrid() {
  const requests: { headers: IncomingHttpHeaders; body: SendGridBody }[] = [];
  const queued: Answer[] = [];
  /** Requests being answered now, the most ever at once, and how long each answer is held. */
  const load = { now: 0, most: 0, holdMs: 0 };
  /** Called as each request arrives, with how many have (a test stops the sender mid-request, say). */
  const hooks: { onRequest: (count: number) => void } = { onRequest: () => undefined };
  let arrived = 0;
  const server = createServer((request, response) => {
    hooks.onRequest(++arrived);
    load.now++;
    load.most = Math.max(load.most, load.now);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = queued.shift() ?? { status: 202 };
      if (answer.status === 202 && request.url === '/v3/mail/send') {
        requests.push({ headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      }
      setTimeout(() => {
        load.now--;
        response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      }, load.holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Requests SendGrid accepted. */
    requests,
    load,
    hooks,
    /** Every mail accepted, one per personalization, substitutions applied. */
    mails(): DeliveredMail[] {
      return requests.flatMap(({ body }) =>
        body.personalizations.map((personalization) => {
          const substitute = (text: string) =>
            Object.entries(personalization.substitutions ?? {}).reduce(
              (result, [placeholder, value]) => result.replaceAll(placeholder, value),
              text,
            );
          return {
            to: personalization.to[0]!.email,
            fromName: body.from.name,
            subject: substitute(body.subject),
            text: substitute(body.content.find((part) => part.type === 'text/plain')?.value ?? ''),
          };
        }),
      );
    },
    /** The next requests get these answers, in order, instead of 202. */
    answerNext(...answers: Answer[]) {
      queued.push(...answers);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface SendGridBody {
  personalizations: { to: { email: string }[]; substitutions?: Record<string, string> }[];
  from: { email: string; name: string };
  subject: string;
  content: { type: string; value: string }[];
  tracking_settings: unknown;
}
