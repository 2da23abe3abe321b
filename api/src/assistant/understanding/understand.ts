import type { Language } from '@hearth/contracts/constants';
import type { AssistantRequest } from '../assistant';
import { type Recognised, recognise, unfamiliarShare } from './classify';
import { BEFORE_LAST, type Period, periodIn } from './entities';
import { type Intent, isFigureIntent } from './intents';
import { detectLanguage } from './language';
import { FROM_WHOM, GROUP_CONCEPTS, signalledIntent } from './signals';
import { plain, terms, tokens } from './terms';

/**
 * What a message asks, read with the conversation before it (docs/assistant.md): its language, its
 * intent, the weeks it names, and — for a follow-up such as "and a month ago?", "what about the team?"
 * or "¿y la tasa de respuesta?" — what it leaves out, taken from the question before.
 */
const re = (source: string) => new RegExp(source);

export interface Understanding {
  language: Language;
  /** `help` when no intent is clear enough: the help pages are searched next. */
  intent: Intent;
  period: Period | null;
  /** How sure the recognition is (the likeliest intent's probability; signals and follow-ups count as sure). */
  confident: boolean;
}

/** Above this share of words the model never met, a message is read as not about Hearth. */
const MAX_UNFAMILIAR = 0.5;
/** How likely the best intent must be for the recognition to count as sure. */
const MIN_PROBABILITY = 0.5;

/**
 * How likely identification must be when only the examples read it (no signal did): refused at once, it
 * must not take a question about the help half as likely ("if I delete an employee, do their old answers
 * disappear?"). Whatever is not refused is answered only with anonymous figures or the help.
 */
const LIKELY_IDENTIFY = 0.6;
/** How likely "not about Hearth" must be to overrule a signal other than identification. */
const SURELY_ELSEWHERE = 0.6;
/** How likely a figure must be for a "why…" or "how…" question to ask for it rather than for the help. */
const SURE_FIGURE = 0.9;
/** How likely a figure must be when the agency's own data is asked for ("enséñame los datos de mi agencia"). */
const POSSIBLE_FIGURE = 0.1;
/** How likely a figure a follow-up names must be to be the one asked ("and the response rate?"). */
const LIKELY_FIGURE = 0.15;
/** Short, or starting like a follow-up: "and…", "what about…", "¿y…", "ok, then…". */
const FOLLOW_UP = new RegExp(
  String.raw`^(and|also|then|so|what about|how about|same|ok|okay|but|fine|alright|y|tambien|entonces|pues` +
    String.raw`|bueno|ok|vale|que tal|y que tal|y que hay de|y en)\b`,
);
/** Anywhere in a message, asking the question before again: "the same figure for the prior week". */
const SAME_AGAIN =
  /\b(same (figure|number|thing|question|stat|one|data)|lo mismo|el mismo (dato|numero)|la misma cifra)\b/;
