import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distressMatches, readsAsDistress, readsAsSomeoneElsesDistress } from '../../src/distress';
import { commentNeedsSupport } from '../../src/distress/panel';
import { distressProbability } from '../../src/distress/reader';
import { DISTRESS, ORDINARY } from './development';

/**
 * The distress screening (docs/duty-of-care.md) on texts it was tuned on — development.ts and the
 * development-N.json sets other authors wrote — and on sets by yet other authors that nobody tuning it
 * reads (held-back.json, unseen-comments.json): only their counts are printed, never their texts. Each set
 * is scored twice: by the grammar alone, which the round's count and the dashboard's marks read, and by
 * what shows the check-in's support panel, the grammar or the trained reader (`commentNeedsSupport`,
 * ADR 109).
 */
interface Corpus {
  distress: { text: string; language: string }[];
  ordinary: { text: string; language: string; kind: string }[];
}
const corpus = (name: string): Corpus => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
const texts = (items: { text: string }[]) => items.map((item) => item.text);
const second = corpus('./development-2.json');
/** Written to defeat a phrase grammar: euphemism, metaphor, religious and disguised phrasing. */
const euphemisms = corpus('./development-3.json');
/** Plans, means, preparations and self-harm said plainly or disguised, with hard ordinary comments. */
const plans = corpus('./development-4.json');
/** Comments by another blind author, scored before the reader was taught them (ADR 109). */
const development5 = corpus('./development-5.json');
/** The fifth outside probe's comments, scored before anything was taught, read and taught since. */
const development6 = corpus('./development-6.json');
const heldBack = corpus('./held-back.json');
const unseenComments = corpus('./unseen-comments.json');

const development = {
  distress: [...DISTRESS, ...texts(second.distress)],
  ordinary: [...ORDINARY, ...texts(second.ordinary), ...texts(euphemisms.ordinary), ...texts(plans.ordinary)],
};

const percent = (hits: number, total: number) => `${hits}/${total} (${((hits / total) * 100).toFixed(1)} %)`;

describe('distress screening, development sets', () => {
  it('has at least 60 distress phrasings and 200 ordinary texts, in English and Spanish', () => {
    expect(development.distress.length).toBeGreaterThanOrEqual(60);
    expect(development.ordinary.length).toBeGreaterThanOrEqual(200);
  });

  it('catches every distress phrasing', () => {
    const missed = development.distress.filter((text) => !readsAsDistress(text));
    const caught = development.distress.length - missed.length;
    console.info(`distress screening, development: caught ${percent(caught, development.distress.length)}`);
    expect(missed).toEqual([]);
  });

  it('flags at most 1 % of ordinary texts, with the reader too', () => {
    for (const reads of [readsAsDistress, commentNeedsSupport]) {
      const flagged = development.ordinary.filter(reads);
      console.info(
        `distress screening, development (${reads.name}): ordinary flagged ` +
          percent(flagged.length, development.ordinary.length),
      );
      const explained = flagged.map((text) => `${text} ← ${distressMatches(text)[0] ?? distressProbability(text)}`);
      expect(flagged.length, explained.join('\n')).toBeLessThanOrEqual(Math.floor(development.ordinary.length * 0.01));
    }
    // 1,167 texts read twice, each in every clause: seconds on a busy machine. Speed is the bench's concern.
  }, 30_000);
});

/** The least share of distress caught and the most share of ordinary texts flagged, for each reading. */
interface Floors {
  caught: number;
  flagged?: number;
}

/**
 * The sets scored by share, each with its floors for the grammar alone and for the support panel. Of the
 * sets that measure, the grammar alone caught 110/123 and flagged 7/371 of the held-back set, and 71/120
 * and 12/300 of the unseen comments, whose ordinary ones are mostly hard; the panel 123/123 and 13/371,
 * 115/120 and 52/300 (2026-11-30): the reader also flags strain, which is why the counts read the grammar.
 * Taught a fifth probe's 560 messages the same day, the panel caught 112/120 and flagged 49/300 of the unseen
 * comments, and the grammar 111/123 of the held-back set (docs/duty-of-care.md). After four more probes were
 * taught, the panel flagged 17/371 of the held-back set's ordinary comments: its floor there is now 5 %.
 * Taught four more probes (the 17th to 20th, 2026-11-30), it caught 116/120 of the unseen comments (115 before)
 * and flagged 17/371 of the held-back set's ordinary ones (19 after the 19th) and 48/300 of the unseen (51).
 * The reader was taught the development sets, so the panel's figures on them are training accuracy, a
 * guard against regressions; only the two sets that measure say how it does on comments nobody wrote for.
 */
