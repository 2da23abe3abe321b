import type { EmployeeAssistance } from '@hearth/contracts/agency';
import type { Language } from '@hearth/contracts/constants';
import { readsAsDistress, theirQuotes, withoutFigures, withoutTheirQuotes } from '@hearth/contracts/distress';
import { distressProbability, readerFindsDistress } from '@hearth/contracts/distress/reader';
import { AGREED, REPLIED, SAID, WHO } from '@hearth/contracts/distress/words';
import { COPING } from './coping';
import { crisisReply, someoneElseReply } from './replies';
import { dangerIn, theWritersOwn, withSomeoneElse } from './someone-else';
import { NOT_FINE, STRAIN, spelled } from './strain';
import { plain } from './understanding/terms';
import { recognisedRequest } from './understanding/understand';

/**
 * Safety first (docs/assistant.md): a message in which the writer speaks of their own distress is answered
 * at once with people to call, before any search, figures, model or rate limit. Two readings, both of the
 * writer themselves: the distress screening the check-in uses (contracts/src/distress.ts, English and
 * Spanish: a wish to die, harming oneself, hopelessness, the end of one's rope) answered as urgent; and
 * strain — "I'm burnt out and can't sleep", "estoy agotada" — answered kindly with the same people to call.
 * "My staff are exhausted" is about others; "the number of staff" and "an empty template" are not distress.
 */

/** "If I say I'm burnt out, will they know?": strain named as what one might answer, not as felt. */
const SAYING_IF =
  /\b(if i |si (yo )?)(say|write|answer|put|report|tell them|digo|escribo|pongo|contesto|respondo|marco|reporto)\b/;

/**
 * A question about the check-in's own items, or about a comment, quotes them ("what does the item 'I feel
 * hopeless' measure?", "¿la pregunta 'me siento abrumada' es opcional?", "a comment said 'I can't go on like
 * this with the mileage policy', what does it mean for the team?"), or a patient's words ("my patient said
 * 'I just want to sleep and not wake up', should I tell the SW?"): the quoted words are not the writer's.
 */
const ABOUT_AN_ITEM = new RegExp(
  String.raw`\b(item|items|question|questions|survey|scale|measure|measures|scored|trend|distribution|optional` +
    // Asked to translate, correct or cite quoted words: "translate 'I feel worn out…'", "is '…' copyrighted?".
    String.raw`|translate|traduce|traducir|traduccion|translation|typo|corrige|corregir|copyright\w*` +
    String.raw`|derechos de autor|piloting|pilot|probando|mbi|maslach|cbi|proqol` +
    String.raw`|pregunta|preguntas|encuesta|escala|mide|distribucion|opcional|respuestas de|option|opcion|check ?in` +
    String.raw`|cuestionario|questionnaire|answered|contesto|respondio|comment|comments|comentario|comentarios` +
    String.raw`|field|campo|answer|answers|respuesta|respuestas|scenario|training|capacitacion|role play|taller` +
    String.raw`|workshop|wrote|escribio|puso|wording|phrase|phrasing|frase|texto|redaccion|sentence|label` +
    // …or a song's or a film's: "what's that song that goes 'I'm going to die tonight'?".
    String.raw`|song|lyrics?|cancion|letra|movie|film|pelicula|book|libro)\b` +
    String.raw`|\b(?:patient|pt|paciente|family|familia|caregiver|cuidadora?|wife|husband|son|daughter` +
    String.raw`|esposa|esposo|hija|hijo|mom|dad|mama|papa|staff member|staff|nurse|aide|coworker|co worker|colleague` +
    String.raw`|chaplain|social worker|employee|enfermera|enfermero|auxiliar|companera|companero|colega|empleada` +
    String.raw`|empleado|capellan)s?\b.*\b(?:said|says|told me|tells me|stated|states|verbalized|expressed|dijo|dice` +
    String.raw`|me dijo|refirio|expreso)\b`,
);
/** Asking who said something: the words quoted are someone else's ("who wrote 'if I stop answering…'?"). */
const ASKING_WHO = new RegExp(
  String.raw`\b(${WHO}|which (nurse|aide|staff member|person|employee|one))\b(\s\w+){0,4}\s(${SAID})\b`,
);
/** What someone was asked about said, to the end of its sentence. */
const ASKED_ABOUT = new RegExp(`${ASKING_WHO.source}[^.?!]*`, 'g');
/** The writer's own words quoted: "I wrote 'I want to die' in my comment", "mi respuesta fue 'no puedo más'". */
const OWN_WORDS = new RegExp(
  String.raw`\b(i (wrote|said|put|typed|answered|reported|marked|picked)|my (comment|answer|response)` +
    String.raw`|(escribi|puse|conteste|dije|marque)|mi (comentario|respuesta)` +
    // …or would: "xq la marcaría", "I'd pick it", "that's me", "yo también".
    String.raw`|(la|lo) (marcaria|elegiria|pondria|escogeria)|i would (pick|choose|mark|tick|check|answer)` +
    String.raw`|id (pick|choose|mark|tick|check)|thats (me|how i feel)|asi me siento|${AGREED}` +
    // …or one's own mind's: "my brain keeps saying 'just end it' like a song stuck in my head".
    String.raw`|my (brain|head|mind) (keeps|keep|is|just keeps) (saying|telling me|whispering|repeating)` +
    // …or replies: "and i replied 'no, i want to die'", "le contesté 'no'", "answered 'yes'".
    String.raw`|${REPLIED}|(^|["”?!.,] ?)(replied|answered))\b`,
);
/**
 * Quoted words: the quote marks stand apart from the words around them (not the one in "I've"), and an
 * apostrophe between letters stays inside the quote ('I can't do this anymore').
 */
