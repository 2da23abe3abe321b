import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Json } from '../support/test-app';

/** A chat completion the fake server answers with: text, or calls of named tools. */
export type FakeReply =
  | { content: string }
  | { toolCalls: { name: string; arguments: string }[] }
  | { status: number; error: string }
  /** Never answers: a provider that hangs. */
  | { hang: true };

/**
 * A local OpenAI-compatible server for the `openai` client's `baseURL`: it records every request
 * body and answers from a queue of replies (the last one repeats).
 */
export async function startFakeOpenAi() {
  const requests: { path: string; authorization: string | undefined; body: Json }[] = [];
  let replies: FakeReply[] = [{ content: 'Hello from the fake model.' }];
  let served = 0;

  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    const reply = replies[Math.min(served++, replies.length - 1)]!;
    if ('hang' in reply) return;
    if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: reply.error, type: 'server_error' } }));
      return;
    }
    const message =
      'content' in reply
        ? { role: 'assistant', content: reply.content }
        : {
            role: 'assistant',
            content: null,
            tool_calls: reply.toolCalls.map((call, index) => ({
              id: `call_${served}_${index}`,
              type: 'function',
              function: { name: call.name, arguments: call.arguments },
            })),
          };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${served}`,
        object: 'chat.completion',
        created: 1_700_000_000,
        model: body.model,
        choices: [{ index: 0, message, finish_reason: 'content' in reply ? 'stop' : 'tool_calls' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    answerWith(...next: FakeReply[]) {
      replies = next;
      served = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