const SCORED: { name: string; set: Corpus; grammar: Floors; panel: Floors }[] = [
  {
    name: 'euphemisms (development-3)',
    set: { ...euphemisms, ordinary: [] },
    grammar: { caught: 0.85 },
    panel: { caught: 0.95 },
  },
  {
    name: 'plans (development-4)',
    set: { ...plans, ordinary: [] },
    grammar: { caught: 0.88 },
    panel: { caught: 0.95 },
  },
  {
    name: 'comments (development-5)',
    set: development5,
    grammar: { caught: 0.68, flagged: 0.025 },
    panel: { caught: 0.98, flagged: 0.025 },
  },
  {
    name: 'comments (development-6)',
    set: development6,
    grammar: { caught: 0.75, flagged: 0.02 },
    panel: { caught: 0.98, flagged: 0.03 },
  },
  {
    name: 'held-back (scored, never read)',
    set: heldBack,
    grammar: { caught: 0.89, flagged: 0.02 },
    panel: { caught: 0.97, flagged: 0.05 },
  },
  {
    name: 'unseen comments (scored, never read)',
    set: unseenComments,
    grammar: { caught: 0.58, flagged: 0.05 },
    panel: { caught: 0.92, flagged: 0.22 },
  },
];

describe.each(SCORED)('distress screening, $name', ({ name, set, grammar, panel }) => {
  it.each([
    ['the grammar alone', readsAsDistress, grammar],
    ['the support panel', commentNeedsSupport, panel],
  ] as const)('%s meets its floors', (reading, reads, floors) => {
    const caught = set.distress.filter((item) => reads(item.text));
    const flagged = set.ordinary.filter((item) => reads(item.text));
    const caughtIn = (language: string) =>
      `${caught.filter((item) => item.language === language).length}/` +
      `${set.distress.filter((item) => item.language === language).length}`;
    console.info(
      `distress screening, ${name}, ${reading}: caught ${percent(caught.length, set.distress.length)} ` +
        `(en ${caughtIn('en')}, es ${caughtIn('es')})` +
        (set.ordinary.length > 0 ? `; ordinary flagged ${percent(flagged.length, set.ordinary.length)}` : ''),
    );
    expect(set.distress.length).toBeGreaterThanOrEqual(50);
    expect(caught.length / set.distress.length).toBeGreaterThanOrEqual(floors.caught);
    if (floors.flagged !== undefined) expect(flagged.length / set.ordinary.length).toBeLessThanOrEqual(floors.flagged);
  });
});

