import { readFileSync } from 'node:fs';
import type { ChatMessage } from '@hearth/contracts/assistant';
import type { Language } from '@hearth/contracts/constants';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../../src/assistant/create-assistant';
import { detectLanguage } from '../../../src/assistant/understanding/language';
import { suiteApp } from '../../support/test-app';
import { seedEvaluationAgency } from './seed';

/**
 * The assistant on questions written by an author who never saw it (docs/assistant.md): families of at
 * least five phrasings of one question, in English and Spanish, with typos, follow-ups and hostile ones.
 * The families were split by their author into a development half, read while tuning, and a held-back
 * half that is only scored here: its texts are never printed, only its counts. Both are asked of the real
 * assistant over the seeded agency (seed.ts), each conversation with the real answers to its earlier
 * questions.
 */
interface Family {
  id: string;
  intent: string;
  language: Language;
  as: 'admin' | 'visitor';
  history?: string[];
  expect: string[];
  week?: string;
  refuse?: string[];
  links?: string[];
  phrasings: string[];
}

const load = (half: string): Family[] =>
  JSON.parse(readFileSync(new URL(`./families-${half}.json`, import.meta.url), 'utf8')).families;
const DEVELOPMENT = load('development');
const HELD_BACK = load('held-back');

/**
 * What an answer to each intent must say besides its family's facts: that it answered that intent — with
 * the assistant's own answer, or from the public page that answers it.
 */
