import type { HISTORY_RANGES } from '@hearth/contracts/dashboard';
import type { AssistantRequest } from './assistant';
import { anyOf, plainText } from './text';

/**
 * Questions about the agency's own numbers, read without a model
 * (docs/decisions/040-assistant-own-numbers-and-safety.md): which figures are asked for (topics)
 * and for which weeks (period). A follow-up ("and the response rate?", "what about the week
 * before?") borrows what it leaves out from the conversation the client sends.
 */
export type Topic =
  | 'score'
  | 'rate'
  | 'high_risk'
  | 'pending'
  | 'invited'
  | 'staff'
  | 'next_round'
  | 'insights'
  | 'driver'
  | 'trend'
  | 'hidden';

export type Period =
  /** The newest round, open or closed. */
  | { kind: 'current' }
  /** The newest closed round. */
  | { kind: 'latest' }
  /** The closed round before the newest closed one. */
  | { kind: 'previous' }
  | { kind: 'range'; weeks: (typeof HISTORY_RANGES)[number] }
  /** The week that contains this day (month 1–12). */
  | { kind: 'date'; month: number; day: number };

export interface FiguresQuestion {
  topics: Topic[];
  period: Period | null;
}

/** A topic's pattern: any of the alternatives, each starting at a word boundary. */
const topic = (...alternatives: string[]) => new RegExp(String.raw`\b${anyOf(...alternatives)}`);
const ANSWERED = 'answered|responded|replied|completed|submitted|done|taken';

const TOPIC_PATTERNS: [Topic, RegExp][] = [
  [
    'invited',
    topic(
      String.raw`still invited|invit\w* (pending|outstanding|not (yet )?accepted)`,
      String.raw`(pending|outstanding|open|unaccepted) invit\w*`,
      '(not|nt) (yet )?accepted|yet to accept|invited but|havent joined|not joined',
    ),
  ],
  [
    'pending',
    topic(
      `pending|not (yet )?(${ANSWERED})|(havent|hasnt|didnt) (yet )?(${ANSWERED}|filled)`,
      'outstanding|non-?respondents?|yet to (answer|respond|complete)|still (need|have) to (answer|respond)',
      'still missing|who is missing',
    ),
  ],
  [
    'rate',
    topic(
      'response rate|participation|turnout|respon(se|ded|ding)|answered|replied|completed|took (the|part)',
      'filled (it )?(in|out)|how many (staff |people |of them )?(answered|responded|replied|took|completed)',
    ),
  ],
  ['high_risk', topic(String.raw`high[\s-]?risk|at risk|above 8|over 8|red flags?|flagged|in the red`)],
  [
    'score',
    topic(
      'burnout|score|index|average|avg',
      'how (are|is|was|were) (we|the team|my team|our team|our staff|staff|everyone|people) (doing|feeling)',
    ),
  ],
  [
    'staff',
    topic(
      'how many (staff|people|employees|nurses|members|users|participants|administrators|admins|team members)',
      'total staff|staff count|team size|size of (my|our|the) team|headcount',
    ),
  ],
  [
    'next_round',
    topic(
      '(next|upcoming|following) (round|checkin|survey|check)',
      'when (does|do|will|is|are) (the |our |my |staff )?(next |weekly )?(round|checkin|survey|check|links?)',
      'when (do|does|will) (staff|people|the team|everyone) get',
    ),
  ],
  [
    'insights',
    topic(
      'insights?|what should (i|we) (focus|do|look|worry|know|work)',
      'anything (to worry|i should|we should|concerning|worrying)|what stands out',
      String.raw`recommend\w*|takeaways?|key findings|red flags|biggest concerns?|what needs (my )?attention`,
    ),
  ],
  [
    'driver',
    topic(
      String.raw`driv\w*|what(s| is)? (causing|behind)|which (dimension|part|area|question)`,
      'biggest (factor|problem|issue|contributor)|main (cause|factor|reason|problem)',
      String.raw`^why\b|\bwhy (is|are|did|has|was)\b`,
    ),
  ],
  [
    'trend',
    topic(
      String.raw`trends?|trending|going (up|down)|rising|falling|improv\w*|getting (better|worse)|worse|better`,
      String.raw`changed?|direction|over time|increas\w*|decreas\w*|up or down|moving`,
    ),
  ],
  [
    'hidden',
    topic(
      'hidden|gaps?|missing (week|score|result)s?|(cant|dont|not) (i )?see (the )?(scores?|results?)',
      'no (scores?|results?)|below (the |our )?(threshold|minimum)|not enough answers',
    ),
  ],
];

/** Words that tie a question to the asker's own agency. */
const OWN = /\b(our|my|we|us|ours|agency|agencys|teams|hospice)\b/;
/** "How is the index calculated?", "what does … mean", "how do I …": questions for the help pages. */
const HELP = new RegExp(
  [
    String.raw`\b(calculated|computed|measured|worked out|definition|define|explain|mean|means|meaning)\b`,
    String.raw`\bhow (do|can|should|would) (i|we|you)\b|\b(can|could|do) (i|we)\b|\bwhere (do|can|is|are)\b`,
    String.raw`\bwhat (is|are) (a|an|the) (burnout|score|index|response|highrisk|checkin)\b`,
    String.raw`\bwhat counts\b|\bhow does\b`,
  ].join('|'),
);

/** Topics that can only be about the asker's own agency. */
const INHERENTLY_OWN: Topic[] = ['pending', 'invited', 'next_round', 'insights'];

/** Whether a message names the asker's own agency or team ("our", "my team"). */
export const mentionsOwnAgency = (message: string) => OWN.test(plainText(message));

