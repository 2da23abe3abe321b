import { describe, expect, it } from 'vitest';
import { COPING } from '../../src/assistant/coping';
import { plain } from '../../src/assistant/understanding/terms';

/** Read as the strain rules read: folded, without apostrophes. */
const copes = (text: string) => COPING.test(plain(text).replace(/[’']/g, ''));

/**
 * Drink, drugs or someone's pills to get through (coping.ts, ADR 115): the three parts in any order of
 * words, the writer's own — not someone else's, not denied, not a patient's medicine or a glass of water.
 */
describe('drink or pills to get through', () => {
  it.each([
    "been popping my roommate's xanax to get thru shifts",
    'i need a drink before every death visit now',
    'taking my moms oxy after every death',
    'had a few beers in the truck between visits today',
    'smoking a joint in my car before admissions or i cant walk in',
    'I take the leftover percs from my surgery to get through the day',
    'been high at work twice this week',
    'me tomo unas chelas antes de cada visita o no puedo entrar',
    'bebí antes del turno, lo necesitaba',
    'tomo a escondidas en el almuerzo',
    'me fumo un porro en el estacionamiento para poder entrar',
    'llegué cruda al turno otra vez',
    'voy por la cuarta copa y apenas son las 3',
    'I relapsed last week after 4 years sober',
  ])('reads %j', (text) => {
    expect(copes(text)).toBe(true);
  });

  it.each([
    'how do we support staff who drink to cope?',
    "I don't drink to cope, I go running",
    'grab a bottle of water before my shift',
    'had my flu shot before my shift',
    'need the fentanyl patches before my visit to Mrs. K',
    'the patient takes her pills before my visits',
    'I take my meds every morning before work',
    'had a pot of coffee before my shift',
    'la paciente toma sus pastillas antes de la visita',
    'tomo el carro en el estacionamiento antes del turno',
    'nunca bebo antes del turno',
    'we had drinks after work for Jen’s birthday',
  ])('leaves %j', (text) => {
    expect(copes(text)).toBe(false);
  });
});
