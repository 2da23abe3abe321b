import { asksToIdentify } from '../identification';
import type { Intent } from './intents';

const re = (source: string) => new RegExp(source);

/**
 * Intents read from the message's concepts (terms.ts) before the examples are consulted
 * (docs/assistant.md). First those that must never be mistaken — asking who gave an answer (always
 * refused), asking whether one's boss can see one's answers (answered from docs/anonymity.md), asking
 * for figures by job role or any other group (declined: there is no such breakdown) — then the plain
 * ones whose one concept says it all (the price, a demo, a person to talk to). Each rule is a
 * combination of concepts, in either language, so a new phrasing of the same combination is read.
 */
const FIGURE_CONCEPTS = ['~score', '~burnout', 'highrisk', 'responserate', '~trend', '~compare', '~answer'];
/** Groups of staff (terms.ts concepts): Hearth reports no figure for any of them. */
export const GROUP_CONCEPTS = [
  '~nurse',
  '~aide',
  '~chaplain',
  'socialworker',
  '~jobrole',
  '~shift',
  '~site',
  '~tenure',
];
/**
 * A group of one or two named as such: "our only chaplain", "we only have one social worker", "there's just
 * 2 night nurses", "the only person in her job role", "it's only Devon": its figures are that person's answers.
 */
const FEW_PEOPLE = re(
  String.raw`\b(only|just|solo|solamente)\b( \w+){0,3} (one|1|two|2|un|una|dos)\b` +
    String.raw`|\b(the|our|el|la|nuestr[oa]) (only|one|single|sole|lone|unic[oa])\b|\bonly person\b` +
    String.raw`|\bexcept (for )?(the|our)\b|\btodos menos\b|\bit is only [a-z]+\b|\bes solo [a-z]+\b`,
);
/** Asking whether an answer came from someone in particular, to be told yes or no. */
export const FROM_WHOM = re(
  String.raw`\b(was it|were they|was (she|he|that one)|did (either|any|one|both) of (them|the|our|those|these|my))\b` +
    String.raw`|\beither of (them|the|our|those)\b` +
    String.raw`|\b(fue|eran?|fueron) (alguien|alguno|alguna|uno|una|de (la|las|los|el))\b` +
    String.raw`|\b(alguno|alguna) de (ellos|ellas|los|las)\b|\b(dime|decime|digame) si (fue|era|es)\b` +
    String.raw`|\b(tell me|say) (if|whether) (it|they|she|he) (was|were|is|are)\b`,
);
/** Teams and reporting lines, named: "Team Blue vs Team Gold", "the admissions team only", "por equipo de trabajo". */
const TEAMS = re(
  String.raw`\bteam [a-z]+ (vs|versus|and|or)\b` +
    String.raw`|\b(idt|admissions|intake|field|office|north|south|east|west|home care) (teams?|units?|crews?)\b` +
    String.raw`|\b(report|reports) to [a-z]+\b|\bcategorias? profesional(es)?\b` +
    String.raw`|\b(por|by|per) (equipos?|teams?|units?|unidad(es)?|crews?|idt)\b|\bequipos? de trabajo\b`,
);
const MINE = /\b(my|mine|i|me|i am|mi|mis|yo|lo que (conteste|escribi|respondi|puse|dije))\b/;
/** The asker's own answers or comments: "my answers", "what I wrote", "mis respuestas", "lo que puse". */
const MY_ANSWERS = re(
  String.raw`\b(my|mis|mi) (own |survey |check-?in )?(answers?|responses?|replies|comments?|respuestas?` +
    String.raw`|comentarios?)\b` +
    String.raw`|\bwhat i (wrote|said|answered|put|submitted|reported)\b|\bthe time i (submit|answer)\w*` +
    String.raw`|\bwhich answers are mine\b|\blo que (conteste|escribi|respondi|puse|dije|marque)\b` +
    String.raw`|\b(sabran|sabra|se sabra|sabrian) que (he sido|fui|soy) yo\b` +
    // Named on what one gave: "does an alert go to my boss with my name on it?", "¿aparece con mi nombre?"
    String.raw`|\b(with|under|con|bajo) (my|mi) (name|nombre)\b`,
);
/** Being shown or traced to someone: "show up", "trace back", "link to me". */
const SHOWN = re(
  String.raw`\b(show (up|them)|shows|appears?|aparece\w*|trace|traced|link(ed)? to me|tied to me|find out|know` +
    String.raw`|work out|figure out|guess|tell which|(go|goes|get sent|gets sent|sent) to|sabr\w*|rastre\w*|ver` +
    String.raw`|adivin\w*|deduc\w*|llega\w*)\b`,
);
const NOT_ANSWERED =
  /\b(not|havent|hasnt|didnt|yet|still|todavia|aun|no han|no ha|faltan|falta|pendientes?|left|remaining)\b/;
