import { both, re } from './grammar';

/*
 * Signs of acting (docs/duty-of-care.md): what an eighth author's messages showed the concepts of
 * english.ts, spanish.ts and acts.ts missed. People about to act rarely name it: they say goodbye to
 * everyone with no reason given, say it is the last the team will hear of them, have already taken the
 * pills, stand somewhere high right now, have a plan with a day, work out a dose "for someone my size",
 * start cutting again, or send a gun emoji (words.ts reads emoji as words). Said of oneself only: the
 * caller leaves out a clause about a patient, as for english.ts.
 */

/**
 * A reason that makes a goodbye ordinary, anywhere in the message: a holiday, a new job, a last day given
 * with its date, "see you Monday" (`distressMatches` drops the farewells below when the message has one).
 */
export const FAREWELL_REASON = new RegExp(
  String.raw`\b(?:vacation|holiday|pto|retir\w*|new (?:job|position|role|agency)|moving|maternity|paternity` +
    String.raw`|leave|conference|training|weekend|monday|tomorrow|next week|see you|for the day|for today|shift` +
    String.raw`|last day is|last day will be|notice|resign\w*|pleasure working|been a pleasure|return my badge` +
    String.raw`|vacaciones|jubil\w*|nuevo (?:trabajo|puesto|empleo)|me mudo|mudanza|licencia|incapacidad` +
    String.raw`|capacitacion|renuncia\w*|renuncie|hasta (?:manana|el lunes|luego|pronto|la proxima)|nos vemos` +
    String.raw`|fin de semana|por hoy|el turno|mi ultimo dia es|mi ultimo dia sera)\b`,
);
/** Thanks that close a life's chapter, not a message: "thank you for everything", "fue un gusto". */
const THANKS_FOR_ALL =
  String.raw`\b(?:thank you for everything|thanks for everything|you were (?:all )?good to me|it was an honou?r` +
  String.raw`|love you all|take care of (?:my patients|each other|yourselves)|gracias por todo|fue un (?:gusto|honor)` +
  String.raw`|los quiero (?:mucho|a todos)|las quiero (?:mucho|a todas)|cuidense mucho|cuiden a mis pacientes)\b`;
/** Drugs and doses the job puts in one's hands, and those in any cupboard. */
const DRUGS =
  String.raw`(?:pills|meds|tablets|tylenol|advil|ibuprofen|acetaminophen|paracetamol|xanax|ativan|lorazepam` +
  String.raw`|morphine|oxy\w*|fentanyl|insulin|sleeping pills|benadryl|patches|emojipills` +
  String.raw`|pastillas|pildoras|tabletas|medicinas|medicamentos|morfina|fentanilo|insulina|parches|clonazepam)`;

/**
 * Goodbye to everyone with no reason given, thanks for everything, the last the team will hear of one:
 * dropped by `distressMatches` when the message gives a reason (`FAREWELL_REASON`). "bye team" speaks to
 * others, so these are read whoever the clause seems to be about.
 */
export const farewells: RegExp[] = [
  re(
    String.raw`\b(?:goodbye|bye|farewell) (?:to )?(?:everyone|everybody|all|y all|yall|team|guys|hearth` +
      String.raw`|friends|world|cruel world)\b`,
  ),
  re(`${THANKS_FOR_ALL}.*\\b(?:goodbye|bye|farewell|my last|for the last time)\\b`),
  re(`\\b(?:goodbye|bye|farewell|my last|for the last time)\\b.*${THANKS_FOR_ALL}`),
  re(
    String.raw`\b(?:last|final) (?:week|day|time|message|shift|check in) (?:that )?(?:you|youll|you will` +
      String.raw`|you are going to) (?:hear|see|get) (?:from|of) me\b|\b(?:you|youll) (?:will not|wont|will never` +
      String.raw`|never|are not going to) (?:hear from|see) me (?:again|after)\b`,
  ),
  re(`\\badios a (?:todos|todas|todos ustedes|el equipo|hearth|la vida|el mundo)\\b`),
  re(`\\b(?:esta es mi ultima|mi ultim[oa]|por ultima vez)\\b.*${THANKS_FOR_ALL}`),
  re(`${THANKS_FOR_ALL}.*\\b(?:adios|me despido|mi ultim[oa]|por ultima vez)\\b`),
  /\b(?:no|nunca) (?:van a |vuelven a |volveran a )?(?:volver a )?saber (?:mas )?(?:nada )?de mi\b/,
];

