import type { FaqItem } from './types';

/** The Support page's eight questions (Support and Help, docs/product-rules.md), in their documented order. */
export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'signup',
    question: 'How do I sign up my agency?',
    answer: [
      'Choose Setup Free Account on the home page (or Login, then the Sign Up tab). Enter your work email, ' +
        'your agency name, your first and last name, and a password of at least 8 characters with one uppercase ' +
        'letter and one number. Agency names are unique across Hearth, whatever their capitals.',
      'We email you a link to confirm your address. Once it is confirmed you can log in; every ' +
        'sign-in also asks for a 6-digit code that we email to you. The first person to sign up ' +
        "becomes the agency's first administrator and can invite colleagues as administrators too.",
    ],
  },
  {
    id: 'anonymity',
    question: 'Is the survey really anonymous?',
    answer: [
      'Yes. Staff answer from a one-time emailed link, with no account and no password. Hearth stores who ' +
        'answered and what was answered apart, with no shared id, time or order: participation is only a flag ' +
        'used to send reminders, and answers carry no name, email, link, device or IP address.',

      'Answers stay sealed (encrypted, with no timestamp) until the weekly round closes 24 hours after it ' +
        'opens. Then they are recorded in shuffled order and stamped with the round, not the minute they were ' +
        'given. Scores for a round appear only when at least 5 people answered (administrators can set this ' +
        'minimum between 3 and 10). Administrators can see who has not answered yet, so they can remind them, ' +
        'but never who said what.',
    ],
  },
  {
    id: 'inviting-staff',
    question: 'How do I invite my staff?',
    answer: [
      "Open Settings, then the User Management tab, and choose Invite User. Enter the person's " +
        'first name, last name and email, and pick a role: Survey Participant for staff who answer ' +
        'the weekly check-in, or Full Access for fellow administrators. Add a job role for survey ' +
        'participants (create job roles first in the Job Roles tab).',

      'The invitation email contains a link to activate the invitation. Survey participants never need a ' +
        'password: from then on they simply receive the weekly survey link. People whose invitation is still ' +
        'pending can be sent a fresh one with Resend Invite.',
    ],
  },
  {
    id: 'survey-customisation',
    question: 'Can I change the survey questions?',
    answer: [
      'No. Every agency asks the same six short questions, written in plain language for aides, nurses, social ' +
        'workers and chaplains alike. Fixed questions keep the burnout index comparable from week to week, and ' +
        'they make sure no question can be written to single someone out.',

      'In Settings, Agency Info you choose when the survey goes out (day, time and time zone), how often ' +
        'reminders go and the anonymity minimum; in Settings, Email Templates you choose the wording of the ' +
        'invitation, welcome, survey and reminder emails.',
    ],
  },
  {
    id: 'high-burnout-alerts',
    question: 'What happens when someone reports high burnout?',
    answer: [
      'Once a day Hearth emails all administrators one batched alert when a closed round contains an answer ' +
        'set with a burnout index above 8, or any single question above 9 (counting questions 4 and 5 turned ' +
        'around, so that higher always means worse).',
      'The alert reports counts and averages only, for rounds that reached your anonymity ' +
        "minimum. It never shows an individual's answers or hints at who gave them. Treat it as a " +
        'signal to check in with the whole team: talk about workload, debrief difficult deaths, ' +
        'and remind everyone of your employee assistance and bereavement support.',
    ],
  },
  {
    id: 'pricing',
    question: 'Is Hearth really free?',
    answer: [
      'Yes, free forever: no trial period, no credit card, no paid tier and no limit on the number of staff. ' +
        'Every feature described on this site is included.',
      'Your data is never sold or shared. It is used only to run Hearth for your agency.',
    ],
  },
  {
    id: 'ai-assistant',
    question: 'What can the AI assistant do?',
    answer: [
      'The chat button at the bottom right of every page opens the Hearth assistant. Anyone can ask it how ' +
        'Hearth works, how the burnout index is calculated or how anonymity is protected. It answers from ' +
        "Hearth's own help pages and links the page each answer comes from, and it says so when it does not " +
        'know.',
      'Signed in as an administrator, you can also ask about your own agency: the burnout score, response rate ' +
        'or high-risk count of a week or a period, the trend, what drives it, who is still pending and when the ' +
        'next check-in opens. It answers from the same figures as your dashboard, names the week each number ' +
        'comes from, and follows up on your previous question. It never shows individual answers and refuses to ' +
        'guess who wrote something. Conversations are not saved: they disappear when you reload or leave the page.',
    ],
  },
  {
    id: 'weekly-emails',
    question: 'What are the weekly emails?',
    answer: [
      "Staff receive the survey email at the day and time you choose, in your agency's time " +
        'zone, with a link that works once and expires after 24 hours, or after the longer answer window you ' +
        'chose (up to 72 hours). Reminders go only to those who have not answered yet.',

      'Every Monday at 8:00 AM your time, every administrator receives a summary of the last closed round: ' +
        'response rate, average burnout index, number of high-risk answers, the change from the week before and ' +
        'suggested next steps. You can edit the wording of the staff emails in Settings, Email Templates.',
    ],
  },
];

export const faqPath = (id: string) => `/support#faq-${id}`;
