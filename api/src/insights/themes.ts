import { createRequire } from 'node:module';
import { COMMENT_THEMES, type CommentTheme, type CommentThemes } from '@hearth/contracts/insights';
import { eng, spa } from 'stopword';

/**
 * What a closed round's comments are about, and in which tone, read on this machine (docs/insights.md
 * "Comment themes", ADR 078). Words are reduced to their stems with the Snowball stemmers of both
 * languages (`snowball-stemmers`), so "charting", "charted" and "charts" are one cue, as are
 * "visitas" and "visita"; each theme is a set of such cues and a few phrases, in English and Spanish.
 * A comment's tone towards a theme is read from the words near the theme's cue: the clause it sits
 * in, with negation ("not enough", "nadie me ayuda") turning a word's sense around.
 *
 * Only counts and labels ever leave this module: never a comment, never a word of one. The caller
 * gives comments already masked and only when there are at least max(k, 5) of them.
 */

/** `snowball-stemmers` ships no types: its one function, as used here. */
const { newStemmer } = createRequire(import.meta.url)('snowball-stemmers') as {
  newStemmer(language: 'english' | 'spanish'): { stem(word: string): string };
};
const STEMMERS = { en: newStemmer('english'), es: newStemmer('spanish') };
type Language = keyof typeof STEMMERS;

