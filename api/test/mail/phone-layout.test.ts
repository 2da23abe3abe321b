import AxeBuilder from '@axe-core/playwright';
import type { CurrentWeek } from '@hearth/contracts/dashboard';
import { DEFAULT_TEMPLATES, type TemplateKind } from '@hearth/contracts/email-templates';
import type { MailMessage } from '@hearth/platform/mail/port';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetMail, signInCodeMail, verificationMail } from '../../src/auth/mails';
import { renderAgencyMail, renderStaffMail } from '../../src/email-templates/render';
import { emailChangedMail } from '../../src/members/mails';
import { alertMail, digestMail } from '../../src/notifications/mails';
import {
  demoRequestConfirmation,
  demoRequestNotification,
  supportRequestConfirmation,
  supportRequestNotification,
} from '../../src/public-site/mails';

/**
 * Every mail the product sends, rendered by its own code and opened in chromium at a phone's width
 * (390 px): it has a viewport, its `lang` is the reader's language, nothing is wider than the screen,
 * its text is readable without zooming (16 px), and axe finds no WCAG A/AA violation — contrast
 * included (docs/mail.md).
 */
const ORIGIN = 'https://hearth.example.org';
const LONG_TOKEN = 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v2W3x4Y5z6-_A1b2C3d4E5f6';
const surveyUrl = (language: string) => `${ORIGIN}/survey?token=${LONG_TOKEN}&lang=${language}`;
const settings = {
  agencyName: 'Sunrise Valley Hospice and Palliative Care of the Greater Northern Region',
  phone: '+1 (555) 010-0199 ext. 4821',
  answerWindowHours: 24,
  timezone: 'America/New_York',
  template: (kind: TemplateKind) => DEFAULT_TEMPLATES[kind],
};

const week: CurrentWeek = {
  weekOf: '2026-03-02T14:00:00.000Z',
  round: {
    id: '5f1c2f7e-1d2a-4c1b-9a55-8c1f3f5c9a01',
    status: 'closed',
    opensAt: '2026-03-02T14:00:00.000Z',
    closesAt: '2026-03-03T14:00:00.000Z',
    invitedCount: 30,
    respondedCount: 24,
  },
  avgBurnout: 6.4,
  submissionRate: 80,
  highRiskCount: 3,
  highRiskOrMore: false,
  totalUsers: 30,
  results: { visible: true, hiddenReason: null, answersNeeded: null, threshold: 5 },
  changes: { avgBurnout: 0.6, submissionRate: -5, highRiskCount: 1 },
  responses: [],
  comments: null,
  distress: { comments: 1, orMore: false },
  responseCount: 24,
  nonRespondents: [],
  surveySchedule: {
    surveyDay: 'Monday',
    surveyTime: '09:00',
    timezone: 'America/New_York',
    lastSurveySent: '2026-03-02T14:00:00.000Z',
    nextSurveyAt: '2026-03-09T13:00:00.000Z',
  },
};

const MAILS: [name: string, language: 'en' | 'es', mail: MailMessage][] = [
  ['email verification', 'en', verificationMail('a@example.org', 'Dana', `${ORIGIN}/verify-email?token=${LONG_TOKEN}`)],
  ['sign-in code', 'en', signInCodeMail('a@example.org', '123456')],
  ['password reset', 'en', passwordResetMail('a@example.org', `${ORIGIN}/reset-password?token=${LONG_TOKEN}`)],
  ['email changed', 'en', emailChangedMail('a@example.org', settings.agencyName)],
  [
    'administrator invitation',
    'en',
    renderAgencyMail(
      DEFAULT_TEMPLATES.invite,
      {
        agencyName: settings.agencyName,
        appOrigin: 'http://localhost:3000',
        url: `${ORIGIN}/setup?token=${LONG_TOKEN}`,
        otp: '654321',
      },
      'b@example.org',
    ),
  ],
  ...(['en', 'es'] as const).flatMap((language) =>
    (['welcome', 'survey', 'reminder'] as const).map((kind): [string, 'en' | 'es', MailMessage] => [
      `staff ${kind} (${language})`,
      language,
      renderStaffMail(settings, { kind, language, url: surveyUrl(language), appOrigin: ORIGIN }, 'c@example.org'),
    ]),
  ),
  [
    'Monday digest',
    'en',
    digestMail('a@example.org', settings.agencyName, week, [], null, null, `${ORIGIN}/dashboard`),
  ],
  [
    'daily alert',
    'en',
    alertMail(
      'a@example.org',
      settings.agencyName,
      [
        {
          closedAt: new Date('2026-03-03T14:00:00Z'),
          flaggedAnswers: 2,
          responseCount: 24,
          timezone: 'America/New_York',
        },
      ],
      `${ORIGIN}/dashboard`,
    ),
  ],
  [
    'support request to the team',
    'en',
    supportRequestNotification('support@example.org', 'f3b1', {
      name: 'Dana Reyes',
      email: 'dana@example.org',
      requestType: 'support',
      message: 'We cannot find where to change the survey day. '.repeat(4),
    }),
  ],
  ['support request received', 'en', supportRequestConfirmation('dana@example.org', 'f3b1')],
  [
    'demo request to the team',
    'en',
    demoRequestNotification('support@example.org', 'f3b2', {
      firstName: 'Dana',
      lastName: 'Reyes',
      email: 'dana@example.org',
      agencyName: settings.agencyName,
      message: 'Forty staff across two counties.',
    }),
  ],
  ['demo request received', 'en', demoRequestConfirmation('dana@example.org', 'f3b2', ORIGIN)],
];

describe('every mail on a phone', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  });
  afterAll(() => browser?.close());

  it.each(MAILS)('%s reads at 390 px, in its language, with enough contrast', async (_name, language, mail) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    try {
      const page = await context.newPage();
      await page.setContent(mail.html);
      // A string, run in the page: this package's types know no DOM.
      const layout = (await page.evaluate(`({
        lang: document.documentElement.lang,
        viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? null,
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        smallestText: Math.min(...[...document.querySelectorAll('main p, main a')]
          .map((element) => Number.parseFloat(getComputedStyle(element).fontSize))),
      })`)) as {
        lang: string;
        viewport: string | null;
        scrollWidth: number;
        clientWidth: number;
        smallestText: number;
      };
      expect(layout.lang).toBe(language);
      expect(layout.viewport).toContain('width=device-width');
      expect(layout.scrollWidth).toBeLessThanOrEqual(layout.clientWidth);
      expect(layout.smallestText).toBeGreaterThanOrEqual(16);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
