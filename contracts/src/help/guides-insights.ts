import type { HelpGuide } from './types';

/** Tutorial guides about reading results, the assistant, and privacy. */

export const READING_DASHBOARD_DATA: HelpGuide = {
  slug: 'reading-dashboard-data',
  title: 'Reading Dashboard Data',
  summary: 'Switch between the current week and past weeks, and know what you can see while a round is open.',
  sections: [
    {
      id: 'periods',
      heading: 'Choosing a period',
      paragraphs: [
        'The selector at the top of the dashboard shows the Current Week, the Last 4 Weeks or the Last 12 ' +
          'Weeks. For several weeks, the burnout score and response rate are averages over the weeks and High ' +
          'Risk Staff becomes Peak High Risk, the highest weekly count. The Reports page draws three trend ' +
          'charts, average burnout index, response rate and high-risk count, over the last 4, 12 or 24 weeks.',
      ],
    },
    {
      id: 'open-round',
      heading: 'While a round is open',
      paragraphs: [
        'During the 24 hours a round is open you see live participation: the response rate and who is still ' +
          'pending, so you can send reminders. Scores stay sealed until the round closes; showing them earlier ' +
          'would let anyone match an answer to the person who just submitted it.',
      ],
    },
    {
      id: 'threshold',
      heading: 'When scores appear',
      paragraphs: [
        'After the round closes, its scores appear if at least your anonymity minimum of people answered (5 ' +
          'unless you changed it). If fewer answered, the dashboard says how many more answers were needed and ' +
          'the trend charts leave a gap for that week. The minimum protects the people on a small team; raising ' +
          'response rates is the way to see more.',
      ],
    },
    {
      id: 'activity',
      heading: 'Recent survey activity',
      paragraphs: [
        'For a closed round that reached the minimum, Recent Survey Activity lists answer sets ' +
          'as Anonymous User with their burnout index, stamped with the round rather than a time. ' +
          "An answer set above 8 is labelled High Risk. Opening one shows each question's answer; " +
          'comments are shown without any link to their author.',
      ],
    },
  ],
};

export const INTERPRETING_DASHBOARD_KPIS: HelpGuide = {
  slug: 'interpreting-dashboard-kpis',
  title: 'Interpreting Dashboard KPIs',
  summary:
    'What Response Rate, Avg Burnout Score, High Risk Staff and Total Staff tell you, and what to do about them.',
  sections: [
    {
      id: 'response-rate',
      heading: 'Response Rate',
      paragraphs: [
        'The share of survey participants who answered the round. Below 70% may indicate survey ' +
          'fatigue, and the other numbers then describe fewer people than you think. Remind staff ' +
          'that answers are anonymous, keep the day and time predictable, and share what you ' +
          "changed because of last month's results.",
      ],
    },
    {
      id: 'avg-burnout',
      heading: 'Avg Burnout Score',
      paragraphs: [
        'The average burnout index of the round, shown as x.x/10. Below 6 is healthy, 6 to 6.9 moderate, and 7 ' +
          'or more high. A single week can be noisy after a hard stretch of deaths; a rise over three or four ' +
          'weeks deserves a conversation about workload and support.',
      ],
    },
    {
      id: 'high-risk',
      heading: 'High Risk Staff',
      paragraphs: [
        'The number of answer sets in the round with a burnout index above 8. It counts answers, not named ' +
          'people: Hearth cannot tell you who they are, and neither can anyone else. Respond to the whole team, ' +
          'for example with a debrief, a lighter on-call week or a reminder of your employee assistance program.',
      ],
    },
    {
      id: 'insights',
      heading: 'Insights',
      paragraphs: [
        'The Insights card on the dashboard and beside the report charts reads the last closed check-ins for ' +
          'you: whether the burnout index is really moving, which part of it (exhaustion, distance, support or ' +
          'sense of accomplishment) drives it, whether participation is low or falling, how high-risk answers ' +
          'are trending and which weeks stayed hidden below your anonymity minimum. Each insight shows the ' +
          'numbers and weeks it rests on and suggests actions, each with its source.',
        'A small team moves a few tenths from week to week by chance. Hearth calls a rise or a fall only when it ' +
          'is larger than that week-to-week noise for the number of answers behind it; otherwise it says the ' +
          'index is steady. Only weeks with at least your anonymity minimum of answers count.',
      ],
    },
    {
      id: 'total-staff',
      heading: 'Total Staff and week-over-week change',
      paragraphs: [
        'Total Staff is the number of survey participants on your team. In the Current Week view, Response ' +
          'Rate, Avg Burnout Score and High Risk Staff show their change from the previous closed round (scores ' +
          'only when both rounds reached your anonymity minimum), so you can tell at a glance whether things are ' +
          'getting better or worse. The Last 4 and Last 12 Weeks views show averages and peaks instead.',
      ],
    },
  ],
};

