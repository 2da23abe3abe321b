import examples from './intent-examples.json' with { type: 'json' };

/**
 * What the assistant can be asked, each intent with examples in English and Spanish (intent-examples.json,
 * docs/assistant.md). A message is recognised by the examples it most resembles (classify.ts), not by
 * keywords: a new way of asking is covered by adding an example, and an example in one language helps the
 * other through the shared concepts of terms.ts.
 */
export type FigureIntent =
  | 'score'
  | 'rate'
  | 'high_risk'
  | 'pending'
  | 'invited'
  | 'staff'
  | 'next_round'
  | 'trend'
  | 'driver'
  | 'insights'
  | 'hidden'
  | 'compare_average';

export type Intent =
  | FigureIntent
  | 'role_breakdown'
  | 'identify'
  | 'boss_sees_answers'
  | 'what_is_hearth'
  | 'cost'
  | 'demo'
  | 'reach_person'
  | 'help'
  | 'greeting'
  | 'thanks'
  | 'unknown';

const FIGURE_INTENTS: readonly FigureIntent[] = [
  'score',
  'rate',
  'high_risk',
  'pending',
  'invited',
  'staff',
  'next_round',
  'trend',
  'driver',
  'insights',
  'hidden',
  'compare_average',
];

export const isFigureIntent = (intent: Intent): intent is FigureIntent =>
  (FIGURE_INTENTS as readonly Intent[]).includes(intent);

/** Hearth's plain facts, answered from the public pages and docs/anonymity.md's promises. */
const PLAIN_FACT_INTENTS: readonly Intent[] = ['boss_sees_answers', 'what_is_hearth', 'cost', 'demo', 'reach_person'];

export const isPlainFactIntent = (intent: Intent) => PLAIN_FACT_INTENTS.includes(intent);

export const EXAMPLES: Record<Exclude<Intent, 'unknown'>, { en: string[]; es: string[] }> = examples.examples;