/** Said only of oneself, whoever else the clause names: "for someone my size", "deserves someone not broken". */
export const onlyOfOneself: RegExp[] = [
  re(
    String.raw`\b(?:for|to kill) (?:someone|somebody|a person|a woman|a man) (?:my|of my|at my) (?:size|weight)\b` +
      String.raw`|\bhow many\b.{0,60}\bwould (?:it )?take (?:to|for) (?:me|someone like me|die|not wake)\b`,
  ),
  /\bpara (?:alguien|una persona|una mujer|un hombre) de mi (?:peso|tamano)\b/,
  re(
    String.raw`\bdeserves? (?:someone|somebody|a (?:nurse|mom|mother|person|chaplain|aide)) (?:who is not|that is not` +
      String.raw`|less) (?:broken|a mess|a wreck|like me)\b`,
  ),
  /\b(?:want|wanting|going|gonna|about|plan|planning|thinking about) to (?:commit )?suicide\b/,
  // Guilt turned on oneself: "it should be me dead", "debería ser yo la muerta".
  /\bshould (?:be|have been) me (?:dead|in that bed|instead)\b/,
  /\bdeberia (?:ser|haber sido) yo (?:la muerta|el muerto)\b/,
];

/** Said of oneself; a clause about someone else is left out by the caller. */
export const englishSigns: RegExp[] = [
  // The means already taken, or kept back for oneself, or a dose worked out "for someone my size".
  re(
    String.raw`\b(?:swallowed|took|taken|downed|ate) (?:a (?:bunch|handful|lot|bottle|whole bottle|ton)` +
      String.raw`|the (?:whole )?bottle|all|too many|way too many|a lot)(?: of)?(?: \w+){0,2} ${DRUGS}\b` +
      String.raw`(?!.*\bfor (?:my|the|a) (?:headache|back|pain|cold|fever|cramps|migraine|tooth|knee)\b)`,
  ),
  re(
    String.raw`\b(?:keeping|kept|pocketing|pocketed|started keeping|saving|hiding|taking home|took home)` +
      String.raw` (?:some|a few|a little|one|a couple|part)\b.{0,40}\b(?:for myself|for me|for later|for when)\b`,
  ),
  // Somewhere high, or on the tracks, now or on purpose.
  re(
    String.raw`\b(?:standing|sitting|parked|up|am|i m) (?:on|at) (?:the )?(?:top (?:level|floor|deck)|roof|ledge` +
      String.raw`|railing)(?: of (?:the |a )?(?:parking garage|garage|building|bridge|hospital|overpass` +
      String.raw`|parking deck|structure))?\b(?!.*\b(?:signal|reception|wifi|view|photo|picture|sunset)\b)`,
  ),
  re(
    String.raw`\b(?:tracks|railroad|railway|bridge|overpass|ledge|cliff|highway)\b.{0,40}\bon purpose\b` +
      String.raw`|\bon purpose\b.{0,40}\b(?:tracks|railroad|railway|bridge|overpass|ledge|cliff)\b`,
  ),
  // A plan with a day; things not needed after it; the end of the road.
  /\bmy plan is (?:set|ready|made|in place|final|done|for)\b/,
  /\b(?:none of this|nothing) will be my problem\b/,
  re(
    String.raw`(?:^|\bi )(?:will not|wont|do not|dont) need (?:them|it|this|these|those|any of (?:this|it|them))` +
      String.raw` (?:after|past|beyond) (?:this|tonight|tomorrow|friday|saturday|sunday|monday|the weekend|next)\b`,
  ),
  /\bend of the (?:road|line) for me\b(?! (?:today|tonight|at|with|here|on|this (?:week|month|year)))/,
  re(
    String.raw`\b(?:sorry|apologies|i am sorry) (?:to )?(?:whoever|who ever|the person who|whoever it is who)` +
      String.raw` (?:finds|find|found|will find) me\b`,
  ),
  // Not being here soon, after one is gone; how long until they find one; eyes closed at the wheel.
  /\b(?:considering|thinking about|planning on) not being (?:here|around|alive)\b/,
  /\b(?:after|when|once) i am gone\b(?! (?:for|on|to)\b)/,
  /\bhow long (?:would|will|until|before) (?:it take|they|anyone|someone|somebody)\b.{0,30}\bfind me\b/,
  both(String.raw`\b(?:close|closing|closed) my eyes\b`, String.raw`\b(?:highway|driving|drive|the wheel|freeway)\b`),
  both(String.raw`\bbought a (?:gun|pistol|rope)\b`, String.raw`\b(?:not for protection|for me|for myself)\b`),
  /^(?:i think )?tonight is the night$/,
  /\bno more mornings\b(?! for me\b.{0,20}\b(?:switched|moved|changed|evenings|nights|shift))/,
  both(String.raw`\bscheduled\b.{0,30}\b(?:emails|messages|texts)\b`, String.raw`\bgoodbyes?\b`),
  both(
    String.raw`\b(?:can not|could not) live with (?:that|this|myself|it)\b`,
    String.raw`\b(?:failed|my fault|should have|mistake)\b`,
  ),
  // Harming oneself again; being a burden.
  re(
    String.raw`(?:^|\b(?:i am|been|started|back to|have been|relapsed and|caught myself))\s?(?:cutting|self harming)` +
      String.raw`(?: myself)? again\b`,
  ),
  /^(?:cutting|self harming|sh)(?: myself)? again\b/,
  /\b(?:tired of|sick of|hate) being (?:a|such a|their) (?:burden|problem)\b/,
  both(
    String.raw`\bdeleted (?:all )?my (?:socials|social media|accounts|instagram|facebook)\b`,
    String.raw`\b(?:gave away|giving away|almost done|goodbye|for good|lighter)\b`,
  ),
  // Emoji said alone or with an hour: a gun, a rope, a grave; pills with "tonight", "done", "bye".
  /\bemoji(?:gun|rope|grave|knife)\b(?!.*\b(?:patient|pt|paciente)\b)/,
  /\bemojipills\b(?: emojipills\b)*(?=.*\b(?:tonight|done|bye|goodbye|enough|all of them|esta noche|listo|adios)\b)/,
];

