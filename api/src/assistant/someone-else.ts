import { readsAsDistress, readsAsSomeoneElsesDistress } from '@hearth/contracts/distress';
import { readerFindsDistress } from '@hearth/contracts/distress/reader';
import { ME_TOO } from '@hearth/contracts/distress/words';
import { EVERY_DANGER, THEIR_DANGER } from './their-danger';
import { recognisedRequest } from './understanding/understand';

/**
 * Someone else at risk (docs/assistant.md, ADRs 103, 111 and 112): what the safety gate reads once the writer's
 * own urgent distress and strain are ruled out, or when the urgent reading comes only from a colleague's words
 * (`theWritersOwn`). "Asking for a friend" with distress is the writer's own; someone
 * in danger whom the writer asks how to help, or a colleague or friend whose danger the writer tells of, gets
 * the reply on helping them; a patient's wish to die, research and policy on suicide, and questions about the
 * product's items are not such a worry.
 *
 * `text` is the message in plain letters (accents and apostrophes dropped); `distressRead`, whether the
 * grammar or the trained reader read distress in it; `own`, the writer's own reading, answered otherwise.
 */
export function withSomeoneElse(
  written: string,
  text: string,
  distressRead: boolean,
  own: 'urgent' | 'strain' | null,
): 'urgent' | 'strain' | 'someone else' | null {
  const theirs = () =>
    distressRead ||
    readsAsSomeoneElsesDistress(written) ||
    THEIR_DANGER.test(text) ||
    (COLLEAGUE.test(text) && !PATIENT_SPEAKS.test(text) && readsAsDistress(inTheirPlace(text)));
  // "Asking for a friend" is how one's own distress is often first told, and "so do I", "yo también" after
  // a colleague's is the writer's own: answered as the writer's.
  if ((FOR_A_FRIEND.test(text) || ME_TOO.test(text)) && theirs()) return 'urgent';
  // Someone: a person or a colleague, or someone named whom the writer worries about ("me preocupa Jorge, dice…")
  // or who told of their danger ("Ana me escribió 'perdón por todo' y ahora no contesta").
  const toldOfDanger = toldOfTheirDanger(text);
  // …or someone the writer worries about who told or did something dangerous ("me preocupa Pedro, regaló su moto").
  const worriedOf = WORRIED.test(text) && (REPORTED.test(text) || THEIR_DANGER.test(text) || ONE_PERSON.test(text));
  if (!SOMEONE.test(text) && !toldOfDanger && !worriedOf) return own;
  // Policy, figures or training about staff in general or in a hypothetical ("stats on nurse suicide rates",
  // "¿tenemos protocolo de posvención si un empleado se suicida?"): a question, not a person to help.
  const inGeneral =
    HYPOTHETICAL.test(text) ||
    TRAINING.test(text) ||
    !(ONE_PERSON.test(text) || PATIENT_SPEAKS.test(text) || REPORTED.test(text));
  if (POLICY.test(text) && inGeneral && !toldOfDanger && !WORRIED.test(text)) return own;
  // A comment that says someone is in danger, and the writer wants to help ("someone wrote in the check-in that
  // she wants to end her life, how do I see who it was so I can help her?"): how to help, and that Hearth cannot
  // say who wrote it. Other questions about the product's items, comments or figures are not a worry.
  if (ABOUT_THE_PRODUCT.test(text)) return TO_HELP.test(text) && theirs() ? 'someone else' : own;
  // Asked how to help someone in danger; or told that a colleague or friend is ("my tech keeps saying she's
  // gonna end it all", "la técnica dice que se va a matar") — a colleague, or someone named whom the writer
  // worries about or who told of their danger ("I'm worried about Dave, he said…"): worried, asking nothing,
  // or asking of one person what the assistant does not answer ("she's thinking about suicide, how do I point
  // her to the EAP?") — not a question about a policy, research or the check-in's items, and not a patient,
  // whose wish to die is the hospice's daily work.
  const known = COLLEAGUE.test(text) || THAT_ONE.test(text) || toldOfDanger || worriedOf;
  const aColleagueAtRisk =
    known &&
    !PATIENT_SPEAKS.test(text) &&
    (WORRIED.test(text) ||
      !ASKING.test(text) ||
      WHOM_TO_CALL.test(text) ||
      (ONE_PERSON.test(text) && recognisedRequest({ message: written, history: [] }) === null));
  // Asked how to help a patient or their family who speak of dying: that is hospice care, not this worry.
  const howToHelp = HOW_TO_HELP.test(text) && !THE_PATIENT_SPEAKS.test(text);
  return (howToHelp || (aColleagueAtRisk && own === null)) && theirs() ? 'someone else' : own;
}

