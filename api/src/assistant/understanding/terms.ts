import { createRequire } from 'node:module';
import type { Language } from '@hearth/contracts/constants';
import { editDistance } from '@hearth/contracts/distress/words';
import { plain } from '@hearth/contracts/text-features';
import MiniSearch from 'minisearch';
import { eng, spa } from 'stopword';
import { isWordOf } from './dictionaries';

/**
 * Words in, comparable terms out, for recognising what a message asks (docs/assistant.md): MiniSearch's
 * tokenizer, the `stopword` lists of both languages, the Snowball stemmers of both languages
 * (`snowball-stemmers`), and one table only this product can know — the concepts its questions turn on,
 * each named by one term whatever the language ("jefe", "boss" and "manager" are one concept), so that an
 * example written in one language also recognises the other.
 */

/** `snowball-stemmers` ships no types: its one function, as used here. */
const { newStemmer } = createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(language: 'english' | 'spanish'): { stem(word: string): string };
};
const STEMMERS = { en: newStemmer('english'), es: newStemmer('spanish') };

export { plain };

/** Phrases that mean one thing, joined before the text is split into words. */
const PHRASES: [RegExp, string][] = [
  [/\bcheck[\s-]?ins?\b/g, 'checkin'],
  [/\b(sign|log)[\s-]?(in|on)\b/g, 'signin'],
  [/\bsign[\s-]?up\b/g, 'signup'],
  [/\be[\s-]?mails?\b/g, 'email'],
  [/\bhigh[\s-]risk\b|\balto riesgo\b|\briesgo alto\b/g, 'highrisk'],
  [/\bburn(ed|t)?[\s-]?out\b/g, 'burnout'],
  [
    /\bresp(onse)? rates?\b|\btasa de respuestas?\b|\bporcentaje de respuestas?\b|\bparticipa(cion|tion)\b|turnout/g,
    'responserate',
  ],
  [/\bhead ?count\b|\bplantilla total\b/g, 'headcount'],
  [/\bjob roles?\b|\bpuestos?\b|\broles?\b|\bcargos?\b/g, 'jobrole'],
  [/\bsocial workers?\b|\btrabajador(a|es|as)? social(es)?\b/g, 'socialworker'],
  [
    new RegExp(
      String.raw`\bhuman being\b|\breal person\b|\bactual person\b|\blive (agent|person|chat)\b|\bpersona real\b` +
        String.raw`|\bser humano\b|\bpersona de verdad\b`,
      'g',
    ),
    'human',
  ],
  [
    new RegExp(
      String.raw`\bwalk (me|us) through\b|\b(see|show) (it|hearth) in action\b|\bcomo funciona en vivo\b` +
        String.raw`|\bmostrar(me|nos)? como funciona\b|\bverlo funcionando\b` +
        // A call or a meeting booked to see it, trying it first, seeing it work.
        String.raw`|\b(book|schedule|set up|arrange|agendar|programar|concertar|tener) (a |an |una |un )?` +
        String.raw`(quick |short |breve )?(call|meeting|video ?call|zoom|llamada|reunion|videollamada|cita)\b` +
        String.raw`(?! (with|about|regarding|for|con|sobre|por) (support|soporte|a bug|an? (issue|problem|error)|un` +
        String.raw` (problema|error|fallo)))` +
        String.raw`|\b(evaluate|evaluating|considering|trialing|trialling) (hearth|the (platform|product|app|tool))\b` +
        String.raw`|\b(show|ensename|ensenanos|ensenarnos|muestrame|muestranos|mostrarnos) (me |us )?(hearth|the` +
        String.raw` (product|platform|app|admin side)|el producto|la plataforma|la herramienta)\b` +
        String.raw`|\bsomeone (show|walk|explain)|\balguien (que )?(nos |me )?(lo )?(explique|explicara|ensene` +
        String.raw`|muestre|mostrara)\b|\b(do you (do|offer|run)|hacen|ofrecen) (a )?(pilots?|pilotos?)\b` +
        String.raw`|\bsee it live\b|\bverlo en vivo\b|\bpor zoom\b|\b(call|llamada) (to see|para ver)\b` +
        String.raw`|\bevaluar (hearth|la plataforma|la herramienta|el producto)\b` +
        String.raw`|\btry (it|hearth|this)( out)? (first|before)\b|\bprobarl[oa]\b|\bver (como funciona|(el sistema` +
        String.raw`|la plataforma|la herramienta|hearth) funcionando)\b|\b(see|watch) it work(ing)?\b`,
      'g',
    ),
    'demo',
  ],
  [/\bgoing (up|down)\b|\bgetting (worse|better)\b/g, 'goingupdown'],
  [/\bhow much\b|\bcuanto cuesta\b|\bcuanto vale\b|\bcuanto (sale|cobran) (al|por) mes\b/g, 'cost'],
  // A card to pay with, not the dashboard's cards ("la tarjeta de Insights", "the Pending card").
  [
    new RegExp(
      String.raw`\bcredit ?cards?\b|\bcard (number|details)\b|\btarjetas? de (credito|debito|pago)\b|\bsin tarjeta\b` +
        String.raw`|\b(pid|pon|ped|dar|met|registr)\w* (una |la |mi |su )?tarjeta\b`,
      'g',
    ),
    'paycard',
  ],
  [/\bhow many\b|\bcuantos\b|\bcuantas\b/g, 'howmany'],
  [/\btwo[\s-]factor\b|\b2fa\b|\bdos factores\b|\bmulti[\s-]?factor\b/g, 'mfa'],
  [/\bhuman resources\b|\brecursos humanos\b/g, 'hr'],
  [/\bteam ?lead(er)?s?\b|\blider(es)? de equipo\b/g, 'teamlead'],
  // Groups of staff other than roles: how long they have worked, their age, their hours, on call.
  [
    new RegExp(
      String.raw`\b(full|part)[\s-]?time(rs)?\b|\btiempo (completo|parcial)\b|\bmedio tiempo\b|\bprn\b` +
        String.raw`|\bnew(er)? hires?\b|\brecien contratad[oa]s\b|\bon[\s-]?call\b|\bde guardia\b` +
        String.raw`|\b(years|anos) (here|of service|en la agencia|aqui)\b|\blleva?n? (anos|mucho tiempo)\b`,
      'g',
    ),
    'tenure',
  ],
  [/\bppl\b/g, 'people'],
  // The Monday summary by its day: "the Monday email", "el correo del lunes", "lo del lunes".
  [
    new RegExp(
      String.raw`\bmonday('?s)? (summary|digest|e-?mail|mail|report|recap|update)\b` +
        String.raw`|\b(resumen|correo|informe|reporte|mail) (del|de los) lunes\b`,
      'g',
    ),
    'summary',
  ],
  // Having answered (a number of people did) is not the answers themselves (what someone said).
  [/\b(answered|responded|replied|contestaron|respondieron|completaron|participaron|took part)\b/g, 'peopleanswered'],
  [/\bemployee assistance( program(me)?)?\b|\bprograma de ayuda( al empleado)?\b/g, 'eap'],
];