export const spanishSigns: RegExp[] = [
  re(
    String.raw`\bme (?:tome|trague|bebi|acabo de tomar|acabo de tragar) (?:todas|todos|un monton de|un punado de` +
      String.raw`|muchas|muchos|varias|el frasco|la caja|el bote|una caja)\b.{0,40}${DRUGS}\b`,
  ),
  both(
    String.raw`\b(?:guardarme|me guardo|me guarde|me estoy guardando|me llevo|me lleve|me he llevado)\b`,
    `\\b${DRUGS}\\b`,
  ),
  re(
    String.raw`\b(?:estoy|ando|me encuentro) (?:parad[oa] )?(?:en|arriba de|sobre) (?:el|la) (?:puente|azotea|techo` +
      String.raw`|orilla|borde|cornisa|ultimo piso)\b`,
  ),
  /\b(?:vias del tren|puente|azotea)\b.{0,40}\b(?:a proposito|adrede)\b/,
  /\bmi plan (?:ya )?esta (?:listo|hecho|decidido)\b/,
  /\bno creo que (?:siga|este|vaya a estar) (?:por )?aqui (?:mucho tiempo|mucho mas|para)\b/,
  /\bcuanto tardarian en encontrarme\b|\bdesaparec\w* de este mundo\b/,
  both(String.raw`\b(?:cierro|cerre|cerrar) los ojos\b`, String.raw`\b(?:manejando|conduciendo|carretera|volante)\b`),
  both(String.raw`\b(?:compre|consegui) (?:una pistola|un arma|una soga)\b`, String.raw`\b(?:no es para|para mi)\b`),
  both(String.raw`\bprograme\b.{0,30}\b(?:correos|mensajes)\b`, String.raw`\bdespedidas?\b`),
  /\b(?:me voy|voy a ir|ire) (?:al|a la|a las) (?:puente|vias|azotea)\b/,
  /\bregale (?:a )?(?:mi|mis) (?:perro|perrita|gato|gata|mascotas?)\b/,
  /\b(?:nada de esto|ya nada) (?:va a ser|sera) mi problema\b/,
  /\bel final del camino para mi\b|\bhasta aqui llegue\b(?! (?:hoy|con|por))/,
  /\bperdon a quien me (?:encuentre|halle|vea)\b|\b(?:lo siento|perdon) (?:por )?quien me encuentre\b/,
  re(
    String.raw`\b(?:harta|harto|cansad[oa]) de ser (?:un|una) (?:estorbo|carga|molestia|problema)\b` +
      String.raw`|\bsoy (?:un|una) (?:estorbo|carga)\b`,
  ),
  both(
    String.raw`\b(?:siento|sentia|me da|me dio|tengo|le tengo) envidia\b`,
    String.raw`\b(?:muere|mueren|murio|muerte|morir|paciente|pacientes|descansa|descansan)\b`,
  ),
];
