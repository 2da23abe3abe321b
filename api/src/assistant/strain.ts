import { NOT_A_TASK } from '@hearth/contracts/distress/spanish';
import { editDistance } from '@hearth/contracts/distress/words';
import { COPING } from './coping';

/*
 * Strain said of oneself (docs/assistant.md, ADR 101): "I'm burnt out and can't sleep", "estoy agotada", panic,
 * crying where nobody sees, drink to get through (coping.ts, ADR 115), deaths that replay, guilt — answered
 * kindly with people to call (`safety.ts`). The rules read only the writer: "my staff are exhausted" is about
 * others.
 */

const SELF_EN = String.raw`\b(i|im|ive|i am|i have|i feel|i felt)\b`;
const SELF_ES = String.raw`\b(yo|estoy|me siento|siento|ando|sigo|no puedo|no duermo)\b`;
/** A few words between the speaker and the feeling, none of them another person. */
const OTHERS =
  '(team|staff|nurses?|aides?|employees?|people|they|them|everyone|colleagues?|coworkers?|workers?|someone|he|she|' +
  'member|who|whom|whose|which|equipo|personal|enfermeras?|ellos|ellas|todos|companer[oa]s?)';
const BETWEEN = String.raw`(?:(?!\b${OTHERS}\b)[^.?!]){0,40}`;
/** Being, said of oneself, right before the feeling. */
const BEING_EN = String.raw`\b(im|i am|i m|ive been|i have been|i feel|i felt|i get|i keep getting)`;
const DEGREE =
  '(so|really|very|just|completely|totally|always|constantly|pretty|quite|too|extremely|beyond|feeling|a bit|a little' +
  '|kind of|kinda|sort of|somewhat)';
/** A feeling said of oneself: "I am / I feel / I've been / I keep …". */
const FEELING = String.raw`(am|m|feel|felt|feeling|have been|been|get|getting|keep|keep feeling|so|really|just)`;
const STRAIN_EN =
  '(burn(ed|t) out|exhausted|drained|overwhelmed|hopeless|helpless|depressed|anxious|panicking|empty inside|' +
  'falling apart|breaking down|at (my|the) breaking point(?! (with|over) (this|the|that|these|our))|crying|' +
  'worthless|so tired|not okay|not ok|struggling|' +
  'miserable|desperate|a (mess|wreck)|having dark thoughts|dark thoughts|running on empty|crumbling|' +
  'breaking(?! (news|up|the|a|an|it|my|our|their|his|her|down the|point))|falling to pieces|coming apart|' +
  'in (a )?crisis|in a (really |very |such a )?dark place)';
/** Not being able to, said of oneself: "I can't cope", "I haven't slept in weeks". */
const UNABLE_EN =
  '(cant|can not|cannot) (cope|go on(?! (call|leave|vacation|break|a |the |my |maternity|pto))|' +
  'take (it|this|any ?more)|keep going|do this any ?more|stop crying|sleep|' +
  'function)|havent slept|have not slept|have nothing left|(not|barely) (sleeping|eating|coping)|' +
  '(feel|feeling|am|m) (so |completely )?(numb|empty|broken)';
const STRAIN_ES =
  '(agotad[oa]|quemad[oa]|exhaust[oa]|rendid[oa]|abrumad[oa]|deprimid[oa]|ansios[oa]|desesperad[oa]|vaci[oa]|' +
  'sin fuerzas|sin ganas|llorando|no puedo dormir|no duermo|no aguanto|muy mal|fatal|triste todo el tiempo|' +
  'no estoy bien|hecha pedazos|hecho pedazos|hart[oa] de todo|al borde|al limite|rot[oa]|sin salida|' +
  'pensamientos oscuros|no puedo mas|ya no puedo|destrozad[oa]|sol[oa] y agotad[oa]|agobiad[oa]|' +
  'cansadisim[oa]|rompiendo(?! (con|en))|ahogando|desmoronando|no puedo con nada|me rendi|en (una )?crisis|' +
  'en un (lugar|pozo|hoyo) (muy )?(oscuro|negro|profundo))';
