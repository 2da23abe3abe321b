/**
 * The embedded assistant's language handling: words in, comparable terms out. Deliberately small
 * and predictable (docs/decisions/050-help-content-and-assistant-retrieval.md): lower case,
 * accents dropped, a light suffix-stripping stemmer, stop words out, and synonyms folded together.
 */

const STOP_WORDS = new Set(
  `a an the is are was were be been being am do does did doing how what when where why which who whom whose
  i me my mine we us our ours you your yours it its this that these those there here to of in on for with at
  by from as and or but if then so can could would should will shall may might must they them their theirs
  he him his she her hers about into onto than too very just also not no yes get gets got any some all each
  every out up down more most such only own same other have has had having tell please thanks thank hi hello
  hey know want need like much many really ok okay let lets i'm im one way work works working`.split(/\s+/),
);

/** Phrases that mean one thing, joined before splitting into words. */
const PHRASES: [RegExp, string][] = [
  [/\bcheck[\s-]?ins?\b/g, 'checkin'],
  [/\b(sign|log)[\s-]?(in|on)\b/g, 'signin'],
  [/\bsign[\s-]?up\b/g, 'signup'],
  [/\be[\s-]?mails?\b/g, 'email'],
  [/\bweek[\s-]over[\s-]week\b/g, 'trend'],
  [/\bhigh[\s-]risk\b/g, 'highrisk'],
  [/\bburn(ed|t)?[\s-]?out\b/g, 'burnout'],
];

/** Words that should find each other. The first word of a group stands for the group. */
const SYNONYM_GROUPS: string[][] = [
  ['score', 'index', 'mbi'],
  [
    'anonymous',
    'anonymity',
    'anonymously',
    'confidential',
    'confidentiality',
    'identify',
    'identifiable',
    'traced',
    'secret',
  ],
  ['privacy', 'private', 'personal'],
  ['calculate', 'calculated', 'calculation', 'computed', 'compute', 'formula', 'measured', 'measure'],
  ['survey', 'checkin', 'questionnaire'],
  ['question', 'questions', 'item', 'items', 'ask', 'asks', 'asked'],
  ['minimum', 'threshold', 'least', 'fewer', 'enough'],
  ['individual', 'single', 'each', 'specific'],
  ['see', 'view', 'visible', 'shown', 'show', 'shows', 'display', 'appear', 'appears'],
  ['send', 'sent', 'sends', 'arrive', 'arrives', 'delivered', 'go', 'goes'],
  [
    'staff',
    'employee',
    'employees',
    'worker',
    'nurse',
    'nurses',
    'aide',
    'caregiver',
    'clinician',
    'team',
    'participant',
  ],
  ['price', 'pricing', 'cost', 'costs', 'free', 'pay', 'paid', 'subscription', 'charge', 'fee', 'money'],
  ['reminder', 'remind', 'nudge', 'nudges'],
  ['administrator', 'admin', 'admins', 'manager', 'leader', 'leadership', 'supervisor', 'director'],
  ['signin', 'login', 'logging'],
  ['signup', 'register', 'registration', 'join', 'create', 'start'],
  ['delete', 'remove', 'erase', 'leaves', 'left'],
  ['invite', 'invitation', 'invitations', 'add'],
  ['alert', 'alerts', 'warning', 'notification', 'notify'],
  ['summary', 'digest', 'monday'],
  ['chatbot', 'assistant', 'ai', 'chat', 'bot'],
  ['secure', 'security', 'encrypted', 'encryption', 'protect', 'protected', 'safe'],
  ['change', 'customise', 'customize', 'edit', 'modify', 'custom'],
  ['mfa', 'code', 'factor', 'authentication', 'verification', '2fa'],
  ['expire', 'expires', 'expiry', 'valid', 'validity', 'lasts'],
  ['burnout', 'exhaustion', 'exhausted', 'stress', 'stressed', 'tired'],
];

const INFLECTIONS: [string, string][] = [
  ['sses', 'ss'],
  ['ies', 'y'],
  ['ingly', ''],
  ['edly', ''],
  ['ing', ''],
  ['ed', ''],
  ['ly', ''],
  ['s', ''],
];
const DERIVATIONS = ['ation', 'ition', 'ator', 'ment', 'ness', 'ity', 'ive', 'ion', 'ou', 'at', 'al', 'er', 'or'];
const MIN_STEM = 3;

/** A light stemmer: inflections repeatedly, a final e, then one derivational suffix. */
export function stem(word: string): string {
  let current = word;
  let inflected = false;
  for (let changed = true; changed && current.length > MIN_STEM + 1; ) {
    changed = false;
    if (current.endsWith('ss')) break;
    for (const [suffix, replacement] of INFLECTIONS) {
      if (current.endsWith(suffix) && current.length - suffix.length + replacement.length >= MIN_STEM) {
        current = current.slice(0, -suffix.length) + replacement;
        changed = inflected = true;
        break;
      }
    }
  }
  // "running" → "runn" → "run", but "staff" stays "staff".
  if (inflected && /([^aeiouslz])\1$/.test(current) && current.length >= MIN_STEM + 1) current = current.slice(0, -1);
  if (current.endsWith('e') && current.length > MIN_STEM + 1) current = current.slice(0, -1);
  for (const suffix of DERIVATIONS) {
    if (current.endsWith(suffix) && current.length - suffix.length >= MIN_STEM + 1)
      return current.slice(0, -suffix.length);
  }
  return current;
}

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const head = stem(group[0]!);
  for (const word of group) CANONICAL.set(stem(word), head);
}

/** Lower case, no accents, no apostrophes, single spaces. */
export function plainText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ');
}

/** Plain text with multi-word phrases joined: the text the search works on. */
function normalise(text: string): string {
  let result = plainText(text);
  for (const [pattern, replacement] of PHRASES) result = result.replace(pattern, replacement);
  return result;
}

/** The comparable terms of a text, in order (repeats kept: they count in BM25). */
export function terms(text: string): string[] {
  return normalise(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map((word) => {
      const stemmed = stem(word);
      return CANONICAL.get(stemmed) ?? stemmed;
    });
}
