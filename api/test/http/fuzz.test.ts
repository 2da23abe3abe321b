import type { AddressInfo } from 'node:net';
import { type EndpointKey, endpoints } from '@hearth/contracts/endpoints';
import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerProblem } from '../../src/http/endpoint';
import { openRoundAt, staffedAgency, surveyToken } from '../support/survey';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * No input reaches a 5xx (docs/security.md), and every answer is what the endpoint table in contracts
 * declares (docs/architecture.md). Every route of the app is in the table (or is a development tool
 * below); fast-check makes requests from each endpoint's request schema (valid ones, ones with a field
 * swapped for something hostile) and hostile ones outright — bodies nested thousands deep, keys like
 * `__proto__` and `toString`, unpaired surrogates, NUL, huge strings, wrong types, broken JSON,
 * missing or wrong content types, bad query strings and path ids — and sends them over real HTTP,
 * signed in or not. Any 5xx, any success whose body does not parse exactly against the table's
 * response schema, and any refusal whose code the table does not declare fails the run with the
 * request that caused it (and fast-check's seed to replay it); afterwards the process must still
 * answer as before.
 */
const CASES_PER_ROUTE = 120;
const MIN_CASES = 5_000;

type Schema = z.ZodType;
interface Route {
  body?: Schema;
  /** Query parameters the route reads, with realistic values. */
  query?: Record<string, fc.Arbitrary<string>>;
  /** Never send the administrator's session (the route would end it). */
  anonymousOnly?: boolean;
}

const weeks = { weeks: fc.constantFrom('4', '12', '24') };
/** Query values worth sending to the endpoints that read a query string. */
const QUERIES: Partial<Record<EndpointKey, Route['query']>> = {
  'GET /api/survey/questions': { token: fc.string({ maxLength: 60 }) },
  'GET /api/survey/check-in': { token: fc.string({ maxLength: 60 }) },
  'GET /api/dashboard/historical': weeks,
  'GET /api/dashboard/insights': weeks,
};

/** Development tools (never in production): not part of the API, so not in the endpoint table. */
const DEVELOPMENT_ROUTES: Record<string, Route> = {
  'GET /dev/mailbox': {},
  'GET /dev/mailbox/messages': {},
  'GET /dev/mailbox/:id{[0-9]+}': {},
};

/** A provider's webhook: a signed form, answered in its provider's format (TwiML), so not in the table. */
const PROVIDER_WEBHOOKS: Record<string, Route> = {
  'POST /api/texts/inbound': {},
};

const ROUTES: Record<string, Route> = {
  ...Object.fromEntries(
    Object.entries(endpoints).map(([key, endpoint]): [string, Route] => [
      key,
      {
        body: 'request' in endpoint ? endpoint.request : undefined,
        query: QUERIES[key as EndpointKey],
        anonymousOnly: key === 'POST /api/logout',
      },
    ]),
  ),
  ...DEVELOPMENT_ROUTES,
  ...PROVIDER_WEBHOOKS,
};

const isEndpoint = (key: string): key is EndpointKey => Object.hasOwn(endpoints, key);

// ---------------------------------------------------------------------------------------------
// Values

const DEEP = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);

