import type { Deps } from '@hearth/platform/deps';
import type { AssistantContext, AssistantRequest } from './assistant';
import { figuresAnswer } from './figures';
import { type HelpPassage, type Hit, searchHelp, sourceLabel } from './knowledge';
import { figuresQuestion, mentionsOwnAgency } from './questions';
import { plainText } from './text';

/**
 * The embedded assistant (no key, no network). A signed-in administrator's questions about their
 * own numbers are answered from the dashboard's queries; everything else quotes the one or two help
 * passages that best match the question and links their pages, and below the relevance bar it says
 * plainly that it does not know (docs/decisions/050-help-content-and-assistant-retrieval.md,
 * docs/decisions/040-assistant-own-numbers-and-safety.md).
 */

/** score × coverage a best passage needs, and the share of the question's words it must contain. */
const MIN_RELEVANCE = 2;
const MIN_COVERAGE = 0.5;
/** A second passage is quoted only when it is nearly as relevant as the first. */
const SECOND_PASSAGE_SHARE = 0.6;

/** A short message with a pronoun that points at what was said before. */
const REFERS_BACK = /^(?=(\S+\s*){1,8}$).*\b(it|its|they|them|their|that|those|this|these|there)\b/;

interface RankedHit extends Hit {
  relevance: number;
}

function rank(query: string): RankedHit[] {
  return searchHelp(query, 8)
    .map((hit) => ({ ...hit, relevance: hit.score * hit.coverage }))
    .sort((a, b) => b.relevance - a.relevance);
}

const confident = (hits: RankedHit[]) =>
  hits[0] !== undefined && hits[0].relevance >= MIN_RELEVANCE && hits[0].coverage >= MIN_COVERAGE;

/** The best passages for the message; a short follow-up ("and how often?") borrows the previous question. */
export function findPassages(request: AssistantRequest): HelpPassage[] {
  const previousQuestion = request.history.findLast((message) => message.role === 'user')?.content;
  // "How often are they sent?" is about what the previous question named: read them together first.
  const refersBack = previousQuestion && REFERS_BACK.test(plainText(request.message));
  let hits = refersBack ? rank(`${previousQuestion} ${request.message}`) : rank(request.message);
  if (!confident(hits) && previousQuestion) {
    hits = refersBack ? rank(request.message) : rank(`${previousQuestion} ${request.message}`);
  }
  if (!confident(hits)) return [];
  const [best, ...rest] = hits as [RankedHit, ...RankedHit[]];
  const second = rest.find((hit) => hit.relevance >= best.relevance * SECOND_PASSAGE_SHARE);
  const chosen = [best, ...(second ? [second] : [])].map((hit) => hit.passage);
  // Two paragraphs of one section read best in the order they were written.
  return chosen.sort((a, b) => (a.path === b.path ? a.id.localeCompare(b.id, 'en', { numeric: true }) : 0));
}

export async function embeddedAnswer(
  deps: Pick<Deps, 'sql' | 'secrets' | 'clock' | 'eventStore'>,
  request: AssistantRequest,
  context: AssistantContext,
  supportEmail: string,
): Promise<string> {
  const smallTalk = smallTalkAnswer(request.message);
  if (smallTalk) return smallTalk;
  const figures = figuresQuestion(request);
  if (figures && context.agencyId) return figuresAnswer(deps, context.agencyId, figures);
  if (figures && mentionsOwnAgency(request.message)) return signInAnswer();
  return helpAnswer(request, supportEmail);
}

export function helpAnswer(request: AssistantRequest, supportEmail: string): string {
  const passages = findPassages(request);
  if (passages.length === 0) return unknownAnswer(supportEmail);
  const links = [
    ...new Map(passages.map((passage) => [passage.path, `[${sourceLabel(passage)}](${passage.path})`])).values(),
  ];
  return [
    "Here is what Hearth's help says:",
    ...passages.map((passage) => passage.text),
    `Read more: ${links.join(' · ')}`,
  ].join('\n\n');
}

function signInAnswer(): string {
  return [
    "I can only read an agency's own figures for its signed-in administrators, and you are not signed in as one.",
    '[Log in](/auth) and ask me again, or open the Dashboard: it shows the latest check-in, and Reports shows the ' +
      'trends.',
  ].join('\n\n');
}

function unknownAnswer(supportEmail: string): string {
  return [
    "I don't know the answer to that: Hearth's help pages don't cover it, and I only answer from them.",
    `Please ask our team on the [Support page](/support) or email ${supportEmail}. We reply within 24 hours.`,
  ].join('\n\n');
}

function smallTalkAnswer(message: string): string | null {
  const text = plainText(message)
    .replace(/[!.?,\s]+$/, '')
    .trim();
  if (/^(hi|hello|hey|good (morning|afternoon|evening))( there)?$/.test(text)) {
    return (
      'Hello! Ask me anything about Hearth: the weekly check-in, the burnout index, anonymity, reminders, the ' +
      'dashboard or setting up your agency.'
    );
  }
  if (/^(thanks|thank you|thank you very much|thanks a lot|great|ok|okay)$/.test(text)) {
    return "You're welcome. If anything else comes up, just ask.";
  }
  return null;
}
