import { plain as plainText } from './understanding/terms';

/**
 * Questions that try to tie an answer to a person (docs/anonymity.md). They are refused in both modes,
 * before any search or model call, so the refusal does not depend on a model behaving. Asking
 * who has not answered yet is fine: administrators see that anyway, for reminders.
 */
const PERSON =
  '(nurse|aide|staff|employee|person|people|member|worker|chaplain|social worker|coworker|colleague|user|' +
  'respondent|participant|one of (my|our|the) (staff|team|people|nurses))';
/** Verbs of giving an answer, in forms that are not also nouns ("who can see my score?" is fine). */
const DISCLOSURE =
  '(wrote|written|said|says|typed|commented|complained|mentioned|gave|scored|rated|reported|feels|felt|' +
  'submitted (this|that|the|a) (comment|answer|response|score)|is (burned|burnt) ?out|is burnout|' +
  String.raw`are (burned|burnt) ?out|is at (high )?risk|is high risk|is struggling|answered (with|a|an|\d))`;

const PATTERNS: RegExp[] = [
  new RegExp(String.raw`\bwho\b[^?.!]*\b${DISCLOSURE}`),
  new RegExp(String.raw`\b(which|what) ${PERSON}s?\b[^?.!]*\b${DISCLOSURE}`),
  new RegExp(
    String.raw`\b(identify|unmask|de-?anonymi[sz]e|reveal|trace|track down|find out|figure out|work out|guess|` +
      String.raw`narrow down)\b[^?.!]*\b(who|whom|respondent|author|writer|person|which (staff|nurse|employee|aide))`,
  ),
  /\bwhose\b[^?.!]*\b(answer|response|comment|score|feedback|survey|rating)/,
  new RegExp(
    String.raw`\b(names?|emails?|identit(y|ies)) of (the )?` +
      String.raw`(person|people|staff|respondents?|nurses?|employees?|author|writer)s? (who|that)\b`,
  ),
  /\b(is|was) (it|this|that) (written|said|submitted) by\b/,
  new RegExp(
    String.raw`\bdid (?!(staff|people|everyone|they|we|you|nurses|aides|employees|respondents)\b)` +
      String.raw`[a-z]+ (write|say|submit|answer|score)\b`,
  ),
  /\b(author|writer|sender|source)s? of (the|this|that|a|an)? ?(comment|answer|response|feedback|score|survey)/,
  /\b(comment|answer|response|feedback|score)\b[^?!]*\b(was|is) (it|this|that) (from|by)\b/,
];

/** "…, was it Maria?": a capitalised name after "was it", which lower-cased patterns cannot see. */
const NAMED_GUESS =
  /\b(was|is) (it|this|that|she|he)( from| by)? (?!Hearth\b|Anonymous\b|Sealed\b|Encrypted\b)[A-Z][a-z]+\b/;

export function asksToIdentify(message: string): boolean {
  const text = plainText(message);
  return PATTERNS.some((pattern) => pattern.test(text)) || NAMED_GUESS.test(message);
}
