/**
 * Builds `api/src/assistant/distress-examples.json`, the trained distress reader's examples (ADR 101), from
 * the development sets only: the screening's development sets, the assistant's safety phrasings and the
 * development half's questions — less any message that is also in a set that measures
 * (`MEASURING_TEXTS` in api/test/assistant/distress-sets.ts; safety.test.ts checks it) — and
 * trains the reader on them, writing its weights to `contracts/src/distress/reader-weights.json` (ADR 109).
 * Run: npm run assistant:distress-examples (`--check`, in `npm run lint`: fails when a file is out of date)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { trainReader } from '../api/src/assistant/distress-model';
import { MEASURING_TEXTS, READ_SINCE } from '../api/test/assistant/distress-sets';
import { DISTRESS, ORDINARY } from '../contracts/test/distress/development';

const json = (path: string) => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'));
const text = (item: string | { text: string }) => (typeof item === 'string' ? item : item.text);
const screening: { distress: { text: string }[]; ordinary: { text: string }[] }[] = [
  'development-2',
  'development-3',
  'development-4',
  'development-5',
  'development-6',
].map((name) => json(`contracts/test/distress/${name}.json`));
const written: { distress: string[]; ordinary: string[] } = json('api/test/assistant/safety-phrasings.json');
/** Everyday talk in the first person, none of it distress (ADR 113). */
const everyday: { ordinary: string[] } = json('api/test/assistant/everyday-ordinary.json');
/** Ordinary messages that look dangerous: hospice work, idioms, goodbyes, calm grief (ADR 116). */
const nearMisses: { ordinary: string[] } = json('api/test/assistant/near-misses.json');
const families: { intent: string; phrasings: string[] }[] = json(
  'api/test/assistant/evaluation/families-development.json',
).families;

/**
 * A few messages are word for word in a development set and in a set that measures (two authors wrote the
 * same short question): they are left out here, so that what measures was never taught.
 */
const taught = (message: string) => !MEASURING_TEXTS.has(message);

const distress = [
  ...new Set([
    ...DISTRESS,
    ...screening.flatMap((set) => set.distress.map(text)),
    ...written.distress,
    ...READ_SINCE.flatMap((set) => set.distress),
  ]),
].filter(taught);
const ordinary = [
  ...new Set([
    ...ORDINARY,
    ...screening.flatMap((set) => set.ordinary.map(text)),
    ...written.ordinary,
    ...everyday.ordinary,
    ...nearMisses.ordinary,
    ...READ_SINCE.flatMap((set) => set.ordinary),
    ...families.filter((family) => family.intent !== 'distress').flatMap((family) => family.phrasings),
  ]),
].filter((message) => taught(message) && !distress.includes(message));

const about =
  "Messages that speak of the writer's own distress, and ordinary ones that share its words, from the " +
  "screening's development sets, the assistant's safety phrasings and the development half's questions " +
  '(ADR 101; built by scripts/distress-examples.ts). Never the held-back sets.';
const examples = { about, distress, ordinary };
const reader = trainReader(examples);
/** The examples, and the reader trained on them (ADR 109), each with where it is written. */
const outputs = [
  { path: 'api/src/assistant/distress-examples.json', built: examples },
  { path: 'contracts/src/distress/reader-weights.json', built: reader },
];
const stale = outputs.filter(({ path, built }) => !isDeepStrictEqual(json(path), built));
if (process.argv.includes('--check')) {
  // `npm run lint`: the committed examples and weights are what the sets give today, so no edit is forgotten.
  for (const { path } of stale) console.error(`${path} is out of date: run npm run assistant:distress-examples`);
  if (stale.length > 0) process.exit(1);
  console.log(`distress examples and reader: up to date (${distress.length} distress, ${ordinary.length} ordinary)`);
} else {
  for (const { path, built } of outputs) {
    writeFileSync(new URL(`../${path}`, import.meta.url), `${JSON.stringify(built, null, 2)}\n`);
  }
  const kept = Object.keys(reader.weights).length;
  console.log(
    `${distress.length} distress and ${ordinary.length} ordinary examples; the reader keeps ${kept} features`,
  );
}
