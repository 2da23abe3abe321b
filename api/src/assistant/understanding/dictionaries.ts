import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@hearth/contracts/constants';

/**
 * The words of each language as a dictionary has them: `an-array-of-english-words` (about 275,000) and
 * `an-array-of-spanish-words` (about 636,000), lower case, accents dropped as the assistant reads text.
 * Each is read once, the first time it is asked: the assistant's typo correction (a word the dictionary
 * knows is not a typo) and its language detection (a word only one language has).
 *
 * Kept as words, the two took 20 MB of heap for the life of the process, and reading them as JSON arrays
 * raised the process's peak memory by far more (ADR 102). Each is kept instead as a Bloom filter of at
 * least 16 bits a word (rounded up to a power of two): 3 MB for both, filled while scanning the package's
 * file as one string. A word the dictionary has is always found; of 1.8 million made-up words shaped like
 * real ones, 10 were wrongly found, which at worst leaves a rare typo uncorrected. The hashes are fixed,
 * so every start answers alike.
 */
const require = createRequire(import.meta.url);
// Resolved by name, where tools that check the dependencies can see them.
const FILES: Record<Language, () => string> = {
  en: () => require.resolve('an-array-of-english-words'),
  es: () => require.resolve('an-array-of-spanish-words'),
};

const BITS_PER_WORD = 16;
const HASHES = 11;

/** Lower case, accents dropped: how words are compared with the dictionaries. */
export const unaccented = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Two 32-bit FNV-1a hashes of the word with different offsets; the k bits are h1 + i·h2 (double hashing). */
function hashes(word: string): [number, number] {
  let first = 0x811c9dc5;
  let second = 0x01000193;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    first = Math.imul(first ^ code, 0x01000193);
    second = Math.imul(second ^ code, 0x5bd1e995);
  }
  // An odd step visits every bit position of a power-of-two table.
  return [first >>> 0, (second | 1) >>> 0];
}

interface BloomFilter {
  bits: Uint32Array;
  /** The number of bits less one: the table's size is a power of two. */
  mask: number;
}

function positions(filter: BloomFilter, word: string, visit: (bit: number) => boolean): boolean {
  const [first, step] = hashes(word);
  for (let i = 0; i < HASHES; i++) if (!visit((first + i * step) & filter.mask)) return false;
  return true;
}

const loaded: Partial<Record<Language, BloomFilter>> = {};

function load(language: Language): BloomFilter {
  // The file is one JSON array of strings without escapes: each word is what lies between two quotes.
  const text = readFileSync(FILES[language](), 'utf8');
  let count = 0;
  for (let at = text.indexOf('"'); at >= 0; at = text.indexOf('"', at + 1)) count++;
  const size = 2 ** Math.ceil(Math.log2(Math.max(64, (count / 2) * BITS_PER_WORD)));
  const filter: BloomFilter = { bits: new Uint32Array(size / 32), mask: size - 1 };
  for (let start = text.indexOf('"'); start >= 0; ) {
    const end = text.indexOf('"', start + 1);
    positions(filter, unaccented(text.slice(start + 1, end)), (bit) => {
      filter.bits[bit >>> 5]! |= 1 << (bit & 31);
      return true;
    });
    start = text.indexOf('"', end + 1);
  }
  return filter;
}

/** Whether the language's dictionary has the word (lower case, accents dropped). */
export function isWordOf(language: Language, word: string): boolean {
  loaded[language] ??= load(language);
  const filter = loaded[language];
  return positions(filter, word, (bit) => (filter.bits[bit >>> 5]! & (1 << (bit & 31))) !== 0);
}