/**
 * The concepts, by their stems in either language; the first word names the concept. A word marked `=`
 * counts only as written (or one slip away), where its stem is another word: "mensualidad" is a price,
 * but its stem "mensual" is any monthly thing ("el reporte mensual").
 */
const CONCEPTS: { language: Language | 'both'; words: string[] }[] = [
  { language: 'both', words: ['boss', 'manager', 'supervisor', 'administrator', 'admin', 'employer', '=director'] },
  // The director of nursing, as hospice staff call them.
  { language: 'both', words: ['boss', 'don', 'dons', 'dcs'] },
  { language: 'both', words: ['boss', 'jefe', 'jefa', 'jefes', 'supervisora', 'gerente', 'administrador'] },
  { language: 'both', words: ['boss', 'administradora', 'patron', 'patrona', 'hr', 'leadership', 'leaders'] },
  { language: 'both', words: ['boss', 'teamlead', 'encargado', 'encargada', 'owner', 'duena', 'dueno'] },
  { language: 'both', words: ['answer', 'answers', 'answered', 'responses', 'response', 'reply', 'replies'] },
  { language: 'both', words: ['answer', 'respuesta', 'respuestas', 'contesto', 'conteste', 'respondi', 'responder'] },
  { language: 'both', words: ['score', 'index', 'average', 'puntaje', 'puntuacion', 'indice', 'promedio', 'nota'] },
  { language: 'both', words: ['score', '=media', 'avg'] },
  { language: 'both', words: ['score', 'results', 'resultados', 'numbers', 'numeros', 'figures', 'cifras'] },
  { language: 'both', words: ['see', 'view', 'read', 'access', 'ver', 'veo', 'leer', 'mirar', 'saber', 'know'] },
  { language: 'both', words: ['see', 'sabra', 'sabe', 'sepa', 'knows', 'notice', 'enterar', '=entere'] },
  { language: 'both', words: ['free', 'cost', 'price', 'pricing', 'pay', 'fee', 'fees', 'charge', 'gratis'] },
  { language: 'both', words: ['free', 'gratuito', 'gratuita', 'costo', 'precio', 'pagar', 'cobran', 'cobra'] },
  { language: 'both', words: ['demo', 'demonstration', 'demostracion', 'trial', 'prueba', 'walkthrough'] },
  { language: 'both', words: ['human', 'humano', 'humana', 'agent', 'agente', 'representative', 'representante'] },
  { language: 'both', words: ['contact', 'reach', 'email', 'call', 'phone', 'contactar', 'comunicar', 'llamar'] },
  { language: 'both', words: ['support', 'soporte', 'help', 'ayuda'] },
  { language: 'both', words: ['staff', 'employees', 'team', 'people', 'personal', 'empleados', 'equipo', 'gente'] },
  { language: 'both', words: ['staff', 'workers', 'trabajadores', 'trabajadoras', 'plantilla', 'colaboradores'] },
  { language: 'both', words: ['nurse', 'nurses', 'rn', 'lpn', 'enfermera', 'enfermeras', 'enfermero', 'enfermeros'] },
  { language: 'both', words: ['aide', 'aides', 'cna', 'cnas', 'auxiliar', 'auxiliares', 'asistente', 'asistentes'] },
  { language: 'both', words: ['chaplain', 'chaplains', 'capellan', 'capellanes'] },
  {
    language: 'both',
    words: ['jobrole', 'volunteer', 'volunteers', 'voluntario', 'voluntarios', 'coordinator', 'coordinadora'],
  },
  {
    language: 'both',
    words: ['jobrole', 'therapist', 'therapists', 'terapeuta', 'physician', 'medico', 'medicos', 'doctor'],
  },
  { language: 'both', words: ['jobrole', 'clinician', 'clinicians', 'clinical', 'clinico', 'clinicos', 'lvn', 'msw'] },
  { language: 'both', words: ['week', 'weeks', 'semana', 'semanas'] },
  { language: 'both', words: ['month', 'months', 'mes', 'meses'] },
  { language: 'both', words: ['last', 'previous', 'past', 'pasada', 'pasado', 'anterior', 'ultima', 'ultimo'] },
  { language: 'both', words: ['pending', 'missing', 'pendientes', 'pendiente', 'faltan', 'falta'] },
  { language: 'both', words: ['invite', 'invited', 'invitation', 'invitations', 'invitar', 'invitacion'] },
  { language: 'both', words: ['invite', 'invitados', 'invitaciones', 'invito'] },
  { language: 'both', words: ['next', 'upcoming', 'proxima', 'proximo', 'siguiente'] },
  { language: 'both', words: ['trend', 'rising', 'falling', 'worse', 'better', 'tendencia', 'subiendo', '=bajando'] },
  { language: 'both', words: ['trend', 'peor', 'mejor', 'empeorando', 'mejorando', 'aumentando', 'goingupdown'] },
  { language: 'both', words: ['driving', 'causing', 'cause', 'reason', 'causa', 'causando', 'provoca', 'factor'] },
  { language: 'both', words: ['focus', 'priority', 'attention', 'recommend', 'enfocar', 'prioridad', 'atencion'] },
  { language: 'both', words: ['hidden', 'gaps', 'gap', 'ocultas', 'ocultos', 'oculta', 'huecos', 'escondidas'] },
  { language: 'both', words: ['who', 'whom', 'whose', 'whos', 'quien', 'quienes'] },
  { language: 'both', words: ['wrote', 'written', 'write', 'escribio', 'escrito', 'escribieron', 'escribe'] },
  { language: 'both', words: ['anonymous', 'anonymity', 'confidential', 'anonimo', 'anonima', 'anonimato'] },
  { language: 'both', words: ['hearth', 'product', 'platform', 'app', 'tool', 'site', 'plataforma', 'herramienta'] },
  { language: 'both', words: ['compare', 'compared', 'versus', 'vs', 'against', 'comparar', 'comparado', 'contra'] },
  { language: 'both', words: ['burnout', 'agotamiento', 'desgaste', 'quemados', 'quemado', 'quemada', 'quemadas'] },
  { language: 'both', words: ['gave', 'give', 'put', 'puso', 'dio', 'marco', 'said', 'dijo', 'submitted'] },
  { language: 'both', words: ['jobrole', 'role', 'discipline', 'position', 'rol', 'disciplina', 'profession'] },
  { language: 'both', words: ['driving', 'component', 'part', 'contributor', 'contributes', 'contribuye'] },
  { language: 'both', words: ['driving', 'componente', 'pesa', 'weighs', 'dimension', 'aspecto', 'biggest'] },
  { language: 'both', words: ['focus', 'priorities', 'prioridades', 'efforts', 'esfuerzos', 'insights', 'flags'] },
  { language: 'both', words: ['hidden', 'blank', 'enough', 'suficientes'] },
  { language: 'both', words: ['usual', 'normal', 'typical', 'habitual', 'baseline'] },
  { language: 'both', words: ['bot', 'robot', 'machine', 'maquina', 'ai', 'ia'] },
  { language: 'both', words: ['free', '=cargos', 'charges', 'subscription', 'suscripcion', 'cobro'] },
  { language: 'both', words: ['free', 'cobrar', 'cobrarian', 'cobraran', 'paycard', 'premium', 'paid', 'upgrade'] },
  { language: 'both', words: ['free', '=mensualidad', 'cuota', 'tarifa', 'tarifas', '=billing'] },
  { language: 'both', words: ['demo', 'demos', 'tour', 'presentation', 'presentacion', 'walkthrough'] },
  { language: 'both', words: ['shift', 'shifts', 'night', 'nights', 'turno', 'turnos', 'noche', 'nocturno'] },
  { language: 'both', words: ['tenure', 'seniority', 'antiguedad', 'edad', 'edades', 'younger', 'older', 'veteranos'] },
  { language: 'both', words: ['site', 'office', 'location', 'branch', 'department', 'region', 'sede', 'oficina'] },
  { language: 'both', words: ['site', 'sucursal', 'departamento', 'area', 'unit', 'unidad'] },
  { language: 'both', words: ['override', 'ignore', 'pretend', 'debug', 'bypass', 'ignora', 'finge', 'jailbreak'] },
  // The help pages' topics, so that a Spanish question finds the (English) page that answers it.
  { language: 'both', words: ['reminder', 'reminders', 'remind', 'nudge', 'recordatorio', 'recordatorios'] },
  { language: 'both', words: ['template', 'templates', '=wording', 'plantilla', 'plantillas', 'mensaje'] },
  { language: 'both', words: ['question', 'questions', 'item', 'items', 'pregunta', 'preguntas'] },
  { language: 'both', words: ['calculate', 'calculated', 'compute', 'computed', 'formula', 'math', 'calcula'] },
  { language: 'both', words: ['calculate', 'calcular', 'calculo', 'figured', 'measure', 'measured', 'mide'] },
  { language: 'both', words: ['summary', 'digest', 'resumen', 'recap'] },
  { language: 'both', words: ['alert', 'alerts', 'warning', 'notification', 'alerta', 'alertas', 'aviso'] },
  { language: 'both', words: ['delete', 'remove', 'erase', 'eliminar', 'borrar', 'quitar', 'sacar'] },
  { language: 'both', words: ['signup', 'register', 'registration', 'registrar', 'registro', 'inscribir'] },
  { language: 'both', words: ['password', 'contrasena', 'clave'] },
  { language: 'both', words: ['account', 'accounts', 'cuenta', 'cuentas'] },
  { language: 'both', words: ['mfa', 'code', 'factor', 'authentication', 'verification', 'codigo', 'autenticacion'] },
  { language: 'both', words: ['secure', 'security', 'encrypted', 'encryption', 'safe', 'seguro', 'seguridad'] },
  { language: 'both', words: ['secure', '=cifrado', '=cifrados', 'encriptado', 'protegido', 'protected'] },
  { language: 'both', words: ['minimum', 'threshold', 'minimo', 'umbral', 'least'] },
  { language: 'both', words: ['change', 'customise', 'customize', 'edit', 'modify', 'cambiar', 'editar'] },
  { language: 'both', words: ['change', 'modificar', 'personalizar', 'reword', 'adjust', 'ajustar'] },
  { language: 'both', words: ['survey', 'checkin', 'questionnaire', 'encuesta', 'chequeo', 'cuestionario'] },
  { language: 'both', words: ['comment', 'comments', 'comentario', 'comentarios', 'feedback'] },
  { language: 'both', words: ['report', 'reports', 'export', 'pdf', 'csv', 'reporte', 'informe', 'exportar'] },
  { language: 'both', words: ['dashboard', 'panel', 'tablero'] },
  { language: 'both', words: ['phone', 'mobile', 'cell', 'telefono', 'celular', 'movil'] },
  { language: 'both', words: ['language', 'spanish', 'english', 'idioma', 'espanol', 'ingles'] },
  { language: 'both', words: ['link', 'links', 'enlace', 'enlaces', 'liga'] },
  { language: 'both', words: ['email', 'emails', 'mail', 'correo', 'correos', 'mensaje'] },
  { language: 'both', words: ['open', 'opened', 'abierta', 'abierto', 'abre', 'abrio', 'curso', 'live', 'vivo'] },
  { language: 'both', words: ['expire', 'expires', 'expiry', 'valid', 'vence', 'caduca', 'expira'] },
  { language: 'both', words: ['assistant', 'chatbot', 'chat', 'asistente'] },
  { language: 'both', words: ['schedule', 'day', 'time', 'horario', 'dia', 'hora'] },
  // A weekday is when something happens; "Monday" names the summary only with it ("Monday email", PHRASES).
  {
    language: 'both',
    words: [
      ...'schedule monday tuesday wednesday thursday friday saturday sunday morning afternoon evening'.split(' '),
      ...'lunes martes miercoles jueves viernes domingo'.split(' '),
    ],
  },
];

