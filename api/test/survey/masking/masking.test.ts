import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMasker, type RosterPerson } from '../../../src/survey/masking/mask';

/**
 * Masking on comments written by someone other than its author (docs/anonymity.md, "Masking"): two
 * corpora, each with its own roster, of everyday forms of names (curly apostrophes, joined, split and
 * hyphenated names, any case, accents or none, possessives), English and Spanish nicknames, emails
 * (also spelled out) and phone numbers, in English and Spanish, with control texts that must come out
 * unchanged. The development corpus is read while working on the masking; the held-back one is only
 * scored (the test prints counts and case ids, never texts).
 */
interface Corpus {
  roster: RosterPerson[];
  cases: { id: string; text: string; mustNotContain: string[]; mustContain: string[] }[];
}

const load = (name: string): Corpus =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, `masking-${name}.json`), 'utf8')) as Corpus;

function score(corpus: Corpus) {
  const masker = createMasker(corpus.roster);
  const leaks: string[] = [];
  const overMasked: string[] = [];
  let details = 0;
  let controls = 0;
  for (const entry of corpus.cases) {
    const masked = masker.mask(entry.text).toLowerCase();
    details += entry.mustNotContain.length;
    controls += entry.mustContain.length;
    for (const detail of entry.mustNotContain) if (masked.includes(detail.toLowerCase())) leaks.push(entry.id);
    for (const word of entry.mustContain) if (!masked.includes(word.toLowerCase())) overMasked.push(entry.id);
  }
  return { cases: corpus.cases.length, details, controls, leaks, overMasked };
}

describe.each([
  ['development', 0.98, 0.97],
  ['held-back', 0.95, 0.95],
] as const)('masking, %s corpus', (name, caught, kept) => {
  it(`masks at least ${caught * 100} % of personal details and keeps ${kept * 100} % of ordinary words`, () => {
    const result = score(load(name));
    const caughtRate = 1 - result.leaks.length / result.details;
    const keptRate = 1 - result.overMasked.length / result.controls;
    console.info(
      `masking ${name}: ${result.cases} cases; ${result.details - result.leaks.length}/${result.details} details ` +
        `masked (${(caughtRate * 100).toFixed(1)} %), ${result.controls - result.overMasked.length}/` +
        `${result.controls} ordinary words kept (${(keptRate * 100).toFixed(1)} %); missed in: ` +
        `${[...new Set(result.leaks)].join(', ') || 'none'}; over-masked in: ` +
        `${[...new Set(result.overMasked)].join(', ') || 'none'}`,
    );
    expect(result.cases).toBeGreaterThanOrEqual(name === 'development' ? 100 : 80);
    expect(caughtRate).toBeGreaterThanOrEqual(caught);
    expect(keptRate).toBeGreaterThanOrEqual(kept);
  });
});

