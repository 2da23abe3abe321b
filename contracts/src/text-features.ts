/**
 * How the trained readers see a text (docs/assistant.md, docs/duty-of-care.md): folded to plain words, and
 * the letter trigrams of words, which carry their typos. The assistant's intent model and the distress
 * reader share them; the distress reader also runs in the browser, so nothing here needs Node.
 */

/** Lower case, no accents, straight apostrophes dropped, single spaces. */
export function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`´]/g, '')
    .replace(/\s+/g, ' ');
}

/** A trigram says less than a whole word: it only tips the balance for a word the examples did not have. */
const TRIGRAM_WEIGHT = 0.35;

/** Adds the letter trigrams of a word (marked at both ends), which carry its typos ("burnot", "respnse"). */
export function addTrigrams(found: Map<string, number>, word: string): void {
  const padded = `#${word}#`;
  for (let i = 0; i + 3 <= padded.length; i++) found.set(`c:${padded.slice(i, i + 3)}`, TRIGRAM_WEIGHT);
}