const RANKING = re(
  String.raw`\b(highest|most|worst|best|lowest|more|less|mas|menos|peor|mejor|doing|estan|como van|how are|vs` +
    String.raw`|versus|compare|compared|comparar|compara|breakdown|broken down|split|by|por)\b`,
);
/** Someone's identity asked for, in Spanish (identification.ts reads the English). */
const IDENTIFY_ES = [
  re(
    String.raw`\bquien(es)?\b.{0,40}\b(escribio|escribieron|dijo|dijeron|puso|pusieron|dio|dieron|marco|contesto` +
      String.raw`|contestaron|respondio|respondieron|esta quemad[oa]|esta agotad[oa]|esta en riesgo|califico` +
      String.raw`|comento|se quejo|se quejaron|menciono|opino|reporto|sugirio|critico|ha puesto|ha escrito` +
      String.raw`|ha dicho|ha contestado|ha respondido|ha marcado|han puesto)\b`,
  ),
  /\bde quien (es|son|era|fue)\b/,
  re(
    String.raw`\b(que|cual|cuál)\b.{0,20}\b(enfermer[oa]|emplead[oa]|auxiliar|persona|trabajador[a]?` +
      String.raw`|compañer[oa]|companer[oa])\b.{0,30}\b(escribio|dijo|puso|dio|marco|contesto|respondio|fue)\b`,
  ),
  /\b(nombres?|identidad(es)?)\b.{0,40}\b(respuestas?|comentarios?|alto riesgo|quien)\b/,
  /\b(descubrir|averiguar|adivinar|identificar|revelar|rastrear|saber) (quien|de quien|quienes)\b/,
  /\b(fue|era) (ella|el|maria|[a-z]+) (quien|la que|el que)\b/,
  re(
    String.raw`\b(lista|cada|por) (de )?(persona|personas|emplead[oa]s?|trabajador(a|es|as)?` +
      String.raw`|enfermer[oa]s?)\b.{0,30}\b(puntajes?|respuestas?|notas?|resultados?|indices?)\b`,
  ),
  /\b(quien|quienes) (es|son|esta|estan) (el|la|los|las) (que|de)\b/,
];
/**
 * Who gave which answer, whoever asks and whatever they claim ("who answered what", "who submitted each
 * response", "who answered first", "what did the person on the night shift say").
 */
