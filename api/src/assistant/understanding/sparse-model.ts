/**
 * What the assistant's two trained readers share (ADR 086, ADR 101): messages read as sparse features,
 * indexed into rows, and stochastic gradient descent through the rows in a fixed order, so that every
 * start trains the same model. Each reader brings its own features and its own step (the intent model's
 * softmax over intents, the distress reader's logistic regression).
 */

/** A sparse example: feature rows and their values, its label and how much it counts in training. */
export interface Row {
  features: Int32Array;
  values: Float64Array;
  label: number;
  weight: number;
}

/** Numbers every feature met in the examples (name → row) and turns each example into a sparse row. */
export function indexRows(examples: { features: Map<string, number>; label: number; weight: number }[]): {
  index: Map<string, number>;
  rows: Row[];
} {
  const index = new Map<string, number>();
  const rows = examples.map(({ features, label, weight }) => {
    const listed = [...features];
    for (const [name] of listed) if (!index.has(name)) index.set(name, index.size);
    return {
      features: Int32Array.from(listed, ([name]) => index.get(name)!),
      values: Float64Array.from(listed, ([, value]) => value),
      label,
      weight,
    };
  });
  return { index, rows };
}

/**
 * Runs `step` on every row once an epoch, in a fixed stride through the rows (7919 is prime, so every row
 * comes once an epoch), at a learning rate that decays with the epochs.
 */
export function descend(
  rows: Row[],
  settings: { epochs: number; learningRate: number },
  step: (row: Row, rate: number) => void,
): void {
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    const rate = settings.learningRate / (1 + epoch * 0.2);
    for (let r = 0; r < rows.length; r++) step(rows[(r * 7919 + epoch * 104_729) % rows.length]!, rate);
  }
}