/** Conversational words the lists keep but no question about Hearth turns on (nor its name). */
const EXTRA_STOP = `am does doing mine ours yours theirs please pls thanks thank hi hello hey know want need really ok
  okay let lets im one tell just also yes any every way get gets got why so good great hearth hola gracias favor
  porfa quiero saber decir dime puedes podrias es son fue era sera esta estan mientras aqui ahi solo nada algo`.split(
  /\s+/,
);
/**
 * The months in English and Spanish, January first: entities.ts reads them as dates, and they are stop
 * words here, since a month names a date and not what is asked of it.
 */
export const MONTH_NAMES: readonly (readonly [string, string])[] = [
  ['january', 'enero'],
  ['february', 'febrero'],
  ['march', 'marzo'],
  ['april', 'abril'],
  ['may', 'mayo'],
  ['june', 'junio'],
  ['july', 'julio'],
  ['august', 'agosto'],
  ['september', 'septiembre'],
  ['october', 'octubre'],
  ['november', 'noviembre'],
  ['december', 'diciembre'],
];
const MONTH_WORDS = [...MONTH_NAMES.flat(), 'setiembre'];
const STOP = {
  en: new Set([...eng, ...EXTRA_STOP, ...MONTH_WORDS]),
  es: new Set([...spa, ...EXTRA_STOP, ...MONTH_WORDS]),
};
/** Words the stop-word lists drop that the product's questions turn on. */
const KEPT = new Set(
  `who whom whose which what when how my our your me i we you not no quien quienes que cual cuando como mi mis
  nuestro nuestra nuestros nuestras yo nosotros no`.split(/\s+/),
);

