/*
 * Distress screening (docs/duty-of-care.md): does a short text — a check-in comment, a message to the
 * assistant — read as someone in distress: a wish to die or to disappear, harming oneself, feeling a
 * burden, being at the end of one's rope? One module and one phrase set for the check-in (in the
 * browser, before anything is sent), the round's close (a count only) and the assistant.
 *
 * It runs on a phone with nothing sent anywhere, so it is small and has no dependencies: the text is
 * normalised (case, accents, curly quotes, texting forms, repeated letters, typos of the words that
 * matter), cut into clauses, and matched against a grammar of a few dozen concepts in English and
 * Spanish. A concept says who it is about: "wants to die" counts only when the speaker says it of
 * themselves — hospice comments are full of patients who are dying — and hyperbole such as "this
 * charting is killing me" or "me muero de cansancio" is not distress. Safety comes first: a text that
 * plausibly reads as distress is flagged, since showing where help is costs the reader nothing.
 *
 * For the check-in's support panel a comment is also read by a trained reader (`distress/reader.ts`,
 * ADR 109), which reads the words around what nobody wrote a rule for: `distress/panel.ts`. The round's
 * count and the dashboard's marks, which administrators act on, read the grammar alone. The assistant reads
 * the grammar and the reader apart (api/src/assistant/safety.ts).
 */

import { englishActs, spanishActs, spokenOfOneself } from './distress/acts';
import { englishConcepts, englishTogether } from './distress/english';
import { ABSENCE, disguised, euphemisms } from './distress/euphemisms';
import { FIGURES_IN_CONTEXT, FIGURES_OF_SPEECH } from './distress/figures';
import { re } from './distress/grammar';
import { NOT_DISTRESS } from './distress/not-distress';
import { onlyOfOneself } from './distress/oneself';
import { englishSigns, FAREWELL_FINAL, FAREWELL_REASON, farewells, spanishSigns } from './distress/signs';
import { spanishConcepts, spanishEuphemisms, spanishTogether } from './distress/spanish';
import { veiled, veiledFarewells } from './distress/veiled';
import { AGREED, normaliseWords, REPLIED, SAID, WHO, withTyposCorrected } from './distress/words';

/**
 * Clauses: sentences, and the parts of a sentence joined by "but" / "pero" or by "and" before the writer
 * ("… and honestly I want to die too"), so that "she wanted to die at home, but I am fine" keeps its
 * subjects apart.
 */
const CLAUSE_BREAK = new RegExp(
  String.raw`[.!?;:\n\u2026]+|,\s*(?=but\b|pero\b|and\b|y\b)|\bbut\b|\bpero\b` +
    String.raw`|\b(?:and|y)\s+(?=(?:i|honestly|tbh|yo|honestamente)\b)`,
  'i',
);
/** The figures that are figures in this message, beside their context (`FIGURES_IN_CONTEXT`). */
function figuresInContext(whole: string): RegExp[] {
  return FIGURES_IN_CONTEXT.filter(({ context }) => context.test(whole)).map(({ figure }) => figure);
}

function clauses(text: string): string[] {
  const parts = text.split(CLAUSE_BREAK).map(normaliseWords);
  const figures = figuresInContext(parts.join(' '));
  return parts
    .map((clause) => figures.reduce((rest, figure) => rest.replace(figure, ' ').replace(/\s+/g, ' ').trim(), clause))
    .filter(Boolean)
    .flatMap((clause) => {
      const fixed = withTyposCorrected(clause);
      return fixed === clause ? [clause] : [clause, fixed];
    });
}

/**
 * The concepts a clause matches: which ones, for tests and the closing note's figures. `anyone`: whoever
 * it is about, the writer or someone else.
 */
