import { isDeepStrictEqual } from 'node:util';
import {
  ANY_ROUTE_ERRORS,
  type Endpoint,
  type EndpointKey,
  type EndpointResponse,
  type Endpoints,
  type EndpointWithQuery,
  type EndpointWithRequest,
  endpoints,
} from '@hearth/contracts/endpoints';
import { ERROR_CODES } from '@hearth/contracts/errors';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import type { z } from 'zod';
import type { AppEnv } from './env';
import { setEtag } from './etag';
import { parseInput, readJson } from './validate';

/**
 * A route's success answer, as the endpoint table in contracts declares it (docs/architecture.md): the
 * compiler holds `body` to the endpoint's response schema and the status is the table's.
 */
export function reply<K extends EndpointKey>(c: Context<AppEnv>, endpoint: K, body: EndpointResponse<K>) {
  c.set('endpoint', endpoint);
  const declared: Endpoint = endpoints[endpoint];
  return c.json(body as object, declared.status ?? 200);
}

/** `reply` with a versioned resource, whose version is also the answer's ETag (see etag.ts). */
export function replyVersioned<K extends EndpointKey>(
  c: Context<AppEnv>,
  endpoint: K,
  body: EndpointResponse<K> & { version: number },
) {
  setEtag(c, body.version);
  return reply(c, endpoint, body);
}

/** The endpoint's JSON body, checked with its request schema (the first broken rule is the answer). */
export function readBody<K extends EndpointWithRequest>(
  c: Context<AppEnv>,
  endpoint: K,
): Promise<z.output<Endpoints[K]['request']>> {
  return readJson<z.ZodType>(c, endpoints[endpoint].request) as Promise<z.output<Endpoints[K]['request']>>;
}

/** The endpoint's query string, checked with its query schema. */
export function readQuery<K extends EndpointWithQuery>(
  c: Context<AppEnv>,
  endpoint: K,
): z.output<Endpoints[K]['query']> {
  return parseInput<z.ZodType>(endpoints[endpoint].query, c.req.query()) as z.output<Endpoints[K]['query']>;
}

const isKnown = (key: string): key is EndpointKey => Object.hasOwn(endpoints, key);

/**
 * Checks every answer against the endpoint table at run time (the tests' app turns it on): a success
 * must come through `reply` for the route that ran, and its body must be exactly the declared shape —
 * no missing, extra or differently typed field; a refusal's `code` must be one the endpoint declares.
 * A breach replaces the answer with a 500 that names it, so any test through the app fails on drift.
 */
export function checkAnswersAgainstTable() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const key = `${c.req.method} ${routePath(c, -1)}`;
    if (!isKnown(key) || !c.res.headers.get('content-type')?.includes('application/json')) return;
    const body: unknown = await c.res.clone().json();
    const problem = answerProblem(key, c.res.status, body, c.get('endpoint'));
    if (problem) {
      c.res = undefined;
      c.res = c.json({ message: `${key}: ${problem}`, code: ERROR_CODES.internal }, 500);
    }
  });
}

/** What is wrong with an answer of `key`, or null (exported for the route fuzz test). */
export function answerProblem(
  key: EndpointKey,
  status: number,
  body: unknown,
  answeredAs?: EndpointKey,
): string | null {
  const declared: Endpoint = endpoints[key];
  if (status >= 200 && status < 300) {
    if (answeredAs !== undefined && answeredAs !== key) return `answered as ${answeredAs}`;
    if (status !== (declared.status ?? 200)) return `answered ${status}, the table says ${declared.status ?? 200}`;
    const parsed = declared.response.safeParse(body);
    if (!parsed.success) return `the answer does not match the table: ${parsed.error.message}`;
    if (!isDeepStrictEqual(parsed.data, body)) return 'the answer has fields the table does not declare';
    return null;
  }
  if (status >= 400 && status < 500) {
    const code = (body as { code?: unknown } | null)?.code;
    const allowed: readonly string[] = [...declared.errors, ...ANY_ROUTE_ERRORS];
    if (typeof code !== 'string' || !allowed.includes(code)) return `refused with code ${String(code)}, not declared`;
  }
  return null;
}