const stem = (language: Language, word: string) => STEMMERS[language].stem(word);

/** Stem → concept, for each language; and every concept word as written, for typos. */
const CONCEPT_OF = { en: new Map<string, string>(), es: new Map<string, string>() };
const CONCEPT_WORDS = new Map<string, string>();
for (const { words } of CONCEPTS) {
  const name = words[0]!;
  for (const word of words) {
    const asWritten = word.startsWith('=');
    const written = plain(asWritten ? word.slice(1) : word);
    if (!asWritten)
      for (const language of ['en', 'es'] as const) CONCEPT_OF[language].set(stem(language, written), `~${name}`);
    if (written.length >= 4) CONCEPT_WORDS.set(written, `~${name}`);
  }
}

/**
 * A word either dictionary knows (dictionaries.ts) is not a typo, however close it is to a concept word
 * ("whole" is not "whose", "right" not "night", "feels" not "fees"; "medio" is not "médico", "previo" not
 * "precio").
 */
const isDictionaryWord = (word: string) => isWordOf('en', word) || isWordOf('es', word);

/** The concept a misspelt word most likely is ("scroe", "burnot", "respnse"), or null. */
const misspelt = new Map<string, string | null>();
function misspeltConcept(word: string): string | null {
  if (word.length < 4 || isDictionaryWord(word)) return null;
  if (misspelt.has(word)) return misspelt.get(word)!;
  const concept = closestConcept(word);
  // Words are few and repeat: each is looked up once (bounded, as messages are).
  if (misspelt.size < 50_000) misspelt.set(word, concept);
  return concept;
}