/** The cover of a question about oneself: "asking for a friend", "es para una amiga". */
const FOR_A_FRIEND = new RegExp(
  String.raw`\b((asking )?for a (friend|coworker|colleague|buddy)|es para (una amiga|un amigo|una conocida` +
    String.raw`|un conocido|una companera|un companero)|pregunto por (una amiga|un amigo))\b`,
);

/** A colleague or a friend, the writer's peer at work or elsewhere. */
const COLLEAGUE_WORDS =
  String.raw`(co ?workers?|colleagues?|friends?|buddy|buddies|bestie|supervisors?|managers?|boss|techs?|teammates?` +
  String.raw`|partners?|roommates?|housemates?|counselors?|consejer[oa]s?` +
  String.raw`|(nurses?|aides?|cnas?|chaplains?|social workers?|staff members?|employees?|volunteers?|schedulers?` +
  String.raw`|coordinators?|directors?|receptionists?|therapists?|pharmacists?|physicians?|doctors?|lpns?)\b(?! of)` +
  String.raw`|compas?|companer[oa]s?|amig[oa]s?|colegas?` +
  String.raw`|panas?|parcer[oa]s?|cuates?|cuata|carnal|compadre|comadre|supervisor(a|as|es)?|jef[ea]s?|tecnic[oa]s?` +
  String.raw`|enfermer[oa]s?|auxiliar(es)?|capellan(a|es)?|trabajador(a)?( social)?|trabajador(a|e)s sociales` +
  String.raw`|grads?|new hires?|emplead[oa]s?|cuidador(a|as|es)?` +
  String.raw`|coordinador(a|as|es)?|director(a|as|es)?|programador(a|as|es)?|recepcionista|terapeuta|medic[oa]s?` +
  String.raw`|voluntari[oa]s?` +
  String.raw`|rns?|lvns?|hhas?)\b`;
const COLLEAGUE = new RegExp(String.raw`\b${COLLEAGUE_WORDS}`);
/** Another person: "she", "someone", "alguien", a patient or a caregiver, or a colleague. */
/** Someone in particular, in Spanish's own ways: "le vi cortes en las muñecas a la Lupe", "la de agenda". */
const THAT_ONE = new RegExp(
  String.raw`\b(le|les) vi\b|\b(la|el) de (agenda|recepcion|noche|guardia|turno|enfermeria|farmacia|admisiones` +
    String.raw`|oficina|limpieza|cocina|rh)\b` +
    // …or someone on the writer's team ("SW on my team said…"), or harm seen on them: "saw cuts on Jen's wrists".
    String.raw`|\b\w+ on (my|our) (team|shift|unit|floor)\b` +
    // …or one of the writer's staff: "one of my staff sent a goodbye email…"; or someone the writer has noticed:
    // "I noticed Mark has been smelling of alcohol on morning visits".
    String.raw`|\bone of (my|our) (staff|team|people|crew|employees)\b` +
    String.raw`|\b(i )?(noticed|have noticed|ive noticed|note|he notado) (that |que )?\w+ (has been|is|keeps` +
    String.raw`|ha estado|esta|sigue)\b` +
    String.raw`|\b(saw|noticed|seen|vi) (cuts|marks|scars|burns|cortes|marcas|cicatrices) (on|en)\b`,
);
const SOMEONE = new RegExp(
  String.raw`\b(she|he|they|her|him|them|someone|somebody|ella|alguien|caregivers?|patients?|daughters?|sons?` +
    String.raw`|cuidador(a|as|es)?|pacientes?)\b|\b${COLLEAGUE_WORDS}|${THAT_ONE.source}`,
);
/** One person in particular: "she", "my coworker", "una compañera" — not "hospice nurses" in general. */
const ONE_PERSON = new RegExp(
  String.raw`\b(she|he|her|him|shes|hes|ella|el)\b|\b(my|our|a|an|one of (my|our)|mi|mis|un|una|nuestr[oa]s?)` +
    String.raw`( \w+)? ${COLLEAGUE_WORDS}`,
);
/** Policy, research, figures and training. */
const POLICY = new RegExp(
  String.raw`\b(stats|statistics|rates?|research|studies|study|literature|evidence|protocols?|polic(y|ies)` +
    String.raw`|procedures?|postvention|posvencion|training|train|entrenar|capacitar|capacitacion|warning signs` +
    String.raw`|senales de alerta|tasas?|estadisticas|estudios|investigacion|protocolos?|politicas?|procedimientos?` +
    String.raw`|best practices|buenas practicas|resources|recursos|guidelines|guias|accreditation|acreditacion` +
    String.raw`|prevention program|programa de prevencion|need a plan|necesitamos un plan|what should (it|the plan)` +
    String.raw` include|que debe incluir)\b`,
);
/** Training people, whoever they are: "señales de alerta para entrenar a supervisores". */
const TRAINING = new RegExp(
  String.raw`\b(training|train|entrenar|capacitar|capacitacion|taller|workshop|postvention|posvencion` +
    String.raw`|died by suicide|se suicido)\b`,
);
/** A case supposed: "if an employee discloses…", "si un trabajador revela…". */
const HYPOTHETICAL =
  /\b(if|when|whenever|si|cuando) (a|an|one of our|someone|somebody|any|un|una|algun|alguna|alguien|el|la)\b/;
