import { addTrigrams, plain } from '../text-features';
import reader from './reader-weights.json' with { type: 'json' };

/**
 * The trained distress reader (ADR 101, ADR 109): a logistic regression over a message's words, each pair of
 * words in a row, and the letter trigrams of longer words (which carry typos), trained on the development
 * sets' distress and ordinary messages. The grammar (`../distress.ts`) reads what it was written for — a
 * wish to die, a plan, self-harm; the reader reads the words around what nobody wrote a rule for ("every
 * day is the same grey and I don't see it ever ending", "ya no espero nada de la vida").
 *
 * It is trained by `npm run assistant:distress-examples` (api/src/assistant/distress-model.ts), which
 * writes `reader-weights.json`: every feature whose weight does not round to zero, rounded, small enough to
 * run in the check-in on a phone, offline, with nothing sent. `npm run lint` checks the file is current.
 */

/**
 * How sure the reader must be, chosen by 5-fold cross-validation on its examples (npm run
 * assistant:distress-threshold): with the grammar first, 0.5 catches 96.8 % of distress out of fold and
 * flags 4.4 % of the hard ordinary examples; 0.6, 96.0 % and 3.9 % (2026-11-30). Safety comes first: a
 * false flag shows help to someone who did not need it.
 */
const DISTRESS_PROBABILITY = 0.5;

/** The words of a message, as the reader reads them. */
function words(text: string): string[] {
  return plain(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** How much of a message the reader reads, as the grammar (`../distress.ts`): enough for any comment. */
const READ_UP_TO = 4000;

/** A message's features: its words, each pair of words in a row, and the trigrams of words of 5 letters or more. */
export function readerFeatures(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const list = words(text);
  for (const word of list) found.set(`w:${word}`, 1);
  for (let i = 1; i < list.length; i++) found.set(`p:${list[i - 1]}_${list[i]}`, 1);
  for (const word of list) if (word.length >= 5) addTrigrams(found, word);
  return found;
}

/** A reader: its bias and the weight of each feature it kept; a feature it does not have weighs nothing. */
export interface DistressReader {
  bias: number;
  weights: Record<string, number>;
}

/** How likely `trained` finds that the message speaks of the writer's own distress, 0 to 1. */
export function probabilityBy(trained: DistressReader, message: string): number {
  let logit = trained.bias;
  for (const [name, value] of readerFeatures(message.slice(0, READ_UP_TO))) {
    logit += (trained.weights[name] ?? 0) * value;
  }
  return 1 / (1 + Math.exp(-logit));
}

const shipped: DistressReader = reader;

/** How likely the shipped reader finds that the message speaks of the writer's own distress, 0 to 1. */
export function distressProbability(message: string): number {
  return probabilityBy(shipped, message);
}

/**
 * Whether the shipped reader reads the message as distress: two words or more, at the threshold. One word
 * says too little to a reader of words — "no", the comment most often left, weighs like the "no" of "no
 * puedo más" — so a one-word message is left to the grammar, which reads one-word cries ("kms"). Two words
 * stay the reader's: "toy mal", "auxilio porfa".
 */
export function readerFindsDistress(message: string, probability = distressProbability(message)): boolean {
  return longEnoughToRead(message) && probability >= DISTRESS_PROBABILITY;
}

/** Whether the message has the two words the reader needs (`readerFindsDistress`). */
export function longEnoughToRead(message: string): boolean {
  return words(message.slice(0, READ_UP_TO)).length >= 2;
}
