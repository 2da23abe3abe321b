import type { EmployeeAssistance } from '@hearth/contracts/agency';
import type { Language } from '@hearth/contracts/constants';
import { readsAsDistress } from '@hearth/contracts/distress';
import { crisisReply } from './replies';
import { plain } from './understanding/terms';

/**
 * Safety first (docs/assistant.md): a message in which the writer speaks of their own distress is answered
 * at once with people to call, before any search, figures, model or rate limit. Two readings, both of the
 * writer themselves: the distress screening the check-in uses (contracts/src/distress.ts, English and
 * Spanish: a wish to die, harming oneself, hopelessness, the end of one's rope) answered as urgent; and
 * strain — "I'm burnt out and can't sleep", "estoy agotada" — answered kindly with the same people to call.
 * "My staff are exhausted" is about others; "the number of staff" and "an empty template" are not distress.
 */
const SELF_EN = String.raw`\b(i|im|ive|i am|i have|i feel|i felt)\b`;
const SELF_ES = String.raw`\b(yo|estoy|me siento|siento|ando|sigo|no puedo|no duermo)\b`;
/** A few words between the speaker and the feeling, none of them another person. */
const OTHERS =
  '(team|staff|nurses?|aides?|employees?|people|they|them|everyone|colleagues?|coworkers?|workers?|someone|he|she|' +
  'member|who|whom|whose|which|equipo|personal|enfermeras?|ellos|ellas|todos|companer[oa]s?)';
const BETWEEN = String.raw`(?:(?!\b${OTHERS}\b)[^.?!]){0,40}`;
/** A feeling said of oneself: "I am / I feel / I've been / I keep …". */
const FEELING = String.raw`(am|m|feel|felt|feeling|have been|been|get|getting|keep|keep feeling|so|really|just)`;
const STRAIN_EN =
  '(burn(ed|t) out|exhausted|drained|overwhelmed|hopeless|helpless|depressed|anxious|panicking|empty inside|' +
  'falling apart|breaking down|at (my|the) breaking point|crying|worthless|so tired|not okay|not ok|struggling|' +
  'miserable|desperate)';
/** Not being able to, said of oneself: "I can't cope", "I haven't slept in weeks". */
const UNABLE_EN =
  '(cant|can not|cannot) (cope|go on|take (it|this|any ?more)|keep going|do this any ?more|stop crying|sleep|' +
  'function)|havent slept|have not slept';
const STRAIN_ES =
  '(agotad[oa]|quemad[oa]|exhaust[oa]|rendid[oa]|abrumad[oa]|deprimid[oa]|ansios[oa]|desesperad[oa]|vaci[oa]|' +
  'sin fuerzas|sin ganas|llorando|no puedo dormir|no duermo|no aguanto|muy mal|fatal|triste todo el tiempo|' +
  'no estoy bien|hecha pedazos|hecho pedazos)';
const STRAIN = [
  new RegExp(`${SELF_EN}(?: ${FEELING}){1,3}${BETWEEN}\\b${STRAIN_EN}\\b`),
  new RegExp(`${SELF_EN}${BETWEEN}\\b(${UNABLE_EN})\\b`),
  new RegExp(`${SELF_ES}${BETWEEN}\\b${STRAIN_ES}\\b`),
];

/** Whether the message speaks of the writer's distress: urgently, as strain, or not at all. */
export function distressIn(message: string): 'urgent' | 'strain' | null {
  if (readsAsDistress(message)) return 'urgent';
  const text = plain(message).replace(/[’']/g, '');
  return STRAIN.some((pattern) => pattern.test(text)) ? 'strain' : null;
}

export function distressAnswer(
  level: 'urgent' | 'strain',
  language: Language,
  programme: EmployeeAssistance | null,
): string {
  return crisisReply(language, level === 'urgent', programme);
}
