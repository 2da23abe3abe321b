/*
 * Drink, drugs or someone else's pills to get through (docs/assistant.md, ADR 115): one concept read from
 * its parts — taking something, what is taken, and what for or when — in English and Spanish, so that any
 * way of putting the parts together reads ("been popping my roommate's xanax to get thru shifts", "me tomo
 * unas chelas antes de cada visita o no puedo entrar"). The reading is the writer's own: a clause whose
 * subject is someone else ("staff who drink to cope", "la paciente toma sus pastillas antes de la visita")
 * or that denies it ("I don't drink to cope") is not. Drinking past stopping is read apart: the third glass
 * at lunch, drinking until one blacks out, a relapse, weeks of vodka.
 */

/** Taking something, in the forms people type it. */
const TAKING =
  'drink|drinks|drinking|drank|have|having|had|take|takes|taking|took|pop|popping|popped|smoke|smoking|smoked|' +
  'snort\\w*|do|doing|did|use|using|used|need|needing|needed|grab|grabbing|hit|hitting|chug\\w*|down|downing|' +
  'downed|sneak|sneaking|snuck|sip|sipping|swig\\w*|pound|pounding|throw back|throwing back|' +
  'tomo|tome|tomando|tomar|tomarme|me tomo|me tome|bebo|bebi|bebiendo|beber|fumo|fume|fumando|me fumo|' +
  'me echo|me eche|echandome|me meto|meto|metiendo|uso|usando|necesito|necesitaba|consumo|consumiendo';
/** Drink, and drugs nobody is prescribed at work. */
const DRINK_OR_DRUGS =
  String.raw`alcohol|booze|liquor|wine|vodka|whiskey|whisky|bourbon|tequila|rum|gin|beers?|drinks?|a drink|the bottle` +
  String.raw`|nips|minis|(?<!(flu|allergy|b12|covid|booster|vaccine|insulin|my) )shots?(?! of (the|our|a))|weed` +
  String.raw`|pot(?! of)|a joint|joints|edibles?|coke|cocaine|xanax|xannies|klonopin|valium|benzos` +
  String.raw`|vino|cervezas?|chelas?|birras?|copas?|tragos?|caguamas?|mezcal|aguardiente|guaro|pisco|mota|hierba` +
  String.raw`|marihuana|porros?|perico`;
/** Medicines a hospice carries for its patients: one's own only when not "the" patient's ("the morphine"). */
const MEDICINES =
  String.raw`(?<!\b(the|el|la|los|las|his|her|their|su|sus|patients|pts|for|para) )(ativan|lorazepam|clonazepam` +
  String.raw`|rivotril|alprazolam|diazepam|percs|perc|percocet|percos|vicodin|norco|oxy\w*|hydros|hydrocodone` +
  String.raw`|fentanyl|tramadol|morphine|oxicodona|morfina|fentanilo)`;
/** Pills one may take every day: read only with a reason that is not health ("my meds to cope"). */
const PILLS = `pills|meds|medication|sleeping pills|tablets|pastillas|medicinas|medicamentos|${MEDICINES}`;
/** Someone else's or spare pills: "my mom's oxy", "the leftover percs from my surgery", "del kit del paciente". */
const NOT_PRESCRIBED =
  String.raw`(\w+s|leftover|left over|extra|old|spare|stolen|the patients|a patients|from the (kit|comfort kit)` +
  String.raw`|que me sobraron|que sobraron|del paciente|de la paciente|de mi (mama|mamá|roomie|companera))`;
/** What for: to get through, to forget, to be able to walk in. */
const TO_COPE =
  String.raw`(to cope|to deal|to get (through|thru|by)|to forget|to function|to numb|to sleep|to face|to walk in` +
  String.raw`|to show up|to keep going|to calm (down|my nerves|myself)|to stop (thinking|feeling|seeing|shaking` +
  String.raw`|crying)|to not (feel|think|cry|see)|or i (cant|can not|cannot|wont)|just to (function|get up|go in` +
  String.raw`|show up|get out of bed|make it)|para (poder )?(aguantar|soportar|olvidar|dormir|funcionar|seguir` +
  String.raw`|no sentir|no pensar|no llorar|calmarme|entrar|trabajar|ir|llegar|levantarme|enfrentar|sobrellevar)` +
  String.raw`|pa (aguantar|olvidar|dormir|poder)|o no puedo|si no no puedo)`;