/** A follow-up that asks only who: "who?", "which one?", "¿quién fue?". */
const WHO_ONLY = /^(and |y |so |then |ok )?(who|whom|whose|which person|quien|quienes|de quien)\b/;
/** After a figure, any word asking for the people behind it: "their names?", "which ones?", "¿cuáles?". */
const PERSON_ASKED = new RegExp(
  String.raw`\b(names?|initials?|nombres?|iniciales|which ones?|which (staff|people|person|employees?)|cuales` +
    String.raw`|quienes|who|quien|hint|clue|pista|one of them|alguno de ellos|alguna de ellas|is it [a-z]+` +
    String.raw`|alguien (del|de la|en)|the two|the (\d|two|three) (people|of them)|los dos|las dos)\b` +
    // Reaching the people behind it: "can you message them?", "email those two", "¿puedes avisarles?".
    String.raw`|\b(message|email|text|contact|reach out to|call|notify|send|write to|talk to|check on|follow up` +
    String.raw` with|ping|let)\b.{0,20}\b(them|those|these|both|him|her)\b|\bavisarl[ea]s?\b|\bescribirl[ea]s?\b` +
    String.raw`|\bcontactarl[ea]s?\b|\bllamarl[ea]s?\b|\bmandarles\b|\b(mandal|escribel|avisal|reenvial|contactal` +
    String.raw`|llamal|enviarl|mandarl|escribirl)\w*\b|\bles (puedes |podrias )?(mandar|escribir|enviar|avisar` +
    String.raw`|reenviar)\b|\bcontacto con (ellos|ellas)\b|\b(their|sus) (emails?|phones?|numbers?` +
    String.raw`|roles?|correos?|telefonos?|numeros?|puestos?)\b`,
);
/** The round after this one: "the next check-in", "¿y la siguiente cuándo toca?", "y la de la semana que viene". */
const NEXT = re(
  String.raw`\b(next|following|siguiente|proxim[oa]|the one after|after this one|despues de esta|la otra` +
    String.raw`|semana que viene|next week|vuelve a llegar|vuelven a llegar|les vuelve|otra vez)\b`,
);
const ROUND_WORDS = /\b(round|ronda|check-?ins?|chequeo|encuesta|survey|link|enlace|cuando|when|what day|que dia)\b/;
/** The next round named as such, whatever else the message is near: "when's the next one after today's?". */
const NEXT_ROUND = re(
  String.raw`\bnext (one|round|checkin|check in|survey|link|email|invite)s?\b|\bthe one after\b` +
    String.raw`|\b(siguiente|proxim[oa]) (ronda|encuesta|chequeo|correo|enlace)\b|\bla de la semana que viene\b`,
);
/** After a count of high-risk answers, the group they came from: "were they day or night shift?". */
const GROUP_OF_THEM = re(
  String.raw`\b(shifts?|crew|teams?|field|office|day|night|am|pm|turnos?|equipos?|noche|dia|campo|oficina)\b`,
);
/** A Spanish verb carrying its people: "mándales", "avisarles", "escríbeles", "llamarlas", "contactarlos". */
const SPANISH_CLITIC = /\b(mand|avis|escrib|llam|contact|reenvi|envi|pregunt|ayud|dec|busc|cit)\w*(les|los|las)\b/;
/** People pointed back at: "they", "those ones", "esas". */
const THEM = /\b(they|theyre|theyve|their|them|those|these|ones|both|ellos|ellas|esos|esas|estos|estas)\b/;
/** The concepts that name a figure (terms.ts): a follow-up without one keeps the figure asked before. */
const FIGURE_WORDS = [
  '~score',
  '~burnout',
  '~answer',
  '~pending',
  '~invite',
  '~staff',
  '~trend',
  '~driving',
  '~focus',
  '~hidden',
  '~compare',
  '~usual',
];
/** The product's joined phrases that name a figure (before stemming). */
const FIGURE_PHRASES = ['highrisk', 'responserate', 'peopleanswered', 'howmany', 'headcount'];
/** Words of comparing with the agency's usual level. */
const COMPARING = new RegExp(
  String.raw`\b(compar\w*|versus|vs|against|above|below|usual|normal|typical|baseline|higher than|lower than` +
    String.raw`|relative to|encima|debajo|arriba|abajo|habitual|lo normal|respecto|frente a|en relacion` +
    String.raw`|out of line|how far (off|from)|mas alt[oa]s?|mas baj[oa]s?|differ\w*|diferencia)\b`,
);
/** Words a greeting or thanks has ("hi", "holaa", "buen día"; "thx", "grax", "te lo agradezco"). */
const GREETS =
  /\b(hi|hello|hey|hiya|howdy|yo|greetings|morning|afternoon|evening|hol(a+|i)|buen[oa]?s?|que onda|que tal)\b/;
const THANKS =
  /\b(thanks?|thank (you|u)|thx|ty|appreciate|cheers|perfect|gracias|grax|agradezco|perfecto|muy amable)\b/;
/** "How is the index calculated?", "¿por qué…?": questions about how Hearth works. */
const HOW_TO = new RegExp(
  String.raw`^(how (do|does|is|are|can|should|would|often|long(?! until| till| before))|why|what does|what do` +
    String.raw`|what goes` +
    String.raw`|what is the (process|minimum|difference)|explain|does hearth|is there a way|can (i|we|staff|you)` +
    String.raw`|where|como (se|funciona|hago|puedo|invito|cambio|agrego|meto|registro|dejo)|por que|porque|xq` +
    String.raw`|por q|que significa|puedo|donde|cual es el proceso|se puede)\b`,
);
/** Words that tie a question to the agency's own data. */
const OWN_DATA = new RegExp(
  String.raw`\b(our|we|us|my (team|staff|dashboard|reports?|results?|agency|hospice)|nuestr[oa]s?|mi (equipo|personal` +
    String.raw`|panel|agencia|hospicio)|tenemos)\b`,
);
/** Asking to be shown the agency's own data: "pull up how my agency did", "enséñame los datos de mi agencia". */
const SHOW_OWN = /\b(my|mi|mis|our|nuestr[oa]s?) (agency|hospice|team|staff|agencia|hospicio|equipo|personal)\b/;
/** "What about the team?": the same question for the whole agency, the only group Hearth reports on. */
const WHOLE_TEAM = /\b(team|whole team|everyone|the agency|all staff|equipo|todo el equipo|todos|la agencia)\b/;