const WORD_NUMBERS: Record<string, number> = { four: 4, eight: 8, twelve: 12, six: 6, three: 3, two: 2, one: 1 };
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function rangeFor(weeks: number): (typeof HISTORY_RANGES)[number] {
  if (weeks <= 4) return 4;
  if (weeks <= 12) return 12;
  return 24;
}

function parsePeriod(text: string): Period | null {
  const weeks = /\b(last|past|previous) (\d{1,2}|four|eight|twelve|six) weeks\b/.exec(text);
  if (weeks) return { kind: 'range', weeks: rangeFor(WORD_NUMBERS[weeks[2]!] ?? Number(weeks[2])) };
  const months = /\b(last|past|previous) (\d{1,2}|one|two|three|six|few) months?\b|\b(last|past|this) month\b/.exec(
    text,
  );
  if (months) {
    const count = months[3] ? 1 : (WORD_NUMBERS[months[2]!] ?? (months[2] === 'few' ? 3 : Number(months[2])));
    return { kind: 'range', weeks: count <= 1 ? 4 : count <= 3 ? 12 : 24 };
  }
  if (/\b(quarter)\b/.test(text)) return { kind: 'range', weeks: 12 };
  if (/\b(half (a )?year|six months|this year|last year|past year)\b/.test(text)) return { kind: 'range', weeks: 24 };
  const monthFirst = new RegExp(String.raw`\b(${MONTHS.join('|')})[a-z]* (\d{1,2})(st|nd|rd|th)?\b`).exec(text);
  if (monthFirst) return { kind: 'date', month: MONTHS.indexOf(monthFirst[1]!) + 1, day: Number(monthFirst[2]) };
  const dayFirst = new RegExp(String.raw`\b(\d{1,2})(st|nd|rd|th)? (of )?(${MONTHS.join('|')})[a-z]*\b`).exec(text);
  if (dayFirst) return { kind: 'date', month: MONTHS.indexOf(dayFirst[4]!) + 1, day: Number(dayFirst[1]) };
  if (/\b(previous|prior) (week|round|checkin)\b|\bweek before\b|\bone before\b|\bbefore that\b/.test(text)) {
    return { kind: 'previous' };
  }
  if (/\b(last|latest|most recent|past|recent) (week|round|checkin|survey|results?)\b|\blatest\b/.test(text)) {
    return { kind: 'latest' };
  }
  if (
    /\b(this|current) (week|round|checkin|survey)\b|\b(right now|so far|today|currently|at the moment)\b/.test(text)
  ) {
    return { kind: 'current' };
  }
  return null;
}

interface Parsed extends FiguresQuestion {
  own: boolean;
  help: boolean;
  followUp: boolean;
}

function parse(message: string): Parsed {
  const text = plainText(message).replace(/[?!.,;:]+/g, ' ');
  let period = parsePeriod(text);
  let topics = TOPIC_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
  // "still invited" is about invitations, not this week's check-in; "how many answered" is the rate.
  if (topics.includes('invited')) topics = topics.filter((topic) => topic !== 'pending' && topic !== 'staff');
  if (topics.includes('pending')) topics = topics.filter((topic) => topic !== 'rate' && topic !== 'staff');
  if (topics.includes('high_risk') || topics.includes('rate')) topics = topics.filter((topic) => topic !== 'score');
  if (topics.includes('driver')) topics = topics.filter((topic) => topic !== 'trend' && topic !== 'score');
  // "Is our burnout going up?" is the trend; "how has our response rate changed?" is the rate over weeks.
  if (topics.includes('trend') && (topics.includes('rate') || topics.includes('high_risk'))) {
    topics = topics.filter((topic) => topic !== 'trend');
    period ??= { kind: 'range', weeks: 12 };
  }
  if (topics.includes('trend')) topics = topics.filter((topic) => topic !== 'score');
  const words = text.trim().split(/\s+/).filter(Boolean);
  return {
    topics,
    period,
    own:
      OWN.test(text) ||
      period !== null ||
      /\bhow many\b/.test(text) ||
      topics.some((topic) => INHERENTLY_OWN.includes(topic)),
    help: HELP.test(text),
    followUp: /^(and|also|then|so|what about|how about|same|ok|okay|but)\b/.test(text.trim()) || words.length <= 5,
  };
}

/** The figures question a message asks, reading the conversation for what a follow-up leaves out. */
export function figuresQuestion(request: AssistantRequest): FiguresQuestion | null {
  let last: FiguresQuestion | null = null;
  for (const message of request.history) {
    if (message.role !== 'user') continue;
    last = resolve(message.content, last) ?? last;
  }
  return resolve(request.message, last);
}

function resolve(message: string, last: FiguresQuestion | null): FiguresQuestion | null {
  const parsed = parse(message);
  const hasNumbersCue = parsed.period !== null || /\bhow many\b/.test(plainText(message));
  if (parsed.topics.length > 0) {
    const inherentlyOwn = parsed.topics.every((topic) => INHERENTLY_OWN.includes(topic));
    if (!parsed.own || (parsed.help && !hasNumbersCue && !inherentlyOwn)) {
      // "and the response rate?" after a figures question is still about the figures.
      if (!(last && parsed.followUp && !parsed.help)) return null;
    }
    return { topics: parsed.topics, period: parsed.period ?? (parsed.followUp ? (last?.period ?? null) : null) };
  }
  if (last && parsed.followUp && !parsed.help && parsed.period) return { topics: last.topics, period: parsed.period };
  return null;
}