/** When and where: before each shift, between visits, in the car, where nobody knows. */
const AT_WORK =
  String.raw`((before|b4|during|between) (every |each |my |the |home |all my )?(shifts?|visits?|work|deaths?` +
  String.raw`|death visits|admissions?|the day|my day|rounds|meetings?|idt)|at (work|lunch)|on (shift|the job)` +
  String.raw`|in (the|my) (car|truck|parking lot|work bag)|after (every|each) (death|visit|shift|admission|loss)` +
  String.raw`|nobody knows|no one knows|in secret|hiding it|to get thru|to get through` +
  String.raw`|antes (de (cada |mis |el |la |los |las |mi )?|del )(turnos?|visitas?|guardias?|trabajo` +
  String.raw`|reunion|junta|jornada|entrar)|entre (cada )?(visitas?|turnos?|pacientes?)` +
  String.raw`|en (el|la) (trabajo|oficina|carro|coche|auto|estacionamiento|almuerzo)` +
  String.raw`|a escondidas|nadie sabe|despues de (cada|las|los) (muerte|fallecimiento|visita|turno|perdida)` +
  String.raw`|lo necesitaba|tuve que` +
  String.raw`|durante (el|mi|la) (turno|guardia|jornada))`;

/** Someone else who could be the subject of the taking. */
const SOMEONE_ELSE = new RegExp(
  String.raw`^(he|she|they|hes|shes|theyre|staff|nurses?|aides?|employees?|people|patients?|pts?|families|family` +
    String.raw`|someone|somebody|anyone|who|whether|if|coworkers?|colleagues?|workers?|son|daughter|husband|wife|mom` +
    String.raw`|dad|el|ella|ellos|ellas|quien|quienes|alguien|paciente|pacientes|familia|hijo|hija|esposo|esposa` +
    String.raw`|companer[oa]s?|personal|enfermeras?|auxiliares)$`,
);
/** The writer as the subject: "I", "I'm", "me tomo", "yo". */
const THE_WRITER = /^(i|im|ive|id|me|yo|myself)$/;
/** The taking denied just before it: "I don't drink to cope", "ya no tomo". */
const DENIED = /\b(dont|do not|never|no longer|didnt|did not|wont|stopped|quit|not|nunca|no|ya no|deje de)( \w+)?$/;

/** Whether the words just before the taking leave it the writer's: not denied, nobody else nearer as subject. */
function theWritersTaking(text: string, at: number): boolean {
  const clause =
    text
      .slice(0, at)
      .split(/[.?!;,]|\bbut\b|\bpero\b/)
      .pop() ?? '';
  const words = clause.trim().split(/\s+/).filter(Boolean).slice(-6);
  if (DENIED.test(words.join(' '))) return false;
  const other = words.findLastIndex((word) => SOMEONE_ELSE.test(word));
  return other < 0 || words.findLastIndex((word) => THE_WRITER.test(word)) > other;
}

