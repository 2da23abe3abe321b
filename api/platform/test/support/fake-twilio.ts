import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A text as Twilio's Messages resource received it. */
interface SentText {
  accountSid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  headers: IncomingHttpHeaders;
}

interface Answer {
  status: number;
  body: unknown;
}

/**
 * A local stand-in for Twilio's Programmable Messaging API (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * a form body, Basic auth with the account SID and auth token), for tests: it records every text it
 * accepts and answers 201 with a message resource, or what the test queued with `answerNext` (Twilio's
 * refusals carry a JSON body with `code`, `message`, `status`).
 */
export async function startFakeTwilio() {
  const texts: SentText[] = [];
  const queued: Answer[] = [];
  let requests = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      const match = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/.exec(request.url ?? '');
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const answer = queued.shift() ?? (match ? null : { status: 404, body: { code: 20404, message: 'Not found' } });
      response.writeHead(answer?.status ?? 201, { 'content-type': 'application/json' });
      if (answer) return response.end(JSON.stringify(answer.body));
      const text = {
        accountSid: match![1]!,
        to: form.get('To') ?? '',
        from: form.get('From') ?? undefined,
        messagingServiceSid: form.get('MessagingServiceSid') ?? undefined,
        body: form.get('Body') ?? '',
        headers: request.headers,
      };
      texts.push(text);
      response.end(
        JSON.stringify({ sid: `SM${String(texts.length).padStart(32, '0')}`, status: 'queued', to: text.to }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Texts accepted, in the order they came. */
    texts,
    /** Every request, accepted or not. */
    requestCount: () => requests,
    /** The next requests get these answers, in order, instead of 201. */
    answerNext(...answers: Answer[]) {
      queued.push(...answers);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
