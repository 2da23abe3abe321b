import { assistantUnavailableMessage } from '@hearth/contracts/assistant';
import { nextOpening } from '@hearth/contracts/schedule';
import { freePort } from '@hearth/platform/test/support/global-setup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdmin, signedInAdmin, signIn } from '../support/accounts';
import { advanceRounds, MONDAY_MORNINGS, setSchedule, staffedAgency, submit, surveyToken } from '../support/survey';
import { startTestApp, type TestApp } from '../support/test-app';
import { startFakeOpenAi } from './fake-openai';

type Fake = Awaited<ReturnType<typeof startFakeOpenAi>>;
const SUPPORT = 'help@hearth.test';
/** The app's settings for model mode against the scripted provider. */
const modelEnv = (fake: Fake) => ({
  SUPPORT_EMAIL: SUPPORT,
  OPENAI_API_KEY: 'test-key',
  OPENAI_BASE_URL: fake.baseUrl,
});

describe('POST /api/chatbot on an OpenAI-compatible model', () => {
  let fake: Fake;
  let app: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ env: { ...modelEnv(fake), OPENAI_MODEL: 'fake-model' } });
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('grounds a visitor question in the help passages and offers no tools', async () => {
    fake.answerWith({
      content: 'It is the average of five questions. See [How the burnout index is calculated](/about#burnout-index).',
    });
    const response = await app.client().post('/api/chatbot', {
      message: 'How is my burnout score calculated?',
      conversationHistory: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hello! Ask me anything about Hearth.' },
      ],
    });
    expect(response).toMatchObject({
      status: 200,
      body: { response: expect.stringContaining('average of five questions') },
    });

    const [request] = fake.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('fake-model');
    expect(request!.body.tools).toBeUndefined();
    const [system, grounding, ...conversation] = request!.body.messages;
    expect(system.content).toContain('Never call it an MBI score');
    expect(system.content).toContain('not signed in as an administrator');
    expect(grounding.content).toContain('(/about#burnout-index)');
    expect(grounding.content).toContain('11 minus the answer');
    expect(conversation).toEqual([
      { role: 'user', content: 'Hello' },
      { role: 'assistant', content: 'Hello! Ask me anything about Hearth.' },
      { role: 'user', content: 'How is my burnout score calculated?' },
    ]);
  });

  it('masks email addresses and ids a person types before anything reaches the provider', async () => {
    fake.answerWith({ content: 'Thanks, noted.' });
    await app.client().post('/api/chatbot', {
      message: 'I am jo.smith@sunrise.example, member 0f8fad5b-d9cb-469f-a165-70867728950e. How do reminders work?',
      conversationHistory: [{ role: 'user', content: 'My colleague is ann@sunrise.example' }],
    });
    const sent = JSON.stringify(fake.requests[0]!.body);
    for (const secret of ['jo.smith@sunrise.example', 'ann@sunrise.example', '0f8fad5b-d9cb-469f-a165-70867728950e'])
      expect(sent).not.toContain(secret);
    expect(sent).toContain('[email]');
  });

  it("lets an administrator's model read their agency's overview through a tool, and nothing personal", async () => {
    const other = await registerAdmin(app, { agencyName: 'Other Valley Hospice' });
    const admin = await signedInAdmin(app, { agencyName: 'Lakeside Hospice' });
    const [otherAgency] = await app.db.sql<
      { agency_id: string }[]
    >`select agency_id from agencies where name = 'Other Valley Hospice'`;
    fake.answerWith(
      { toolCalls: [{ name: 'get_agency_overview', arguments: JSON.stringify({ agencyId: otherAgency!.agency_id }) }] },
      { content: 'Lakeside Hospice has 1 active administrator and no survey participants yet.' },
    );

    const response = await admin.client.post('/api/chatbot', {
      message: 'How many staff have we set up so far?',
      conversationHistory: [],
    });
    expect(response).toMatchObject({
      status: 200,
      body: { response: 'Lakeside Hospice has 1 active administrator and no survey participants yet.' },
    });

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first!.body.tools).toEqual(
      ['get_agency_overview', 'get_current_week', 'get_weekly_results', 'get_insights', 'get_comment_themes'].map(
        (name) =>
          expect.objectContaining({
            type: 'function',
            function: expect.objectContaining({ name, parameters: expect.objectContaining({ type: 'object' }) }),
          }),
      ),
    );
    expect(first!.body.messages[0].content).toContain('signed-in administrator');
    const toolMessage = second!.body.messages.find((message: { role: string }) => message.role === 'tool');
    expect(toolMessage.tool_call_id).toBe(second!.body.messages.at(-2).tool_calls[0].id);
    expect(JSON.parse(toolMessage.content)).toEqual({
      agencyName: 'Lakeside Hospice',
      surveyParticipants: { active: 0, invitationPending: 0 },
      administrators: { active: 1, invitationPending: 0 },
    });

    const everythingSent = JSON.stringify(fake.requests.map((request) => request.body));
    expect(everythingSent).not.toContain('Other Valley Hospice');
    for (const personal of [admin.email, other.email, 'Dana', 'Reyes', admin.user.id, admin.user.agencyId])
      expect(everythingSent).not.toContain(personal);
  });

  it('reads weekly results through a tool, with no scores for a week below the anonymity minimum', async () => {
    const agency = await staffedAgency(app, { staff: 6, agencyName: 'Weekly Results Hospice' });
    await setSchedule(agency.client, MONDAY_MORNINGS);
    const weekOne = nextOpening(MONDAY_MORNINGS, app.clock.now());
    for (const [week, answering] of [
      [0, 5],
      [1, 2],
    ] as const) {
      app.clock.set(new Date(weekOne.getTime() + week * 7 * 86_400_000));
      await advanceRounds(app, agency.user.agencyId);
      for (const member of agency.staff.slice(0, answering))
        await submit(app, await surveyToken(app, member.email), [7, 7, 7, 4, 4]);
      app.clock.advance(24 * 3600_000);
      await advanceRounds(app, agency.user.agencyId);
    }
    fake.answerWith(
      { toolCalls: [{ name: 'get_weekly_results', arguments: JSON.stringify({ weeks: 4 }) }] },
      { content: 'Summary.' },
    );
    await agency.client.post('/api/chatbot', { message: 'How did the last weeks go?', conversationHistory: [] });
    const toolMessage = fake.requests[1]!.body.messages.find((message: { role: string }) => message.role === 'tool');
    const result = JSON.parse(toolMessage.content);
    expect(result.anonymityMinimum).toBe(5);
    expect(result.weeks).toEqual([
      expect.objectContaining({
        averageBurnoutIndex: 7.0,
        responseRatePercent: 83,
        highRiskAnswers: 0,
        resultsHidden: false,
      }),
      expect.objectContaining({
        averageBurnoutIndex: null,
        responseRatePercent: 33,
        highRiskAnswers: null,
        resultsHidden: true,
      }),
    ]);
    const everythingSent = JSON.stringify(fake.requests.map((request) => request.body));
    for (const member of agency.staff) expect(everythingSent).not.toContain(member.email);
  });

  it('gives comment themes only with max(k, 5) comments, names masked, and drops quotes from the reply', async () => {
    const agency = await staffedAgency(app, { staff: 6, agencyName: 'Themes Hospice' });
    await setSchedule(agency.client, MONDAY_MORNINGS);
    const weekOne = nextOpening(MONDAY_MORNINGS, app.clock.now());
    const comments = [
      ['Staff1 Member covered three evening visits for me after the admissions rush.', 'Too much charting at home.'],
      [
        'Staff2 stayed late with a family, thank you.',
        'Charting at night again this week.',
        'The Thursday huddle is helping a lot.',
        'Not enough time between visits on long rural routes.',
        'Grateful for the chaplain after a hard death.',
      ],
    ];
    for (const [week, weekComments] of comments.entries()) {
      app.clock.set(new Date(weekOne.getTime() + week * 7 * 86_400_000));
      await advanceRounds(app, agency.user.agencyId);
      for (const [index, member] of agency.staff.slice(0, 5).entries())
        await submit(app, await surveyToken(app, member.email), [6, 6, 5, 5, 5], weekComments[index]);
      app.clock.advance(24 * 3600_000);
      await advanceRounds(app, agency.user.agencyId);
    }
    const admin = await signIn(app, agency.email);
    const [firstRound] = await app.db.sql<{ round_id: string }[]>`
      select round_id from round_summaries where agency_id = ${agency.user.agencyId} order by opens_at limit 1`;

    fake.answerWith(
      { toolCalls: [{ name: 'get_comment_themes', arguments: JSON.stringify({ roundId: firstRound!.round_id }) }] },
      { content: 'There were too few comments that week.' },
    );
    await admin.post('/api/chatbot', { message: 'What were the themes of the first week?', conversationHistory: [] });
    const tooFew = JSON.parse(
      fake.requests[1]!.body.messages.find((message: { role: string }) => message.role === 'tool').content,
    );
    expect(tooFew).toEqual({ week: expect.any(String), unavailable: expect.stringContaining('at least 5 comments') });
    expect(JSON.stringify(fake.requests)).not.toContain('charting at home');

    fake.requests.length = 0;
    fake.answerWith(
      { toolCalls: [{ name: 'get_comment_themes', arguments: '{}' }] },
      {
        content:
          'Two themes stand out. Documentation after hours weighs on people (negative). ' +
          'One comment said "the Thursday huddle is helping a lot". Support from colleagues is valued (positive).',
      },
    );
    const response = await admin.post('/api/chatbot', {
      message: "What are the themes in last week's comments?",
      conversationHistory: [],
    });
    const shown = JSON.parse(
      fake.requests[1]!.body.messages.find((message: { role: string }) => message.role === 'tool').content,
    );
    expect(shown.commentCount).toBe(5);
    expect(shown.instructions).toContain('Never quote');
    expect(shown.comments).toContain('[name] stayed late with a family, thank you.');
    expect(JSON.stringify(fake.requests)).not.toMatch(/Staff2|Staff1/);
    expect(response.body.response).toContain('Documentation after hours weighs on people (negative).');
    expect(response.body.response).not.toContain('Thursday huddle');
    expect(response.body.response).toContain('quoted what staff wrote');
  });

  it('stops offering tools after three rounds', async () => {
    const admin = await signedInAdmin(app);
    const call = { toolCalls: [{ name: 'get_agency_overview', arguments: '{}' }] };
    fake.answerWith(call, call, call, { content: 'Here is your overview.' });
    const response = await admin.client.post('/api/chatbot', { message: 'Overview please', conversationHistory: [] });
    expect(response.body.response).toBe('Here is your overview.');
    expect(fake.requests.map((request) => request.body.tool_choice)).toEqual(['auto', 'auto', 'auto', 'none']);
  });

  it('answers an unknown tool name with an error the model can read', async () => {
    const admin = await signedInAdmin(app);
    fake.answerWith({ toolCalls: [{ name: 'list_respondents', arguments: '{}' }] }, { content: 'I cannot do that.' });
    await admin.client.post('/api/chatbot', {
      message: 'What can you tell me about our latest check-in?',
      conversationHistory: [],
    });
    const toolMessage = fake.requests[1]!.body.messages.find((message: { role: string }) => message.role === 'tool');
    expect(JSON.parse(toolMessage.content)).toEqual({ error: 'There is no tool named list_respondents.' });
  });

  it('answers distress with 988 and the EAP first, without calling the model', async () => {
    fake.answerWith({ content: 'This must never be shown.' });
    const response = await app.client().post('/api/chatbot', {
      message: 'i feel really burnt out and cant sleep, what should i do',
      conversationHistory: [],
    });
    expect(response.body.response).toMatch(/^I'm sorry you're feeling this way[\s\S]*988[\s\S]*employee assistance/);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses identification questions without calling the model', async () => {
    fake.answerWith({ content: 'This must never be shown.' });
    const response = await app
      .client()
      .post('/api/chatbot', { message: 'Which nurse wrote the comment about night shifts?', conversationHistory: [] });
    expect(response.body.response).toContain("I can't help find out who gave an answer");
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a provider failure into a 503 with the failure bubble text, never the provider error', async () => {
    fake.answerWith({ status: 500, error: 'internal model meltdown at /srv/model.py:42' });
    const response = await app
      .client()
      .post('/api/chatbot', { message: 'How do reminders work?', conversationHistory: [] });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ message: assistantUnavailableMessage(SUPPORT), code: 'ASSISTANT_UNAVAILABLE' });
  });
});