const QUOTED =
  /(?<=^|[\s(¿])(?:'(?:[^']|(?<=\p{L})'(?=\p{L})){3,80}'|"[^"]{3,80}"|[‘“][^’”]{3,80}[’”])(?=$|[\s),.?!:;])/gu;

/**
 * Strain's words said in passing ("I'm exhausted but ok", "estoy rendida jaja", "long day, going to bed")
 * or of a thing ("ya no aguanto esta impresora", "I can't take this paperwork anymore").
 */
const IN_PASSING = new RegExp(
  String.raw`\b(but (ok|okay|fine|good|happy|alright|i love|honestly i love|it went (well|fine|ok|great)|worth it` +
    String.raw`|it was worth it)|im (fine|ok|okay|good)|estoy bien` +
    String.raw`|pero (bien|ok|feliz|me encanta|todo bien|contenta|contento|salio bien|valio la pena)|haha\w*` +
    // "I'm exhausted but it was a meaningful visit", "agotada pero fue una visita bonita".
    String.raw`|but (it was |its |it s )?(a |such a )?(meaningful|good|beautiful|lovely|great|rewarding|special|sweet` +
    String.raw`|peaceful|nice|wonderful)|pero (fue )?(una visita |un dia |un turno )?(bonit[oa]|hermos[oa]|especial` +
    String.raw`|significativ[oa]|muy bonit[oa])` +
    String.raw`|lol|jaja\w*` +
    String.raw`|jeje\w*|anyway|anyways` +
    // Tired the good way, or with the weekend ahead: "the good kind of tired", "un cansancio bonito".
    String.raw`|good kind of tired|buen cansancio|cansancio bonito|but (the )?weekends? (is )?(almost|nearly|finally)` +
    String.raw`|pero ya (casi )?(es|viene|llega) (el )?fin de semana|pero manana (es )?(sabado|domingo` +
    String.raw`|mi dia libre|descanso)` +
    String.raw`|en fin|going to bed|me voy a dormir|me acuesto temprano|me voy a acostar|early night` +
    String.raw`|ya estoy mejor|ya me siento mejor|i feel better now|im better now|long day|dia largo|que dia` +
    String.raw`|nomas cansad[oa]|just tired` +
    String.raw`|solo cansad[oa])\b|\b(no aguanto|(cant|can not|cannot) take|hart[oa] de|cansad[oa] de|quemad[oa] de` +
    String.raw`|tired of|sick of|done with|breaking point with|(cant|can not|cannot) go on with)( mas)?` +
    String.raw` (this|these|the|that|esta|este|estos|estas|a la|al|a las|a los` +
    String.raw`|el|la|los|las|tanto|tanta) (?!(life|vida|pain|dolor|world|mundo)\b)\w+` +
    String.raw`|\b(burn(ed|t) out|quemad[oa]) (on|with|de|con) |\bhopeless (with|at|about) ` +
    // An opinion, not a state: "I'm not okay with how this chart looks".
    String.raw`|\bnot (okay|ok) with (how|the|this|that|these|those|our|it|what)\b` +
    // Mild nerves before a first: "I'm a little anxious about my first solo admission".
    String.raw`|\b(a little|a bit|slightly|somewhat|kinda|kind of|un poco|algo) (anxious|nervous|ansios[oa]` +
    String.raw`|nervios[oa])` +
    String.raw` (about|for|before|por|sobre|antes de)\b` +
    String.raw`|\b(cant|can not|cannot) do (this|it) any ?more with (the|this|these|our|that|my) \w+` +
    String.raw`|\b(cant|can not|cannot) go on like this with (the|these|this|those|my|our) \w+` +
    String.raw`|\b(drowning|ahogando|ahogandome|me ahogo) (in|en) (\w+ )?(paperwork|papeleo|papeles|papers|charts` +
    String.raw`|notes|notas|emails|correos|documentation|documentacion)\b|\b(cansad[oa]|cansadisim[oa]|hart[oa]) de` +
    String.raw` (?!(vivir|existir|todo|luchar|seguir)\b)\w+(ar|er|ir)\b`,
);
/**
 * Tiredness before a request for the day's work ("I'm exhausted, can you summarize tomorrow's visits?",
 * "estoy rendida, ¿me puedes resumir las visitas?"): in passing when tiredness is all the strain said —
 * never "I'm so depressed, can you pull my report" — and not a request for help with oneself.
 * The intent model does not know the day's work (visits, routes, notes): without WORK_REQUEST, nine ordinary
 * messages of the development sets were given the strain reply (2026-11-30).
 */
