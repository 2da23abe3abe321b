/**
 * How sure the trained distress reader must be (ADR 101, `DISTRESS_PROBABILITY`), chosen by 5-fold
 * cross-validation on its own examples (`distress-examples.json`): each fold is read by a reader trained
 * on the other four, so every message is scored by a reader that never saw it. Prints, for each
 * threshold, the share of distress the reader catches and of ordinary messages it flags on its own —
 * the grammar and the strain rules catch much of the distress before it. The sets that measure
 * (`distress-unseen*.json`, the held-back halves) are never read here.
 * Run: npm run assistant:distress-threshold
 */
import { readsAsDistress } from '@hearth/contracts/distress';
import { longEnoughToRead } from '@hearth/contracts/distress/reader';
import examples from '../api/src/assistant/distress-examples.json' with { type: 'json' };
import { readerTrainedOn } from '../api/src/assistant/distress-model';

const FOLDS = 5;
const THRESHOLDS = [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8];
const fold = (index: number) => index % FOLDS;

/** Each message's probability from the reader trained without its fold, in the examples' own order. */
const scored = { distress: [] as number[], ordinary: [] as number[] };
for (let k = 0; k < FOLDS; k++) {
  const read = readerTrainedOn({
    distress: examples.distress.filter((_, index) => fold(index) !== k),
    ordinary: examples.ordinary.filter((_, index) => fold(index) !== k),
  });
  for (const kind of ['distress', 'ordinary'] as const)
    examples[kind].forEach((text, index) => {
      if (fold(index) === k) scored[kind][index] = read(text);
    });
}
// What the grammar reads first (the strain rules are left out: they need the reader themselves).
const grammar = { distress: examples.distress.map(readsAsDistress), ordinary: examples.ordinary.map(readsAsDistress) };
const percent = (count: number, total: number) => `${((count / total) * 100).toFixed(1)} %`;
// As the product reads: a one-word message is left to the grammar (`readerFindsDistress`).
const readable = {
  distress: examples.distress.map(longEnoughToRead),
  ordinary: examples.ordinary.map(longEnoughToRead),
};
const caught = (kind: 'distress' | 'ordinary', threshold: number, withGrammar: boolean) =>
  scored[kind].filter((p, index) => (readable[kind][index] && p >= threshold) || (withGrammar && grammar[kind][index]))
    .length;
console.log(
  `${FOLDS}-fold cross-validation, ${examples.distress.length} distress and ${examples.ordinary.length} ordinary`,
);
console.log('threshold  reader alone: caught, flagged   with the grammar first: caught, flagged');
for (const threshold of THRESHOLDS) {
  const alone = [caught('distress', threshold, false), caught('ordinary', threshold, false)];
  const both = [caught('distress', threshold, true), caught('ordinary', threshold, true)];
  console.log(
    `${threshold.toFixed(2).padEnd(9)}  ${percent(alone[0]!, examples.distress.length).padEnd(8)}` +
      `${percent(alone[1]!, examples.ordinary.length).padEnd(23)}${percent(both[0]!, examples.distress.length)}` +
      `  ${percent(both[1]!, examples.ordinary.length)}`,
  );
}
