import type { HelpGuide } from './types';

/** Tutorial guides about setting Hearth up and running the weekly round. */

export const GETTING_STARTED: HelpGuide = {
  slug: 'getting-started',
  title: 'Getting Started',
  summary: 'Create your free agency account, set the survey schedule and invite your team in about ten minutes.',
  sections: [
    {
      id: 'create-account',
      heading: 'Create your agency account',
      paragraphs: [
        "The first person to sign up becomes the agency's first administrator. You can add more administrators later.",
      ],
      steps: [
        'Choose Setup Free Account on the home page, or Login and then the Sign Up tab.',

        'Enter your work email, your agency name (it must be unique; capitals do not matter), your first and ' +
          'last name, and a password of at least 8 characters with one uppercase letter and one number.',

        'Open the verification email we send you and choose Verify Email. The link works once and expires ' +
          'after 24 hours.',

        'Log in with your email and password, then enter the 6-digit code we email you. The code is valid for ' +
          '10 minutes.',
      ],
    },
    {
      id: 'schedule',
      heading: 'Set your survey schedule',
      paragraphs: [
        'Open Settings, Agency Info. Choose the survey day, the time (24-hour clock) and your ' +
          "agency's time zone. Pick a moment when most staff can spare three minutes, for example " +
          'Monday at 09:00 or the end of a common shift. The defaults are Monday at 09:00, ' +
          'America/New_York.',

        'Set the reminder interval in minutes (360, every 6 hours, by default; 0 turns automatic reminders ' +
          'off) and, if you wish, the anonymity minimum: the number of answers a round needs before its scores ' +
          'are shown, 5 by default and anywhere from 3 to 10.',

        'The answer window is how long each week’s links stay open: 24 hours by default, or 36, 48 or 72 ' +
          'hours if your staff work nights or long shifts that straddle the day. The same reminders are spread ' +
          'over a longer window, and results appear when it closes.',
      ],
    },
    {
      id: 'team',
      heading: 'Add job roles and invite your team',
      paragraphs: [
        'In the Job Roles tab, create the roles on your team, such as RN Case Manager, Hospice Aide, Social ' +
          'Worker or Chaplain. Then, in User Management, invite each staff member as a Survey Participant and ' +
          'give them a job role. Invite fellow leaders with Full Access.',

        'That is all. At the next scheduled time every active survey participant receives the check-in by ' +
          'email, and your dashboard starts to fill in once the round closes 24 hours later.',
      ],
    },
  ],
};

export const MANAGING_USERS: HelpGuide = {
  slug: 'managing-users',
  title: 'Managing Users',
  summary: 'Invite staff and administrators, resend invitations, change roles and remove people who leave.',
  sections: [
    {
      id: 'roles',
      heading: 'Two kinds of users',
      paragraphs: [
        'Survey Participant is the role for staff. They receive the weekly check-in by email and answer it ' +
          'from a one-time link; they never log in and have no password. Full Access is the role for ' +
          'administrators, who sign in to see the dashboard, reports and settings. Every administrator signs in ' +
          'with a password and an emailed 6-digit code.',
      ],
    },
    {
      id: 'invite',
      heading: 'Invite someone',
      paragraphs: ['Create at least one job role first: survey participants need one.'],
      steps: [
        'Open Settings, User Management, and choose Invite User.',
        'Enter first name, last name and email, and choose Survey Participant or Full Access.',
        'For a survey participant, pick a job role. Administrators do not have one.',
        'Send the invitation. The person appears as pending until they accept it from the email.',
      ],
    },
    {
      id: 'pending',
      heading: 'Pending invitations',
      paragraphs: [
        'Pending people are shown in yellow and active people in green. If someone cannot find the invitation, ' +
          'ask them to check their spam folder, then choose Resend Invite to send them a fresh invitation. If ' +
          'email delivery fails, Hearth shows you the invitation link and one-time password so you can pass them ' +
          'on in person.',
      ],
    },
    {
      id: 'edit-remove',
      heading: 'Change or remove a user',
      paragraphs: [
        'Edit a user to correct their email, change their role or their job role. When someone ' +
          'leaves, delete them: their name and email are erased for good and they stop receiving ' +
          "surveys. Their earlier anonymous answers stay in your agency's totals, because nobody, " +
          'Hearth included, can tell which answers were theirs. You cannot delete your own ' +
          'account, so another administrator has to do it.',
      ],
    },
  ],
};