/** Wanting to help the person a comment is about: "so I can help her", "para poder ayudarla". */
const TO_HELP = new RegExp(
  String.raw`\bso (that )?(i|we) can (help|reach|support|check on|talk to) (her|him|them)\b` +
    String.raw`|\b(can|should|could|how do) (i|we) (check on|reach out to|check in (on|with)) (her|him|them)\b` +
    String.raw`|\bget (her|him|them) (support|help)\b|\bflag (a|my|our) (coworker|colleague|co worker|staff member` +
    String.raw`|team members?)\b|\b((she|he|they) (is|are|might be|may be)|shes|hes|theyre) in (real |serious ` +
    String.raw`|grave )?danger\b` +
    String.raw`|\bhow (do|can|should) (i|we) report (that )?(someone|a coworker` +
    String.raw`|a colleague|one of)\b` +
    String.raw`|\bpara (poder )?(ayudarla|ayudarlo|ayudarle|apoyarla|apoyarlo|apoyarle|hablar con (ella|el))\b`,
);
/** A question: its mark, or the word it opens with ("is there research on…", "¿hay estudios…"). */
const ASKING = new RegExp(
  String.raw`\?|^\W*(how|what|whats|where|when|why|which|who|is|are|can|could|do|does|should|would|will|any|como|que` +
    String.raw`|cual|cuales|donde|cuando|por que|hay|puedo|se puede|tienen|existe|alguien sabe|cuant[oa]s?)\b`,
);
/** Worry for someone: "I'm worried about my coworker", "me preocupa un compañero". */
const WORRIED = new RegExp(
  String.raw`\b(worried|worrying|scared|afraid|concerned|freaking out) (about|for)\b|\bme (preocupa|asusta|da miedo)` +
    String.raw`|\b(im|i am) (so |really |very |truly )?(worried|scared|concerned)\b|\bme preocupo\b` +
    String.raw`|\bshould i (be )?worr(y|ied)\b|\bme debo preocupar\b` +
    String.raw`|\b(estoy|ando) (muy )?(preocupad[oa]|asustad[oa])\b`,
);
/** The patient themselves, and their family. */
const THE_PATIENT = String.raw`(patients?|pts?|pacientes?|residents?|residentes?|clients?|cliente)`;
const FAMILY = String.raw`(son|daughter|wife|husband|family|mom|dad|mother|father|hij[oa]|espos[oa]|familia|mama|papa)`;
/** A patient or their family: their wish to die is spoken of every day in hospice. */
const PATIENTS =
  String.raw`(${THE_PATIENT}|famil(y|ies|ia|ias)|daughter|son|wife|husband|hij[oa]|espos[oa]|senora|senor|dona|don` +
  String.raw`|mr|mrs|ms|bed \d+|cama \d+)`;