describe('distress screening, what it must never do', () => {
  it.each([
    ['Show me the number of staff who answered'],
    ['Can you give me the numbers for last week?'],
    ['I need an empty template for the survey email'],
    ['Where do I add our EAP phone number?'],
    ['A patient told me she wanted to die at home.'],
    ['This charting is killing me.'],
    ['Me muero de cansancio.'],
    ["I'm not suicidal, just sick of the mileage app."],
    ["Un paciente me dijo 'no quiero seguir viviendo así' y lo respetamos."],
    ['Thinking about jumping ship to the hospital.'],
    ['kinda burnt out myself haha, but anyway how do i invite the night aides'],
    ["i'm dying of hunger lol, when is the team lunch?"],
    ['me rindo con la nueva política de PTO, ¿me la explicas?'],
    ['no hay esperanza con este excel jaja'],
    ["el paciente respondió 'quiero morirme ya' en la evaluación, ¿qué protocolo sigo?"],
    // A goodbye with its reason; a way out of a screen; a badge made to disappear; a patient's pills.
    ["bye team, it's been a pleasure! last day is Friday, where do I return my badge"],
    ['adiós a todos, nos vemos el lunes'],
    ["there's no way out of the settings screen on android"],
    ['no hay salida de la pantalla de ajustes en android'],
    ['I want the notification badge to disappear permanently'],
    ['pt may be hoarding pills, how do I document a med count discrepancy'],
    ['la familia encontró pastillas que el paciente tenía guardadas, ¿cómo documento el desecho?'],
    ['¿cómo cambio el idioma? me estoy volviendo loco buscando'],
    ['took a handful of advil for my back, can I still do visits'],
    ['Patient said goodbye to everyone today and is refusing food. How do I document the decline?'],
    ['How is the hopelessness score calculated on the wellbeing dashboard?'],
    ['I want to disappear from the group chat, how do I mute it?'],
    ["I'm ready to go home, where do I sign off my last note?"],
    ['Mi gato quiere matarme durmiendo en el teclado'],
    ['I’m so done con estas notas jaja, ¿cómo las firmo todas?'],
    ['pt stated "i\'m ready to go" — should that go under spiritual or psychosocial?'],
    ['where do i flag a caregiver who is at risk of self-harm?'],
    ['¿cada cuántas horas se puede dar la morfina prn según la orden?'],
    ['¿ya terminó la reunión? se me cortó la llamada'],
    ['escribió cartas de despedida para sus nietos, ¿dónde lo anoto?'],
    ['Ugh, I could just die, I sent the care plan to the wrong doctor. Can I recall it?'],
    ['PHQ-9 item 9 asks about thoughts of being better off dead. How do I set it to flag the clinician?'],
    // An outside reviewer's attempts to break the signs (signs.ts): each once read as distress.
    ['Today is my last day at the agency, thank you for everything!'],
    ['Great week team, bye all!'],
    ["I'm saving some PTO for when my daughter has her baby"],
    ["Who covers my patients when I'm gone next week?"],
    ['how long will it take for IT to find me a replacement badge'],
    ['I took all the meds to the sheriff for disposal, how do I document that?'],
    ["I'm parked on the top floor of the parking garage, which entrance is admissions?"],
    ['Estoy en el puente, hay mucho tráfico, llego tarde a la visita'],
    ['We have been cutting again on mileage, is there a new rate?'],
    ['💊 med pass done at the Smith house'],
    ['Hasta aquí llegué, mañana termino las notas'],
    ['le regalé a mi perro una cama nueva jaja'],
    ['Siento envidia de mi compañera, los pacientes la quieren tanto'],
    ['el paciente intentó suicidarse el año pasado, ¿dónde va ese antecedente?'],
    // …and the ordinary side of the probe's classes.
    ['before I do something stupid like reply-all, who gets this email?'],
    ['quisiera desaparecer una semana en la playa'],
    ['the family asked how to do it without pain for the patient'],
    ['someone help me with the export'],
    ['necesito ayuda urgente con el reporte'],
    ['we took the whole bottle back to the pharmacy for disposal'],
    ["not sure I'll be around next week, I have a conference"],
    ['before I retire for good next spring, who trains my replacement?'],
  ])('leaves "%s" alone', (text) => {
    expect(distressMatches(text)).toEqual([]);
  });

  // The comments most often left, which the trained reader once read as distress ("no" is in "no puedo más").
  it.each([
    ['no'],
    ['Nada'],
    ['nah'],
    ['nothing new'],
    ['nada nuevo'],
    ['no, todo bien por ahora'],
    ['ninguna'],
    ['dunno'],
    ['no se q decir'],
    ['same old'],
    ['sin novedad'],
  ])('shows no support panel for "%s"', (text) => {
    expect(commentNeedsSupport(text)).toBe(false);
  });

  it.each([
    ['some nights I think about not waking up'],
    ['Some days I wonder if my family would be better off without me'],
    ['Me siento agotada y ya no puedo más'],
    ['I KEEP THINKING ABOUT ENDING IT'],
    ['i wnat to kill myslef'],
    ['been thinking abt ending things fr'],
    ['toy cansada d vivir'],
    ["I'm not suicidal, but I want to die"],
    ['Una paciente dijo "ya estoy lista, ya". Yo me lo dije al espejo esta mañana.'],
    // Someone else's words, then the writer's own: the writer's are still read.
    ['a nurse told me she wants to die and honestly i want to die too'],
    ['mi compañera dice que se quiere morir y yo tambien quiero morirme'],
    // The writer's own words quoted are still the writer's.
    ["I wrote 'I want to die' in my journal last night"],
    ['contesto "quiero morirme" cada semana en la encuesta'],
    // Signs of acting (signs.ts): goodbyes with no reason, means taken, somewhere high, a plan with a day.
    ['goodbye hearth, goodbye team. you were good to me'],
    ['adiós a todos, fue un gusto trabajar con ustedes'],
    ["this is the last week you'll hear from me"],
    ['swallowed a bunch of tylenol about an hour ago'],
    ['me tomé todas las pastillas que tenía'],
    ['figured out how many of the fentanyl patches it would take for someone my size'],
    ['standing on the top level of the parking garage right now'],
    ['my plan is set for after my last shift'],
    ['cutting again. first time in 3 years'],
    ['estoy harta de ser un estorbo'],
    ['perdón a quien me encuentre'],
    ['wanna sewer slide ngl'],
    ['🙃🔫'],
    ['💊💊💊 tonight. done'],
    // …and the distress the reviewer's exclusions let through at first.
    ["I'm so done with this world"],
    ['Goodbye everyone. See you on the other side.'],
    ['Adiós a todos, gracias por todo. Nos vemos en otra vida.'],
    ['love you all. this was my last shift. goodbye'],
    ['ya dejo cartas de despedida para mis hijos'],
    ['mi familia encontró las pastillas que escondía para matarme'],
    ['ya no ay salida de esto'],
    ['me estoy volviendo loca pensando en la muerte todo el tiempo'],
    ['quick question its about me i want to kill myself tonight'],
    ["I'm ready to meet my maker now"],
    ['I reported "I want to die" on the check-in last week and nobody followed up'],
    ['el fentanilo que desechamos... he empezado a guardarme un poco'],
    // An outside probe's misses (2026-11-30): something rash first, voices, bare cries, digits and typos.
    ["what's the EAP number? I need to talk to someone before I do something stupid"],
    ['antes de que haga una locura, a quién llamo'],
    ['the voices say i should die'],
    ['las voces me dicen que me mate'],
    ['please someone help'],
    ['auxilio'],
    ['necesito ayuda urgente'],
    ['want 2 die'],
    ['feeling suicidle'],
    ['is there a way to schedule the report to go out after I am dead'],
    ['he buscado en internet cómo hacerlo sin que duela'],
    ['thinking about how easy it would be to take the whole bottle'],
    ['I told my sister where the insurance papers are, just in case'],
    ['antes de irme para siempre, dale acceso de admin a Dana'],
  ])('reads "%s" as distress', (text) => {
    expect(readsAsDistress(text)).toBe(true);
  });

  it.each([
    ['one of my chaplains mentioned thoughts of suicide, how do i handle it'],
    ["a nurse told me she's been stockpiling pills. what should i do?"],
    ['una compañera intentó suicidarse, ¿cómo apoyo al equipo?'],
  ])('reads "%s" as distress that is someone else\'s, not the writer\'s', (text) => {
    expect(readsAsDistress(text)).toBe(false);
    expect(readsAsSomeoneElsesDistress(text)).toBe(true);
  });

  it('reads a long run of pill emoji with no word after it (no catastrophic backtracking)', () => {
    // With a repeated group before a lookahead this took about a minute (cubic), far past the test's timeout;
    // it is now linear. No time is measured here: the timeout is the bound.
    expect(readsAsDistress('💊'.repeat(1000))).toBe(false);
  });

  it('reads nothing of anyone in an ordinary question', () => {
    expect(readsAsSomeoneElsesDistress('how do I invite the night aides?')).toBe(false);
  });
});