const TIRED = new RegExp(
  String.raw`\b(exhausted|so tired|tired|dead tired|drained|fried|running on empty|wiped|wiped out|beat|burned out` +
    String.raw`|burnt out|overwhelmed|stressed|stressed out|agotad[oa]|rendid[oa]|cansad[oa]|cansadisim[oa]` +
    String.raw`|exhaust[oa]|hecho pebre|hech[oa] polvo|quemad[oa]|abrumad[oa]|agobiad[oa]|estresad[oa])\b`,
  'g',
);
const WORK_REQUEST = new RegExp(
  String.raw`\b(can|could) you (pull|summarize|show|reorder|give|list|send|export|find|check|move|switch|draft|write` +
    String.raw`|help me (finish|with (these|the|my)))\b` +
    String.raw`|\b(me sacas|sacame|me haces|me preparas|me generas|me mandas|me pasas)\b` +
    String.raw`|\b(me puedes|me podrias|puedes) (resumir|mostrar|dar|pasar` +
    String.raw`|mover|cambiar|dictar|redactar|ayudar con)\b|\bse puede (dictar|importar|cambiar|mover|exportar)\b` +
    String.raw`|\bwhats (left|next) on my (list|route|schedule)\b|\bque visita sigue\b|\bcuantas visitas me quedan\b` +
    // …or for the agency's figures: "I'm exhausted, what's the response rate?"
    String.raw`|\b(whats|what is|what are|hows|how is|show me|give me|send me|pull up|cual es|cuales son|como va` +
    String.raw`|como esta|dame|muestrame|ensename|pasame|mandame) (the |our |la |el |las |los |nuestra |nuestros )?` +
    String.raw`(response rate|trend|score|scores|burnout index|index|participation|dashboard|report|figures|numbers` +
    String.raw`|results|stats|statistics|data|chart|tasa de respuesta|tendencia|puntaje|indice|participacion|informe` +
    String.raw`|reporte|cifras|numeros|resultados|datos|estadisticas|grafica)\b` +
    String.raw`|\bhow (do|can) i (close|end|stop|export|send|change|add|find|cancel|fix|undo)\b` +
    String.raw`|\bcomo (cierro|termino|exporto|envio|cambio|agrego|cancelo|arreglo)\b`,
);
/**
 * Tired, and asking for the day's work or about the product: no other strain is said (`TIRED`), and the
 * request is one the assistant recognises with confidence ("I'm exhausted, just the top three numbers
 * please", "estoy quemada y el equipo también, ¿cuál es la mejora más rápida?").
 */