function matchedConcepts(clause: string, anyone = false): RegExp[] {
  if (NOT_DISTRESS.some((pattern) => pattern.test(clause))) {
    const rest = NOT_DISTRESS.reduce((text, pattern) => text.replace(pattern, ' '), clause);
    return matchedConcepts(rest.replace(/\s+/g, ' ').trim(), anyone);
  }
  const speaker = clause.replace(HELPING, ' ');
  const aboutSomeoneElse =
    !anyone && ((THIRD_PARTY.test(clause) && !FIRST_PERSON.test(speaker)) || REPORTED.test(clause));
  const reportedInSpanish = !anyone && REPORTED_ES.test(clause) && !FIRST_PERSON_ES.test(speaker);
  const patterns = [
    ...(aboutSomeoneElse ? [] : [...englishConcepts, ...englishTogether, ...englishActs, ...englishSigns]),
    ...(aboutSomeoneElse ? [] : euphemisms),
    ...(aboutSomeoneElse || reportedInSpanish ? [] : veiled),
    ...disguised,
    ...spokenOfOneself,
    ...onlyOfOneself,
    // "Patient said goodbye to everyone today": a goodbye told of someone else is theirs.
    ...(anyone || !(REPORTED.test(clause) || REPORTED_ES.test(clause)) ? [...farewells, ...veiledFarewells] : []),
    ...(reportedInSpanish
      ? []
      : [...spanishConcepts, ...spanishTogether, ...spanishEuphemisms, ...spanishActs, ...spanishSigns]),
  ];
  return patterns.filter((pattern) => pattern.test(clause));
}

/** Words in quotes. */
const QUOTE =
  String.raw`(?:["\u201c\u00ab][^"\u201d\u00bb]{1,200}["\u201d\u00bb]` +
  // Single quotes may hold an apostrophe between letters: 'I can't do this anymore'.
  String.raw`|['\u2018](?:[^'\u2019]|(?<=\p{L})['\u2019](?=\p{L})){1,200}['\u2019](?=\s|[.,;!?]|$))`;
/** Verbs of saying after the words said, whose speaker follows: "… said the patient", "… me dijo mi compañera". */
const SAID_AFTER =
  String.raw`(?:said|says|whispered|whispers|asked|asks|cried|sobbed|kept saying|keeps saying|told me|tells me` +
  String.raw`|texted|texted me|wrote|muttered|repeated|dijo|me dijo|dice|me dice|decía|decia|me decía|me decia` +
  String.raw`|susurró|susurro|repetía|repetia|me escribió|me escribio|preguntó|pregunto|lloraba)`;
/**
 * Someone else's words quoted after a verb of saying: "a patient told me 'no quiero seguir viviendo así'".
 * The quote is theirs; the writer's own words around it are still read.
 */
const QUOTED_SPEECH = new RegExp(
  String.raw`\b(?:said|says|told me|tells me|asked|asks|asked me|texted me|texted|wrote me|messaged me|dijo|me dijo` +
    String.raw`|dice|me dice|decia|pidio|me pidio|me mandó|me mando|me texteó|me escribe` +
    // Only forms that cannot be the writer's own: "I wrote 'I want to die' in my journal" stays read.
    String.raw`|repite|repetia|contestó|respondió|escribió|marcó` +
    // Asked who said them: "who wrote 'I'll be gone by the next survey'?", "¿quién puso 'ya estaré en paz'?".
    String.raw`|(?<=\b(?:${WHO})\b[^.!?"]{0,25})(?:${SAID})` +
    // A patient's words charted: "pt stated 'I'm ready to go'" — not "I reported 'I want to die'".
    String.raw`|(?<=\b(?:pt|patient|paciente|he|she|they|family|familia|caregiver|cuidadora?|ella)\b[^.!?"]{0,30})` +
    String.raw`(?:stated|states|verbalized|verbalizes|expressed|expresses|reported|reports|refirió|expresó` +
    String.raw`|manifestó|verbalizó))\s*[:,]?\s*${QUOTE}` +
    // …or before the one who said them: "'I'm ready to go' said the patient", "«ya no puedo» me dijo mi compañera".
    String.raw`|${QUOTE}\s*[,.]?\s*(?:${SAID_AFTER}\s+(?:the|my|our|a|an|his|her|their|this|one of|mrs?|ms|he|she` +
    String.raw`|they|el|él|la|mi|mis|nuestra|nuestro|un|una|doña|don|sra?|ella)\b` +
    String.raw`|(?:he|she|they|ella|él|(?:the|my|our|a|his|her|el|la|mi|un|una) \w+(?: \w+)?) ${SAID_AFTER}\b)`,
  'giu',
);

/** The writer taking the quoted words as their own: "Yo me lo dije al espejo", "same here". */
const OWNED = re(
  String.raw`\b(?:me lo dije|me lo digo|lo mismo (?:pienso|quiero)|${AGREED}|said it to myself|that is me` +
    // The writer's own reply to a question quoted ("she texted 'are you safe?' I answered 'no'").
    String.raw`|${REPLIED}` +
    // …or answered with no one named: "the aide asked 'u good?' answered 'no'" — not "staff answered yes to …".
    String.raw`|(?<!\b(?:staff|they|people|someone|somebody|he|she|nurses|aides|employees|who|everyone|nobody` +
    String.raw`|patients?` +
    String.raw`|families|members?|team|\w+s) )(?:answered|replied)` +
    String.raw`|y yo le)\b`,
);