/**
 * What the message asks of the assistant, when it is recognised with confidence; null for a greeting,
 * thanks, or a message the assistant does not understand. The safety gate reads it to tell tiredness said
 * before a request from strain (safety.ts); after strain's kind words, the figures and Hearth's plain facts
 * are still answered (create-assistant.ts).
 */
export function recognisedRequest(request: AssistantRequest): Understanding | null {
  const understanding = understand(request);
  const { intent, confident } = understanding;
  return confident && intent !== 'greeting' && intent !== 'thanks' && intent !== 'unknown' ? understanding : null;
}

export function understand(request: AssistantRequest): Understanding {
  const earlier = request.history.filter((message) => message.role === 'user').map((message) => message.content);
  let previous: Understanding | null = null;
  for (const [position, message] of earlier.entries()) {
    previous = understandOne(message, previous, earlier.slice(0, position));
  }
  return understandOne(request.message, previous, earlier);
}

function understandOne(message: string, previous: Understanding | null, earlier: string[]): Understanding {
  const language = detectLanguage(message, previous?.language ?? languageOf(earlier));
  const text = plain(message)
    .replace(/[?!.,;:¿¡]+/g, ' ')
    .trim();
  const termSet = new Set(terms(message, language));
  const named = periodIn(message, language);
  // Asked first, "the previous round" is the one before the open one: the newest closed round.
  const period: Period | null =
    named?.kind === 'previous' &&
    previous === null &&
    !BEFORE_LAST.test(text) &&
    !/\bbefore that\b|\bantes de esa\b/.test(text)
      ? { kind: 'latest' }
      : named;
  const signalled = signalledIntent(termSet, text, message);
  // After how many answers were high risk, "which shift did those ones come from?" asks who they are.
  if (
    signalled === 'role_breakdown' &&
    ((previous?.intent === 'high_risk' && (THEM.test(text) || /\b(it|narrow)\b/.test(text))) ||
      (previous !== null && isFigureIntent(previous.intent) && FROM_WHOM.test(text)))
  ) {
    return { language, intent: 'identify', period, confident: true };
  }
  const recognised = recognise(message, language);
  // Any signal but identification yields to examples sure the message is about something else: "¿me pueden
  // despedir por estar de baja médica?" names a job role, but asks no figure of one.
  const elsewhere = recognised[0]!.intent === 'unknown' && recognised[0]!.probability >= SURELY_ELSEWHERE;
  if (signalled && !(elsewhere && signalled !== 'identify')) {
    return { language, intent: signalled, period, confident: true };
  }

  // Comparing with the usual level needs a word of comparing ("the 12-week average" alone is a figure);
  // a greeting or thanks needs words of greeting or thanks.
  const ranked = recognised.filter(
    (candidate) =>
      (candidate.intent !== 'compare_average' || COMPARING.test(text)) &&
      (candidate.intent !== 'greeting' || GREETS.test(text)) &&
      (candidate.intent !== 'thanks' || THANKS.test(text)) &&
      (candidate.intent !== 'identify' || candidate.probability >= LIKELY_IDENTIFY),
  );
  const unfamiliar = unfamiliarShare(message, language) > MAX_UNFAMILIAR;
  const best: Recognised | undefined = unfamiliar
    ? ranked.find((candidate) => candidate.intent === 'unknown')
    : ranked[0];
  const confident = best !== undefined && best.probability >= MIN_PROBABILITY;
  const words = text.split(/\s+/).filter(Boolean).length;
  const namesFigure =
    FIGURE_WORDS.some((word) => termSet.has(word)) || tokens(message).some((token) => FIGURE_PHRASES.includes(token));
  const figure = ranked.find((candidate) => isFigureIntent(candidate.intent));
  const likelyFigure = figure && figure.probability >= LIKELY_FIGURE ? figure : undefined;
  // "What was it a month back?": a week named of "it" asks the question before about that week.
  const again = SAME_AGAIN.test(text) || (period !== null && /\b(it|that|eso|esa|ese)\b/.test(text));
  // "Can you message them for me?": a pronoun for people points back at the question before (in Spanish
  // also one joined to its verb: "¿les puedes escribir?", "mándales", "avisarles", "llamarlas").
  const pointsBack = /\b(them|those|these|they|theyre|their|ellos|ellas|les)\b/.test(text) || SPANISH_CLITIC.test(text);
  const followUp = previous !== null && (FOLLOW_UP.test(text) || again || pointsBack || words <= 5);

  // After "can my boss see my answers?", "even the director?" or "what about HR?" asks the same of someone else.
  const otherPlainFact = confident && ['cost', 'demo', 'what_is_hearth', 'reach_person', 'identify', 'unknown'];
  const askedAnonymity =
    previous?.intent === 'boss_sees_answers' ||
    (earlier.length > 0 && terms(earlier.at(-1)!, previous?.language ?? language).includes('~anonymous'));
  const someoneNamed = termSet.has('~boss') || termSet.has('~jobrole') || /\b(even|incluso|ni siquiera)\b/.test(text);
  if (
    followUp &&
    askedAnonymity &&
    (previous?.intent === 'boss_sees_answers' || someoneNamed) &&
    !(otherPlainFact && otherPlainFact.includes(best!.intent))
  ) {
    return { language, intent: 'boss_sees_answers', period, confident: true };
  }
  // After what Hearth is or costs, "can I see it?" or "show me" asks to see it: a demo.
  if (
    followUp &&
    (previous?.intent === 'what_is_hearth' || previous?.intent === 'cost') &&
    (termSet.has('~see') || /\b(show|look|try|mostrar|muestra\w*|probar\w*)\b/.test(text)) &&
    !(confident && best!.intent !== 'help' && best!.intent !== 'boss_sees_answers')
  ) {
    return { language, intent: 'demo', period, confident: true };
  }
  // After a question about job roles, "what about the team?" asks for the whole team's figure.
  if (followUp && previous?.intent === 'role_breakdown' && WHOLE_TEAM.test(text)) {
    return { language, intent: 'score', period: period ?? previous.period, confident: true };
  }
  // After how many answers were high risk, which group they came from asks who they are.
  if (followUp && previous?.intent === 'high_risk' && GROUP_OF_THEM.test(text) && !termSet.has('~score')) {
    return { language, intent: 'identify', period, confident: true };
  }
  // "And the next one?" after a question about the rounds: the next check-in.
  const aboutRounds = previous && ['pending', 'next_round', 'rate', 'staff', 'invited'].includes(previous.intent);
  const namesNextRound = NEXT_ROUND.test(text) && !HOW_TO.test(text);
  if (
    NEXT.test(text) &&
    (ROUND_WORDS.test(text) || namesNextRound) &&
    (aboutRounds || !confident || best!.intent === 'pending' || namesNextRound)
  ) {
    return { language, intent: 'next_round', period: null, confident: true };
  }
  // "Who was it?", "can you message them?" after a figure asks for the people behind it.
  if (followUp && previous && isFigureIntent(previous.intent) && (WHO_ONLY.test(text) || PERSON_ASKED.test(text))) {
    return { language, intent: 'identify', period, confident: true };
  }
  // How-to questions about Hearth itself go to the help pages unless they name the agency's own data.
  // (Not when the question is surely about something else: "how do I reset my iPhone?".)
  const outOfScope = best?.intent === 'unknown' && confident;
  // (Nor when the examples are sure it asks for a figure: "why is one week in March blank?".)
  const surelyFigure = best !== undefined && isFigureIntent(best.intent) && best.probability >= SURE_FIGURE;
  if (
    HOW_TO.test(text) &&
    !OWN_DATA.test(text) &&
    !period &&
    !(best && best.intent === 'help') &&
    !outOfScope &&
    !surelyFigure
  ) {
    const plainFact =
      best && ['cost', 'demo', 'reach_person', 'boss_sees_answers', 'what_is_hearth'].includes(best.intent);
    if (!(plainFact && best.probability >= MIN_PROBABILITY)) {
      return { language, intent: 'help', period, confident: false };
    }
  }
  if (followUp && previous && isFigureIntent(previous.intent)) {
    // "And just the nurses?" asks for a group.
    if (GROUP_CONCEPTS.some((group) => termSet.has(group)))
      return { language, intent: 'role_breakdown', period, confident: true };
    // "And the response rate?" names another figure; "and a month ago?" or "what about the team?" the same one.
    // (The likeliest figure, even when the help is likelier: "what about the response rate?".)
    if (namesFigure && likelyFigure && !again) {
      return { language, intent: likelyFigure.intent, period: period ?? previous.period, confident: true };
    }
    if (period || WHOLE_TEAM.test(text) || !confident || isFigureIntent(best!.intent)) {
      return { language, intent: previous.intent, period: period ?? previous.period, confident: true };
    }
  }
  // The agency's own figures asked for, not how Hearth works: "can u pull up how my agency did on the last
  // check in", "quiero ver el índice de mi hospicio", "¿quiénes de mi personal no han respondido?".
  const ownFigure = figure && figure.probability >= POSSIBLE_FIGURE ? figure : undefined;
  if (best?.intent === 'help' && ownFigure && SHOW_OWN.test(text) && !HOW_TO.test(text)) {
    return { language, intent: ownFigure.intent, period, confident: true };
  }
  // A figure asked of one week is a figure, whatever else the words suggest ("for my board report I need
  // the burnout index from the check-in that closed last week").
  // (The figure its own word names, when the examples find none likely: "la puntuación de la semana que
  // empezó el nueve de marzo", "what did the april 6 round come out at".)
  const weekFigure = weeklyFigureNamed(message, termSet) ?? (namesFigure ? likelyFigure?.intent : undefined);
  const oneWeek = period && period.kind !== 'range' && period.kind !== 'current';
  if (oneWeek && weekFigure && (best?.intent === 'help' || !confident)) {
    return { language, intent: weekFigure, period, confident: true };
  }
  // So is a figure named in so many words over a span of weeks, unless it asks how Hearth works ("la
  // participación media de las últimas doce semanas").
  const namedFigure = weeklyFigureNamed(message, termSet);
  if (period?.kind === 'range' && namedFigure && (best?.intent === 'help' || !confident) && !HOW_TO.test(text)) {
    return { language, intent: namedFigure, period, confident: true };
  }
  // A figure's name alone, or with its week, asks for it, not for the help about it: "pending?", "pendientes hoy".
  const terse = words === 1 || (words === 2 && period !== null);
  if (terse && namesFigure && likelyFigure && (best?.intent === 'help' || !confident)) {
    return { language, intent: likelyFigure.intent, period, confident: true };
  }
  if (confident) return { language, intent: best!.intent, period, confident: true };
  // A question that names weeks asks for a figure: the likeliest one.
  // (Only one that is at all likely: "is it going to rain today?" names a day, not a figure.)
  if (period && likelyFigure) return { language, intent: likelyFigure.intent, period, confident: true };
  // So does one that names the agency's own data ("muéstrame los resultados de mi agencia").
  if (likelyFigure && OWN_DATA.test(text) && best?.intent === 'help') {
    return { language, intent: likelyFigure.intent, period, confident: true };
  }
  return { language, intent: best?.intent === 'help' || !best ? 'help' : best.intent, period, confident: false };
}

function languageOf(earlier: string[]): Language | undefined {
  const last = earlier.at(-1);
  return last === undefined ? undefined : detectLanguage(last);
}

/** The weekly figure a message names in so many words: the high-risk count, the response rate or the score. */
function weeklyFigureNamed(message: string, termSet: Set<string>): 'score' | 'rate' | 'high_risk' | null {
  const named = new Set(tokens(message));
  if (named.has('highrisk')) return 'high_risk';
  if (named.has('responserate') || named.has('peopleanswered') || /%|\bpercent|\bporcentaje/.test(plain(message))) {
    return 'rate';
  }
  return termSet.has('~score') || termSet.has('~burnout') || SCORE_PHRASE.test(plain(message)) ? 'score' : null;
}
/** How a round "came out", in so many words. */
const SCORE_PHRASE = /\b(come out|came out|how did (we|the team|it|my team) do|como (nos|le|les) fue|como salio)\b/;