const WHO_ANSWERED_WHAT = re(
  String.raw`\bwho (answered|submitted|responded|replied|said|wrote|put|gave)` +
    String.raw` (what|which|each|first|last|it|that|this)\b` +
    String.raw`|\bwho (has not|hasnt|was not|wasnt) been (honest|truthful)\b` +
    String.raw`|\bwhat did (the|that|this) (person|one|nurse|aide|employee|staff member|chaplain|worker|guy|lady` +
    String.raw`|woman|man)\b` +
    String.raw`.{0,40}\b(say|write|answer|put|report|score|rate)\b` +
    String.raw`|\bquien (ha |han )?(contesto|contestado|respondio|respondido|puso|puesto|escribio|escrito|dijo` +
    String.raw`|dicho) (que|cada|primero|ultimo)\b` +
    // One person's answer guessed at: "was the high-risk answer from one of the RNs?", "is it hers?",
    // "someone whose name starts with K", "¿fue una de las enfermeras nuevas?".
    String.raw`|\b(answer|response|score|respuesta)s? (was |is |fue |es )?(from|de) (one of (the|my|our|them)` +
    String.raw`|alguna? (de|del|auxiliar|enfermer[oa]|emplead[oa])|(a|an|una|un) (nurse|aide|rn|lpn|cna|chaplain` +
    String.raw`|employee|auxiliar|enfermer[oa]|emplead[oa]))\b|\bname (starts|begins) with\b` +
    String.raw`|\bnombre (empieza|comienza)\b|\b(is it|was it|es|era|fue) (hers|his|suya|suyo)\b` +
    String.raw`|\bfue (una|uno|alguna|alguno) de (las|los|mis)\b|\binitials\b|\biniciales\b` +
    String.raw`|\brespondents?\b.{0,20}\bnames?\b|\bnames? (attached|linked|tied) to\b` +
    String.raw`|\b(pasame|dame|mandame|enviame|pasa|manda) (los|sus) nombres\b` +
    // "Was the high-risk answer from a night aide?", "¿la respuesta fue de alguna auxiliar del turno de noche?"
    String.raw`|\b(answers?|responses?|scores?|comments?|respuestas?|comentarios?|puntajes?)\b.{0,40}\b(was|were|came` +
    String.raw`|come|fue|fueron|vino|vinieron|viene|es|son) (from|de) (a|an|one|some|the same|alguna?|algun|un` +
    String.raw`|una|uno` +
    String.raw`|el mismo|la misma)\b`,
);
/** The ways answers are traced back to people: timestamps, writing style, the order of answers. */
const TRACED = re(
  String.raw`\b(timestamps?|time stamps?|writing style|handwriting|ip address(es)?|device|hora de envio|estilo de` +
    String.raw` escritura|orden de (las )?respuestas)\b.{0,60}\b(who|which|quien|quienes|cual)\b|\b(who|which|quien` +
    String.raw`|quienes|cual)\b.{0,60}\b(timestamps?|time stamps?|writing style|handwriting|ip address(es)?` +
    String.raw`|hora de envio|estilo de escritura)\b` +
    // When each answer came: "the submission time next to each answer", "which answer came in last".
    String.raw`|\b(submission|arrival|answer|response) (times?|order)\b.{0,40}\b(each|every|cada|which|who|next to` +
    String.raw`|beside)\b|\b(each|every|cada)\b.{0,30}\b(submission|arrival) times?\b` +
    String.raw`|\b(which|what|que|cual) (answer|response|respuesta)\b.{0,25}\b(came in|arrived|showed up|shows up` +
    String.raw`|llego|entro|aparecio)\b.{0,15}\b(first|last|next|primero|ultimo|al final|despues)\b` +
    // A reminder sent to one person and the next answer watched.
    String.raw`|\b(remind\w*|recordatorio)\b.{0,80}\b(watch|see|ver|mirar|check)\b.{0,40}\b(which|what|que|cual)\b` +
    String.raw`.{0,15}\b(answer|response|respuesta)` +
    // The pending list matched against the answers.
    String.raw`|^(?=.*\b(match|cross[- ]?reference|line up|pair|cruzar|emparejar)\w*\b)(?=.*\b(pending|pendientes` +
    String.raw`|reminders?|recordatorios?)\b)(?=.*\b(answers?|responses?|respuestas?)\b)`,
);
/** One person's answers, or every person's: "individual scores", "each person's answers", "per employee". */
const PER_PERSON = re(
  String.raw`\b(individual(es)?|each (person|employee|staff member|respondent|nurse|aide)s?|per (person|employee` +
    String.raw`|respondent|staff member)|every (person|employee|respondent)s?|respondents? and their` +
    String.raw`|people and their|everyone'?s (individual )?(score|answer))\b`,
);
const WHO_IS_THE = re(
  String.raw`\b(whos|who('s| is| are| was| were))\b.{0,30}\b(the one|ones|people|person|unhappy|struggling|burn` +
    String.raw`|high[ -]?risk|at risk|worst|most|least|lowest|highest|sad|angry|upset|complain\w*)\b`,
);
/** A named person's answers in Spanish ("¿qué contestó Juan?"): the capital letter is in the original. */
const NAMED_ES = re(
  String.raw`\b([Qq]u[eé]|[Cc][oó]mo) (contest[oó]|respondi[oó]|puso|dijo|escribi[oó]|calific[oó]|marc[oó]) ` +
    String.raw`[A-ZÁÉÍÓÚÑ][a-zá-úñ]+`,
);
/** One person out of a group: "which of my aides is the unhappy one", "¿qué enfermera está más quemada?". */
const ONE_OF_THEM = re(
  String.raw`\b(which|what) (one )?(of (my|the|our) \w+ )?(nurse|aide|employee|person|staff member|team member` +
    String.raw`|chaplain|worker|social worker|coworker|colleague|caregiver|clinician|one of them)\b` +
    String.raw`(?! (role|roles|group|groups|team|teams|can|could|should|will|would|gets?|receives?|has access` +
    String.raw`|needs?|count|counts|numbers?|do i|does))|\bwhich of (my|the|our)` +
    String.raw` \w+ (is|was|wrote|said|answered|scored|put|rated|gave|reported|feels|felt|complained|marked)\b` +
    String.raw`|\b(que|cual|cuales) (enfermer[oa]s?|auxiliar(es)?|emplead[oa]s?` +
    String.raw`|personas?|trabajador(a|es|as)?|capellan(es)?)\b` +
    String.raw`(?! (rol|roles|grupo|puede|recibe|necesita|tiene acceso))` +
    String.raw`|\b(cual|quien) de (mis|los|las|nuestr[oa]s)` +
    String.raw` \w+ (esta|es|fue|tiene|escribio|contesto|dijo|puso|respondio|se siente|se sintio|siente|marco` +
    String.raw`|califico|dio|se quejo)\b`,
);
/** Answers tied back to people: listed with names, matched to the roster, or read person by person. */
const ANSWERS_TO_PEOPLE = re(
  String.raw`\b(list|show|names? of|export|download|dame|muestrame|lista)\b.{0,20}\b(respondents?|authors?` +
    String.raw`|autor(es)?|encuestados)\b|\b(responses?|answers?|results?|comments?|respuestas?|comentarios?)` +
    String.raw`( individual(es)?)? (with|con) (the |los |sus )?(names?|emails?|nombres?|correos?|ids?)\b` +
    String.raw`|\b(match|map|link|tie|connect|join|cross[- ]?reference|relacion\w*|vincul\w*|cruz\w*|asoci\w*)\b` +
    String.raw`.{0,40}\b(answers?|responses?` +
    String.raw`|respuestas?|comments?|comentarios?)\b.{0,40}\b(staff|names?|people|authors?|employees?|personal` +
    String.raw`|nombres?|emplead[oa]s|list|lista|roster)\b|\bnombres de (los|las) que\b|\b(respuestas?|puntajes?` +
    String.raw`|comentarios?) de cada (persona|emplead[oa]|trabajador[a]?|enfermer[oa]|miembro|auxiliar)\b`,
);
/** Asking for the people themselves: "their names", "a hint who it might be", "I need to know who". */
const THE_PEOPLE = re(
  String.raw`\b(their|his|her|sus|su) (names?|initials?|nombres?|iniciales|identit(y|ies)|identidad(es)?` +
    String.raw`|emails?|correos?|phone numbers?|telefonos?)\b` +
    String.raw`|\b(hint|clue|pista|idea)\b.{0,20}\b(who|quien)\b|\b(need|want|have) to know who\b` +
    String.raw`|\bwho (it|they) (might|could|would|may) be\b|\b(necesito|quiero|tengo que) saber quien\b` +
    String.raw`|\bwho (those|these|they|the) (\w+ ){0,3}(are|were|is|was)\b|\b(dime|dinos|decime|digame) quien` +
    String.raw`|\bquienes (son|eran|fueron)\b|\bcomo se llama(n)?\b|\bwhich (two|three|\d+|both)\b` +
    // "reach out to whoever scored a 9", "point me to the aide who reported feeling numb"
    String.raw`|\bwhoever\b|\b(the|that|this) (staff member|person|employee|nurse|aide|chaplain|worker|one|people` +
    String.raw`|respondent)s? (who|that) (said|wrote|reported|scored|rated|gave|feels|felt|put|answered|complained` +
    String.raw`|mentioned|is|are|was)\b|\b(la|el|los|las) (persona|emplead[oa]|enfermer[oa]|auxiliar)s? (que|quien)` +
    String.raw` (dijo|escribio|puso|marco|dio|se siente|siente|esta|contesto|respondio)\b`,
);
/** A capitalised word that may be a person's name: not the product, a day or a month. */
const A_NAME =
  String.raw`(?!(Hearth|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April` +
  String.raw`|May|June|July|August|September|October|November|December|Lunes|Martes|Miércoles|Jueves|Viernes` +
  String.raw`|Sábado|Domingo)\b)[A-ZÁÉÍÓÚ][a-zá-úñ]+\b`;
