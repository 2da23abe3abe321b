import { terms } from './language';

/**
 * Okapi BM25 over short passages: explainable (every point of a score comes from a query word
 * found in the passage) and fast enough to rebuild at start-up. Title words are counted twice so
 * that a passage under "How the burnout index is calculated" wins a question about calculation.
 */
export interface Passage {
  id: string;
  /** Words that describe the passage (page title, section heading): weighted double. */
  title: string;
  text: string;
}

export interface Hit<P extends Passage> {
  passage: P;
  score: number;
  /** Share of the question's distinct terms found in the passage (0..1). */
  coverage: number;
}

const K1 = 1.2;
const B = 0.5;
const TITLE_WEIGHT = 2;

interface IndexedPassage<P> {
  passage: P;
  frequencies: Map<string, number>;
  length: number;
}

export class SearchIndex<P extends Passage> {
  private readonly entries: IndexedPassage<P>[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(passages: P[]) {
    this.entries = passages.map((passage) => {
      const words = [
        ...terms(passage.text),
        ...Array.from({ length: TITLE_WEIGHT }, () => terms(passage.title)).flat(),
      ];
      const frequencies = new Map<string, number>();
      for (const word of words) frequencies.set(word, (frequencies.get(word) ?? 0) + 1);
      for (const word of frequencies.keys())
        this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1);
      return { passage, frequencies, length: words.length };
    });
    this.averageLength = this.entries.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, this.entries.length);
  }

  search(query: string, limit: number): Hit<P>[] {
    const queryTerms = [...new Set(terms(query))];
    if (queryTerms.length === 0) return [];
    const hits: Hit<P>[] = [];
    for (const entry of this.entries) {
      let score = 0;
      let found = 0;
      for (const term of queryTerms) {
        const frequency = entry.frequencies.get(term);
        if (!frequency) continue;
        found++;
        const normalisedLength = 1 - B + (B * entry.length) / this.averageLength;
        score += this.idf(term) * ((frequency * (K1 + 1)) / (frequency + K1 * normalisedLength));
      }
      if (score > 0) hits.push({ passage: entry.passage, score, coverage: found / queryTerms.length });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  private idf(term: string): number {
    const n = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.entries.length - n + 0.5) / (n + 0.5));
  }
}