/** A clause about someone else ("a patient said he had nothing to live for"), with no word of the speaker's. */
const THIRD_PARTY = re(
  String.raw`\b(?:he|she|they|his|her|their|patient|patients|pt|family|families|client|husband|wife|son` +
    String.raw`|daughter|mom|dad|mother|father|staff|team|nurse|nurses|aide|aides|someone|somebody|anyone` +
    String.raw`|employee|employees|colleague|colleagues|coworker|coworkers|member|members|chaplain|chaplains` +
    String.raw`|social workers?|cnas?|lpns?|supervisors?|volunteers?|caregivers?|residents?|teammates?` +
    String.raw`|who(?! else)|whoever)\b`,
);
/** The speaker as subject or object ("my staff" alone is about others). */
const FIRST_PERSON = /\b(?:i|me|myself|mine)\b/;
/**
 * The writer asking how to help ("how do I handle it", "what should I say to her", "¿qué le digo?"): their
 * "I" there says nothing of their own state.
 */
const HELPING = new RegExp(
  String.raw`\b(?:how (?:do|can|should|would|could) (?:i|we)(?: best)? (?:handle|help|support|respond|reply` +
    String.raw`|talk|approach|deal|reach|check|follow|bring|document|chart|record|report|log|dispose|count` +
    String.raw`|reconcile|note|enter|code|flag|escalate|refer)|(?:where|when|who) (?:do|can|should) (?:i|we)` +
    String.raw` (?:flag|escalate|refer|report|document|chart|send|log)|(?:tell|show|give|send|let) me(?: know)?` +
    String.raw`(?= (?:who|which|whose|the name|the names)\b)|so (?:i|we) can (?:reach out|help|check on|support` +
    String.raw`|talk to|follow up|call)|what (?:do|should|can|would|could) (?:i|we)` +
    String.raw` (?:say|do|tell|write|ask)|should i (?:call|report|tell|reach|say|ask)|do i (?:call|report|tell))\b`,
  // Every such phrase of the clause: "tell me who …, so I can reach out".
  'g',
);
/** Someone else's words reported ("one of my nurses said she can't go on"): about them, whoever reports it. */
const REPORTED = re(
  String.raw`\b(?:said|says|saying|told me|tells me|told us|tells us|wrote|writes|mentioned|shared) (?:that )?` +
    String.raw`(?:she|he|they|someone|somebody|shes|hes|theyre|theyve|theyd|shed|hed)\b` +
    String.raw`|\b(?:patient|pt|he|she|they|family|client|wife|husband|son|daughter` +
    String.raw`|mr|mrs|ms|resident)\b(?: \w+){0,3} (?:asked|said|says|told|tells|wrote|mentioned|shared|added` +
    String.raw`|expressed|verbalized|verbalised|stated|voiced` +
    String.raw`|laughed|keeps saying|kept saying)\b` +
    // A topic someone raises: "if someone writes something about self harm in a comment", "the person who wrote
    // about self harm".
    String.raw`|\b(?:writes|wrote|mentions|mentioned|types|typed|posts|posted|says|said) (?:something|anything)` +
    String.raw` (?:about|like|regarding)\b|\b(?:who|whoever|someone|somebody|person|one|staff member|nurse|aide)` +
    String.raw`(?: \w+){0,2} (?:wrote|writes|mentioned|mentions|talked|talks|posted|posts) about\b` +
    // Someone who discloses a thing, as a policy asks: "a staff member who discloses suicidal thoughts".
    String.raw`|\b(?:staff member|staff|employee|employees|nurse|nurses|aide|aides|someone|somebody|person|worker)` +
    String.raw` (?:who|that) (?:discloses?|disclosed|reports?|reported|admits?|admitted|expresses?|expressed)\b`,
);
/** Someone else's words reported in Spanish ("un paciente repite que se quiere morir"). */
const REPORTED_ES = re(
  String.raw`\b(?:paciente|pacientes|pte|ptes|pcte|pctes|familiar|familiares|residente|alguien|senor|senora|esposo` +
    String.raw`|esposa|hijo` +
    String.raw`|hija|companero|companera|enfermera|enfermero|auxiliar|porcentaje|cuantos|cuantas|numero|personas` +
    String.raw`|gente|quienes|los que|las que|capellan|capellana|trabajadora social|trabajador social|colega` +
    String.raw`|empleada|empleado|cuidadora|cuidador|supervisora|supervisor|cuestionario|encuesta|formulario` +
    String.raw`|evaluacion|escala)\b.*\b(?:dijo|dijeron|dicen|dice|se ve|parece|anda` +
    String.raw`|repite|pidio|pide|comento|escribe|escribio|quiere|quiso|queria|expreso|esta pensando|piensa` +
    String.raw`|pregunto|pregunta|publico|posteo|intento|menciono|conto|hablo de|confeso|respondio|encontro` +
    String.raw`|encontraron|escondio|manifesto|manifiesta|refiere|refirio|verbalizo|expresa)\b` +
    // "Dice que…" with no subject: someone else says it.
    String.raw`|^(?:y |pues |que )?(?:dice|dijo|decia|comenta|comento|cuenta|conto|repite|repitio) que\b`,
);
const FIRST_PERSON_ES = /\b(?:yo|quiero|me siento|no puedo|mi vida|conmigo|estoy)\b/;