/** A named person's answers in English: the capital letter is in the original. */
const NAMED_EN = re(
  String.raw`\b(answers?|responses?|scores?|comments?|survey|check-?in) (from|of|by) ${A_NAME}` +
    String.raw`|\bwhat did [A-Z][a-z]+ (answer|say|write|put|score|rate)\b|\bis it [A-Z][a-z]+ who\b` +
    // "Was one of them Jessica?", "I know it's Maria", "¿fue María?"
    String.raw`|\b([Ww]as|[Ii]s|[Ww]ere) (it|one of them|that|she|he) ${A_NAME}` +
    String.raw`|\b(know|think|guess|bet|sure|suspect) it'?s ${A_NAME}` +
    String.raw`|\b(fue|era|es) ${A_NAME}(?= ?[?¿]| (la|el) que| quien)`,
);
/** "What is this?", "¿qué es Hearth?", "what does this app do", "¿para qué sirve?". */
const WHAT_IS_THIS = re(
  String.raw`\b(what('?s| is| are)|whats) (this|hearth|this (app|site|platform|product|thing|tool|service` +
    String.raw`|website|page|link|email))\b|\bwhat (does|do) (hearth|this (app|site|platform|product|tool|thing` +
    String.raw`|service)) do\b|\bwhat is hearth (for|about)\b|\b(que|q) es (esto|hearth|esta (app|aplicacion` +
    String.raw`|plataforma|pagina|cosa|herramienta)|este (sitio|programa|servicio|enlace|correo))\b|\bpara (que` +
    String.raw`|q) (sirve|es) (esto|hearth|esta)\b|\bde que (se trata|va) (esto|hearth)\b`,
);
const REACHING = re(
  String.raw`\b(message|email|text|contact|reach out|call|notify|send|write to|talk to|check on|follow up|alert|ping` +
    String.raw`|avisa\w*|escrib\w*|contacta\w*|llama\w*|manda\w*|envia\w*|habla\w*|notifica\w*)\b`,
);
const LISTING = /\b(list|names?|show me|tell me|give me|which|lista|nombres?|muestrame|dime|dame|cuales)\b/;
const PEOPLE_IN_A_STATE = re(
  String.raw`\b(high[ -]?risk|at risk|burn(ed|t)[ -]?out|struggling|flagged|quemad[oa]s?|en riesgo|alto riesgo` +
    String.raw`|agotad[oa]s?)\b.{0,30}\b(staff|people|ppl|employees|nurses|aides|persons?|workers|members|empleados` +
    String.raw`|personas|enfermer[oa]s|auxiliares|trabajador(es|as)|los que|las que|quienes)\b|\b(staff|people` +
    String.raw`|employees|nurses|aides|ppl|los que|las que|those who|the ones|anyone who|whoever` +
    String.raw`|persons?|workers|members|empleados|personas|enfermer[oa]s|auxiliares)\b.{0,30}\b(high[ -]?risk` +
    String.raw`|at risk|burn(ed|t)[ -]?out|struggling|flagged|quemad[oa]s?|en riesgo|alto riesgo|agotad[oa]s?)\b`,
);
/**
 * Reaching the person behind an answer or a complaint, in Spanish: "mándale un correo a la persona que salió
 * en riesgo alto", "reenvía mi teléfono a quien dejó la queja", "pásale un recado a la compañera que…".
 */