/** Fine, then not: "im fine 🙃 not fine", "toy bien 🙃 no toy bien" — never said in passing. */
export const NOT_FINE = new RegExp(
  String.raw`\b(im|i am) (fine|ok|okay|good)\b.{0,12}\bnot (fine|ok|okay|good)\b` +
    // "tired of pretending I'm fine", "cansada de fingir que estoy bien".
    String.raw`|\btired of pretending (im|i am|to be) (fine|ok|okay)\b|\bcansad[oa] de fingir que estoy bien\b` +
    String.raw`|\b(estoy|toy) bien\b.{0,12}\bno (estoy|toy) bien\b`,
);
export const STRAIN = [
  NOT_FINE,
  COPING,
  new RegExp(`${SELF_EN}(?: ${FEELING}){1,3}${BETWEEN}\\b${STRAIN_EN}\\b`),
  new RegExp(`${SELF_EN}${BETWEEN}\\b(${UNABLE_EN})\\b`),
  new RegExp(`${SELF_ES}${BETWEEN}\\b${STRAIN_ES}\\b`),
  // "I'm exhausted", "i am so overwhelmed": being, then the feeling, with at most a few words of degree.
  new RegExp(`${BEING_EN}(?: ${DEGREE}){0,3} ${STRAIN_EN}\\b`),
  // Feelings that are said only of oneself, or phrased so that nobody else can be meant.
  new RegExp(
    String.raw`\b(i|im|i am) (feel|feeling)( like)?( im| i am)? (suffocating|drowning|trapped|a burden|so alone` +
      String.raw`|so lonely|lonely|invisible|nothing)\b|\bi (just )?(give|gave) up( on (everything|life|myself))?$` +
      String.raw`|\bi (want|wanna|need) to (dye|dy|dei)\b` +
      String.raw`|\bi hate (myself|my life)\b|(?<!\b(she|he|they|patient|wife|husband|son|daughter|mom` +
      String.raw`|dad) )\b(cant|can not` +
      String.raw`|cannot) breathe\b` +
      // Panic and breaking down: "I think I'm having a breakdown", "can't stop shaking", "I'm losing it".
      String.raw`|(?<!\b(she|he|they|patient|member|wife|husband|son|daughter|mom|dad|family|pt|caregiver` +
      String.raw`|colleague|coworker|co worker|friend|nurse|aide|chaplain|teammate|tech)( was| is| were)? )` +
      String.raw`(?<!\b(almost|nearly|casi) )\b(having|had) (a )?((full|total|complete|major|huge|massive` +
      String.raw`|full blown|real)` +
      String.raw` )?(panic attack|breakdown|nervous breakdown|meltdown)\b|\b(sobbing|crying|bawling)\W+(i )?(couldnt` +
      String.raw`|could not|cant|can not) stop\b` +
      // Panic attacks, not the item about them ("can the panic attacks question be optional").
      String.raw`|(?<!\b(she|he|they|patient|member|wife|husband|son|daughter|mom|dad|family|pt|caregiver)` +
      String.raw`( was| is| were)? (having|had) (a )?)\bpanic attacks?\b(?! (question|item|scale|section))` +
      String.raw`|\b(cant|can not|cannot) (stop shaking|stop panicking|hold it together)\b|\bim (so )?terrified\b` +
      String.raw`|\bim losing it\b|\bscreaming in my car\b|^(havent|have not|barely) slept\b` +
      // "four weeks of 2-3 hours of sleep a night".
      String.raw`|\b(weeks|months|a month) of (\d|one|two|three)( ?- ?\d)? (hours?|hrs?) (of )?sleep\b` +
      String.raw`|\b(cant|can not|cannot|dont think i can|do not think i can) (do|take|handle|survive) (another` +
      String.raw`|one more) (week|day|shift) like this\b|\bnothing left in me\b` +
      String.raw`|\bfeel like a ghost\b|\b(cant|can not|cannot) see myself (getting through|making it|lasting)\b` +
      // Crying where nobody sees: "I sob in the parking lot before every admission".
      String.raw`|\bi (sob|cry|bawl|break down|broke down)( \w+){0,3} (in|at) (the |my )?(car|car park` +
      String.raw`|parking lot|bathroom|break room` +
      String.raw`|supply closet|shower)\b|\bi (sob|cry) (before|after|between) (every|each|visits?|shifts?)\b` +
      // The body giving way before work: "I throw up before every shift", "my hands shake all day".
      String.raw`|\bi (throw up|puke|vomit|get sick) (before|after) (every|each|my) (shift|visit|admission|workday)\b` +
      String.raw`|\bmy hands (shake|are shaking|wont stop shaking|keep shaking) (all day|before|at work|every)\b` +
      // "my hands shake so much i can't chart", "heart racing all day"; a death one cannot stop seeing.
      String.raw`|\bmy hands (shake|are shaking) so (much|bad|badly)\b|\bheart (racing|pounding) all day\b` +
      String.raw`|\bi (cant|can not|cannot) stop seeing (it|him|her|them|his face|her face)\b` +
      String.raw`|\bi (shouldnt|should not) have (increased|given|pushed|upped|raised) the (dose|morphine|meds)\b` +
      // Nothing feels real; a death one will never forgive oneself.
      String.raw`|\bnothing (feels|seems) real\b|\b(feel|feeling) (detached|disconnected) from (myself|my body` +
      String.raw`|everything|everyone)\b|\b(ill|i will) never forgive myself\b` +
      String.raw`|\b(cant|can not|cannot) forgive myself\b` +
      // Not eating, not sleeping; burnt out af; guilt eating one alive.
      String.raw`|\bnot (eating|sleeping)\W+(and |or )?not (eating|sleeping)\b|^burn(ed|t) out (af|asf|so bad)\b` +
      String.raw`|\bguilt\b.{0,40}\b(is )?(eating|killing) me( alive)?\b|\bi am a (total |complete ` +
      String.raw`|complete and )?failure\b` +
      // A death that replays, flashbacks, guilt all the time, a death one is to blame for.
      String.raw`|\b(keeps|keep) replaying\b|\bevery time i close my eyes\b|\b(having|keep having|i have|i get)` +
      String.raw` flashbacks?\b|\bi feel guilty (all the time|every day|constantly)\b|\b(its|it is|it was) my fault` +
      String.raw` (she|he|they|the patient|mr|mrs|ms)\b.{0,20}\b(died|passed)\b` +
      // Images of the dead that come back.
      String.raw`|\b(pictures|images|faces|memories) of (the dead|dead patients|the patients who died` +
      String.raw`|deaths)\b.{0,20}` +
      String.raw`\b(keep coming back|wont go away|haunt)|\b(see|seeing) (her|his|their|the) (face|faces)\b.{0,40}` +
      String.raw`\b(every time i close my eyes|when i close my eyes)\b` +
      // Not feeling like a person.
      String.raw`|\bi (dont|do not) feel like a (person` +
      String.raw`|human|real person|human being)\b` +
      // Deaths that come back: nightmares, a face one keeps seeing.
      String.raw`|\b(nightmares|flashbacks?)\b.{0,30}\b(about|of) (patients?|deaths?|her|him|them|the)\b` +
      String.raw`|\bi (keep seeing|still see|still hear|keep hearing) (her|his|their|the patients?|mr|mrs|ms)\b` +
      String.raw`|\bwake up screaming\b`,
  ),
  new RegExp(
    String.raw`\b(no aguanto|lloro (todos los dias|cada noche|cada dia|todo el tiempo|sin parar)|no dejo de llorar` +
      String.raw`|me siento (muy |tan |tan tan )?(sol[oa]|mal|vaci[oa]|inutil|atrapad[oa]|una carga)` +
      String.raw`|(estoy|ando|me siento) (muy |tan )?agotadisim[oa]|me ahogo|no puedo respirar` +
      String.raw`|no puedo dejar de (temblar|llorar)|siento que me muero|se me cierra el pecho` +
      String.raw`|me da (panico|terror) (entrar|ir|llegar|volver)` +
      String.raw`|(?<!(pregunta|item|escala|seccion) (sobre|de) (los )?)(?<!\b(familiar|paciente|hij[oa]|espos[oa]` +
      String.raw`|mama|papa|ella|el|cuidador[a]?) (tuvo|tiene|tenia|le dio` +
      String.raw`|estaba teniendo) (un )?)ataques? de (panico` +
      String.raw`|ansiedad)` +
      String.raw`|lloro en el (carro|coche|auto|bano)|lloro (entre|antes de|despues de) (cada )?(visita|turno)` +
      String.raw`|me estoy volviendo loc[oa]${NOT_A_TASK}|crisis nerviosa` +
      String.raw`|nada (se siente|parece) real|me siento (desconectad[oa]|despegad[oa]) de (mi|todo)` +
      String.raw`|no me lo (perdono|voy a perdonar|puedo perdonar)|nunca me lo (voy a )?perdonare?` +
      // A death one cannot forgive oneself, a patient one let suffer: "no me perdono lo que pasó con don Ramón".
      String.raw`|no me perdono (lo que|haber|que|nunca|lo de)|(lo|la|los) (deje|dejamos) (sufrir|morir sol[oa])` +
      // Collapse; a failure: "me desmayé … de puro agotamiento".
      String.raw`|me desmaye\b.{0,40}\b(agotamiento|cansancio` +
      String.raw`|exhausta|agotada)` +
      String.raw`|hech[oa] polvo|soy un(a)? fracaso|siento que (lo|la) mate\b` +
      String.raw`|(pesadillas|flashbacks?)\b.{0,30}\b(con|de) (pacientes?|muertes?|la|el)\b` +
      String.raw`|no (paro|dejo) de ver (la cara|su cara|a la paciente|al paciente)|\bme persigue\b` +
      String.raw`|(escucho|oigo|sigo oyendo|sigo escuchando)\b.{0,50}\baunque ya (murio|fallecio|se murio)` +
      String.raw`|no me siento (una persona|human[oa]|real)` +
      String.raw`|(oigo|escucho) (los gritos|el llanto|la voz)\b.{0,40}\b(cada noche|todas las noches|todavia|aun)` +
      String.raw`|me siento culpable (todo el tiempo|siempre|todos los dias)|cada vez que cierro los ojos` +
      String.raw`|llevo (una semana|\w+ dias|un mes) sin dormir` +
      String.raw`|sueno con (los )?(pacientes|muertos)\b.{0,30}(todas las noches|cada noche)|(veo` +
      String.raw`|sigo viendo) (la cara` +
      String.raw`|su cara)\b.{0,60}\b(cada vez que cierro los ojos|cuando cierro los ojos|todas las noches)` +
      String.raw`|\bcasi no (como|duermo) (desde|hace|en)\b` +
      String.raw`|la culpa me (esta )?(come|comiendo|mata|matando)|(ansiedad|nervios|panico)\b.{0,30}\bvomit(e|o` +
      String.raw`|ando)` +
      // "vomito antes de cada guardia", "me tiemblan las manos todo el día".
      String.raw`|vomito (antes|despues) de (cada|mi|el|la) (turno|guardia|visita|jornada)` +
      String.raw`|me tiemblan las manos (todo el dia|antes de|en el trabajo|cada)` +
      // Not eating or sleeping for days: "no he comido bien en días", "casi no he dormido en semanas".
      String.raw`|^(casi )?no (he|e) (comido|dormido)( bien| nada)? (en|desde hace) (dias|semanas)` +
      String.raw`|\b(estoy que|llevo (dias|semanas)( que)?) (casi )?no (como|duermo)` +
      // Weeks of two hours' sleep: "llevo un mes durmiendo dos horas por noche".
      String.raw`|(llevo|tengo) (un mes|\w+ meses|semanas|\w+ semanas) (sin dormir|durmiendo (una|dos|tres|\d) horas?` +
      String.raw`|durmiendo (muy )?(poco|mal|nada)))\b`,
  ),
];

/** The feeling words as written in the lists above, for typos ("depresed", "exausted", "overwelmed"). */
const FEELING_WORDS = [
  'exhausted',
  'depressed',
  'overwhelmed',
  'hopeless',
  'helpless',
  'drained',
  'miserable',
  'desperate',
  'worthless',
  'struggling',
  'agotada',
  'agotado',
  'deprimida',
  'deprimido',
  'abrumada',
  'abrumado',
  'desesperada',
  'desesperado',
];

/** A misspelt feeling word (one letter off, six letters or more) read as the word it is. */
export function spelled(text: string): string {
  return text.replace(
    /\p{L}{6,}/gu,
    (word) => FEELING_WORDS.find((known) => editDistance(word, known, 1) === 1) ?? word,
  );
}
