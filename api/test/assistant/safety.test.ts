import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DISTRESS } from '../../../contracts/test/distress/development';
import examples from '../../src/assistant/distress-examples.json' with { type: 'json' };
import { distressIn } from '../../src/assistant/safety';

/**
 * The assistant's safety gate (docs/assistant.md) on sets nobody wrote for it: every distress phrasing of
 * the check-in's screening sets gets the crisis reply; ordinary questions — those sets' questions and every
 * phrasing of the evaluation families that is not distress, both halves (the held-back one scored, never
 * read) — almost never do. The gate runs before the model, the figures and the rate limit.
 */
interface Item {
  text: string;
  kind?: string;
}
const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const screening = ['development-2', 'development-3'].map((name) =>
  json(`../../../contracts/test/distress/${name}.json`),
);
const families: { intent: string; phrasings: string[] }[] = ['development', 'held-back'].flatMap(
  (half) => json(`./evaluation/families-${half}.json`).families,
);

/** Messages written for the assistant itself: typos, passive wishes, Spanish first-person forms. */
const written: { distress: string[]; ordinary: string[] } = json('./safety-phrasings.json');
const distress = [...DISTRESS, ...screening[0].distress.map((item: Item) => item.text), ...written.distress];
const ordinaryQuestions = [
  ...written.ordinary,
  ...screening.flatMap((set) =>
    set.ordinary.filter((item: Item) => item.kind === 'question').map((item: Item) => item.text),
  ),
  ...families.filter((family) => family.intent !== 'distress').flatMap((family) => family.phrasings),
];

/**
 * Distress nobody wrote a rule or an example for: a set written after the trained reader's design, by an
 * author who saw neither the code nor any set, and never trained on (ADR 101).
 */
const unseen: { distress: string[]; ordinary: string[] } = json('./distress-unseen.json');
const heldBack = [
  ...json('./evaluation/families-held-back.json').families.flatMap(
    (family: { phrasings: string[] }) => family.phrasings,
  ),
  ...['distress', 'ordinary'].flatMap((kind) =>
    json('../../../contracts/test/distress/held-back.json')[kind].map((item: Item) => item.text),
  ),
];

describe('the assistant answers distress first, and only distress', () => {
  it(`gives the crisis reply to all of ${distress.length} distress phrasings (English and Spanish)`, () => {
    expect(distress.length).toBeGreaterThanOrEqual(80);
    expect(distress.filter((text) => distressIn(text) === null)).toEqual([]);
  });

  it(`gives it to at most 1 % of ${ordinaryQuestions.length} ordinary questions`, () => {
    expect(ordinaryQuestions.length).toBeGreaterThanOrEqual(300);
    const flagged = ordinaryQuestions.filter((text) => distressIn(text) !== null);
    console.info(
      `assistant safety: ordinary questions given the crisis reply ${flagged.length}/${ordinaryQuestions.length}`,
    );
    expect(flagged.length / ordinaryQuestions.length).toBeLessThanOrEqual(0.01);
  });

  it('reads most distress that no rule and no example was written for, and few ordinary messages', () => {
    const caught = unseen.distress.filter((text) => distressIn(text) !== null).length;
    const flagged = unseen.ordinary.filter((text) => distressIn(text) !== null).length;
    console.info(
      `assistant safety, unseen set: distress caught ${caught}/${unseen.distress.length}, ` +
        `ordinary flagged ${flagged}/${unseen.ordinary.length}`,
    );
    expect(caught / unseen.distress.length).toBeGreaterThanOrEqual(0.85);
    expect(flagged / unseen.ordinary.length).toBeLessThanOrEqual(0.05);
  });

  it('was never taught a message of the sets that measure it', () => {
    const taught = new Set([...examples.distress, ...examples.ordinary]);
    const measuring = [...unseen.distress, ...unseen.ordinary, ...heldBack];
    // A count, not the texts: the held-back sets are never printed.
    expect(measuring.filter((text) => taught.has(text)).length).toBe(0);
  });
});