const REACHING_WHOEVER = re(
  String.raw`\b(mandale|mandarle|mandales|enviale|enviarle|enviales|enviar un (mensaje|correo)|mandar un (mensaje` +
    String.raw`|correo)|reenvia\w*|pasar(le)? un recado|pasale un recado|escribele|avisale)\b.{0,60}\b(a la persona` +
    String.raw` que|a las personas que|a los que|a las que|a quien|a la companera que|al companero que|solo a los)\b`,
);
/** Whose an answer is, asked of a named or pointed-at person: "what did she put?", "¿me confirmas que es de él?". */
const WHOSE_ANSWER = re(
  String.raw`\bwhat did (she|he|they) (put|say|write|answer|score|rate|mark)\b|\b(is|was) (it|that|the newest answer)` +
    String.raw` (hers|his)\b|\bque es de (el|ella)\b|\bfue (ella|el) (la|el) del? (comentario|respuesta)\b`,
);
/** Wanting to see the product itself: a sandbox, a sample dashboard, a live walk-through. */
const SEE_IT_LIVE = re(
  String.raw`\b(sandbox|sample (dashboard|account|data)|demo account|test drive|walk (us|our team|me|them) through` +
    String.raw`|(see|show|view) (it|the [a-z]+( [a-z]+)?) live|\d+ (minutes|minutos) (with|con) (someone|somebody` +
    String.raw`|one of your|alguien|your team|tu equipo|su equipo|ustedes))\b` +
    // Seeing it work before deciding: "before committing", "antes de registrarnos", "en funcionamiento".
    String.raw`|\b(see|look at|try|watch|ver|probar|mirar)\b.{0,50}\b(before (committing|deciding|we decide|i decide` +
    String.raw`|signing|we sign|buying|pitching|rolling it out|registering|we register|we commit|taking it)` +
    String.raw`|antes de (decidir|registrar\w*|contratar\w*|comprometer\w*|firmar|inscribir\w*|presentar\w*))\b` +
    String.raw`|\bver\b.{0,40}\b(en funcionamiento|funcionando|en accion)\b` +
    String.raw`|\bsesion(es)? (para|de) (ensenar|mostrar|presentar|conocer)\b` +
    String.raw`|\b(sessions?|webinars?) (to|for) (show|walk` +
    String.raw`|introduce|present)\b`,
);
/** Answers as what was answered, not the act of answering ("to answer", "para contestar"). */
const ANSWERS_AS_DATA = re(
  String.raw`\b(answers|responses|replies|results|respuestas|resultados` +
    String.raw`|how (did|do|are|is) (they|the|our|my)\b.{0,30}` +
    String.raw`\b(answer|respond|doing|feeling)|como (contestaron|respondieron|salieron|les fue|estan))`,
);
/** Reaching Hearth's team: escalating, reporting a fault, how soon it replies. */
const REACHING_US = re(
  String.raw`\bescalate\b|\breport (a|an|the)? ?(bug|issue|problem|fault)\b|\breportar (un|el|este) (fallo|error` +
    String.raw`|problema)\b|\ba quien se lo (mando|envio|reporto|digo)\b` +
    String.raw`|\bhow (quickly|fast|soon|long) (does|do|will|until)` +
    String.raw` (your|the|you|someone) ?(team|support)? ?(reply|respond|answer|get back|write back)\b` +
    String.raw`|\b(cuanto tardan|en cuanto tiempo) (en )?(contestar|responder)\b`,
);
/** A prompt that tries to talk the assistant out of its rules. */
const OVERRIDE = re(
  String.raw`\b(ignore|override|bypass|disregard|forget) (your|all|the|previous|prior|any) (rules|instructions` +
    String.raw`|guidelines|privacy|restrictions)|\b(developer|debug|admin|god|system) mode\b|\bpretend (youre|you are` +
    String.raw`|you|to be|that)\b|\b(user|member|employee|staff|respondent|person)[ _-]?ids?\b|\bjailbreak\b` +
    String.raw`|\bignora (tus|las) (reglas|instrucciones)\b|\bsystem override\b`,
);