const hostileText = fc.oneof(
  fc.constantFrom(
    '\ud800',
    'a\udc00b',
    'name \udbff',
    '\u0000',
    'x\u0000y',
    '\u202e\u2066',
    '😀🏳️‍🌈',
    ' ',
    '',
    '%s%n',
    '{{7*7}}',
    "'; drop table events; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    'é'.repeat(3000),
    'x'.repeat(70_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const prototypeKeys = fc.constantFrom<unknown>(
  { toString: 1 },
  { valueOf: {} },
  { toString: 'x', valueOf: 'y' },
  JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin"}}'),
  { constructor: { prototype: { polluted: true } } },
  { hasOwnProperty: 1 },
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 1e308, 0),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.object({ maxDepth: 2 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(hostileText, prototypeKeys, wrongType);

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
};

/** The schema a body is checked with, past the wrappers that only require fields first. */
function contractOf(schema: Schema): Schema {
  const def = (schema as unknown as { _zod: { def: { type: string; in?: Schema; out?: Schema } } })._zod.def;
  if (def.type === 'pipe' && def.out) return contractOf(def.out);
  return schema;
}

/** Values a contract describes (roughly valid: real emails and passwords are rare). */
function fromJsonSchema(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((item) => fromJsonSchema(item, name)));
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((single) => fromJsonSchema({ ...schema, type: single }, name)));
  switch (type[0]) {
    case 'object': {
      const properties = schema.properties ?? {};
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fromJsonSchema(value, key)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    case 'array':
      return fc.array(schema.items ? fromJsonSchema(schema.items, name) : fc.jsonValue({ maxDepth: 1 }), {
        maxLength: Math.min(schema.maxItems ?? 6, 6),
      });
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (/email/i.test(name)) return fc.emailAddress();
      if (/password/i.test(name)) return fc.constantFrom('Lantern42ok', 'short', 'alllowercase1', 'Harbour77ok');
      if (/^(id|.*Id)$/.test(name)) return fc.uuid();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 60) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 1_000 });
    case 'number':
      return fc.oneof(fc.integer({ min: schema.minimum ?? -10, max: schema.maximum ?? 100 }), fc.double());
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function contractBody(schema: Schema): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(contractOf(schema), { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return fromJsonSchema(json);
}

/** A body from the contract with one field (or a new one) swapped for something hostile. */
function mutated(schema: Schema): fc.Arbitrary<unknown> {
  return fc
    .tuple(contractBody(schema), fc.string({ maxLength: 12 }), hostileValue, fc.nat())
    .map(([body, extraKey, value, pick]) => {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return value;
      const keys = Object.keys(body);
      const key = keys.length > 0 && pick % 4 !== 0 ? keys[pick % keys.length]! : extraKey;
      return { ...body, [key]: value };
    });
}

interface Body {
  /** Raw text sent as the body (undefined: no body). */
  text?: string;
  contentType?: string;
}

const asJson = (value: unknown): Body => ({ text: JSON.stringify(value), contentType: 'application/json' });

function bodies(route: Route): fc.Arbitrary<Body> {
  const raw = fc.oneof(
    fc.integer({ min: 1_000, max: 20_000 }).map((depth) => DEEP(depth, '[', ']')),
    fc.integer({ min: 40, max: 12_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '1e999', '{"a":1,"a":2}', '\u0000', '{"x":"\\ud800"}'),
  );
  const shapes: fc.Arbitrary<Body>[] = [
    raw.map((text) => ({ text, contentType: 'application/json' })),
    hostileValue.map(asJson),
    prototypeKeys.map(asJson),
    // The API takes JSON only: a body with no type or another type.
    fc.record({
      text: fc.constantFrom('{"email":"a@b.co"}', 'email=a%40b.co', '<x/>'),
      contentType: fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'),
    }),
    fc.constant({}),
  ];
  if (route.body) shapes.push(contractBody(route.body).map(asJson), mutated(route.body).map(asJson));
  return fc.oneof(...shapes);
}

const pathId = fc.oneof(
  fc.uuid(),
  fc.constantFrom('not-a-uuid', '%00', '..%2F..%2Fetc', 'x'.repeat(2_000), '%F0%9F%98%80', '-1', '0', '%ED%A0%80'),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

const queryValue = fc.oneof(
  fc.constantFrom('', 'abc', '-1', '1e999', 'NaN', '4.5', '%00', '%ED%A0%80', 'x'.repeat(5_000)),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
);

function query(route: Route): fc.Arbitrary<string> {
  const names = Object.keys(route.query ?? {});
  const pairs = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...(names.length > 0 ? names : ['x'])), fc.constantFrom('__proto__', 'toString')),
      fc.oneof(queryValue, ...Object.values(route.query ?? {}).map((value) => value.map(encodeURIComponent))),
    ),
    { maxLength: 3 },
  );
  return pairs.map((list) =>
    list.length === 0 ? '' : `?${list.map(([name, value]) => `${name}=${value}`).join('&')}`,
  );
}

function path(template: string): fc.Arbitrary<string> {
  const holes = template.match(/:[a-z]+(\{[^}]*\})?/gi) ?? [];
  if (holes.length === 0) return fc.constant(template);
  return fc
    .tuple(
      ...holes.map((hole) =>
        hole.startsWith(':type') ? fc.oneof(pathId, fc.constantFrom('invite', 'welcome', 'survey')) : pathId,
      ),
    )
    .map((ids) => holes.reduce((built, hole, index) => built.replace(hole, ids[index]!), template));
}

