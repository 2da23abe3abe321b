import type { FeatureCard, HelpSection } from './types';

/** The landing page's copy (Landing page, docs/product-rules.md). */
export const LANDING = {
  heroTitle: 'See burnout coming. Support your hospice team.',
  heroText:
    'Hearth sends your staff a short, anonymous check-in every week and shows you how your team is really ' +
    'doing, so you can act before exhaustion turns into turnover. Staff answer in about 3 minutes on a phone, ' +
    'with no account to create.',
  featuresTitle: 'Everything you need to look after the people who give care',
  closingTitle: 'Start this week. It costs nothing.',
  closingText:
    'Create your agency, invite your team and the first check-in goes out on the day you choose. No trial, no ' +
    'credit card, no paid tier.',
};

export const FEATURE_CARDS: FeatureCard[] = [
  {
    title: 'A three-minute weekly check-in',
    text:
      'Five slider questions and one optional comment, answered on a phone from a one-time emailed link. No ' +
      'account, no password, no app to install.',
  },
  {
    title: 'Anonymous by design',
    text:
      'Who answered and what they said are stored apart, sealed until the round closes, and shown only when ' +
      'enough people answered (5 by default, or your agency’s minimum from 3 to 10). Nobody can see who said ' +
      'what.',
  },
  {
    title: 'A clear burnout index',
    text:
      "Inspired by Christina Maslach's burnout research: exhaustion, distance and a sense of " +
      'making a difference become one index from 1 to 10, with healthy, moderate and high bands.',
  },
  {
    title: 'A dashboard at a glance',
    text:
      'Response rate, average burnout score, high-risk answers and total staff for the current week or the last ' +
      '4 or 12 weeks, each with its change from the week before.',
  },
  {
    title: 'Trend reports',
    text:
      'Three charts follow your average burnout index, response rate and high-risk count over the last 4, 12 or ' +
      '24 weeks, so you see the direction, not just the week.',
  },
  {
    title: 'Reminders that respect people',
    text:
      'Reminders go only to staff who have not answered yet, as often as you choose, and you can send them ' +
      'yourself from the dashboard.',
  },
  {
    title: 'Monday summary email',
    text:
      'Every Monday at 8:00 AM your time, each administrator gets the week in numbers: response rate, average ' +
      'score, high-risk count, trend and next steps.',
  },
  {
    title: 'Daily high-risk alerts',
    text:
      'One batched email a day when answers show an index above 8 or any question above 9, with ' +
      "counts and averages only, never an individual's answers.",
  },
  {
    title: 'Set up your way',
    text:
      'Your survey day, time and time zone, job roles, reminder interval and the wording of every staff email. ' +
      'Secure sign-in with an emailed code for every administrator.',
  },
];

/**
 * The Support page's privacy notice (Support, docs/product-rules.md), true to what the product does
 * (docs/anonymity.md).
 */
export const PRIVACY_NOTICE: HelpSection = {
  id: 'privacy',
  heading: 'Privacy Notice',
  paragraphs: [
    'Survey responses are confidential. They are stored apart from who answered, sealed until the weekly round ' +
      'closes, and shown to administrators only as anonymous results for rounds with at least 5 answers (or the ' +
      'minimum your agency set, from 3 to 10).',

    'Connections between your browser and Hearth are encrypted with TLS. Free-text comments are encrypted at ' +
      'rest with AES-256-GCM, and answers stay encrypted until their round closes. Passwords, sessions and ' +
      'sign-in codes are stored only as hashes.',
    "We never sell your data or share it for anyone else's purposes. Mail is delivered by an " +
      'email provider, and where an installation uses an AI model for the chat assistant, chat ' +
      'messages go to that model provider with names, email addresses and ids masked. What you ' +
      'send with this form (your name, email and message) is used only to answer you; it is kept ' +
      'apart from survey data and is not added to any mailing list.',
  ],
};

export const SUPPORT_INTRO = 'Find quick answers below, or send us a message: we reply within 24 hours.';

export const DEMO_INTRO =
  'See Hearth with your own questions in mind. Tell us about your agency and we will get in touch within 24 ' +
  'hours to schedule a walkthrough of the check-in, the dashboard and the anonymity safeguards.';