/**
 * A short word one letter away from a concept word is usually another word ("game" is not "gave", "snow"
 * not "know"): four letters are corrected only for two letters swapped ("rsik"), five to seven for one
 * slip, eight or more for two.
 */
function closestConcept(word: string): string | null {
  const allowed = word.length >= 8 ? 2 : 1;
  for (const [written, concept] of CONCEPT_WORDS) {
    if (Math.abs(written.length - word.length) > allowed) continue;
    if (word.length === 4 ? isSwap(word, written) : editDistance(word, written, allowed) <= allowed) return concept;
  }
  return null;
}

/** Whether two words differ only by two neighbouring letters swapped. */
function isSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const differ = [...a].flatMap((letter, i) => (letter === b[i] ? [] : [i]));
  return (
    differ.length === 2 &&
    differ[1] === differ[0]! + 1 &&
    a[differ[0]!] === b[differ[1]!] &&
    a[differ[1]!] === b[differ[0]!]
  );
}

const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** The text's words, with the product's phrases joined. */
export function tokens(text: string): string[] {
  let result = plain(text);
  for (const [pattern, replacement] of PHRASES) result = result.replace(pattern, replacement);
  return defaultTokenize(result).filter(Boolean);
}

/**
 * One word to its comparable term in `language` (a concept, or its stem), or null for a stop word. The
 * question words that tell intents apart (who, my, how…) are kept for recognising what is asked and
 * dropped (`keepQuestionWords: false`) for searching the help.
 */
export function term(word: string, language: Language, keepQuestionWords = true): string | null {
  const token = plain(word);
  if (!(keepQuestionWords && KEPT.has(token)) && (token.length < 2 || STOP[language].has(token) || KEPT.has(token)))
    return null;
  const stemmed = stem(language, token);
  // The question words are read as written: "your" is not a typo of "tour".
  if (KEPT.has(token)) return CONCEPT_OF[language].get(stemmed) ?? stemmed;
  return CONCEPT_OF[language].get(stemmed) ?? CONCEPT_WORDS.get(token) ?? misspeltConcept(token) ?? stemmed;
}

/** The distinct terms of a text in `language`. */
export function terms(text: string, language: Language, keepQuestionWords = true): string[] {
  return [...new Set(tokens(text).flatMap((token) => term(token, language, keepQuestionWords) ?? []))];
}