/** What a patient or their family says or wishes, in both languages. */
const SPEAKS =
  String.raw` (said|says|told|tells|wants?|wanted|wish|wishes|wished|asked|asks` +
  String.raw`|keeps|is|was|has|had|begged|expressed|verbalized|stated|voiced|dijo|dice|quiere|queria|pidio|pide` +
  String.raw`|pregunto|pregunta|preguntaba|hablo|habla|menciono|menciona` +
  String.raw`|esta|estaba|desea|deseaba|manifesto|manifiesta|expreso|expresa|refiere|refirio|verbalizo)\b`;
/** Where a patient lies: "patient in room 4", "la paciente de la habitación 4". */
const ROOM = String.raw`( (in|en|de|del|of) (the |la |el )?(room|habitacion|cuarto|cama|bed) \w+)?`;
/** …not one who has died: "desde que murió su paciente está muy callado" is said of the colleague. */
const DIED = String.raw`(?<!\b(murio|fallecio|died|passed|lost|perdio)( (su|sus|his|her|their|a|the|el|la|mi|my))? )`;
const PATIENT_SPEAKS = new RegExp(String.raw`${DIED}\b${PATIENTS}${ROOM}( \w+){0,2}${SPEAKS}`);
/**
 * The patient themselves speaking or wishing ("my patient wants to die, what do I say?"), not their family, whose
 * danger is a worry like a colleague's ("the patient's son voiced suicidal thoughts, what's our protocol?").
 */
const THE_PATIENT_SPEAKS = new RegExp(
  String.raw`(?<!\b${FAMILY} (de|del|of)( (mi|la|el|su|my|the|our|a|an|un|una))?\s?)` +
    String.raw`\b${THE_PATIENT}\b(?! ${FAMILY}\b)${ROOM}( \w+){0,2}` +
    SPEAKS,
);
/** Telling what someone said or did: "she said", "texted me", "me contó que", "habló de". */
const TOLD =
  String.raw`(said|says|told me|tells me|mentioned|keeps saying|kept saying|texted( me)?|messaged( me)?|wrote` +
  String.raw`|posted|talked about|talks about|me dijo|me dice|me conto|me escribio|me mando|me comento|dijo|dice` +
  String.raw`|anda diciendo|comento|conto|puso|hablo de|habla de)`;
const REPORTED = new RegExp(String.raw`\b${TOLD}\b`);
/** Every telling in a message, in turn. */
const EVERY_TELLING = new RegExp(REPORTED.source, 'g');
/** Telling what someone said, dropped when their words are put in the writer's mouth. */
const TELLING = new RegExp(String.raw`\b${TOLD}( que| that)?\b`, 'g');
/**
 * A colleague's words put in the writer's mouth, for the grammar that reads the writer's own: "she says
 * everyone would be better off without her" → "i say everyone would be better off without me", "dice que
 * quisiera morirse" → "dice que quisiera morirme", "se tira del puente" → "me tiro del puente".
 */
