import type { Language } from '@hearth/contracts/constants';
import { addTrigrams } from '@hearth/contracts/text-features';
import helpQuestions from '../help-questions.json' with { type: 'json' };
import { periodIn } from './entities';
import { EXAMPLES, type Intent } from './intents';
import moreExamples from './more-examples.json' with { type: 'json' };
import outOfScope from './out-of-scope.json' with { type: 'json' };
import { descend, indexRows } from './sparse-model';
import { plain, terms, tokens } from './terms';

/**
 * Which intent a message asks (docs/assistant.md, ADR 086): a multinomial logistic regression trained on
 * every example of every intent — and on questions that are not about Hearth at all, which teach it to say
 * `unknown`. A message is read as features: its terms (stems and concepts, terms.ts), each pair of terms
 * in a row, and the letter trigrams of its longer words, which carry typos ("wat", "burnot", "respnse").
 * Training is deterministic and takes about a second, just after the assistant is created.
 */
type Label = Intent;

/** The examples of intents.ts, those a second author wrote to widen them, and the out-of-scope ones. */
const WRITTEN: Partial<Record<string, { en: string[]; es: string[] }>> = moreExamples.examples;
/** How much one of the help pages' questions counts in training beside a written example. */
const HELP_QUESTION_WEIGHT = 0.07;
/** The questions about something else are many and varied: each counts less than an intent's example. */
const OUT_OF_SCOPE_WEIGHT = 0.3;

const ASKED_OF_HELP = Object.values(helpQuestions.questions);
/** Examples of one intent, and how much each counts in training. */
type Examples = [Label, Record<Language, string[]>, number];
const TRAINING: Examples[] = [
  ...Object.entries(EXAMPLES).map(([intent, byLanguage]): Examples => {
    const more = WRITTEN[intent];
    return [
      intent as Label,
      { en: [...byLanguage.en, ...(more?.en ?? [])], es: [...byLanguage.es, ...(more?.es ?? [])] },
      1,
    ];
  }),
  ['unknown', outOfScope.examples, OUT_OF_SCOPE_WEIGHT],
  // The questions the help pages answer (help-questions.json) are many: they count less each, so that
  // `help` does not outweigh the intents with fewer examples.
  [
    'help',
    { en: ASKED_OF_HELP.flatMap((asked) => asked.en), es: ASKED_OF_HELP.flatMap((asked) => asked.es) },
    HELP_QUESTION_WEIGHT,
  ],
];

/**
 * The weeks a message names count as a feature of their own (entities.ts): one week ("April 6", "two weeks
 * ago", "last week") or a span ("the last 12 weeks"), whatever words name it.
 */
function periodFeature(text: string, language: Language): string | null {
  const period = periodIn(text, language);
  if (!period) return null;
  return period.kind === 'range' ? 'e:span' : 'e:week';
}

function featuresOf(text: string, language: Language): Map<string, number> {
  const found = new Map<string, number>();
  const period = periodFeature(text, language);
  if (period) found.set(period, 1);
  const list = terms(text, language);
  for (const term of list) found.set(`t:${term}`, 1);
  for (let i = 1; i < list.length; i++) found.set(`p:${list[i - 1]}_${list[i]}`, 1);
  for (const token of tokens(text)) {
    const word = plain(token);
    if (word.length >= 3) addTrigrams(found, word);
  }
  return found;
}

interface Model {
  labels: Label[];
  /** Feature name → its row in `weights`. */
  index: Map<string, number>;
  /** One row of `labels.length` weights per feature. */
  weights: Float64Array;
  bias: Float64Array;
}

const EPOCHS = 20;
const LEARNING_RATE = 0.5;
const L2 = 1e-4;

function softmax(model: Model, features: ArrayLike<number>, values: ArrayLike<number>): Float64Array {
  const classes = model.labels.length;
  const logits = Float64Array.from(model.bias);
  for (let f = 0; f < features.length; f++) {
    const offset = features[f]! * classes;
    for (let k = 0; k < classes; k++) logits[k]! += model.weights[offset + k]! * values[f]!;
  }
  const top = Math.max(...logits);
  let sum = 0;
  for (let k = 0; k < classes; k++) {
    logits[k] = Math.exp(logits[k]! - top);
    sum += logits[k]!;
  }
  for (let k = 0; k < classes; k++) logits[k]! /= sum;
  return logits;
}

/** Stochastic gradient descent on the cross-entropy, in a fixed order: the same model every start. */
function train(): Model {
  const labels = [...new Set(TRAINING.map(([label]) => label))];
  const { index, rows } = indexRows(
    TRAINING.flatMap(([label, byLanguage, weight]) =>
      (['en', 'es'] as const).flatMap((language) =>
        byLanguage[language].map((text) => ({
          features: featuresOf(text, language),
          label: labels.indexOf(label),
          weight,
        })),
      ),
    ),
  );
  const classes = labels.length;
  const model: Model = {
    labels,
    index,
    weights: new Float64Array(index.size * classes),
    bias: new Float64Array(classes),
  };
  descend(rows, { epochs: EPOCHS, learningRate: LEARNING_RATE }, (row, rate) => {
    const p = softmax(model, row.features, row.values);
    for (let k = 0; k < classes; k++) {
      const gradient = row.weight * (p[k]! - (k === row.label ? 1 : 0));
      model.bias[k]! -= rate * gradient;
      for (let f = 0; f < row.features.length; f++) {
        const at = row.features[f]! * classes + k;
        model.weights[at]! -= rate * (gradient * row.values[f]! + L2 * model.weights[at]!);
      }
    }
  });
  return model;
}

let model: Model | null = null;

/** Trains the model now, so that the first question does not wait for it (a few seconds). */
export function prepareRecognition(): void {
  model ??= train();
}

export interface Recognised {
  intent: Label;
  /** How likely the model finds it, 0 to 1. */
  probability: number;
}

/**
 * The share of the message's terms the model never met in any example: a question mostly of words it
 * has never seen ("an umbrella for my home visits this afternoon") is about something else, whatever
 * its known words suggest.
 */
export function unfamiliarShare(message: string, language: Language): number {
  model ??= train();
  const list = terms(message, language, false);
  // Two words or fewer say too little ("wat is hearth": one word, misspelt).
  if (list.length < 3) return 0;
  return list.filter((term) => !model!.index.has(`t:${term}`)).length / list.length;
}

/** Every intent with its probability for the message, likeliest first. */
export function recognise(message: string, language: Language): Recognised[] {
  model ??= train();
  const known = [...featuresOf(message, language)].filter(([name]) => model!.index.has(name));
  const p = softmax(
    model,
    known.map(([name]) => model!.index.get(name)!),
    known.map(([, value]) => value),
  );
  return model.labels
    .map((intent, k) => ({ intent, probability: p[k]! }))
    .sort((a, b) => b.probability - a.probability);
}
