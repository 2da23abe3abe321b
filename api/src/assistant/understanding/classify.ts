import type { Language } from '@hearth/contracts/constants';
import MiniSearch from 'minisearch';
import { EXAMPLES, type Intent } from './intents';
import moreExamples from './more-examples.json' with { type: 'json' };
import { terms } from './terms';

/**
 * Which intent a message asks, by the examples it most resembles (docs/assistant.md): MiniSearch's BM25
 * over every example of every intent, each example read in its own language and the message in its
 * own, both down to concepts and stems (terms.ts); a long word may carry a typo. An intent's score is
 * its best example's; the answer is the best intent with the share of the message that example covers.
 */
interface Example {
  id: number;
  intent: Exclude<Intent, 'unknown'>;
  terms: string;
}

/** The examples of intents.ts and those a second author wrote to widen them (more-examples.json). */
const WRITTEN: Partial<Record<string, { en: string[]; es: string[] }>> = moreExamples.examples;
const ALL_EXAMPLES = Object.entries(EXAMPLES).map(([intent, byLanguage]) => {
  const more = WRITTEN[intent];
  return [
    intent,
    { en: [...byLanguage.en, ...(more?.en ?? [])], es: [...byLanguage.es, ...(more?.es ?? [])] },
  ] as const;
});

const examples: Example[] = ALL_EXAMPLES.flatMap(([intent, byLanguage]) =>
  (['en', 'es'] as const).flatMap((language) =>
    byLanguage[language].map((text) => ({
      intent: intent as Example['intent'],
      terms: terms(text, language).join(' '),
    })),
  ),
).map((example, id) => ({ id, ...example }));

const index = new MiniSearch<Example>({
  fields: ['terms'],
  storeFields: ['intent', 'terms'],
  tokenize: (text) => text.split(' ').filter(Boolean),
  processTerm: (term) => term,
  searchOptions: {
    fuzzy: (term) => (term.length >= 6 && !term.startsWith('~') ? 0.2 : false),
    prefix: (term) => term.length >= 5 && !term.startsWith('~'),
    weights: { fuzzy: 0.7, prefix: 0.5 },
    bm25: { k: 1.2, b: 0.6, d: 0.5 },
  },
});
index.addAll(examples);

export interface Recognised {
  intent: Exclude<Intent, 'unknown'>;
  /** The best example's BM25 score. */
  score: number;
  /** The share of the message's terms that example holds. */
  coverage: number;
  /** The best score of any other intent (how clear the choice is). */
  runnerUp: number;
}

/** The intents the message resembles, best first (empty: it resembles none). */
export function recognise(message: string, language: Language): Recognised[] {
  const query = terms(message, language);
  if (query.length === 0) return [];
  const best = new Map<Example['intent'], { score: number; coverage: number }>();
  for (const hit of index.search(query.join(' '))) {
    const intent = hit.intent as Example['intent'];
    if (best.has(intent)) continue;
    best.set(intent, { score: hit.score, coverage: hit.queryTerms.length / query.length });
  }
  const ranked = [...best].sort(([, a], [, b]) => b.score - a.score);
  return ranked.map(([intent, { score, coverage }], position) => ({
    intent,
    score,
    coverage,
    runnerUp: ranked[position === 0 ? 1 : 0]?.[1].score ?? 0,
  }));
}