export function signalledIntent(terms: Set<string>, text: string, original: string): Intent | null {
  const has = (term: string) => terms.has(term);
  const any = (list: string[]) => list.some(has);
  // Whether one's own answers are seen: a boss (or the agency) seeing, and the asker's own words.
  const seesMine =
    (has('~boss') || /\b(agency|agencia|employer|work|trabajo|anyone|alguien|company|empresa)\b/.test(text)) &&
    (has('~see') || /\b(find out|tell|trace|know|enterar|rastrear|saber|sabra)\b/.test(text));
  // (What is seen is what one answered: "can I see the admin screens live" asks to see the product.)
  const whatIAnswered =
    ['~answer', '~score', '~comment', '~survey', '~anonymous', '~gave', '~wrote', 'highrisk'].some(has) ||
    /\b(if i|what i|it was me|it s me|its me|si yo|si pongo|fui yo|soy yo|name|nombre)\b/.test(text);
  if (seesMine && whatIAnswered && MINE.test(text) && !has('~who')) return 'boss_sees_answers';
  // Whoever would see them ("can my coordinator see my answers?", "does the time I submit show up?").
  // (What the assistant keeps of a chat is the help's: "is this chat sent to an AI company with my name on it?")
  if (MY_ANSWERS.test(text) && (has('~see') || SHOWN.test(text)) && !has('~who') && !has('~assistant')) {
    return 'boss_sees_answers';
  }
  const unmasking = /\b(de-?anonymi[sz]e|unmask|desanonimizar|desenmascarar)\b/;
  // ("Show me their answers, it's not anonymous anyway" asks for others' answers: "me" is not the writer's.)
  if (
    has('~anonymous') &&
    MINE.test(text.replace(/\b(show|give|tell|send|let) me\b/g, ' ')) &&
    !unmasking.test(text) &&
    !/\bhow (does|do|is)\b|\bcomo (funciona|se)\b/.test(text)
  ) {
    return 'boss_sees_answers';
  }
  // "Did anyone score high risk?" asks how many, not who.
  const howMany =
    /\b(did|does|do|has|have|is|are|was|were|any) (anyone|anybody|any of (them|the staff|my staff|us))\b/.test(text) ||
    /\b(how many|number of|count of|numero de|cuant[oa]s|total|percentage|porcentaje)\b/.test(text);
  if (
    OVERRIDE.test(text) ||
    WHO_ANSWERED_WHAT.test(text) ||
    TRACED.test(text) ||
    (asksToIdentify(original) && !howMany) ||
    IDENTIFY_ES.some((pattern) => pattern.test(text)) ||
    (PER_PERSON.test(text) && !has('~free')) ||
    WHO_IS_THE.test(text) ||
    NAMED_ES.test(original) ||
    NAMED_EN.test(original) ||
    THE_PEOPLE.test(text) ||
    ONE_OF_THEM.test(text) ||
    ANSWERS_TO_PEOPLE.test(text) ||
    REACHING_WHOEVER.test(text) ||
    WHOSE_ANSWER.test(text) ||
    /\b(de-?anonymi[sz]e|unmask|desanonimizar|desenmascarar)\b/.test(text)
  ) {
    return 'identify';
  }
  // Whether an answer came from a group, to be told yes or no: "did either of our two chaplains score high
  // risk?", "¿alguno de ellos salió en riesgo alto?" (after a figure, understand.ts reads "¿fue alguien del
  // turno de noche?" the same way).
  const ofAnAnswer =
    ['~score', 'highrisk', '~comment', '~burnout', '~wrote', '~gave'].some(has) || ANSWERS_AS_DATA.test(text);
  if ((any(GROUP_CONCEPTS) || TEAMS.test(text) || FEW_PEOPLE.test(text)) && FROM_WHOM.test(text) && ofAnAnswer) {
    return 'identify';
  }
  // A group of one or two is a person: "what did our only chaplain answer?".
  if ((any(GROUP_CONCEPTS) || TEAMS.test(text)) && FEW_PEOPLE.test(text)) return 'identify';
  if (TEAMS.test(text)) return 'role_breakdown';
  if (/\bnarrow (it|this|that|them|the results?) down\b|\bsmaller group\b|\bgrupo mas pequeno\b/.test(text)) {
    return 'role_breakdown';
  }
  // Two groups compared ("new hires vs people who've been here 5 years", "tiempo completo vs medio tiempo,
  // ¿quién está más quemado?"): a breakdown, declined as such, though "who" is in it.
  if (any(GROUP_CONCEPTS) && /\b(vs|versus|than|compared?|comparad[oa]s?|que los|que las)\b/.test(text)) {
    return 'role_breakdown';
  }
  // Reaching Hearth's team about a problem, and how soon it answers.
  if (REACHING_US.test(text)) return 'reach_person';
  // Someone to talk to about Hearth: "who can I speak with?", "¿con quién puedo hablar?".
  if (/\bwho (can|could|do|should) (i|we) (speak|talk) (with|to)\b|\bcon quien (puedo|podemos) hablar\b/.test(text)) {
    return 'reach_person';
  }
  // "Who …" about answers, scores, comments or burnout — not who can see them, who to call, or who is pending.
  const aboutAnswers = ['~wrote', '~gave', '~answer', '~score', 'highrisk', '~comment', '~burnout'];
  if (has('~who') && any(aboutAnswers) && !howMany && !NOT_ANSWERED.test(text) && !has('~see') && !has('~pending')) {
    if (!/\bwho (can|do i|should i|to|would|will)\b|\ba quien (llamo|contacto|escribo)\b/.test(text)) return 'identify';
  }
  if (
    /\b(names?|identit(y|ies))\b.{0,40}\b(answers?|responses?|comments?|scores?|high ?risk|burn(ed|t) out)\b/.test(text)
  ) {
    return 'identify';
  }
  if (/\bwhich (nurse|aide|employee|person|one|staff member|of them)\b.{0,20}\b(it was|was it|wrote|said)\b/.test(text))
    return 'identify';
  // A list or the names of the people in a state: "give me the high-risk staff", "lista de personas en riesgo";
  // or reaching them: "email the high-risk staff", "escríbele a las personas en alto riesgo".
  if (
    (LISTING.test(text) || REACHING.test(text)) &&
    PEOPLE_IN_A_STATE.test(text) &&
    !/\bhow many\b|\bcuant[oa]s\b/.test(text)
  )
    return 'identify';
  // (Answering is the act, not the answers: "our night shift can't answer within 24 hours" asks how long
  // the link stays open.)
  const figureOfAGroup =
    FIGURE_CONCEPTS.some((concept) => concept !== '~answer' && has(concept)) || ANSWERS_AS_DATA.test(text);
  if (any(GROUP_CONCEPTS) && (figureOfAGroup || RANKING.test(text)) && !/\b(invit|forget|olvida)/.test(text)) {
    return 'role_breakdown';
  }
  if (WHAT_IS_THIS.test(text) && !/^how\b|^como\b/.test(text)) return 'what_is_hearth';
  // The price of Hearth, not what staff are paid ("overtime pay", "¿cuánto se le paga a una enfermera?").
  const wages = re(
    String.raw`\b(salar\w*|wages?|overtime|payroll|paycheck|take-?home|holiday pay|per diem|hourly|an hour|per hour` +
      String.raw`|sueldos?|nomina|finiquito|horas extra|se les? paga|pagan)\b`,
  );
  if (
    has('~free') &&
    !wages.test(text) &&
    !/\bfree[\s-]?text\b|\btexto libre\b|\b(time|day|days) off\b|\bfeel free\b/.test(text)
  ) {
    return 'cost';
  }
  // (A call about a problem is for support: "can I schedule a call with support about a bug?".)
  const aProblem = has('~support') || /\b(bug|problem|issue|error|broken|problema|fallo|falla)\b/.test(text);
  if ((has('~demo') || SEE_IT_LIVE.test(text)) && !has('~score') && !aProblem) return 'demo';
  if (has('~human') || /\bnot a (bot|robot|machine)\b|\bno (un|una) (bot|robot|maquina)\b/.test(text)) {
    return 'reach_person';
  }
  return null;
}
