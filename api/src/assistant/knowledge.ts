import { helpDocuments } from '@hearth/contracts/help/knowledge-base';
import MiniSearch from 'minisearch';
import { processTerm, queryTerms, tokenize } from './text';

/** A paragraph of the product's help, with the page it can be read on. */
export interface HelpPassage {
  id: string;
  /** Page title and section heading: the words that describe the passage, weighted double. */
  title: string;
  text: string;
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

function helpPassages(): HelpPassage[] {
  return helpDocuments().flatMap((document) =>
    document.paragraphs.map((text, index) => ({
      id: `${document.id}-${index + 1}`,
      title: [document.title, document.heading].filter(Boolean).join(' '),
      text,
      pageTitle: document.title,
      heading: document.heading,
      path: document.path,
    })),
  );
}

const passages = new Map(helpPassages().map((passage) => [passage.id, passage]));

/**
 * MiniSearch's BM25 over paragraph-sized passages, built once per process from the same content the
 * public pages render (docs/decisions/050-help-content-and-assistant-retrieval.md). Title words
 * count double; a long word may carry one typo.
 */
const index = new MiniSearch<HelpPassage>({
  fields: ['title', 'text'],
  tokenize,
  processTerm,
  searchOptions: {
    boost: { title: 2 },
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    weights: { fuzzy: 0.6, prefix: 0.3 },
    bm25: { k: 1.2, b: 0.5, d: 0.5 },
  },
});
index.addAll([...passages.values()]);

export function searchHelp(query: string, limit = 5): Hit[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  return index
    .search(terms.join(' '), { tokenize: (text) => text.split(' '), processTerm: (term) => term })
    .slice(0, limit)
    .map((result) => ({
      passage: passages.get(result.id)!,
      score: result.score,
      coverage: result.queryTerms.length / terms.length,
    }));
}

/** How a passage's source is named in a "Read more" link. */
export function sourceLabel(passage: HelpPassage): string {
  return passage.heading ? `${passage.pageTitle}: ${passage.heading}` : passage.pageTitle;
}