/** A verb of the third person in the first: "wishes" → "wish", "cries" → "cry", "wants" → "want". */
function inFirstPerson(verb: string): string {
  if (/ies$/.test(verb)) return verb.replace(/ies$/, 'y');
  if (/(ss|sh|ch|x|o)es$/.test(verb)) return verb.replace(/es$/, '');
  return /[^s]s$/.test(verb) ? verb.slice(0, -1) : verb;
}
function inTheirPlace(text: string): string {
  return text
    .replace(TELLING, ' ')
    .replace(/\bhas\b/g, 'have')
    .replace(/\btiene\b/g, 'tengo')
    .replace(/\b(she|he|they) (is|are)\b/g, 'i am')
    .replace(/\b(shes|hes|theyve) got\b/g, 'ive got')
    .replace(/\b(shes|hes|theyre)\b/g, 'im')
    .replace(/\b(shed|hed|theyd)\b/g, 'id')
    .replace(/\b(she|he|they) (has|have)\b/g, 'i have')
    .replace(/\b(she|he|they) (was|were)\b/g, 'i was')
    .replace(
      /\b(she|he|they)( (just|keeps|still|really|always|never|even))? (\w+)\b/g,
      (_, __, adverb = '', ___, verb) => `i${adverb.replace('keeps', 'keep')} ${inFirstPerson(verb)}`,
    )
    .replace(/\b(herself|himself|themselves|themself)\b/g, 'myself')
    .replace(/\b(wishes|wants|thinks|feels|keeps|plans|needs)\b/g, inFirstPerson)
    .replace(/\b(without|for|with|to|at|about) (her|him|them)\b/g, '$1 me')
    .replace(/\b(her|his|their)\b/g, 'my')
    .replace(/\bsin (ella|el)\b/g, 'sin mi')
    .replace(/\b(quiere|puede|siente|piensa|necesita)\b/g, (verb) => `${verb.slice(0, -1)}o`)
    .replace(/\bsus\b/g, 'mis')
    .replace(/\bsu\b/g, 'mi')
    .replace(/\b(\w*?[aei]r)se\b/g, '$1me')
    .replace(/\bse (\w+?)a\b/g, 'me $1o')
    .replace(/\bno (le )?ve\b/g, 'no $1veo')
    .replace(/\bno le encuentra\b/g, 'no le encuentro');
}

/**
 * The writer's own words in a message that tells of a colleague (ADR 112): its clauses, less those whose
 * subject is the colleague ("my aide has been crying every day", "mi jefa se ve sin esperanza") and those that
 * tell what the colleague said ("he said he's been thinking about suicide", "me contó que ha pensado en quitarse
 * la vida"), and the clauses after those, until one has the writer in it again. A clause with the writer in it
 * always stays ("my coworker doesn't know I want to die", "my friend said I should call 988", "my own stash is in
 * my locker"), and so does one that names nobody ("y ya no quiero vivir").
 */
export function theWritersOwn(text: string): { writers: string; theirs: string } {
  let telling = false;
  let lastTheirs = false;
  // The clauses and the breaks between them, in turn: a dropped clause leaves its breaks in place.
  const parts = text.split(CLAUSE_BREAK).map((clause, at) => {
    if (at % 2 === 1) {
      // A new sentence is no longer the telling: "she told me she's hopeless. cant breathe before shifts either".
      if (/[.!?]/.test(clause)) telling = false;
      return { clause, theirs: false };
    }
    const words = clause.trim();
    const told = REPORTED.exec(words);
    // The writer anywhere in the clause, but for the "me" of "told me", "me dijo" and the "my" of "my coworker";
    // or spoken to while someone tells ("she said 'you seem like you want to die'"): then the words are of them.
    const rest = (told ? words.replace(REPORTED, ' ') : words).replace(THEIR_CLAUSE, ' ');
    if (WRITER.test(rest) || (telling && YOU.test(rest))) {
      telling = false;
      // "Me preocupa Jorge, dice que…": after the writer's worry for someone, "dice que" is that someone telling.
      lastTheirs = WORRIED.test(words) && !YOU.test(rest);
      return { clause, theirs: false };
    }
    // Who tells: someone else, or nobody named right after someone else's words ("she called and said…").
    const teller = told ? words.slice(0, told.index).trim() : null;
    if (teller !== null && TELLER.test(teller) && (teller !== '' || lastTheirs)) telling = true;
    lastTheirs = telling || THEIR_CLAUSE.test(words);
    return { clause, theirs: lastTheirs };
  });
  const join = (theirs: boolean) => parts.map((part) => (part.theirs === theirs ? part.clause : ' ')).join('');
  return { writers: join(false), theirs: parts.some((part) => part.theirs) ? join(true) : '' };
}

/**
 * Whether words read as someone's danger, whoever's: the grammar, of anyone, the signs of someone else's, or the
 * trained reader given a clause's worth of words (six or more: alone, "my friend doesn't get it" reads as distress).
 */
export function dangerIn(words: string): boolean {
  return (
    readsAsDistress(words) ||
    readsAsSomeoneElsesDistress(words) ||
    THEIR_DANGER.test(words) ||
    (words.split(/\W+/).filter(Boolean).length >= 6 && readerFindsDistress(words))
  );
}

