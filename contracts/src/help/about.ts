import type { HelpSection } from './types';

/** The About page (About, docs/product-rules.md): mission, why, approach, how anonymity and scoring work, free. */
export const ABOUT_INTRO =
  'Hearth is a free, anonymous weekly check-in that helps hospice agencies notice burnout early and care for ' +
  'the people who care for the dying.';

export const ABOUT_SECTIONS: HelpSection[] = [
  {
    id: 'mission',
    heading: 'Our mission',
    paragraphs: [
      'Hospice teams sit with people at the end of life and with the families who grieve them. That work is ' +
        'deeply meaningful, and it is heavy. Our mission is to give every hospice agency, large or small, a ' +
        'simple and honest way to see how its people are really doing, week by week, so that leaders can act ' +
        'before exhaustion turns into sick days, mistakes and resignations.',
    ],
  },
  {
    id: 'why',
    heading: 'Why Hearth exists',
    paragraphs: [
      'Burnout builds quietly. An annual engagement survey arrives months too late, and a hallway "how are ' +
        'you?" rarely gets a true answer. People are candid only when they are sure their answers cannot be ' +
        'traced back to them, and they keep answering only when it takes a few minutes and visibly leads ' +
        'somewhere.',

      'Hearth was built for exactly that: a check-in short enough to finish on a phone between visits, ' +
        'anonymity that holds even against the people who run the system, and a dashboard that shows ' +
        'administrators the trend rather than the individual.',
    ],
  },
  {
    id: 'approach',
    heading: 'Our approach',
    paragraphs: [
      'Our questions are inspired by the burnout research of Christina Maslach, which describes burnout ' +
        'through three dimensions: exhaustion, a growing distance from the people you serve, and a fading sense ' +
        'that your work makes a difference. Hearth asks about these in its own plain words; the questions are ' +
        'not items of the Maslach Burnout Inventory, and the number Hearth shows is a burnout index, not an ' +
        'inventory score or a diagnosis.',

      'Once a week, at the day and time your agency chooses, each staff member receives a one-time link. Five ' +
        'questions use a slider from 1 (Not at all) to 10 (Extremely) and one optional question invites a ' +
        'comment for leadership. It takes under 5 minutes, usually about 3, and needs no account or password. ' +
        'Administrators follow the results on a dashboard, in trend reports over up to 24 weeks, in a Monday ' +
        'summary email and in a daily alert when answers show high burnout.',
    ],
  },
  {
    id: 'anonymity',
    heading: 'How anonymity works',
    paragraphs: [
      'Who answered and what was answered are stored apart, with no shared id, time or order. Hearth keeps ' +
        'only a participation flag for each person, without a timestamp, so that reminders go to those who have ' +
        'not answered yet. The answers themselves carry no name, email, link, device or IP address.',

      'While a round is open, submitted answers stay sealed: encrypted, under a random id, without a ' +
        'timestamp. When the round closes 24 hours after it opened, the sealed answers are recorded in shuffled ' +
        'order and stamped with the round rather than the minute they were given. Free-text comments are ' +
        'encrypted at rest with AES-256-GCM.',

      'Scores, averages, high-risk counts and comments for a round appear only when at least 5 people ' +
        'answered; administrators can set this minimum anywhere from 3 to 10. Below it, the dashboard says how ' +
        'many more answers are needed and the trend charts leave a gap. Alerts and summary emails report counts ' +
        'and averages only, and the assistant refuses questions that try to identify a respondent. ' +
        'Administrators see who has not yet answered, for reminders, but never who said what.',
    ],
  },
  {
    id: 'burnout-index',
    heading: 'How the burnout index is calculated',
    paragraphs: [
      'Each answer set gets a burnout index from 1 to 10. Questions 1 to 3 (running on empty, worn out in body ' +
        'or mind, distant or numb toward patients, families or coworkers) count as given. Questions 4 and 5 ' +
        '(feeling supported by your team and leaders, feeling your work made a real difference) are turned ' +
        'around, as 11 minus the answer, because a high answer there is good news. The index is the average of ' +
        'these five numbers, rounded to one decimal. The sixth question is an optional comment and does not ' +
        'count toward the score.',

      'An index below 6 is in the healthy range, 6 to 6.9 is moderate, and 7 or more is high. On the dashboard ' +
        'an answer set above 8 is labelled High Risk, and a daily alert goes to administrators when an index is ' +
        'above 8 or any single question is above 9 after turning questions 4 and 5 around. The weekly average is ' +
        'the mean of the indexes in a closed round. A response rate below 70% may indicate survey fatigue, which ' +
        'makes the average less reliable.',
    ],
  },
  {
    id: 'free',
    heading: 'Free, forever',
    paragraphs: [
      'Hearth is free for every hospice agency, with no trial period, no paid tier and no limit on team size. ' +
        'Your data is never sold or shared; it is used only to run Hearth for your agency.',
    ],
  },
];

/** An outside video about the research the questions draw on (About, docs/product-rules.md). */
export const BURNOUT_RESEARCH_VIDEO = {
  label:
    'Watch “Meeting the Challenge of Burnout”, a talk by Christina Maslach, who created the Maslach Burnout ' +
    'Inventory (USENIX SREcon, 2024, about 45 minutes)',
  url: 'https://www.usenix.org/conference/srecon24americas/presentation/maslach',
};