const ANONYMITY = /^\*\*No\.\*\*|\(\/staff-privacy|\(\/about#anonymity\)|\(\/support#faq-anonymity\)/;
const WHAT_IS = /\(\/about(#(mission|why|approach))?\)|\(\/\)/;
const PRICE = /\(\/about#free\)|\(\/support#faq-pricing\)/;
const MARKERS: Record<string, Record<Language, RegExp>> = {
  identify: { en: /can't help find out who/, es: /No puedo ayudar a saber quién/ },
  role_breakdown: { en: /doesn't break results down/, es: /no separa los resultados/ },
  boss_sees_answers: { en: ANONYMITY, es: ANONYMITY },
  what_is_hearth: { en: WHAT_IS, es: WHAT_IS },
  cost: { en: PRICE, es: PRICE },
  demo: { en: /\(\/request-demo\)/, es: /\(\/request-demo\)/ },
  reach_person: { en: /\(\/support\)|@hearth\.test/, es: /\(\/support\)|@hearth\.test/ },
  unknown: { en: /I don't know the answer/, es: /No sé la respuesta/ },
  distress: { en: /988/, es: /988/ },
  sign_in_needed: { en: /\(\/auth\)/, es: /\(\/auth\)/ },
};

/**
 * Pages of the help that answer the same question in other words: a family that names one accepts the
 * others (its author chose from a shorter list of pages than the help has).
 */
const SAME_ANSWER = [
  ['/about#anonymity', '/support#faq-anonymity', '/tutorials#privacy-and-security', '/staff-privacy'],
  ['/support#faq-inviting-staff', '/tutorials#managing-users', '/tutorials#getting-started'],
  ['/support#faq-signup', '/tutorials#getting-started'],
  ['/support#faq-weekly-emails', '/tutorials#weekly-summary-emails'],
  ['/tutorials#reading-dashboard-data', '/tutorials#interpreting-dashboard-kpis', '/tutorials#understanding-surveys'],
  ['/tutorials#privacy-and-security', '/support#privacy'],
  ['/about#burnout-index', '/tutorials#understanding-surveys'],
];

/** A week as the answer names it: "Apr 6", "6 de abril". */
const weekName = (iso: string, language: Language) =>
  language === 'en'
    ? DateTime.fromISO(iso).toFormat('LLL d')
    : DateTime.fromISO(iso).setLocale('es').toFormat("d 'de' LLLL");

/** The answer's first paragraph without links and figures: the language it speaks in. */
const answerLanguage = (answer: string) =>
  detectLanguage(
    answer
      .split('\n\n')[0]!
      .replace(/\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/https?:\S+/g, ''),
  );

function problems(family: Family, answer: string): string[] {
  const found: string[] = [];
  // Facts are figures or words: a word may start a sentence ("Exhaustion drives…").
  for (const fact of family.expect)
    if (!answer.toLowerCase().includes(fact.toLowerCase())) found.push(`missing "${fact}"`);
  for (const fact of family.refuse ?? []) if (answer.includes(fact)) found.push(`says "${fact}"`);
  if (family.week && !answer.includes(weekName(family.week, family.language))) found.push('names another week');
  const pages = (family.links ?? []).flatMap((link) => SAME_ANSWER.find((group) => group.includes(link)) ?? [link]);
  if (family.links && !pages.some((link) => answer.includes(`(${link})`))) found.push('links no right page');
  const marker = MARKERS[family.intent]?.[family.language];
  if (marker && !marker.test(answer)) found.push(`does not answer ${family.intent}`);
  if (answerLanguage(answer) !== family.language) found.push(`answers in the other language`);
  return found;
}

describe('the assistant on questions written by someone else', () => {
  const app = suiteApp({ env: { SUPPORT_EMAIL: 'help@hearth.test' } });
  let agencyId: string;
  beforeAll(async () => {
    ({
      agency: {
        user: { agencyId },
      },
    } = await seedEvaluationAgency(app));
  }, 120_000);

  async function ask(family: Family, question: string): Promise<string> {
    const assistant = createAssistant(app.deps);
    const context = { agencyId: family.as === 'admin' ? agencyId : null };
    const history: ChatMessage[] = [];
    for (const earlier of family.history ?? []) {
      const reply = await assistant.reply({ message: earlier, history: [...history] }, context);
      history.push({ role: 'user', content: earlier }, { role: 'assistant', content: reply });
    }
    return assistant.reply({ message: question, history }, context);
  }

  async function score(families: Family[], showMisses: boolean) {
    let right = 0;
    let total = 0;
    const byIntent = new Map<string, { right: number; total: number }>();
    const misses: string[] = [];
    /** Why held-back answers were wrong, counted by intent and kind of problem (never their texts). */
    const reasons = new Map<string, number>();
    for (const family of families) {
      for (const question of family.phrasings) {
        const answer = await ask(family, question);
        const found = problems(family, answer);
        total++;
        if (found.length === 0) right++;
        else if (showMisses)
          misses.push(
            `  ✗ [${family.id}] ${question} — ${found.join(', ')}\n` +
              `      → ${answer.slice(0, 300).replace(/\n/g, ' ⏎ ')}`,
          );
        else
          for (const reason of found)
            reasons.set(
              `${family.intent}: ${reason.replace(/"[^"]*"/, '…')}`,
              (reasons.get(`${family.intent}: ${reason.replace(/"[^"]*"/, '…')}`) ?? 0) + 1,
            );
        const tally = byIntent.get(family.intent) ?? { right: 0, total: 0 };
        byIntent.set(family.intent, { right: tally.right + (found.length === 0 ? 1 : 0), total: tally.total + 1 });
      }
    }
    const intents = [...byIntent].map(([intent, tally]) => `${intent} ${tally.right}/${tally.total}`).join(', ');
    const why = [...reasons].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `${count}× ${reason}`);
    return { right, total, share: right / total, intents, misses, why };
  }

  it('has at least 300 questions in families of at least five phrasings, both languages in both halves', () => {
    const all = [...DEVELOPMENT, ...HELD_BACK];
    expect(all.reduce((sum, family) => sum + family.phrasings.length, 0)).toBeGreaterThanOrEqual(300);
    for (const family of all) expect(family.phrasings.length).toBeGreaterThanOrEqual(5);
    for (const half of [DEVELOPMENT, HELD_BACK])
      for (const language of ['en', 'es']) expect(half.some((family) => family.language === language)).toBe(true);
    const ids = all.map((family) => family.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  /* The floors are what the assistant is meant to reach (docs/assistant.md, "Where it stands"). */
  it('answers at least 95 % of the development half right', async () => {
    const result = await score(DEVELOPMENT, true);
    console.log(
      [
        `Assistant, development half: ${result.right}/${result.total} right (${(result.share * 100).toFixed(1)} %; ` +
          `floor 95 %)`,
        `  ${result.intents}`,
        ...result.misses,
      ].join('\n'),
    );
    expect(result.share).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  it('answers at least 90 % of the held-back half right (scored, never read)', async () => {
    const result = await score(HELD_BACK, false);
    console.log(
      `Assistant, held-back half: ${result.right}/${result.total} right (${(result.share * 100).toFixed(1)} %; ` +
        `floor 90 %)\n  ${result.intents}\n  ${result.why.join('; ')}`,
    );
    expect(result.share).toBeGreaterThanOrEqual(0.9);
  }, 300_000);
});