// ---------------------------------------------------------------------------------------------

describe('every endpoint against generated and hostile input', () => {
  let app: TestApp;
  let base: string;
  let close: () => Promise<void>;
  let adminCookie: string;
  const tokens: string[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    const server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
    // An agency with an open round, so survey routes also see real tokens.
    const agency = await staffedAgency(app, { staff: 3 });
    await openRoundAt(app, agency, '2026-03-02T14:05:00Z');
    for (const member of agency.staff) tokens.push(await surveyToken(app, member.email));
    adminCookie = [...agency.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }, 120_000);
  afterAll(async () => {
    await close();
    await app.close();
  });

  it('finds every route of the app in the endpoint table, so a new one cannot go unchecked', () => {
    const routes = new Set(
      app.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    );
    expect([...routes].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it(`answers ${CASES_PER_ROUTE} generated requests per route without a 5xx, and stays healthy`, async () => {
    let cases = 0;
    const statuses = new Map<number, number>();
    const checkedSuccesses = new Set<EndpointKey>();
    for (const [key, route] of Object.entries(ROUTES)) {
      const [method, template] = key.split(' ') as [string, string];
      const request = fc.record({
        path: path(template),
        query: query(route),
        body: method === 'GET' || method === 'DELETE' ? fc.constant<Body>({}) : bodies(route),
        signedIn: route.anonymousOnly ? fc.constant(false) : fc.boolean(),
        token: fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 50 })),
        ifMatch: fc.option(fc.oneof(fc.constantFrom('"1"', '*', 'W/"x"'), fc.string({ maxLength: 20 }))),
        ip: fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`),
      });
      await fc.assert(
        fc.asyncProperty(request, async (input) => {
          const tokenQuery = template.startsWith('/api/survey/') && method === 'GET' ? `?token=${input.token}` : '';
          const url = `${base}${input.path}${input.query || tokenQuery}`;
          const response = await fetch(url, {
            method,
            headers: {
              'x-forwarded-for': input.ip,
              ...(input.body.contentType ? { 'content-type': input.body.contentType } : {}),
              ...(input.signedIn ? { cookie: adminCookie } : {}),
              ...(input.ifMatch ? { 'if-match': input.ifMatch } : {}),
            },
            body: input.body.text,
          });
          const text = await response.text();
          cases++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const request = `${method} ${input.path}${input.query} (body: ${(input.body.text ?? '').slice(0, 200)})`;
          if (response.status >= 500) {
            throw new Error(`${request} answered ${response.status}: ${text.slice(0, 200)}`);
          }
          if (isEndpoint(key) && response.headers.get('content-type')?.includes('application/json')) {
            const problem = answerProblem(key, response.status, JSON.parse(text));
            if (problem) throw new Error(`${request}: ${problem}`);
            if (response.ok) checkedSuccesses.add(key);
          }
        }),
        { numRuns: CASES_PER_ROUTE },
      );
    }
    console.info(
      `fuzz: ${cases} requests over ${Object.keys(ROUTES).length} routes; statuses ` +
        [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(', ') +
        `; successes parsed against the table for ${checkedSuccesses.size} of ` +
        `${Object.keys(endpoints).length} endpoints`,
    );
    expect(cases).toBeGreaterThanOrEqual(MIN_CASES);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const signedIn = await fetch(`${base}/api/agency`, { headers: { cookie: adminCookie } });
    expect(signedIn.status).toBe(200);
  }, 600_000);
});