export const USING_THE_AI_CHATBOT: HelpGuide = {
  slug: 'using-the-ai-chatbot',
  title: 'Using the AI Chatbot',
  summary: 'Ask the assistant about Hearth, burnout and your agency, and know what it will not do.',
  sections: [
    {
      id: 'asking',
      heading: 'Asking a question',
      paragraphs: [
        'Choose the chat button at the bottom right of any page. Type your question and press Enter to send ' +
          'it; Shift+Enter starts a new line. A message can be up to 1000 characters, and you can send the next ' +
          'one when the answer has arrived.',
      ],
    },
    {
      id: 'answers',
      heading: 'Where the answers come from',
      paragraphs: [
        "The assistant answers from Hearth's own help: these tutorials, the FAQ, the About page and the privacy " +
          'notice. Each answer links to the page it comes from so you can read more. When the help does not cover ' +
          'a question, it says so and points you to the Support page.',
        'Signed in as an administrator, you can ask about your own numbers: "What was our burnout score last ' +
          'week?", "And the response rate?", "How many staff have not answered yet?", "When does the next check-in ' +
          'open?", "Is our burnout going up?" or "What should we focus on?". Each answer gives the figure and the ' +
          'week it comes from, from the same figures as your dashboard and insights, and it only ever reads your ' +
          'agency. When your installation connects the assistant to an AI model, it can also summarise the themes ' +
          'of a closed week with at least 5 comments, with names removed and never quoting anyone.',
      ],
    },
    {
      id: 'limits',
      heading: 'What it will not do',
      paragraphs: [
        'The assistant refuses to guess or reveal who gave an answer or wrote a comment, and it never shows ' +
          'results for fewer people than your anonymity minimum. It is not a clinician: when someone writes that ' +
          'they are struggling, it answers first with 988 (the US Suicide & Crisis Lifeline) and your employee ' +
          'assistance program. Conversations are kept only ' +
          'on the open page and disappear when you reload or leave it; when an AI model is used, your questions ' +
          'are sent to it without your name or email.',
      ],
    },
  ],
};

export const PRIVACY_AND_SECURITY: HelpGuide = {
  slug: 'privacy-and-security',
  title: 'Privacy and Security',
  summary: "How Hearth protects your staff's anonymity, your account and your agency's data.",
  sections: [
    {
      id: 'anonymity',
      heading: 'Anonymity by design',
      paragraphs: [
        'Who answered and what was answered are stored apart with no shared id, time or order; answers are ' +
          'sealed until the round closes, then recorded in shuffled order; scores appear only for rounds with at ' +
          'least your anonymity minimum of answers. The About page explains each step.',
      ],
    },
    {
      id: 'account',
      heading: 'Protecting your account',
      paragraphs: [
        'Multi-factor authentication is mandatory for every administrator and cannot be turned off: each ' +
          'sign-in needs your password and a 6-digit code emailed to you, valid for 10 minutes. Email codes are ' +
          'not considered phishing-resistant under NIST and HIPAA guidance, so protect the mailbox itself with ' +
          'an authenticator app. Passwords need at least 8 characters, one uppercase letter and one number; very ' +
          'common passwords are refused.',

        'Choose Remember me only on a device you alone use. Logging out, resetting your password or being ' +
          'removed ends your sessions at once.',
      ],
    },
    {
      id: 'data',
      heading: 'Protecting your data',
      paragraphs: [
        'Connections between your browser and Hearth are encrypted with TLS. Survey answers are ' +
          'encrypted at rest with AES-256-GCM from the moment they are given until their round ' +
          'closes, and free-text comments stay encrypted after that. Passwords are stored as argon2id hashes, and ' +
          'sessions, sign-in codes and emailed links only as hashes. Every change is recorded in ' +
          'an append-only audit log. Agencies are isolated from one another: nobody can see ' +
          "another agency's staff or results. Your data is never sold or shared.",
      ],
    },
  ],
};