const tiredBeforeWork = (text: string, written: string) =>
  !STRAIN.some((pattern) => pattern.test(text.replace(TIRED, ' '))) &&
  (WORK_REQUEST.test(text) || recognisedRequest({ message: written, history: [] }) !== null);
/**
 * Below this probability of the trained reader, strain said in passing or of a thing is not the writer's
 * state (0.1 until 2026-11-30, when "I can't take this app anymore" and "ya no aguanto este csv" sat at
 * 0.2). Strain said plainly is never overruled, whatever the reader gives ("I'm burnt out and can't sleep
 * since my patient died" stays strain).
 */
const SURELY_NOT_STRAIN = 0.25;

/**
 * Whether the message speaks of the writer's distress: urgently, as strain said of oneself (the strain
 * rules read only the first person), as distress read by the trained reader (which does not tell who is
 * meant, nor strain from crisis), or not at all.
 */
function distressIn(written: string, quotesTheirs = true): 'urgent' | 'strain' | 'distress, by the reader' | null {
  const folded = plain(written);
  const message = ABOUT_AN_ITEM.test(folded) && !OWN_WORDS.test(folded) ? written.replace(QUOTED, ' ') : written;
  if (readsAsDistress(message)) return 'urgent';
  // What the writer says, without words quoted of someone else ("'I'm ready to go,' the patient whispered").
  const mine = quotesTheirs ? withoutTheirQuotes(message) : message;
  const text = spelled(plain(mine).replace(/[’']/g, ''));
  if (SAYING_IF.test(text)) return null;
  // The trained reader reads what the grammar reads: not an item's or a comment's quoted words, unless the writer
  // takes them as theirs ("¿hay una opción 'quiero estar muerta'? xq la marcaría"), nor the words of someone the
  // writer asks about ("who wrote 'I'll be gone soon'?", "¿quién escribió que ya estará en paz?").
  const asked = ASKING_WHO.test(folded);
  const read = asked ? plain(message).replace(ASKED_ABOUT, ' ') : mine;
  // Figures of speech can only explain distress away ("q calor, me estoy muriendo aquí en el coche"): the reader
  // reads the message with and without them, and the less sure reading stands.
  const bare = withoutFigures(read);
  const probability =
    bare === read ? distressProbability(read) : Math.min(distressProbability(read), distressProbability(bare));
  // Strain's words said of a thing, or in passing ("ya no aguanto esta impresora", "I'm exhausted but ok,
  // show me the trends"): the trained reader, taught on such messages, is sure they are not the writer's state.
  // Drink or pills to get through that the reader reads as crisis too is urgent ("been taking leftover ativan to
  // sleep and part of me hopes one night i don't wake up"): the reader was taught overdoses, coping.ts was not.
  if (COPING.test(text) && readerFindsDistress(written, probability)) return 'distress, by the reader';
  // Strain said of a thing in a figure ("I can't take it anymore, the coffee machine is broken AGAIN") is read
  // without it.
  const figureless = withoutFigures(mine);
  const strainText = figureless === mine ? text : spelled(plain(figureless).replace(/[’']/g, ''));
  if (STRAIN.some((pattern) => pattern.test(strainText))) {
    if (IN_PASSING.test(text) && probability < SURELY_NOT_STRAIN && !NOT_FINE.test(text) && !COPING.test(text)) {
      return null;
    }
    // Tiredness before a request the assistant recognises yields to the reader at its own threshold.
    return tiredBeforeWork(text, written) && !readerFindsDistress(written, probability) ? null : 'strain';
  }
  // What no rule reads, the trained reader may (contracts/src/distress/reader.ts). It was taught crisis, and it
  // cannot tell strain from it ("what's the EAP number, i have pills in front of me"): the urgent reply.
  return readerFindsDistress(written, probability) ? 'distress, by the reader' : null;
}

/**
 * What the assistant answers first, if anything: the writer's own distress (`distressIn`), or someone
 * else's at risk (`withSomeoneElse`, someone-else.ts: "a nurse told me she's been stockpiling pills, what
 * next?"), answered with how to help them (`someoneElseReply`). The writer's own urgent distress and
 * strain said of oneself are never overruled ("I'm exhausted since my patient died, what should I do?");
 * distress read by the trained reader alone, which does not tell who is meant, yields to a question about
 * helping someone else.
 */
export function safetyReading(written: string): 'urgent' | 'strain' | 'someone else' | null {
  const reading = readingOf(written, true);
  // Words quoted of a patient or their family are the hospice's daily work ("'I'm ready to go,' she whispered,
  // and died an hour later"); quoted of someone the assistant cannot place ("she said 'I can't do this
  // anymore'"), they are read as before, as the writer's.
  if (reading !== null || theirQuotes(written) === '' || CARED_FOR.test(plain(written))) return reading;
  return readingOf(written, false);
}

/** A patient, their family, or their death: whose quoted words are the hospice's daily work. */
const CARED_FOR = new RegExp(
  String.raw`\b(patient|patients|pt|paciente|pacientes|family|familia|daughter|son|wife|husband|mrs|mr|resident` +
    String.raw`|hija|hijo|esposa|esposo|senora|senor|residente|died|passed|fallecio|fallecer|murio)\b`,
);

function readingOf(written: string, quotesTheirs: boolean): 'urgent' | 'strain' | 'someone else' | null {
  const level = distressIn(written, quotesTheirs);
  const text = plain(written).replace(/[’']/g, '');
  const own = level === null ? null : level === 'strain' ? 'strain' : 'urgent';
  // Words quoted of someone else are theirs wherever they stand: "she texted 'I can't do this anymore'".
  const quoted = quotesTheirs ? theirQuotes(written) : '';
  const { writers, theirs: told } = theWritersOwn(
    plain(quotesTheirs ? withoutTheirQuotes(written) : written).replace(/[’']/g, ''),
  );
  const theirs = `${told} ${plain(quoted).replace(/[’']/g, '')}`.trim();
  // Distress read only in what a colleague said or is ("he said he's been thinking about suicide since his
  // divorce", ADR 112) is theirs: their part reads as danger of its own, and the writer's part as none.
  const onlyTheirs = theirs.trim() !== '' && dangerIn(theirs) && (level === null || distressIn(writers) === null);
  const helping = () => withSomeoneElse(written, text, true, null);
  // The reply on helping them, if they are someone the writer could help.
  if (own === 'urgent' && onlyTheirs) return helping() === 'someone else' ? 'someone else' : 'urgent';
  // The writer as the subject in their own part: not the "no puedo" of a colleague's quoted words.
  if (level === 'urgent' || (level === 'strain' && SPEAKER.test(writers))) return own;
  // Strain told only of someone else ("my coworker had a panic attack and keeps saying she can't go on"), or
  // nothing of the writer's read while a colleague's part reads as danger ("mi compa me escribió 'tengo las
  // pastillas listas', ¿qué hago?", whose quote is left out of the writer's reading): the reply on helping them.
  if (onlyTheirs) return helping() ?? own;
  return withSomeoneElse(written, text, level !== null, own);
}

/** The writer as the subject: "I'm", "I've", "estoy", "me siento" ("my social worker" is someone else). */
const SPEAKER = /\b(i|im|ive|id|ill|i am|yo|estoy|me siento|ando|siento|no puedo|tengo)\b/;

export function distressAnswer(
  level: 'urgent' | 'strain' | 'someone else',
  language: Language,
  programme: EmployeeAssistance | null,
): string {
  if (level === 'someone else') return someoneElseReply(language, programme);
  return crisisReply(language, level === 'urgent', programme);
}