/** Lower case, no accents, apostrophes dropped. */
const plain = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`´]/g, '');

interface Cues {
  /** Single words, stemmed at load in their language. */
  words: Record<Language, string[]>;
  /** Phrases read on the plain text. */
  phrases: RegExp[];
}

const THEME_CUES: Record<CommentTheme, Cues> = {
  workload: {
    words: {
      en: [
        'caseload',
        'overtime',
        'understaffed',
        'staffing',
        'stretched',
        'swamped',
        'slammed',
        'overloaded',
        'workload',
        'busy',
        'doable',
        'baths',
        'vacancies',
        'overworked',
        'drowning',
        'hrs',
        'breaks',
        'drives',
      ],
      es: ['carga', 'cubriendo', 'renunciaron', 'demasiados', 'contrataron', 'abasto', 'sobrecarga'],
    },
    phrases: [
      /\bshort(-| )?staffed\b/,
      /\bshort \d+\b/,
      /\bno (time to eat|time for lunch|lunch|breaks?|bathroom)\b/,
      /\btoo many\b/,
      /\bday off\b/,
      /\bdays? (straight|in a row)\b/,
      /\bpicking up\b/,
      /\bextra (visits|patients|pts|shifts?|baths)\b/,
      /\b\d+ (visits|admits)\b/,
      /\b\d+ (pts|patients|pacientes) (today|a day|en un dia|al dia)\b/,
      /\bthrough the roof\b/,
      /\bsin descanso\b/,
      /\bni tiempo\b/,
      /\bdos companer/,
      /\bno (doy|damos) abasto\b/,
      /\bdoble turno\b/,
      /\bhoras extra\b/,
      /\b\d+ visitas\b/,
      /\bdrove \d+/,
      /\bmanageable\b/,
      /\b(maneje|manejo) (mas de )?\d+/,
      /\blong (hours|days)\b/,
      /\bfalta (de )?personal\b/,
      /\bnew (rns?|nurses|aides|hires) (started|joined)\b/,
      /\bhired\b/,
      /\bquit\b/,
      /\brutas? de\b/,
      /\bdemasiad[oa]s? (pacientes|visitas|trabajo)\b/,
      /\bmuch[oa]s? (pacientes|visitas)\b/,
      /\bcomer\b/,
      /\bmore (aides|nurses|staff|help)\b/,
      /\bcovering for\b/,
      /\bopen positions?\b/,
      /\b(cut|cutting) staff\b/,
      /\b(full|packed|heavy) schedule\b/,
      /\bspread out\b/,
      /\badding (pts|patients)\b/,
      /\bonly (rn|nurse|aide)\b/,
      /\bhoras de manejo\b/,
      /\bel doble\b/,
      /\b(bien |mal )?repartidas\b/,
      /\bno me da tiempo\b/,
      /\btrabajo (es )?pesado\b/,
      /\bsin break\b/,
      /\bthe hours\b/,
      /\bnot replaced\b|\bgot replaced\b/,
    ],
  },
  on_call: {
    words: {
      en: ['pager', 'paged', 'oncall', 'overnight', 'callout', 'callouts', 'triage'],
      es: ['guardia', 'guardias', 'madrugada', 'desvelada', 'desvelado'],
    },
    phrases: [
      /\bon[- ]?call\b/,
      /\bcall (fri|sat|sun|mon|tue|wed|thu|weekend|night|shift|rotation|schedule|line|week|nights)/,
      /\b(weekend|night|backup|evening) call\b/,
      /\b(took|take|had|swapped|swap|cover|covered|covering) call\b/,
      /\bcalled (in|out)\b/,
      /\bgot called\b/,
      /\bat [1-5](:\d\d)? ?(am)?\b/,
      /\b[1-5](:\d\d)? ?am\b/,
      /\bmiddle of the night\b/,
      /\bafter[- ]hours\b/,
      /\bphone (rang|ringing|kept)\b/,
      /\bde guardia\b/,
      /\bme (llamaron|hablaron)\b/,
      /\bno dormi\b/,
      /\bwoke me\b/,
      /\bllamadas? (de|en la) noche\b/,
      /\bnight(time)? calls?\b/,
      /\btakes? call\b/,
      /\bllaman (de|en la) noche\b/,
    ],
  },
  grief: {
    words: {
      en: [
        'death',
        'deaths',
        'died',
        'dying',
        'passed',
        'grief',
        'grieve',
        'grieving',
        'bereavement',
        'loss',
        'losses',
        'lost',
        'funeral',
        'funerals',
        'memorial',
        'debrief',
        'vigil',
        'peacefully',
        'peaceful',
        'pronounce',
        'pronounced',
        'actively',
        'losing',
      ],
      es: [
        'murio',
        'murieron',
        'muerte',
        'muertes',
        'fallecio',
        'fallecieron',
        'duelo',
        'llorar',
        'perdida',
        'perdimos',
        'funeral',
        'velorio',
        'muriendo',
        'despedida',
        'despedir',
        'luto',
        'fallecimiento',
        'morir',
        'muere',
        'perdi',
      ],
    },
    phrases: [/\bpassed away\b/, /\bno deaths\b/, /\bse (nos )?(murio|murieron|fue)\b/, /\bmemory tree\b/],
  },
  documentation: {
    words: {
      en: [
        'charting',
        'chart',
        'charts',
        'notes',
        'emr',
        'ehr',
        'paperwork',
        'documentation',
        'document',
        'oasis',
        'hope',
        'assessments',
        'audit',
        'audits',
        'forms',
        'template',
        'software',
        'system',
        'tablet',
        'laptop',
        'login',
        'logs',
        'typing',
        'app',
      ],
      es: [
        'notas',
        'documentacion',
        'papeleo',
        'sistema',
        'formularios',
        'formas',
        'expediente',
        'expedientes',
        'tableta',
        'computadora',
        'registro',
        'registros',
        'auditoria',
        'reportes',
        'escribir',
        'app',
        'aplicacion',
      ],
    },
    phrases: [/\blate notes\b/, /\bnotas? (tarde|pendientes)\b/, /\bhojas? de\b/],
  },
  team_support: {
    words: {
      en: [
        'team',
        'teammates',
        'coworkers',
        'coworker',
        'colleagues',
        'colleague',
        'alone',
        'kudos',
        'chaplain',
        'sw',
        'peers',
        'crew',
        'together',
        'support',
        'supported',
        'pitched',
        'group',
        'swapped',
      ],
      es: [
        'equipo',
        'companeras',
        'companeros',
        'companera',
        'companero',
        'compas',
        'apoyo',
        'apoyan',
        'ayudo',
        'ayudaron',
        'ayuda',
        'ayudarme',
        'ayudan',
        'juntas',
        'juntos',
        'capellan',
        'grupo',
      ],
    },
    phrases: [
      /\beach others? back\b/,
      /\bhad my back\b/,
      /\bthanks? to [a-z]+\b/,
      /\bgracias a [a-z]+\b/,
      /\bme siento sola\b/,
      /\bsola en\b/,
      /\bchecked in on me\b/,
      /\bnadie me ayuda\b/,
      /\bnight team\b/,
      /\bsocial worker\b/,
      /\bwe (help|helped|pulled)\b/,
    ],
  },
  leadership: {
    words: {
      en: [
        'manager',
        'managers',
        'management',
        'supervisor',
        'supervisors',
        'director',
        'directors',
        'admin',
        'administration',
        'leadership',
        'leaders',
        'boss',
        'ceo',
        'corporate',
        'don',
        'executive',
        'owners',
        'merger',
        'policy',
        'memo',
        'mgmt',
        'hr',
        'sup',
        'admins',
      ],
      es: [
        'supervisora',
        'supervisor',
        'jefa',
        'jefe',
        'jefes',
        'directora',
        'director',
        'gerente',
        'administracion',
        'oficina',
        'coordinadora',
        'coordinador',
        'gerencia',
        'duenos',
        'liderazgo',
      ],
    },
    phrases: [
      /\bupper management\b/,
      /\bfrom above\b/,
      /\blos de arriba\b/,
      /\bwrote me up\b/,
      /\bnobody tells us\b/,
      /\bwas told to\b/,
      /\bsin (avisarme|avisarnos|preguntar)\b/,
      /\bnadie nos (dijo|avisa|pregunta)\b/,
      /\bno me capacitaron\b/,
      /\bme regan/,
      /\bthe office\b(?! (coffee|staff))/,
    ],
  },
  pay: {
    words: {
      en: [
        'pay',
        'paid',
        'paycheck',
        'salary',
        'wage',
        'wages',
        'raise',
        'raises',
        'bonus',
        'bonuses',
        'stipend',
        'reimbursement',
        'money',
        'dollars',
        'bucks',
        'benefits',
        'insurance',
        'tuition',
        'payroll',
        'underpaid',
        'differential',
        'mileage',
      ],
      es: [
        'sueldo',
        'salario',
        'aumento',
        'bono',
        'bonos',
        'dinero',
        'cheque',
        'gano',
        'ganamos',
        'millaje',
        'reembolso',
        'dolares',
        'quincena',
        'prestaciones',
        'seguro',
      ],
    },
    phrases: [
      /\b\d+ ?%/,
      /\$ ?\d+/,
      /\bgas money\b/,
      /\bno (nos )?alcanza\b/,
      /\bpag(o|os|an|a|aron|uen|ar)\b/,
      /\bmake (less|more)\b/,
    ],
  },
};

/** Words that carry a tone in this work, stemmed at load; positive first. */
const TONE_WORDS: Record<Language, { positive: string[]; negative: string[] }> = {
  en: {
    positive: [
      'thanks',
      'thank',
      'thankful',
      'grateful',
      'appreciated',
      'appreciate',
      'great',
      'good',
      'better',
      'best',
      'love',
      'loved',
      'amazing',
      'awesome',
      'helped',
      'helpful',
      'doable',
      'quiet',
      'finally',
      'peaceful',
      'peacefully',
      'beautiful',
      'kudos',
      'listened',
      'listens',
      'faster',
      'easier',
      'fixed',
      'fair',
      'nice',
      'supportive',
      'happy',
      'glad',
      'relief',
      'proud',
      'improved',
      'improving',
      'calm',
      'smooth',
      'meaningful',
      'blessed',
      'lucky',
      'fine',
      'mattered',
      'solid',
      'reasonable',
      'decent',
      'caring',
      'covered',
    ],
    negative: [
      'hate',
      'awful',
      'terrible',
      'horrible',
      'rough',
      'hard',
      'tired',
      'exhausted',
      'drained',
      'wiped',
      'alone',
      'never',
      'nobody',
      'worse',
      'worst',
      'again',
      'still',
      'broke',
      'broken',
      'crashed',
      'late',
      'unfair',
      'ignored',
      'short',
      'too',
      'overwhelmed',
      'sad',
      'heavy',
      'angry',
      'frustrated',
      'frustrating',
      'stress',
      'stressed',
      'behind',
      'cut',
      'denied',
      'overdue',
      'insulting',
      'joke',
      'ridiculous',
      'impossible',
      'kill',
    ],
  },
  es: {
    positive: [
      'gracias',
      'agradecida',
      'agradecido',
      'bien',
      'mejor',
      'buena',
      'bueno',
      'excelente',
      'increible',
      'ayudo',
      'ayudaron',
      'apoyo',
      'tranquilo',
      'tranquila',
      'paz',
      'bonito',
      'bonita',
      'escucha',
      'escucho',
      'feliz',
      'contenta',
      'contento',
      'justo',
      'alivio',
      'facil',
      'rapido',
      'orgullosa',
      'genial',
      'mejoro',
      'linda',
    ],
    negative: [
      'nunca',
      'nadie',
      'sola',
      'solo',
      'cansada',
      'cansado',
      'agotada',
      'agotado',
      'peor',
      'dificil',
      'mal',
      'mala',
      'triste',
      'pesado',
      'pesada',
      'injusto',
      'otra',
      'todavia',
      'sigue',
      'siguen',
      'traba',
      'falla',
      'tarde',
      'demasiado',
      'demasiados',
      'grito',
      'estres',
      'estresada',
      'harta',
      'harto',
      'carisimo',
      'duro',
      'dura',
      'pierdo',
      'olvidan',
      'ignoran',
    ],
  },
};

/** Words that turn the sense of what follows them (within three words) around. */
const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'nobody',
  'without',
  'didnt',
  'doesnt',
  'dont',
  'isnt',
  'wasnt',
  'hasnt',
  'havent',
  'cant',
  'wont',
  'aint',
  'nothing',
  'hardly',
  'ni',
  'nunca',
  'nadie',
  'sin',
  'tampoco',
  'nada',
]);
/** Words no negator turns: "no raise again" is still "again". */
const UNTURNED = new Set(['again', 'still', 'too', 'otra', 'todavia', 'sigue', 'siguen']);
/** Where a clause ends: its tone is its own. */
const CLAUSE_BREAK = /[.;!?\n]+|,\s*(?:but|though|pero|aunque)\b|\s(?:but|though|pero|aunque|however|sin embargo)\s/;

const stemmed = (language: Language, words: string[]) =>
  new Set(words.map((word) => STEMMERS[language].stem(plain(word))));
const THEME_STEMS = Object.fromEntries(
  COMMENT_THEMES.map((theme) => [
    theme,
    { en: stemmed('en', THEME_CUES[theme].words.en), es: stemmed('es', THEME_CUES[theme].words.es) },
  ]),
) as Record<CommentTheme, Record<Language, Set<string>>>;
interface Word {
  text: string;
  stems: Record<Language, string>;
}

const wordsOf = (clause: string): Word[] =>
  (clause.match(/[\p{L}\p{N}]+/gu) ?? []).map((text) => ({
    text,
    stems: { en: STEMMERS.en.stem(text), es: STEMMERS.es.stem(text) },
  }));

const STOPWORDS = { en: new Set(eng), es: new Set(spa.map(plain)) };

/**
 * The languages a comment is read in: the one whose common words (the `stopword` lists) it uses
 * more, or both when it is too short to tell. So "report" is not read as Spanish "reportes".
 */
function languagesOf(words: Word[]): Language[] {
  const en = words.filter((word) => STOPWORDS.en.has(word.text)).length;
  const es = words.filter((word) => STOPWORDS.es.has(word.text)).length;
  return en > es ? ['en'] : es > en ? ['es'] : ['en', 'es'];
}

const matches = (word: Word, stems: Record<Language, Set<string>>, languages: Language[]) =>
  languages.some((language) => stems[language].has(word.stems[language]));

const TONE_STEMS = {
  positive: {
    en: stemmed('en', TONE_WORDS.en.positive),
    es: stemmed('es', TONE_WORDS.es.positive),
  },
  negative: {
    en: stemmed('en', TONE_WORDS.en.negative),
    es: stemmed('es', TONE_WORDS.es.negative),
  },
};

/**
 * The tone of a clause: this work's own tone words (stemmed), each turned by a negator up to three
 * words before it; each negator with no such word after it counts −1, so "no lunch", "nobody
 * answered" and "sin apoyo" read as a lack. (A general AFINN list read worse here: ADR 078.)
 */
function toneOf(clause: string, languages: Language[]): number {
  const words = wordsOf(clause);
  const toneValue = (word: Word) =>
    matches(word, TONE_STEMS.positive, languages)
      ? 1
      : matches(word, TONE_STEMS.negative, languages) && !NEGATORS.has(word.text)
        ? -1
        : 0;
  let own = 0;
  words.forEach((word, index) => {
    const value = toneValue(word);
    if (value === 0) return;
    const turned =
      !UNTURNED.has(word.text) &&
      words.slice(Math.max(0, index - 3), index).some((before) => NEGATORS.has(before.text));
    own += turned ? -value : value;
  });
  const lacks = words.filter(
    (word, index) =>
      NEGATORS.has(word.text) && !words.slice(index + 1, index + 4).some((after) => toneValue(after) !== 0),
  ).length;
  return own - lacks;
}

/** The themes of one comment (masked), each with its tone. */
export function commentThemes(comment: string): { theme: CommentTheme; tone: 'positive' | 'negative' }[] {
  const text = plain(comment);
  const clauses = text.split(CLAUSE_BREAK).filter((clause) => clause.trim() !== '');
  const languages = languagesOf(wordsOf(text));
  const found: { theme: CommentTheme; tone: 'positive' | 'negative' }[] = [];
  for (const theme of COMMENT_THEMES) {
    const cues = THEME_CUES[theme];
    const hit = clauses.filter(
      (clause) =>
        cues.phrases.some((phrase) => phrase.test(clause)) ||
        wordsOf(clause).some((word) => matches(word, THEME_STEMS[theme], languages)),
    );
    if (hit.length === 0) continue;
    const tone = hit.reduce((sum, clause) => sum + toneOf(clause, languages), 0);
    found.push({ theme, tone: tone > 0 ? 'positive' : 'negative' });
  }
  return found;
}

/**
 * The themes of a round's comments: for each theme found, how many comments touch it and how many
 * of those in each tone, most frequent first. Counts and labels only.
 */
export function themesOfComments(comments: string[]): CommentThemes['themes'] {
  const counts = new Map<CommentTheme, { comments: number; positive: number; negative: number }>();
  for (const comment of comments) {
    for (const { theme, tone } of commentThemes(comment)) {
      const count = counts.get(theme) ?? { comments: 0, positive: 0, negative: 0 };
      count.comments++;
      count[tone]++;
      counts.set(theme, count);
    }
  }
  return [...counts.entries()]
    .map(([theme, count]) => ({ theme, ...count }))
    .sort((a, b) => b.comments - a.comments || COMMENT_THEMES.indexOf(a.theme) - COMMENT_THEMES.indexOf(b.theme));
}