/** The three parts in one clause: "popping my roommate's xanax to get thru shifts". */
const THE_PARTS = new RegExp(
  String.raw`\b(${TAKING})\b( \w+){0,3}? (${DRINK_OR_DRUGS}|${MEDICINES})\b[^.?!;]{0,40}?\b(${TO_COPE}|${AT_WORK})\b` +
    String.raw`|\b(${TAKING})( my| mis| las| los)? ${NOT_PRESCRIBED} (${DRINK_OR_DRUGS}|${PILLS})\b[^.?!;]{0,40}?` +
    String.raw`\b(${TO_COPE}|${AT_WORK})\b` +
    String.raw`|\b(${TAKING})\b( \w+){0,3}? (${PILLS})\b[^.?!;]{0,30}?\b${TO_COPE}\b` +
    // Drinking, high or drunk, with what for: "drinking before every shift", "high at work", "borracha al turno".
    String.raw`|\b((?<!\b(forget|forgetting|forgot|remember|remind me|to|de|olvido|olvide) (to )?)(drinking` +
    String.raw`|(?<=\bi (\w+ )?)drink` +
    String.raw`|drank|bebo|bebi|bebiendo|tomo(?= a escondidas))(?!( (my|a|another|the|more|some|extra|large|big` +
    String.raw`|\w+(st|nd|rd|th)|\d+))* (cups? of )?(coffees?|water|tea|energy|soda|red bull|monster|juice|milk` +
    String.raw`|espresso|latte|caffeine|agua|cafe|te|jugo|leche|refresco))|getting high|been high` +
    String.raw`|smoking (weed|pot)|drunk|high|buzzed|wasted|tipsy|hungover|borrach[oa]|emborrach\w*|pedo|pead[oa]` +
    String.raw`|crud[oa]` +
    String.raw`|drogad[oa]|pachech[oa])\b[^.?!;]{0,30}?\b(${TO_COPE}|${AT_WORK}|(to|at|for|on) (a |my )?(work|visits?` +
    String.raw`|shifts?|the job)|(al|a la|a mi|en el|en la|en mi) (trabajo|turno|visita|guardia))\b`,
  'g',
);
/** Something to cope with, said first: "coke or weed to cope", "algo de alcohol para aguantar". */
const WHAT_TO_COPE = new RegExp(
  String.raw`\b(${DRINK_OR_DRUGS}|${PILLS}|snort\w*|drinking|drink|lines)\b.{0,30}\b(to cope|to numb|to forget` +
    String.raw`|para aguantar|para olvidar|para no sentir)\b`,
  'g',
);
/** The only thing that gets one through: "the bottle of jack is the only thing getting me through". */
const ONLY_THING = new RegExp(
  String.raw`\b(${DRINK_OR_DRUGS}|${PILLS}|jack|fireball|jameson|henny)\b.{0,20}\b(is|are|has been|es|son|ha sido)` +
    String.raw` (the only thing|lo unico)( that)? (getting|gets|keeping|keeps|que) (me )?(through|going|me ayuda` +
    String.raw`|me mantiene|me saca)|\b(no puedo|cant|can not|cannot) (ver|enfrentar|face|do|deal with|handle` +
    String.raw`|be around|estar con)\b.{0,30}\b(sobri[oa]|sober)\b`,
);
/** Drinking past stopping, whatever it is for. */
const PAST_STOPPING = new RegExp(
  String.raw`\b(on )?my (third|fourth|fifth|sixth|3rd|4th|5th|6th) (glass|drink|beer|shot)\b` +
    String.raw`|\b(drink|drinking|drank) (until|till|til) i (black out|blackout|pass out|cant feel|forget)\b` +
    String.raw`|\b(i )?relapsed\b.{0,60}\b(sober|drinking|drink|using|clean|liquor|bottle)\b` +
    String.raw`|\b(weeks|months) of\b.{0,30}\b(vodka|wine|whiskey|drinking|booze)\b` +
    String.raw`|\b(drunk|wasted|buzzed|high|tipsy)( again)? (rn|right now|again|tonight|already)\b.{0,30}\b(had to` +
    String.raw`|needed (to|it)|to cope|to forget|to sleep|to get through|death|died|patient)\b` +
    String.raw`|\bvoy por la (tercera|cuarta|quinta|sexta) (copa|cerveza|chela|birra|cuba|trago)` +
    String.raw`|\bbebo hasta (perder el conocimiento|desmayarme|no sentir|olvidar|caer)` +
    String.raw`|\brecai\b.{0,60}\b(sin tomar|sobri[oa]|limpi[oa]|consumi|consumir|licoreria|tomar|beber|botella` +
    String.raw`|droga)` +
    String.raw`|\b(semanas|meses) de\b.{0,30}\b(vodka|vino|tequila|alcohol)` +
    String.raw`|\b(borrach[oa]|pedo|pead[oa]|tomad[oa]) (otra vez|de nuevo|ahorita|ya)\b.{0,30}\b(tuve que` +
    String.raw`|necesitaba|para olvidar|para dormir|para aguantar|murio|muerte)` +
    String.raw`|\b(tomo|bebo) (como )?(\d+|unas|varias) (cervezas|copas|tragos|chelas)( diarias| al dia| cada noche)?` +
    String.raw` (pa|para) (poder )?(dormir|aguantar|olvidar)`,
);

/** Whether the writer takes drink, drugs or someone's pills to get through. */
function copesWithSubstances(text: string): boolean {
  if (PAST_STOPPING.test(text) || ONLY_THING.test(text)) return true;
  return [THE_PARTS, WHAT_TO_COPE].some((pattern) =>
    [...text.matchAll(pattern)].some((found) => theWritersTaking(text, found.index)),
  );
}

/** The concept as the strain rules are read: one more pattern to test. */
export const COPING = { test: copesWithSubstances };
