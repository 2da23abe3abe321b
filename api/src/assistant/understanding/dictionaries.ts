import { createRequire } from 'node:module';
import type { Language } from '@hearth/contracts/constants';

/**
 * The words of each language as a dictionary has them: `an-array-of-english-words` (about 275,000) and
 * `an-array-of-spanish-words` (about 636,000), lower case, accents dropped as the assistant reads text.
 * Each is read once, the first time it is asked (about 20 and 50 MB): the assistant's typo correction
 * (a word the dictionary knows is not a typo) and its language detection (a word only one language has).
 */
const require = createRequire(import.meta.url);
const WORDS: Record<Language, () => string[]> = {
  en: () => require('an-array-of-english-words'),
  es: () => require('an-array-of-spanish-words'),
};
const loaded: Partial<Record<Language, Set<string>>> = {};

/** Lower case, accents dropped: how words are compared with the dictionaries. */
export const unaccented = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export function isWordOf(language: Language, word: string): boolean {
  loaded[language] ??= new Set(WORDS[language]().map(unaccented));
  return loaded[language].has(word);
}
