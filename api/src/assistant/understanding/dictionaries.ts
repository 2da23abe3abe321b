import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@hearth/contracts/constants';

/**
 * The words of each language as a dictionary has them: `an-array-of-english-words` (about 275,000) and
 * `an-array-of-spanish-words` (about 636,000), lower case, accents dropped as the assistant reads text.
 * Each is read once, the first time it is asked: the assistant's typo correction (a word the dictionary
 * knows is not a typo) and its language detection (a word only one language has).
 *
 * A set of 900,000 strings, beside the packages' arrays that `require` keeps, took 71 MB of heap for
 * the life of the process. The words are kept instead sorted in one string, one per line, with where
 * each starts, and found by binary search (about 1.5 µs a word): about 14 MB for both. The packages'
 * files are read as JSON, not required, so that no module cache keeps their arrays.
 */
const require = createRequire(import.meta.url);
// Resolved by name, where tools that check the dependencies can see them.
const FILES: Record<Language, () => string> = {
  en: () => require.resolve('an-array-of-english-words'),
  es: () => require.resolve('an-array-of-spanish-words'),
};

interface SortedWords {
  text: string;
  starts: Uint32Array;
}
const loaded: Partial<Record<Language, SortedWords>> = {};

/** Lower case, accents dropped: how words are compared with the dictionaries. */
export const unaccented = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

function load(language: Language): SortedWords {
  const listed: string[] = JSON.parse(readFileSync(FILES[language](), 'utf8'));
  const words = [...new Set(listed.map(unaccented))].sort();
  // starts[i] is where word i begins; starts[n] one past the end, as if a last line break followed.
  const starts = new Uint32Array(words.length + 1);
  for (let i = 0; i < words.length; i++) starts[i + 1] = starts[i]! + words[i]!.length + 1;
  return { text: words.join('\n'), starts };
}

export function isWordOf(language: Language, word: string): boolean {
  loaded[language] ??= load(language);
  const { text, starts } = loaded[language];
  let low = 0;
  let high = starts.length - 2;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const candidate = text.slice(starts[middle], starts[middle + 1]! - 1);
    if (candidate === word) return true;
    if (candidate < word) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
