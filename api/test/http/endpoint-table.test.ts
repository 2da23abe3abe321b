import { readdirSync, readFileSync } from 'node:fs';
import { endpoints } from '@hearth/contracts/endpoints';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { answerProblem, checkAnswersAgainstTable, reply } from '../../src/http/endpoint';
import type { AppEnv } from '../../src/http/env';

/**
 * The endpoint table holds both sides to one shape (docs/architecture.md): what the checks catch, shown
 * by planting each kind of drift — the very one that kept the agency's programme from staff (a route
 * answering a bare list where the table declares an object) first.
 */
describe('the endpoint table check', () => {
  const checkIn = { support: null, languagesFewUse: ['es' as const], commentsSummarisedBy: null };

  it('accepts an answer of exactly the declared shape, status and codes', () => {
    expect(answerProblem('GET /api/survey/check-in', 200, checkIn)).toBeNull();
    expect(answerProblem('GET /api/survey/check-in', 404, { message: 'x', code: 'LINK_INVALID' })).toBeNull();
    expect(answerProblem('GET /api/survey/check-in', 413, { message: 'x', code: 'PAYLOAD_TOO_LARGE' })).toBeNull();
    expect(answerProblem('POST /api/job-roles', 201, { id: 'a', name: 'Aide', memberCount: 0 })).toBeNull();
  });

  it.each([
    ['a bare list where an object is declared', 200, [{ id: 'q1', questionType: 'scaled', questionText: 'x' }]],
    ['a field missing', 200, { support: null, languagesFewUse: [] }],
    ['a field the table does not declare', 200, { ...checkIn, language: 'es' }],
    ['a field of the wrong type', 200, { ...checkIn, languagesFewUse: 'es' }],
    ['another success status', 201, checkIn],
    ['a refusal code the endpoint does not declare', 409, { message: 'x', code: 'CONFLICT' }],
  ])('names %s', (_drift, status, body) => {
    expect(answerProblem('GET /api/survey/check-in', status, body)).not.toBeNull();
  });

  it('turns a drifting route into a 500 that names it, in the app the tests run', async () => {
    const app = new Hono<AppEnv>()
      .use('*', checkAnswersAgainstTable())
      .get('/api/survey/check-in', (c) => c.json([{ id: 'q1', questionType: 'scaled', questionText: 'x' }]))
      .get('/api/survey/questions', (c) => reply(c, 'GET /api/survey/check-in', checkIn))
      .get('/api/chatbot', (c) =>
        reply(c, 'GET /api/chatbot', { supportEmail: 'help@example.org', modelProvider: null }),
      );
    const drifted = await app.request('/api/survey/check-in');
    expect(drifted.status).toBe(500);
    expect(((await drifted.json()) as { message: string }).message).toMatch(
      /^GET \/api\/survey\/check-in: the answer does not match/,
    );
    const misfiled = await app.request('/api/survey/questions');
    expect(((await misfiled.json()) as { message: string }).message).toBe(
      'GET /api/survey/questions: answered as GET /api/survey/check-in',
    );
    expect((await app.request('/api/chatbot')).status).toBe(200);
  });

  it('is the only way a capability answers: no route file calls c.json itself', () => {
    const source = new URL('../../src/', import.meta.url);
    const routeFiles = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('routes.ts'),
    );
    expect(routeFiles.length).toBeGreaterThanOrEqual(10);
    const answeringThemselves = routeFiles.filter((file) =>
      /\bc\.json\(/.test(readFileSync(new URL(file, source), 'utf8')),
    );
    expect(answeringThemselves).toEqual([]);
  });

  it('declares every endpoint with a response schema and its refusal codes', () => {
    for (const [key, endpoint] of Object.entries(endpoints)) {
      expect(key).toMatch(/^(GET|POST|PATCH|PUT|DELETE) \//);
      expect(endpoint.response).toBeDefined();
      expect(Array.isArray(endpoint.errors)).toBe(true);
    }
  });
});
