import { LINK_INVALID_MESSAGE, REQUIRED_QUESTIONS_MESSAGE } from '@hearth/contracts/check-in';
import { INVALID_INVITATION, NO_INVITATION_TOKEN } from '@hearth/contracts/invitation-messages';

/**
 * What staff read (the check-in, its thank-you page, accepting an invitation, the privacy page), in
 * English. The Spanish in `staff-es.ts` has the same keys (docs/staff-languages.md).
 */
export const staffEn = {
  language: { label: 'Language', en: 'English', es: 'Español' },
  layout: { home: 'Hearth home' },
  survey: {
    title: 'Weekly Wellbeing Check-In',
    description: 'Your anonymous weekly check-in: six short questions, about 3 minutes.',
    subtitle: 'Your responses are completely anonymous and help us support you better.',
    privacyLink: 'What your administrators can see',
    linkInvalid: LINK_INVALID_MESSAGE,
    linkInvalidHelp:
      'Links work once and expire when the check-in closes, 24 hours after it opens (or up to 72 if your agency ' +
      'chose longer). If you think this is a mistake, ask your administrator.',
    questionOf: 'Question {{n}} of {{total}}',
    complete: '{{percent}}% complete',
    progress: 'Survey progress',
    notAtAll: 'Not at all',
    extremely: 'Extremely',
    to: 'to',
    outOf: '{{value}} out of 10',
    commentPlaceholder: 'Share your thoughts (optional)...',
    commentHint:
      'Comments are shown apart from the scores, with staff names hidden. Leave out details only you would know.',
    languageCaution:
      'Few people at your agency take the check-in in {{language}}, so a comment written in {{language}} could ' +
      'show who wrote it.',
    languageSuggestion: 'If you can, write your comment in {{other}}.',
    languageNames: { en: 'English', es: 'Spanish' },
    summarisedBy:
      'Your agency’s assistant uses an outside AI service, {{provider}}, which may read this week’s comments, with ' +
      'staff names hidden, to summarise their themes for your administrators. Leave out anything you would not want ' +
      'it to read.',
    previous: 'Previous',
    next: 'Next',
    submit: 'Submit Survey',
    submitting: 'Submitting...',
    required: REQUIRED_QUESTIONS_MESSAGE,
    failed: 'Submission failed',
    tryAgain: 'Please try again.',
  },
  thanks: {
    title: 'Thank You!',
    text:
      'Your survey was submitted successfully. Your feedback is anonymous: it is added to your team’s results ' +
      'without your name.',
    close: 'You can close this page now.',
  },
  support: {
    title: 'Support is here if you need it',
    intro: 'Your answers say this week was hard. You do not have to get through it alone.',
    lifelineName: '988 Suicide & Crisis Lifeline (US)',
    lifeline: 'Call or text 988, or chat at 988lifeline.org. Free and confidential, 24 hours a day.',
    callLifeline: 'Call 988',
    textLifeline: 'Text 988',
    chatLifeline: 'Chat at 988lifeline.org',
    programme: 'Your agency’s employee assistance programme: free, confidential support for staff.',
    call: 'Call {{phone}}',
    website: 'Visit {{name}}',
    anonymous:
      'Your answers are anonymous, so nobody at your agency knows how you answered, and nobody will reach out to ' +
      'you. If you want to talk, please reach out yourself: to the numbers above, or to someone you trust.',
    emergency: 'If you are in danger right now, call 911.',
    notRecorded: 'Nothing records that this message was shown to you.',
  },
  invite: {
    metaTitle: 'Accept your invitation',
    metaDescription: 'Join your hospice team’s anonymous weekly wellbeing check-in.',
    activating: 'Activating Your Account',
    activatingLabel: 'Activating...',
    welcome: 'Welcome',
    allSet: 'You’re all set',
    alreadyAccepted: 'You already accepted this invitation, so there is nothing more to do.',
    weekly:
      'Each week you will receive an email with a personal link to a short check-in: six questions, about 3 minutes.',
    anonymous:
      'Your answers are anonymous. Your leaders see only group results, and only once enough colleagues have ' +
      'answered; nobody can see who said what.',
    close: 'You can close this page now. There is no account or password to remember.',
    invalidTitle: 'Invalid Invitation',
    invalid: INVALID_INVITATION,
    noToken: NO_INVITATION_TOKEN,
    askAgain: 'Please contact your agency administrator and ask them to send you a new invitation.',
    textsHeading: 'May we text you?',
    textsQuestion:
      'Your agency would like to send your weekly check-in link by text message to your mobile number ending ' +
      '{{ending}}.',
    textsTerms:
      'Our texts are free: we never charge you. Your phone company’s usual message rates may apply. We text only ' +
      'between 8 am and 8 pm. Reply STOP to any text to end them, START to get them again, HELP for help. Your ' +
      'answers stay anonymous whether the link comes by text or by email.',
    textsYes: 'Yes, text me',
    textsNo: 'No, email only',
    textsSaving: 'Saving...',
    textsAgreed: 'Thank you. Your check-in link will come by text. Reply STOP to any text to end them.',
    textsDeclined: 'We will not text you. Your check-in link will come by email.',
    textsFailed: 'Your answer could not be saved. Please try again.',
  },
  privacy: {
    title: 'What your administrators can see',
    description:
      'In plain words: what the people who run Hearth at your agency can and cannot see about your check-in.',
    intro:
      'Hearth is how your agency asks how your week went. Here is, in plain words, what the people who run Hearth ' +
      'at your agency (your administrators) can see, and what they cannot.',
    sections: [
      {
        heading: 'They can see who has not answered yet',
        text:
          'While a check-in is open, administrators see the names of people who have not answered yet, so that ' +
          'they can send a reminder. That is all they learn about you: not when you answered, and not what you said.',
      },
      {
        heading: 'They never see who said what',
        text: 'Your answers are kept without your name, your email address, or the time you answered.',
      },
      {
        heading: 'Your answers stay sealed until the check-in closes',
        text:
          'Your answers are locked (encrypted) until the week’s check-in closes, 24 hours after it opens (up to 72 ' +
          'if your agency chose longer). Then ' +
          'everyone’s answers are added to the team’s results together, in a shuffled order, with no name, no time ' +
          'and no order.',
      },
      {
        heading: 'Scores show only when enough people answer',
        text:
          'A week’s scores appear only when at least 5 people answered (your agency may choose a number from 3 to ' +
          '10). With fewer answers, nobody ever sees that week’s scores.',
      },
      {
        heading: 'Comments are kept apart from scores',
        text:
          'If you write a comment, it is shown apart from the scores, so nobody can match it to your numbers; only ' +
          'when at least 3 people wrote one that week; and with names of staff hidden. Your own words could still ' +
          'hint at who you are, so leave out details only you would know. So could the language you write in, when ' +
          'few people at your agency use it: the check-in tells you when that is so.',
      },
      {
        heading: 'The assistant will not say who answered',
        text:
          'Administrators can ask Hearth’s assistant about the team’s results. It answers with group numbers only ' +
          'and refuses to say who gave any answer.',
      },
      {
        heading: 'What the people who run the servers could learn',
        text:
          'The people who run the computers Hearth works on can see its database. Without Hearth’s secret key they ' +
          'cannot read sealed answers. Once a check-in has closed, nothing in the database links an answer to a ' +
          'person, even with the key. While a check-in is open, someone with full control of the servers and the ' +
          'key could, in principle, match an answer to the person who gave it; that is why the key is kept secret.',
      },
      {
        heading: 'If your check-in comes by text message',
        text:
          'Texts from Hearth are free: we never charge you, though your phone company’s usual message rates may ' +
          'apply. They come only between 8 am and 8 pm, and only if you said yes. Reply STOP to any text to end ' +
          'them (START brings them back). Your number is used only to send your link; it is not in your answers, ' +
          'and your answers stay anonymous whether the link came by text or by email. Replies are not read as ' +
          'answers.',
      },
      {
        heading: 'Nobody is watching your answers for you',
        text:
          'Because your answers are anonymous, nobody will contact you about them. If you are struggling, reach out ' +
          'yourself: call or text 988 (Suicide & Crisis Lifeline, US), or talk to someone you trust.',
      },
    ],
    outsideAi: {
      heading: 'An outside AI service may read comments',
      text:
        'Your agency’s assistant uses {{provider}}, an outside AI service. When an administrator asks it about a ' +
        'week’s comments, it may read them, with staff names, emails and phone numbers hidden, and only for a week ' +
        'with enough comments; it is told never to quote them, and its answers are checked so that it cannot. Your ' +
        'scores are never sent to it one by one.',
    },
    language:
      'Your agency chose the language of your emails. You can switch the check-in between English and Spanish at ' +
      'the top of its page.',
  },
};

export type StaffTexts = typeof staffEn;
