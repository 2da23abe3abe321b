import type { Language } from '@hearth/contracts/constants';
import { helpDocuments } from '@hearth/contracts/help/knowledge-base';
import MiniSearch from 'minisearch';
import helpQuestions from './help-questions.json' with { type: 'json' };
import { term, terms, tokens } from './understanding/terms';

/** A paragraph of the product's help, with the page it can be read on. */
export interface HelpPassage {
  id: string;
  /** Page title and section heading: the words that describe the passage, weighted double. */
  title: string;
  text: string;
  /** Questions people ask that the passage's section answers (help-questions.json), in each language. */
  askedEn: string;
  askedEs: string;
  pageTitle: string;
  heading?: string;
  path: string;
}

export interface Hit {
  passage: HelpPassage;
  score: number;
  /** Share of the question's distinct terms found in the passage (0..1). */
  coverage: number;
}

const ASKED: Partial<Record<string, { en: string[]; es: string[] }>> = helpQuestions.questions;

function helpPassages(): HelpPassage[] {
  return helpDocuments().flatMap((document) =>
    document.paragraphs.map((text, index) => ({
      id: `${document.id}-${index + 1}`,
      title: [document.title, document.heading].filter(Boolean).join(' '),
      text,
      askedEn: ASKED[document.id]?.en.join('. ') ?? '',
      askedEs: ASKED[document.id]?.es.join('. ') ?? '',
      pageTitle: document.title,
      heading: document.heading,
      path: document.path,
    })),
  );
}

const passages = new Map(helpPassages().map((passage) => [passage.id, passage]));

/** How much a word of the questions a passage answers counts beside a word of the passage itself. */
const ASKED_BOOST = 1.5;

/**
 * MiniSearch's BM25 over paragraph-sized passages, built once per process from the same content the
 * public pages render (docs/decisions/050-help-content-and-assistant-retrieval.md). The passages are
 * English; a question in Spanish finds them through the concepts both languages share (the terms of
 * understanding/terms.ts). Title words count double; a long word may carry one typo.
 */
const index = new MiniSearch<HelpPassage>({
  fields: ['title', 'text', 'askedEn', 'askedEs'],
  tokenize: tokens,
  processTerm: (word, field) => term(word, field === 'askedEs' ? 'es' : 'en', false),
  searchOptions: {
    boost: { title: 2, askedEn: ASKED_BOOST, askedEs: ASKED_BOOST },
    fuzzy: (word) => (word.length >= 6 && !word.startsWith('~') ? 0.2 : false),
    weights: { fuzzy: 0.6, prefix: 0.3 },
    bm25: { k: 1.2, b: 0.5, d: 0.5 },
  },
});
index.addAll([...passages.values()]);

/** The help's vocabulary as the titles and headings name it: the words a question about Hearth uses. */
const TOPIC_TERMS = new Set(
  [...passages.values()].flatMap((passage) => terms(`${passage.pageTitle} ${passage.heading ?? ''}`, 'en', false)),
);

/**
 * Whether a question is about Hearth at all: it names one of the product's concepts or a word of the
 * help's titles. "How long do I bake cookies?" does not, and gets "I don't know" rather than the help
 * passage that happens to share a word with it.
 */
export function aboutHearth(query: string, language: Language): boolean {
  return terms(query, language, false).some((word) => word.startsWith('~') || TOPIC_TERMS.has(word));
}

export function searchHelp(query: string, language: Language, limit = 5): Hit[] {
  const queryTerms = terms(query, language, false);
  if (queryTerms.length === 0) return [];
  return index
    .search(queryTerms.join(' '), { tokenize: (text) => text.split(' '), processTerm: (word) => word })
    .slice(0, limit)
    .map((result) => ({
      passage: passages.get(result.id)!,
      score: result.score,
      coverage: result.queryTerms.length / queryTerms.length,
    }));
}

/** How a passage's source is named in a "Read more" link. */
export function sourceLabel(passage: HelpPassage): string {
  return passage.heading ? `${passage.pageTitle}: ${passage.heading}` : passage.pageTitle;
}
