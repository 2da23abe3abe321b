import { plainText } from './text';

/**
 * The last guard on comment themes (docs/decisions/040-assistant-own-numbers-and-safety.md): the
 * model is told never to quote a comment, and a sentence of its reply that repeats a run of words
 * from one anyway is dropped, since exact wording can point to the person who wrote it.
 */
/** Five words in a row from one comment make a quote; so does the whole of a comment of 3 or 4 words. */
const RUN = 5;

const words = (text: string) =>
  plainText(text)
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

function runs(text: string, length: number): Set<string> {
  const list = words(text);
  const result = new Set<string>();
  for (let start = 0; start + length <= list.length; start++) result.add(list.slice(start, start + length).join(' '));
  return result;
}

const QUOTES_REMOVED =
  'I left out part of that answer because it repeated what staff wrote word for word, which could identify them. ' +
  'Ask me for the themes again, or read the comments on the Dashboard.';

export function withoutQuotes(reply: string, comments: string[]): string {
  const quoted = new Set<string>();
  const shortComments: string[] = [];
  for (const comment of comments) {
    const list = words(comment);
    if (list.length >= RUN) for (const run of runs(comment, RUN)) quoted.add(run);
    else if (list.length >= 3) shortComments.push(` ${list.join(' ')} `);
  }
  const repeats = (sentence: string) =>
    [...runs(sentence, RUN)].some((run) => quoted.has(run)) ||
    shortComments.some((comment) => ` ${words(sentence).join(' ')} `.includes(comment));
  const sentences = reply.split(/(?<=[.!?])\s+|\n+/);
  const kept = sentences.filter((sentence) => !repeats(sentence));
  if (kept.length === sentences.length) return reply;
  return [kept.join(' ').trim(), QUOTES_REMOVED].filter(Boolean).join('\n\n');
}
