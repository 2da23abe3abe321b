import MiniSearch from 'minisearch';
import { stemmer } from 'stemmer';
import { eng } from 'stopword';

/**
 * Words in, comparable terms out, for the help search (docs/decisions/040-assistant-own-numbers-and-safety.md):
 * MiniSearch's tokenizer, the `stopword` English list, the Porter stemmer, and two small tables that
 * only this product can know: phrases that mean one thing, and its synonyms.
 */

/** Lower case, no accents, no apostrophes, single spaces. */
export function plainText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ');
}

/** Phrases that mean one thing, joined before the text is split into words. */
const PHRASES: [RegExp, string][] = [
  [/\bcheck[\s-]?ins?\b/g, 'checkin'],
  [/\b(sign|log)[\s-]?(in|on)\b/g, 'signin'],
  [/\bsign[\s-]?up\b/g, 'signup'],
  [/\be[\s-]?mails?\b/g, 'email'],
  [/\bweek[\s-]over[\s-]week\b/g, 'trend'],
  [/\bhigh[\s-]risk\b/g, 'highrisk'],
  [/\bburn(ed|t)?[\s-]?out\b/g, 'burnout'],
];

/** Conversational words the English list keeps but a question about Hearth never turns on (nor its name). */
const EXTRA_STOP_WORDS = `am does doing whom whose mine ours yours theirs please thanks thank hi hello hey know want
  need really ok okay let lets im one tell just also not no yes any every way work works working
  gets got why so what when where which who how hearth`.split(/\s+/);
const STOP_WORDS = new Set([...eng, ...EXTRA_STOP_WORDS]);

/** Words that should find each other. The first word of a group stands for the group. */
const SYNONYM_GROUPS: string[][] = [
  ['score', 'index', 'mbi'],
  ['anonymous', 'anonymity', 'anonymously', 'confidential', 'confidentiality', 'identify', 'identifiable', 'traced'],
  ['privacy', 'private', 'personal'],
  ['calculate', 'calculation', 'computed', 'compute', 'computation', 'formula', 'measured', 'measure'],
  ['survey', 'checkin', 'questionnaire'],
  ['question', 'item', 'ask'],
  ['minimum', 'threshold', 'least', 'fewer', 'enough'],
  ['individual', 'single', 'specific'],
  ['see', 'view', 'visible', 'shown', 'show', 'display', 'appear'],
  ['send', 'sent', 'arrive', 'delivered', 'go'],
  ['staff', 'employee', 'worker', 'nurse', 'aide', 'caregiver', 'clinician', 'team', 'participant'],
  ['price', 'pricing', 'cost', 'free', 'pay', 'paid', 'subscription', 'charge', 'fee', 'money'],
  ['reminder', 'remind', 'nudge'],
  ['administrator', 'admin', 'manager', 'leader', 'leadership', 'supervisor', 'director'],
  ['signin', 'login', 'logging'],
  ['signup', 'register', 'registration', 'join', 'create', 'start'],
  ['delete', 'remove', 'erase', 'leaves', 'left'],
  ['invite', 'invitation', 'add'],
  ['alert', 'warning', 'notification', 'notify'],
  ['summary', 'digest', 'monday'],
  ['chatbot', 'assistant', 'ai', 'chat', 'bot'],
  ['secure', 'security', 'encrypted', 'encryption', 'protect', 'protected', 'safe'],
  ['change', 'customise', 'customize', 'edit', 'modify', 'custom'],
  ['mfa', 'code', 'factor', 'authentication', 'verification', '2fa'],
  ['expire', 'expiry', 'valid', 'validity', 'lasts'],
  ['burnout', 'exhaustion', 'exhausted', 'stress', 'stressed', 'tired'],
];

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const head = stemmer(group[0]!);
  for (const word of group) CANONICAL.set(stemmer(word), head);
}

const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/** MiniSearch's tokenizer over plain text with the product's phrases joined. */
export function tokenize(text: string): string[] {
  let result = plainText(text);
  for (const [pattern, replacement] of PHRASES) result = result.replace(pattern, replacement);
  return defaultTokenize(result);
}

/** One token to its searchable term, or null for a stop word. */
export function processTerm(token: string): string | null {
  const word = plainText(token);
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  const stemmed = stemmer(word);
  return CANONICAL.get(stemmed) ?? stemmed;
}

/** The distinct terms of a question, as the index sees them. */
export function queryTerms(text: string): string[] {
  return [...new Set(tokenize(text).flatMap((token) => processTerm(token) ?? []))];
}

/** A regular-expression group of alternatives, so long word lists stay readable: `(a|b|c)`. */
export const anyOf = (...alternatives: string[]) => `(${alternatives.join('|')})`;