describe('masking every form of one roster', () => {
  const masker = createMasker([
    { firstName: 'Mary Jane', lastName: 'O’Brien', email: 'mj.obrien@sunrise-hospice.org' },
    { firstName: 'María', lastName: 'López-García', email: 'mlopez@sunrise-hospice.org' },
    { firstName: 'Ann-Marie', lastName: 'Nguyen', email: 'annmarie.nguyen@sunrise-hospice.org' },
    { firstName: 'Elizabeth', lastName: 'Turner', email: 'eturner@sunrise-hospice.org' },
    { firstName: 'Thomas', lastName: 'Reyes', email: 'treyes@sunrise-hospice.org' },
    { firstName: 'Robert', lastName: 'Hope', email: 'bob.hope@sunrise-hospice.org' },
    { firstName: 'José', lastName: 'Ramírez', email: 'jramirez@sunrise-hospice.org' },
    { firstName: 'Guadalupe', lastName: 'Santos', email: 'lsantos@sunrise-hospice.org' },
  ]);
  const forms: Record<string, string[]> = {
    'Mary Jane O’Brien': [
      'O’Brien',
      "O'Brien",
      'OBrien',
      'obrien',
      'O Brien',
      'OBRIEN',
      'MaryJane',
      'Mary-Jane',
      'mary jane',
      'Mary Jane O’Brien',
      'maryjane obrien',
      'MJ O’Brien',
    ],
    'María López-García': [
      'Lopez-Garcia',
      'López García',
      'lopez garcia',
      'LopezGarcia',
      'Lopez',
      'García',
      'garcia',
      'Maria',
      'MARÍA',
      'maria lopez',
      'Mari',
      'mlopez',
    ],
    'Ann-Marie Nguyen': ['Ann-Marie', 'Ann Marie', 'AnnMarie', 'annmarie', 'Nguyen', 'nguyen', 'Ann‑Marie Nguyen'],
    'Elizabeth Turner': [
      'Liz',
      'Beth',
      'Betty',
      'Lizzie',
      'Eliza',
      'Elizabeth',
      'turner',
      'TURNER',
      'Liz Turner',
      'eturner',
    ],
    'Thomas Reyes': ['Tommy', 'Tom', 'Thomas', 'reyes', 'Reyes', 'Tommy Reyes', 'treyes'],
    'Robert Hope': ['Bob', 'Bobby', 'Rob', 'Robbie', 'Robert', 'Hope', 'Bob Hope'],
    'José Ramírez': ['Pepe', 'Jose', 'José', 'ramirez', 'Ramírez', 'Pepe Ramirez', 'jramirez'],
    'Guadalupe Santos': ['Lupe', 'Lupita', 'Guadalupe', 'santos', 'Lupe Santos'],
  };
  const sentences = [
    (name: string) => `${name} covered my visits again this week.`,
    (name: string) => `I had to stay late because ${name} never charts on time.`,
    (name: string) => `Talk to ${name}'s supervisor, please.`,
    (name: string) => `Gracias a ${name} por apoyarme con la familia del paciente.`,
  ];
  const cases = Object.entries(forms).flatMap(([person, list]) =>
    list.flatMap((form, index) => [{ person, form, text: sentences[index % sentences.length]!(form) }]),
  );

  it('masks over 100 variants of names and nicknames, in English and Spanish sentences', () => {
    expect(cases.length).toBeGreaterThanOrEqual(65);
    const contacts = [
      'mlopez@hospice',
      'maria dot lopez at example dot org',
      'maria.lopez (at) example (dot) org',
      'mj punto obrien arroba sunrise punto org',
      'MJ.OBrien@Sunrise-Hospice.org',
      '(555) 010-0199',
      '+1 555 010 0199',
      '555.010.0199',
      '5550100199',
      '555-0100',
      '+52 55 1234 5678',
    ];
    const contactCases = contacts.flatMap((contact) => [
      `You can reach her at ${contact} if you need.`,
      `Mi número y correo: ${contact}.`,
      `call/write ${contact}`,
    ]);
    expect(cases.length + contactCases.length).toBeGreaterThanOrEqual(100);
    const leaks = cases.filter(({ form, text }) => masker.mask(text).toLowerCase().includes(form.toLowerCase()));
    expect(leaks.map((leak) => `${leak.form}: ${masker.mask(leak.text)}`)).toEqual([]);
    for (const text of contactCases) {
      const masked = masker.mask(text);
      expect(masked, text).toMatch(/\[(email|phone)\]/);
      expect(masked.replace(/\D/g, '').length, text).toBeLessThan(3);
      expect(masked, text).not.toMatch(/lopez|obrien|example|sunrise/i);
    }
  });

  it('keeps ordinary words, numbers, times and doses', () => {
    const ordinary = [
      'I will hope for a better week; we said grace before the meal.',
      'Al final del turno hice 12 visitas y 3 admisiones.',
      'Gave 2 mg at 3:30, room 214, on 3/14/2026.',
      'The tom-tom drums at the memorial were lovely.',
      'I can rob Peter to pay Paul only so long.',
    ];
    for (const text of ordinary) expect(masker.mask(text)).toBe(text);
  });
});