/** The one spoken to: "you", "u", "te", "tú", "usted". */
const YOU = /\b(you|youre|youve|youd|youll|your|yours|yourself|u|ur|te|tu|usted|contigo|ti)\b/;
const CLAUSE_BREAK = /([,.;:!?"“”]+|\b(?:and|but|y|pero|aunque)\b)/;
/** A Spanish participle after "he": "he pensado", "he escrito" (not the English "he"). */
const PARTICIPLE = String.raw`(\w+(ado|ido)|escrito|vuelto|roto|hecho|dicho|visto|puesto|abierto|resuelto|muerto)`;
/**
 * The writer in a clause: "i", "i'm", "me", "my", "myself", "we", "yo", "mi", "estoy", "quiero", "pienso", "a mí",
 * a verb with "-me" ("quitarme"), a Spanish perfect ("he pensado", not the English "he").
 */
const WRITER = new RegExp(
  String.raw`\b(i|im|ive|id|ill|me|my|mine|myself|we|us|yo|mi|mis|estoy|quiero|no puedo|conmigo|a mi|sin mi` +
    String.raw`|pienso|tengo|siento|sueno|aguanto|encuentro|entiendo|soporto|puedo|duermo|lloro|necesito` +
    String.raw`|(?!duerme\b)\w+[aei]rme|veo|voy|doy|sigo|ando|llevo|acabo|hago|mio|mia|dije|conteste|respondi|escribi` +
    String.raw`|mande|pense|decidi|replied|answered|responded|wrote back|texted back|said back|told (her|him|them)` +
    String.raw`|he ${PARTICIPLE})\b`,
);
/**
 * A clause whose subject is someone else: "she", "my coworker", "una enfermera de mi equipo", or a Spanish
 * verb of someone else's doing ("está regalando sus cosas", "se está cortando", "despidiéndose").
 */
/** "I think", "creo que" before someone else's doing: the writer's guess, not the writer's state. */
const LEAD_IN =
  String.raw`((creo|pienso|parece|se me hace|sospecho|temo) que |(i think|i believe|i guess|i suspect|i feel like` +
  String.raw`|im (pretty |really )?(sure|afraid|worried)|im scared|honestly) (that )?)`;
const THEIR_CLAUSE = new RegExp(
  String.raw`^${LEAD_IN}?((she|he(?! ${PARTICIPLE}\b)|they|ella|ellos|ellas|shes|hes|theyre)\b` +
    String.raw`|(se )?(esta|anda|sigue) (\w+ )?\w+(ando|iendo|endo)(se|la|lo|las|los)?\b|\w+ndose\b` +
    String.raw`|(una|uno) de (mis|las|los|nuestras|nuestros) \w+` +
    String.raw`|((my|our|a|an|one of (my|our|the)|the|mi|mis|un|una|la|nuestr[oa]s?)( \w+)? )?${COLLEAGUE_WORDS}` +
    String.raw`( (on|at|from|in|of|de|del) (my|our|the|mi|la|el) \w+)?)`,
);
/**
 * Someone, by name or as a colleague, told of their own danger: "Ana me escribió 'perdón por todo' y ahora no
 * contesta", "Tom said he can't go on" — not "it says error 500", nor "leadership said it's redundant", nor
 * what anyone said of the writer ("my friend said I'm at risk").
 */
function toldOfTheirDanger(text: string): boolean {
  return [...text.matchAll(EVERY_TELLING)].some((told) => {
    const teller = text
      .slice(0, told.index)
      .split(/[,.;:!?]|\band\b|\by\b/)
      .pop()!
      .trim();
    const said = text.slice(told.index + told[0].length);
    // The writer in what was said, but for their danger's own words ("texted me 'tell my kids i love them'").
    return (
      (teller !== '' || (told.index ?? 0) > 0) &&
      TELLER.test(teller) &&
      THEIR_DANGER.test(said) &&
      !WRITER.test(said.replace(EVERY_DANGER, ' '))
    );
  });
}

/**
 * Who tells, before the telling verb: someone else ("she", "my coworker", "una compañera"), a name, or
 * nobody said (the Spanish "dice que…", an English "…and said"); never the writer, nor "it", "something",
 * "everyone" or "God".
 */
const TELLER = new RegExp(
  String.raw`^$|\b(she|he|they|ella|el|ellos|ellas)$|${COLLEAGUE_WORDS}|^(?!(it|this|that|esto|eso|which|what|que` +
    String.raw`|i|yo|ive|im|something|someone|somebody|everyone|everybody|nobody|god|algo|alguien|todos|nadie` +
    String.raw`|dios|voices|la voz|una voz)$)\w+$` +
    // "The one from scheduling": "la de programación me escribió…".
    String.raw`|^(el|la|los|las) de \w+$`,
);

/** Asking whom to call, said of a colleague, not of a patient ("¿a quién aviso?" is charting for a patient). */
const WHOM_TO_CALL = new RegExp(
  String.raw`\b(who|whom) (do|should|can) (i|we) (call|contact|tell|notify)\b|\ba quien (llamo|aviso|le digo|contacto` +
    String.raw`|acudo|le aviso)\b|\b(le )?(digo|aviso) a alguien\b|\bshould i (tell|call|notify) (someone|anyone` +
    String.raw`|somebody)\b`,
);
/** Asking how to help or whether to worry: "what should I say to her", "¿cómo la apoyo?", "is that a risk sign?". */
const HOW_TO_HELP = new RegExp(
  String.raw`\bhow (do|can|should) (i|we) get (her|him|them) (help|support|to safety)\b` +
    String.raw`|\bcomo (aviso|reporto|informo) (de )?que (un|una|mi) (companer[oa]|colega|compa|emplead[oa]` +
    String.raw`|enfermer[oa]|auxiliar)\b` +
    String.raw`|\bdebo (reportarlo|reportarla` +
    String.raw`|avisar|decirle a alguien)\b|\bcomo (la |lo |le )?(contacto|localizo|busco|encuentro)\b` +
    String.raw`|\b(how (do|can|should|would|could) (i|we)( best)? (handle|help|support|respond|reply|talk|approach` +
    String.raw`|deal|reach|check|follow|bring|open|answer|report (that )?(someone|a coworker|a colleague|one of)\b)` +
    String.raw`|what (do|should|can|would|could) (i|we) (say|do|tell` +
    String.raw`|write|ask)|what next|what now|should i (be worried|worry|call|report|tell|reach|say|ask)` +
    String.raw`|(what is|whats|cual es) (the|our|el|nuestro) (protocol|procedure|protocolo|procedimiento)` +
    String.raw`|is (that|this|it) a (risk|warning|red flag)|(script|words|phrases|guide|guidance|tips|advice|protocol` +
    String.raw`|procedure|resources?) (for|to|on|when)|how to (support|help|respond|talk|approach)` +
    String.raw`|que (le |les )?(digo|hago|respondo|contesto)|como (la |lo |le |les )?(apoyo|ayudo|manejo|hablo` +
    String.raw`|acompano|atiendo|respondo|abordo)|me debo preocupar|debo preocuparme|deberia (de )?preocuparme` +
    String.raw`|que pasos (sigo|tomo|debo seguir)|what steps (do|should) (i|we) (take|follow)` +
    String.raw`|(guia|protocolo|procedimiento` +
    String.raw`|frases|consejos|recursos) (para|de|sobre|cuando)|es (una )?senal de (riesgo|alarma))\b`,
);
/**
 * The product's own items, comments and figures ("a comment says 'I don't want to wake up', who wrote it?",
 * "the check-in asks 'do you feel hopeless?'"): answered as questions about Hearth, not as a person to help.
 */
const ABOUT_THE_PRODUCT = new RegExp(
  String.raw`\b(comments?|comentarios?|items?|check[ -]?ins?|surveys?|encuestas?|cuestionarios?|porcentaje|percent` +
    String.raw`|percentage|scores?|puntajes?|responses?|respuestas?|hearth|dashboard|tablero)\b` +
    // An answer, not someone answering the phone: "she won't answer her phone".
    String.raw`|(?<!\b(wont|not|doesnt|didnt|isnt|stopped|never|cant|to) )\banswers?\b` +
    String.raw`(?! (her|his|their|my|the|a) (phone|calls?|texts?|messages?|door|cell))`,
);