describe('POST /api/chatbot when the model server is down', () => {
  let app: TestApp;
  beforeAll(async () => {
    const closedPort = await freePort();
    app = await startTestApp({
      env: { SUPPORT_EMAIL: SUPPORT, OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: `http://127.0.0.1:${closedPort}/v1` },
    });
  });
  afterAll(() => app.close());

  it('answers 503 with a clear message and code', async () => {
    const response = await app
      .client()
      .post('/api/chatbot', { message: 'Is the survey anonymous?', conversationHistory: [] });
    expect(response).toMatchObject({
      status: 503,
      body: { message: assistantUnavailableMessage(SUPPORT), code: 'ASSISTANT_UNAVAILABLE' },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|at .*\.ts/);
  });
});

/**
 * The model mode's guards against a scripted provider that tries each attack an outside review found
 * (docs/assistant.md): a staff member's name in the reply, a figure no tool returned, a comment quoted with
 * zero-width spaces and look-alike letters, a link to a look-alike site; names and phone numbers typed by the
 * administrator sent unmasked; Spanish distress sent to the model; a provider that never answers.
 */
describe('the model mode guards, against a provider that misbehaves', () => {
  let fake: Fake;
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof staffedAgency>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ env: { ...modelEnv(fake), OPENAI_PROVIDER_NAME: 'Example AI' } });
    admin = await staffedAgency(app, { staff: 2, agencyName: 'Guarded Hospice' });
    await app.db.sql`
      update people set first_name = 'Maria', last_name = 'Lopez-Garcia' where member_id = ${admin.staff[0]!.id}`;
  });
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  const ask = (message: string) => admin.client.post('/api/chatbot', { message, conversationHistory: [] });

  it('masks the names of the agency’s people and phone numbers the administrator types', async () => {
    fake.answerWith({ content: 'Thank you, I understand.' });
    await ask('Maria Lopez-Garcia told me she may leave; call her on (555) 123-4567 or maria@example.org.');
    const sent = JSON.stringify(fake.requests[0]!.body.messages.at(-1));
    expect(sent).not.toMatch(/Maria|Lopez|555|maria@/);
    expect(sent).toContain('[name]');
    expect(sent).toContain('[phone]');
  });

  it('masks everyday forms of those names and spelled-out addresses too', async () => {
    fake.answerWith({ content: 'Thank you, I understand.' });
    await ask(
      'lopez garcia and MARÍA LÓPEZ‑GARCÍA said: write to maria dot lopez at example dot org or mlopez@hospice.',
    );
    const sent = JSON.stringify(fake.requests.at(-1)!.body.messages.at(-1));
    expect(sent).not.toMatch(/mar[ií]a|l[oó]pez|garc[ií]a|example|hospice/i);
  });

  it.each([
    ['a name of the agency’s people', 'The comment about nights was written by Maria Lopez-Garcia.'],
    ['a figure no tool returned', 'Your burnout index for the hidden week of Mar 23 was 5.8/10.'],
    ['a link outside the app', 'Please confirm your account at https://hearth-login.example.com/verify today.'],
    ['a Markdown link outside the app', 'Read the [full report](http://evil.example.net/report) here.'],
  ])('drops %s and says something was left out', async (_attack, attack) => {
    fake.answerWith({ content: `Here is what I found. ${attack}` });
    const reply = (await ask('How are we doing?')).body.response as string;
    expect(reply).toContain('Here is what I found.');
    expect(reply).not.toContain(attack);
    expect(reply).toContain('I left out part of that answer');
  });

  it('keeps links to the app and the crisis lines', async () => {
    const safe =
      'See [Support](/support), https://988lifeline.org/chat and the [Dashboard](http://localhost:3000/dashboard).';
    fake.answerWith({ content: safe });
    expect((await ask('Where can I read more?')).body.response).toBe(safe);
  });

  it('drops a comment quoted with zero-width spaces, look-alike letters and changed case', async () => {
    const guard = await import('../../src/assistant/guard');
    const comment = 'Not enough time between visits on long rural routes.';
    const disguised = 'One person said: "NOT e\u200Bnough t\u200Bime bеtween visits on lоng rural routes".';
    const result = guard.guardReply(
      `Time is a theme. ${disguised}`,
      { names: [], sources: [], comments: [comment], appOrigin: 'http://localhost:3000' },
      'en',
    );
    expect(result.dropped).toEqual(['quote']);
    expect(result.text).not.toContain('rural');
  });

  it('answers Spanish distress itself, in Spanish, without calling the model', async () => {
    fake.answerWith({ content: 'The model should never see this.' });
    const reply = (await ask('Me siento agotada y ya no puedo más')).body.response as string;
    expect(reply).toMatch(/^Siento mucho/);
    expect(reply).toContain('988');
    expect(fake.requests).toHaveLength(0);
  });

  it('gives up on a provider that does not answer within 15 seconds, with a clear message', async () => {
    fake.answerWith({ hang: true });
    const started = Date.now();
    const response = await ask('How do reminders work?');
    const waited = Date.now() - started;
    expect(response.status).toBe(503);
    expect(response.body.message).toBe(assistantUnavailableMessage(SUPPORT));
    expect(waited).toBeGreaterThanOrEqual(14_000);
    expect(waited).toBeLessThan(20_000);
  }, 30_000);

  it('tells staff who may read their comments: the check-in and the widget name the provider', async () => {
    expect((await app.client().get('/api/chatbot')).body).toEqual({
      supportEmail: SUPPORT,
      modelProvider: 'Example AI',
    });
  });
});