export const UNDERSTANDING_SURVEYS: HelpGuide = {
  slug: 'understanding-surveys',
  title: 'Understanding Surveys',
  summary: 'What your staff receive each week, the six questions they answer, and how their answers stay anonymous.',
  sections: [
    {
      id: 'round',
      heading: 'The weekly round',
      paragraphs: [
        "At your survey day and time, in your agency's time zone, Hearth opens a round and " +
          'emails every active survey participant a personal one-time link. The link works once ' +
          'and expires after 24 hours (or the longer answer window you chose, up to 72); no account or ' +
          'password is needed. Answering takes about 3 minutes on a phone. Reminders go only to those who ' +
          'have not answered yet, and the round closes when the links expire.',
      ],
    },
    {
      id: 'questions',
      heading: 'The six questions',
      paragraphs: [
        'Questions 1 to 5 use a slider from 1 (Not at all) to 10 (Extremely). The questions are the same for ' +
          'every agency and cannot be changed, so results stay comparable over time.',
      ],
      steps: [
        'This week, how much did your work leave you feeling like you were running on empty?',
        'How worn out, in body or mind, did you feel at the end of your shifts this week?',
        'How distant or numb did you feel toward patients, families or coworkers this week?',
        'How supported did you feel by your team and your leaders this week?',
        'How much did you feel your work made a real difference this week?',
        'Is there anything you would like your leadership to know about this week? (optional comment)',
      ],
    },
    {
      id: 'scoring',
      heading: 'From answers to a burnout index',
      paragraphs: [
        'Questions 1 to 3 count as given; questions 4 and 5 are turned around (11 minus the ' +
          'answer) because feeling supported and effective is good news. Their average, rounded to ' +
          "one decimal, is the answer set's burnout index from 1 to 10: below 6 is healthy, 6 to " +
          '6.9 moderate, 7 and above high.',
      ],
    },
    {
      id: 'privacy',
      heading: 'What staff can be told about privacy',
      paragraphs: [
        'You can honestly tell your team: "Nobody here can see who said what." Answers are stored apart from ' +
          'who answered, sealed until the round closes, recorded in shuffled order, and shown only when enough ' +
          'people answered. Comments are encrypted. Administrators see only who has not answered yet, so they ' +
          'can send a reminder.',
      ],
    },
  ],
};

export const CONFIGURING_REMINDERS: HelpGuide = {
  slug: 'configuring-reminders',
  title: 'Configuring Reminders',
  summary:
    'Choose how often Hearth nudges staff who have not answered, send reminders by hand, and word the reminder email.',
  sections: [
    {
      id: 'automatic',
      heading: 'Automatic reminders',
      paragraphs: [
        'While a round is open, Hearth emails a reminder every reminder interval (in minutes) to survey ' +
          'participants who have not answered yet. People who already answered never get one. With the default ' +
          'of 360 minutes, a round gets up to three reminders, 6, 12 and 18 hours after it opens, before the ' +
          'link expires at 24 hours. With a longer answer window the same reminders are spread over it.',

        'Change the interval in Settings, Agency Info. A longer interval means fewer emails; 0 turns automatic ' +
          'reminders off.',
      ],
    },
    {
      id: 'manual',
      heading: 'Sending reminders yourself',
      paragraphs: [
        "During an open round, the dashboard's Pending Survey Submissions card lists who has not answered, with " +
          'when their link is due or Overdue. Send Reminders emails all of them at once. Reminders reveal nothing ' +
          "about anyone's answers: Hearth only knows that a person has not answered yet.",
      ],
    },
    {
      id: 'wording',
      heading: 'The reminder email',
      paragraphs: [
        'Edit the wording in Settings, Email Templates, Survey Reminder Message. Keep the [Survey Button] ' +
          "placeholder: it becomes the person's one-time link, and Hearth will not save a reminder without it. " +
          "[Agency Name] is replaced by your agency's name. Use Send Test Email to send yourself a copy, or " +
          'Restore Default to go back to the original text.',
        'A short, warm reminder works best, for example: "It takes three minutes and nobody can see who said what."',
      ],
    },
  ],
};

export const WEEKLY_SUMMARY_EMAILS: HelpGuide = {
  slug: 'weekly-summary-emails',
  title: 'Weekly Summary Emails',
  summary: 'What the Monday summary contains, who receives it, and how to turn it into action.',
  sections: [
    {
      id: 'what',
      heading: 'What the summary contains',
      paragraphs: [
        "Every Monday at 8:00 AM in your agency's time zone, every administrator receives a " +
          'summary of the last closed round: the response rate, the average burnout index, the ' +
          'number of high-risk answer sets (index above 8), the change from the week before, and ' +
          'suggested next steps.',
      ],
    },
    {
      id: 'anonymity',
      heading: 'What it never contains',
      paragraphs: [
        'The summary reports counts and averages only. It never includes an individual answer set or a comment ' +
          'with its author, and when a round has fewer answers than your anonymity minimum it says how many more ' +
          'were needed instead of showing scores.',
      ],
    },
    {
      id: 'use',
      heading: 'Turning it into action',
      paragraphs: [
        'Share the trend with your team in the next staff meeting: people keep answering when they see that it ' +
          'leads somewhere. A rising average or more high-risk answers is a reason to look at caseloads, on-call ' +
          'rotations and support after difficult deaths. A response rate below 70% may indicate survey fatigue; ' +
          'a reminder that answers are anonymous, and a moment set aside during a shift, usually helps.',
      ],
    },
  ],
};
