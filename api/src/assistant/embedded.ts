import type { Language } from '@hearth/contracts/constants';
import type { Deps } from '@hearth/platform/deps';
import { getAgencySettings } from '../agency/queries';
import type { AssistantContext, AssistantRequest } from './assistant';
import { figuresAnswer } from './figures';
import { aboutHearth, type HelpPassage, type Hit, searchHelp, sourceLabel } from './knowledge';
import {
  bossSeesAnswers,
  COST,
  DEMO,
  GREETING,
  HELP_PREFACE,
  IDENTIFICATION_REFUSAL,
  noGroupBreakdown,
  READ_MORE,
  reachPerson,
  SIGN_IN,
  THANKS,
  unknownReply,
  WHAT_IS_HEARTH,
} from './replies';
import { isFigureIntent } from './understanding/intents';
import { plain } from './understanding/terms';
import { type Understanding, understand } from './understanding/understand';

/**
 * The embedded assistant (no key, no network, docs/assistant.md). It reads what a message asks
 * (understanding/), then answers: a signed-in administrator's own numbers from the dashboard's queries,
 * the product's plain facts (what it is, the price, a demo, a person to write to, what a boss can see),
 * honest refusals (who answered what; figures by job role), and everything else from the one or two help
 * passages that best match — or, below the relevance bar, plainly that it does not know. It answers in the
 * language it is asked in.
 */

/** score × coverage a best passage needs, and the share of the question's words it must contain. */
const MIN_RELEVANCE = 2;
const MIN_COVERAGE = 0.5;
/** A second passage is quoted only when it is nearly as relevant as the first. */
const SECOND_PASSAGE_SHARE = 0.6;

interface RankedHit extends Hit {
  relevance: number;
}

function rank(query: string, language: Language): RankedHit[] {
  return searchHelp(query, language, 8)
    .map((hit) => ({ ...hit, relevance: hit.score * hit.coverage }))
    .sort((a, b) => b.relevance - a.relevance);
}

/** When the message surely asks the help, a passage with fewer of its words still answers it. */
const MIN_COVERAGE_ASKED = 0.34;

const confident = (hits: RankedHit[], minCoverage = MIN_COVERAGE) =>
  hits[0] !== undefined && hits[0].relevance >= MIN_RELEVANCE && hits[0].coverage >= minCoverage;

/** A short message with a pronoun that points at what was said before. */
const REFERS_BACK = /^(?=(\S+\s*){1,8}$).*\b(it|its|they|them|their|that|those|this|these|there|eso|esto|ellos|eso)\b/;

/** The best passages for the message; a short follow-up ("and how often?") borrows the previous question. */
export function findPassages(request: AssistantRequest, language: Language, asksHelp = false): HelpPassage[] {
  const minCoverage = asksHelp ? MIN_COVERAGE_ASKED : MIN_COVERAGE;
  const previousQuestion = request.history.findLast((message) => message.role === 'user')?.content;
  const refersBack = previousQuestion && REFERS_BACK.test(plain(request.message));
  let hits = refersBack ? rank(`${previousQuestion} ${request.message}`, language) : rank(request.message, language);
  if (!confident(hits, minCoverage) && previousQuestion) {
    hits = refersBack ? rank(request.message, language) : rank(`${previousQuestion} ${request.message}`, language);
  }
  if (!confident(hits, minCoverage)) return [];
  const [best, ...rest] = hits as [RankedHit, ...RankedHit[]];
  const second = rest.find((hit) => hit.relevance >= best.relevance * SECOND_PASSAGE_SHARE);
  const chosen = [best, ...(second ? [second] : [])].map((hit) => hit.passage);
  // Two paragraphs of one section read best in the order they were written.
  return chosen.sort((a, b) => (a.path === b.path ? a.id.localeCompare(b.id, 'en', { numeric: true }) : 0));
}

/**
 * Words that tie a figures question to the asker's own agency ("our", "my team", "la semana pasada"), and
 * a Spanish verb said by "we" ("tuvimos", "tenemos", "sacamos").
 */
const OWN = /\b(our|my|we|us|ours|agency|agencys|team|nuestr[oa]s?|mi|mis|equipo|agencia|\w{2,}(amos|emos|imos))\b/;

type AnswerDeps = Pick<Deps, 'sql' | 'secrets' | 'clock' | 'eventStore'>;

export async function embeddedAnswer(
  deps: AnswerDeps,
  request: AssistantRequest,
  context: AssistantContext,
  supportEmail: string,
  understanding: Understanding = understand(request),
): Promise<string> {
  const { language, intent, period } = understanding;
  const threshold = async () =>
    context.agencyId ? (await getAgencySettings(deps.sql, context.agencyId)).anonymityThreshold : null;
  // The product's plain answers for a message surely asking them, or likely asking them when the help
  // pages have nothing better; anything else goes to the help.
  const plainAnswer =
    understanding.confident || (aboutHearth(request.message, language) && findPassages(request, language).length === 0);
  switch (plainAnswer ? intent : null) {
    case 'greeting':
      return GREETING[language];
    case 'thanks':
      return THANKS[language];
    case 'identify':
      return IDENTIFICATION_REFUSAL[language];
    case 'boss_sees_answers':
      return bossSeesAnswers(language, await threshold());
    case 'what_is_hearth':
      return WHAT_IS_HEARTH[language];
    case 'cost':
      return COST[language];
    case 'demo':
      return DEMO[language];
    case 'reach_person':
      return reachPerson(language, supportEmail);
    case 'role_breakdown':
      return noGroupBreakdown(language, await threshold());
    case 'unknown':
      return unknownReply(language, supportEmail);
  }
  // A figure asked plainly, or about the agency's own weeks, is answered from its numbers; a figure intent
  // the recognition is unsure of, only when the help pages have nothing better.
  const own = OWN.test(plain(request.message)) || period !== null;
  const unsureButOnTopic = aboutHearth(request.message, language) && findPassages(request, language).length === 0;
  if (isFigureIntent(intent) && (understanding.confident || own || unsureButOnTopic)) {
    if (context.agencyId) return figuresAnswer(deps, context.agencyId, { intent, period, language });
    if (own) return SIGN_IN[language];
  }
  return helpAnswer(request, language, supportEmail, intent === 'help' && understanding.confident);
}

/**
 * The help passages that answer the message, when it is about Hearth: it names one of the product's words,
 * the question before it did, or the recognition is sure it asks the help ("¿se guarda esta conversación?"
 * names no product word, but is asked as people ask the help, not as they ask about something else).
 */
export function helpAnswer(
  request: AssistantRequest,
  language: Language,
  supportEmail: string,
  asksHelp = false,
): string {
  const previous = request.history.findLast((message) => message.role === 'user')?.content ?? '';
  const onTopic =
    asksHelp || aboutHearth(request.message, language) || (previous !== '' && aboutHearth(previous, language));
  const passages = onTopic ? findPassages(request, language, asksHelp) : [];
  if (passages.length === 0) return unknownReply(language, supportEmail);
  const links = [
    ...new Map(passages.map((passage) => [passage.path, `[${sourceLabel(passage)}](${passage.path})`])).values(),
  ];
  return [
    HELP_PREFACE[language],
    ...passages.map((passage) => passage.text),
    `${READ_MORE[language]} ${links.join(' · ')}`,
  ].join('\n\n');
}
