import examples from './distress-examples.json' with { type: 'json' };
import { addTrigrams, descend, indexRows } from './understanding/sparse-model';
import { plain } from './understanding/terms';

/**
 * A second reader of distress beside the screening's grammar (ADR 101): a logistic regression trained on
 * every development message that speaks of the writer's own distress and on ordinary ones full of the
 * same words (`distress-examples.json`). The grammar reads what it was written for — a wish to die, a
 * plan, self-harm — and misses what nobody wrote a rule for ("every day is the same grey and I don't see
 * it ever ending", "ya no espero nada de la vida"); the model reads the words around them. Its features
 * are the words, each pair of words in a row, and the letter trigrams of longer words, which carry typos.
 * Training is deterministic and takes well under a second, the first time a message is screened.
 */
const EPOCHS = 15;
const LEARNING_RATE = 0.3;
const L2 = 1e-4;
/**
 * How sure the model must be, chosen by 5-fold cross-validation on its examples (npm run
 * assistant:distress-threshold): with the grammar first, 0.6 catches 95.1 % of distress out of fold and
 * flags 3.9 % of the hard ordinary examples; 0.7 catches 94.0 % and flags 3.3 %. Safety comes first.
 */
export const DISTRESS_PROBABILITY = 0.6;

const words = (text: string) =>
  plain(text)
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function featuresOf(text: string): Map<string, number> {
  const found = new Map<string, number>();
  const list = words(text);
  for (const word of list) found.set(`w:${word}`, 1);
  for (let i = 1; i < list.length; i++) found.set(`p:${list[i - 1]}_${list[i]}`, 1);
  for (const word of list) if (word.length >= 5) addTrigrams(found, word);
  return found;
}

interface Model {
  index: Map<string, number>;
  weights: Float64Array;
  bias: number;
}

const sigmoid = (logit: number) => 1 / (1 + Math.exp(-logit));

/** The model's logit for a sparse row: its bias plus each feature's weight times its value. */
function logitOf(model: Model, features: ArrayLike<number>, values: ArrayLike<number>): number {
  let logit = model.bias;
  for (let f = 0; f < features.length; f++) logit += model.weights[features[f]!]! * values[f]!;
  return logit;
}

/** A message's probability; features the examples never had are left out. */
function probability(model: Model, found: Map<string, number>): number {
  const features: number[] = [];
  const values: number[] = [];
  for (const [name, value] of found) {
    const at = model.index.get(name);
    if (at === undefined) continue;
    features.push(at);
    values.push(value);
  }
  return sigmoid(logitOf(model, features, values));
}

function train(taught: { distress: string[]; ordinary: string[] }): Model {
  const labelled = [
    ...taught.distress.map((text) => ({ text, label: 1 })),
    ...taught.ordinary.map((text) => ({ text, label: 0 })),
  ];
  // The classes are weighted to count alike, whatever their sizes.
  const weightOf = [labelled.length / (2 * taught.ordinary.length), labelled.length / (2 * taught.distress.length)];
  const { index, rows } = indexRows(
    labelled.map(({ text, label }) => ({ features: featuresOf(text), label, weight: weightOf[label]! })),
  );
  const model: Model = { index, weights: new Float64Array(index.size), bias: 0 };
  descend(rows, { epochs: EPOCHS, learningRate: LEARNING_RATE }, (row, rate) => {
    const gradient = row.weight * (sigmoid(logitOf(model, row.features, row.values)) - row.label);
    model.bias -= rate * gradient;
    for (let f = 0; f < row.features.length; f++) {
      const at = row.features[f]!;
      model.weights[at]! -= rate * (gradient * row.values[f]! + L2 * model.weights[at]!);
    }
  });
  return model;
}

let model: Model | null = null;

/** How likely the model finds that the message speaks of the writer's own distress, 0 to 1. */
export function distressProbability(message: string): number {
  model ??= train(examples);
  return probability(model, featuresOf(message));
}

/**
 * A reader trained on other examples, for choosing the threshold by cross-validation
 * (scripts/distress-threshold.ts): the same features, settings and training as the product's.
 */
export function readerTrainedOn(taught: { distress: string[]; ordinary: string[] }): (message: string) => number {
  const trained = train(taught);
  return (message) => probability(trained, featuresOf(message));
}