/** Whether the text reads as distress (see the module comment). Runs in well under a millisecond. */
export function readsAsDistress(text: string): boolean {
  return distressMatches(text).length > 0;
}

/**
 * Whether the text speaks of distress that is someone else's, not the writer's: "one of my aides told me
 * she wants to die, what do I say?", "una compañera intentó suicidarse". The assistant answers it with how
 * to help that person (docs/assistant.md).
 */
export function readsAsSomeoneElsesDistress(text: string): boolean {
  return !readsAsDistress(text) && distressMatches(text, true).length > 0;
}

/** The text without words quoted of someone else, unless the writer takes them as theirs (`OWNED`). */
export function withoutTheirQuotes(text: string): string {
  return OWNED.test(normaliseWords(text)) ? text : text.replace(QUOTED_SPEECH, ' ');
}

/** Words quoted of someone else, with who said them ("she texted 'I can't do this anymore'"), unless owned. */
export function theirQuotes(text: string): string {
  return OWNED.test(normaliseWords(text)) ? '' : (text.match(QUOTED_SPEECH) ?? []).join(' ');
}

/**
 * The patterns the text matches, as their source (empty: not distress); tests use it to explain a result.
 * `anyone`: distress of whomever the text speaks of, quoted words included.
 */
export function distressMatches(text: string, anyone = false): string[] {
  if (!text.trim()) return [];
  const cut = text.slice(0, 4000);
  const bounded = anyone ? cut : withoutTheirQuotes(cut);
  // A clause may have been cut at "and"/"y": the whole text is read as one clause as well.
  const read = normaliseWords(bounded);
  const whole = figuresInContext(read).reduce((rest, figure) => rest.replace(figure, ' '), read);
  const readings = [...clauses(bounded), whole, withTyposCorrected(whole)];
  // A goodbye with its reason ("bye team, it's been a pleasure! last day is Friday") is no farewell.
  const ordinaryGoodbye = FAREWELL_REASON.test(whole) && !FAREWELL_FINAL.test(whole);
  const matched = readings.flatMap((clause) =>
    matchedConcepts(clause, anyone).filter(
      (pattern) =>
        !(ordinaryGoodbye && (farewells.includes(pattern) || veiledFarewells.includes(pattern) || pattern === ABSENCE)),
    ),
  );
  return [...new Set(matched.map((pattern) => pattern.source))];
}

/**
 * The message as the trained reader should read it (contracts/src/distress/reader.ts): without the figures of
 * speech in which a death is said of a chore, the heat or hunger (`FIGURES_OF_SPEECH`: "q calor, me estoy
 * muriendo", "end me 😂" of the charting) and those that are figures beside their context (`FIGURES_IN_CONTEXT`: a
 * goodbye on retiring), clause by clause as the grammar reads them; the message itself when it holds none, so the
 * reader reads what it was taught.
 */
export function withoutFigures(text: string): string {
  const parts = text.slice(0, 4000).split(CLAUSE_BREAK).map(normaliseWords);
  const figures = [...FIGURES_OF_SPEECH, ...figuresInContext(parts.join(' '))];
  if (!parts.some((clause) => figures.some((pattern) => pattern.test(clause)))) return text;
  return parts.map((clause) => figures.reduce((rest, pattern) => rest.replace(pattern, ' '), clause)).join('. ');
}
