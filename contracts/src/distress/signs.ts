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
 * A reason that makes a goodbye ordinary, anywhere in the message: a holiday, a new job, retiring, a last
 * day at the agency, "see you Monday", the end of a chat (`distressMatches` drops the farewells below when
 * the message has one and no word of a final goodbye, `FAREWELL_FINAL`).
 */
export const FAREWELL_REASON = new RegExp(
  String.raw`\b(?:vacation|holiday|pto|retir\w*|new (?:job|position|role|agency)|moving (?:to|away)|maternity` +
    String.raw`|paternity|conference|training|last day is|last day will be|two weeks notice|resign\w*` +
    String.raw`|pleasure working|been a pleasure|return my badge|thats all i needed|that is all i needed` +
    String.raw`|last (?:day|week) (?:at|with|in) (?:the|this|our) (?:agency|company|job|team|office|hospice)` +
    String.raw`|see you (?:monday|tomorrow|next week|after|soon|at)|for the day|vacaciones|jubil\w*` +
    String.raw`|nuevo (?:trabajo|puesto|empleo)|me mudo|mudanza|licencia|incapacidad|capacitacion|renuncia\w*` +
    String.raw`|renuncie|hasta (?:manana|el lunes|luego|pronto|la proxima)|nos vemos (?:el|manana|la proxima|pronto)` +
    String.raw`|por hoy|mi ultimo dia (?:es|sera)|ultim[oa] (?:dia|semana) (?:en|con) (?:la|esta|el|este)` +
    // A handover: "can Linda get the digest?", "who gets the alerts?", "send it to my assistant".
    String.raw`|can \w+ (?:get|cover|take|receive|see)|who (?:gets|covers|will get|receives|will cover)` +
    String.raw`|send (?:it|them|the \w+) to|cover for me|quien (?:recibe|cubre|me cubre)|puede recibir` +
    String.raw` (?:agencia|empresa|trabajo|equipo|oficina|hospicio)|eso es todo|es todo lo que necesitaba)\b`,
);
/** A goodbye that no reason makes ordinary: "see you on the other side", "won't see me again". */
export const FAREWELL_FINAL = new RegExp(
  String.raw`\b(?:other side|otra vida|on earth|en la tierra|wont see me again|will not see me again|never see me` +
    String.raw`|no van a saber mas de mi|take care of my patients|cuiden a mis pacientes|for the last time` +
    String.raw`|por ultima vez|forever|para siempre|for good` +
    // A note or a letter for one's family: "a resignation letter, and maybe a note for my family too".
    String.raw`|(?:note|notes|letter|letters) (?:for|to) my (?:family|kids|children|husband|wife|mom|parents)` +
    String.raw`|(?:nota|notas|carta|cartas) (?:para|a) mi (?:familia|hijos|hijas|esposo|esposa|mama|papa|madre))\b`,
);
/** Thanks that close a life's chapter, not a message: "thank you for everything", "fue un gusto". */
const THANKS_FOR_ALL =
  String.raw`\b(?:thank you for everything|thanks for everything|you were (?:all )?good to me|it was an honou?r` +
  String.raw`|love you all|take care of (?:my patients|each other|yourselves)|gracias por todo|fue un (?:gusto|honor)` +
  String.raw`|thanks for all (?:the|your) help|thank you for all (?:the|your) help` +
  String.raw`|gracias por toda (?:la|su|tu) ayuda` +
  String.raw`|los quiero (?:mucho|a todos)|las quiero (?:mucho|a todas)|cuidense mucho|cuiden a mis pacientes)\b`;
/** Drugs and doses the job puts in one's hands, and those in any cupboard. */
export const DRUGS =
  String.raw`(?:pills|meds|tablets|tylenol|advil|ibuprofen|acetaminophen|paracetamol|xanax|ativan|lorazepam` +
  String.raw`|morphine|oxy\w*|fentanyl|insulin|sleeping pills|benadryl|patches|emojipills` +
  String.raw`|pastillas|pildoras|tabletas|medicinas|medicamentos|medicacion|morfina|fentanilo|insulina|parches` +
  String.raw`|clonazepam|ambien|zolpidem|trazodone|seroquel|tramadol|gabapentin)`;
/** The job's own handling of medication, and taking it for pain: "took all the meds to the sheriff". */
export const MEDICATION_AT_WORK =
  String.raw`(?!.*\b(?:sheriff|disposal|dispose|pharmacy|destroy|waste|return|for (?:my|the|a) (?:headache|back` +
  String.raw`|pain|cold|fever|cramps|migraine|tooth|knee)|my back|lifting|farmacia|desech\w*|devolver` +
  String.raw`|(?:para|por) (?:el|la|mi) (?:dolor|cabeza|migrana|espalda|fiebre))\b)`;

/**
 * Goodbye to everyone with no reason given, thanks for everything, the last the team will hear of one.
 * "goodbye everyone" speaks to others, so these are read whoever the clause seems to be about — but not a
 * goodbye told of someone else ("patient said goodbye to everyone"), which the caller leaves out.
 */
export const farewells: RegExp[] = [
  re(
    String.raw`\b(?:goodbye|farewell) (?:to )?(?:everyone|everybody|y all|yall|hearth|friends|world|cruel world` +
      String.raw`|all of you)\b|\bbye (?:forever|for good|world|cruel world)\b`,
  ),
  re(`${THANKS_FOR_ALL}.*\\b(?:goodbye|farewell|my last|for the last time)\\b`),
  re(`\\b(?:goodbye|farewell|my last|for the last time)\\b.*${THANKS_FOR_ALL}`),
  re(
    String.raw`\b(?:last|final) (?:week|day|time|message|shift|check in) (?:that )?(?:you|youll|you will` +
      String.raw`|you are going to) (?:hear|see|get) (?:from|of) me\b|\b(?:you|youll) (?:will not|wont|will never` +
      String.raw`|never|are not going to) (?:hear from|see) me (?:again|after)\b`,
  ),
  re(`\\badios a (?:todos|todas|todos ustedes|el equipo|hearth|la vida|el mundo)\\b(?! (?:los|las|el|la)\\b)`),
  re(`\\b(?:esta es mi ultima|mi ultim[oa]|por ultima vez)\\b.*${THANKS_FOR_ALL}`),
  re(
    String.raw`\b(?:este es|esta es|this is) (?:mi|my) (?:ultim[oa]|last|final) (?:mensaje|vez|message)\b` +
      String.raw`.*\b(?:adios|goodbye|bye)\b`,
  ),
  re(`${THANKS_FOR_ALL}.*\\b(?:adios|mi ultim[oa]|por ultima vez|me despido)\\b`),
  /\b(?:no|nunca) (?:van a |vuelven a |volveran a )?(?:volver a )?saber (?:mas )?(?:nada )?de mi\b/,
  // Love left as a message, in the past: "tell my kids I loved them", "díganle a mi equipo que los quise mucho".
  re(
    String.raw`\b(?:tell|let) (?:my|the|everyone|everybody|them|him|her)(?: \w+){0,2} (?:know )?(?:that )?i` +
      String.raw` (?:loved|always loved|really loved) (?:them|you|him|her|everyone|all)\b|\b(?:diganle|dile|digale` +
      String.raw`|diles|diganles|digan) a (?:mi|mis|todos|todas|el|la|los|las)\b.{0,30}\bque (?:los|las|lo|la|le|les` +
      String.raw`|te) (?:quise|queria|ame|amaba)\b`,
  ),
];

/** Said of oneself; a clause about someone else is left out by the caller. */
export const englishSigns: RegExp[] = [
  /\b(?:want|wanting|going|gonna|about|plan|planning|thinking about) to (?:commit )?suicide\b/,
  // The means already taken, or kept back for oneself.
  re(
    String.raw`\b(?:swallowed|took|taken|downed|ate) (?:a (?:bunch|handful|lot|bottle|whole bottle|ton)` +
      String.raw`|the (?:whole )?bottle|all|too many|way too many|a lot)(?: of)?(?: \w+){0,2} ${DRUGS}\b` +
      MEDICATION_AT_WORK,
  ),
  // …or about to be: "thinking about just taking all my xanax tonight" (not "taking all my meds as prescribed").
  re(
    String.raw`\b(?:take|taking|swallow|swallowing|down|downing) (?:all|every one of|the rest of)(?: of)?` +
      String.raw` (?:my |the |those |these )?(?:\w+ )?${DRUGS}\b(?! (?:as prescribed|on time|every day|daily` +
      String.raw`|regularly|correctly|like (?:i|the doctor|my doctor)))` +
      MEDICATION_AT_WORK,
  ),
  re(
    String.raw`\b(?:keeping|kept|pocketing|pocketed|started keeping|saving|hiding|taking home|took home)` +
      String.raw` (?:some|a few|a little|one|a couple|part)\b(?: of (?:the|their|his|her))?(?: \w+){0,2} ${DRUGS}` +
      String.raw`\b.{0,40}\b(?:for myself|for me|for later|for when)\b${MEDICATION_AT_WORK}`,
  ),
  // Somewhere high, or on the tracks, now or on purpose.
  re(
    String.raw`\b(?:standing|sitting) (?:on|at) (?:the )?(?:top (?:level|floor|deck)|roof|ledge|railing)(?: of (?:the` +
      String.raw` |a )?(?:parking garage|garage|building|bridge|hospital|overpass|parking deck|structure))?\b` +
      String.raw`(?!.*\b(?:signal|reception|wifi|view|photo|picture|sunset|traffic|late|entrance|which|where|bbq` +
      String.raw`|party|lunch)\b)`,
  ),
  re(
    String.raw`\b(?:tracks|railroad|railway|ledge|cliff)\b.{0,40}\bon purpose\b` +
      String.raw`|\bon purpose\b.{0,40}\b(?:tracks|railroad|railway|ledge|cliff)\b`,
  ),
  // A plan with a day; things not needed after it; the end of the road.
  /\bmy plan is (?:set|ready|made|in place|final|done)\b/,
  /\b(?:none of this|nothing) will be my problem\b/,
  re(
    String.raw`\b(?:so |just |completely |totally )?done with (?:this |the |my )?(?:world|life|living|existence` +
      String.raw`|existing|pain|being alive|being here|breathing)\b`,
  ),
  re(
    String.raw`(?:^|\bi )(?:will not|wont|do not|dont) need (?:them|these|those|any of (?:this|it|them))` +
      String.raw` (?:after|past|beyond) (?:this|tonight|tomorrow|friday|saturday|sunday|monday|the weekend|next)\b` +
      String.raw`(?!.*\b(?:return|who do i|where do i|loaner|laptop|badge|account|license|equipment)\b)`,
  ),
  /\bend of the (?:road|line) for me\b(?! (?:today|tonight|at|with|here|on|this (?:week|month|year)))/,
  re(
    String.raw`\b(?:sorry|apologies|i am sorry) (?:to )?(?:whoever|who ever|the person who|whoever it is who)` +
      String.raw` (?:finds|find|found|will find) me\b`,
  ),
  // Not being here soon, after one is gone; how long until they find one; eyes closed at the wheel.
  /\b(?:considering|thinking about|planning on) not being (?:here|around|alive)\b/,
  // Not sure one will be around, leaving "for good" before a task, where the papers are "just in case".
  re(
    String.raw`\b(?:not sure|do not know if|no idea if|doubt) i (?:will|am going to) (?:still )?be (?:around|here` +
      String.raw`|alive)\b(?!.*\b(?:vacation|pto|leave|conference|training|trip|out of town|off|holiday|surgery` +
      String.raw`|schedule|shift|retire|retiring|new job)\b)`,
  ),
  re(
    String.raw`\b(?:before|after|once|when) i (?:log off|sign off|go|check out) for good\b` +
      String.raw`(?!.*\b(?:retire|retiring|new job|last day)\b)`,
  ),
  re(
    String.raw`\b(?:told|showed|show|tell|left|wrote down)\b.{0,40}\bwhere (?:the|my|all the|all my) (?:life )?` +
      String.raw`(?:insurance|will|passwords?|papers|documents|polic(?:y|ies))\b.{0,40}\b(?:just in case|in case` +
      String.raw`|if anything happens)\b`,
  ),
  re(
    String.raw`\b(?:after|when|once|before) i am (?:gone|dead)\b(?! (?:for|on|to|next|this|while|monday|tuesday` +
      String.raw`|wednesday|thursday|friday|saturday|sunday|tomorrow|today)\b)`,
  ),
  re(
    String.raw`\bhow long (?:would|will|until|before) (?:it take (?:for )?)?(?:they|anyone|someone|somebody)\b` +
      String.raw`.{0,30}\bfind me\b(?! (?:a|an|the|some|my|another)\b)`,
  ),
  both(String.raw`\b(?:close|closing|closed) my eyes\b`, String.raw`\b(?:highway|driving|drive|the wheel|freeway)\b`),
  both(String.raw`\bbought a (?:gun|pistol|rope)\b`, String.raw`\b(?:not for protection|for me|for myself)\b`),
  /^(?:i think )?tonight is the night$/,
  /\bno more mornings\b(?!.*\b(?:switched|moved|changed|evenings?|nights?|shifts?|rotation)\b)/,
  both(String.raw`\bscheduled\b.{0,30}\b(?:emails|messages|texts)\b`, String.raw`\b(?:my goodbyes?|goodbyes)\b`),
  both(
    String.raw`\b(?:can not|could not) live with (?:that|this|myself|it)\b`,
    String.raw`\b(?:failed|my fault|should have|mistake)\b`,
  ),
  // Harming oneself again (not "we have been cutting again on mileage"); being a burden.
  re(
    String.raw`(?:^|\b(?:i am|i have been|been|started|back to|relapsed and|caught myself))\s?` +
      String.raw`(?:cutting|self harming)` +
      String.raw`(?<!\b(?:we|they|you|he|she|it) (?:have |had )?(?:been |are |were |is )?(?:cutting|self harming))` +
      String.raw`(?: myself)? again\b(?! on\b)`,
  ),
  /^(?:cutting|self harming|sh)(?: myself)? again\b(?! on\b)/,
  /\b(?:tired of|sick of|hate) being (?:a|such a|their) (?:burden|problem)\b/,
  both(
    String.raw`\bdeleted (?:all )?my (?:socials|social media|accounts|instagram|facebook)\b`,
    String.raw`\b(?:gave away|giving away|almost done|goodbye|for good|lighter)\b`,
  ),
  // Emoji: a gun, a rope, a grave or a knife; pills with an hour or a goodbye (words.ts reads them as words).
  /\bemoji(?:gun|rope|grave|knife)\b(?!.*\b(?:patient|pt|paciente)\b)/,
  /\bemojipills\b(?=.*\b(?:tonight|bye|goodbye|enough|all of them|esta noche|adios)\b)/,
  // Not needing one's things after a date, with no reason given: "I won't need it after this week" (not "…since
  // the round ends", "…it's my last day").
  re(
    String.raw`^(?!.*\b(?:since|because|cause|as the|last day|retire|retiring|new job|leave|vacation|moving` +
      String.raw`|porque|ya que|ultimo dia|vacaciones|jubilo|me mudo)\b).*(?:\bi (?:wont|will not|am not going to` +
      String.raw`|dont think i will|do not think i will) (?:need|be needing|use|be using) (?:it|them|this|that` +
      String.raw`|my \w+|any of (?:it|this|them))(?: \w+)? after (?:this week|next week|today|tonight|tomorrow` +
      String.raw`|this weekend` +
      String.raw`|friday|saturday|sunday|monday|the weekend)\b|\bno (?:lo|la|los|las) (?:voy a necesitar|necesitare` +
      String.raw`|voy a usar)\b.{0,15}\bdespues de (?:esta semana|hoy|manana|este fin de semana|el viernes` +
      String.raw`|el sabado|el domingo)\b)`,
  ),
  // A dying patient's place wished for; the logistics of one's own death: "who gets the digest if I'm dead".
  /\bwish i could (?:trade|switch|swap) places with\b.{0,40}\b(?:dying|dead|patients?|the ones who)\b/,
  /\bif i (?:am|was|were) (?:dead|gone for good)\b|\bif i kill myself\b/,
  // Not deserving to live: "I don't deserve to live", "I deserve to die".
  re(
    String.raw`\bi (?:do not|dont|did not|didnt|no longer|never) deserve to (?:live|be alive|exist|be here|wake up` +
      String.raw`|breathe|keep living|go on)\b|\bi deserve to (?:die|be dead|not wake up|disappear)\b`,
  ),
  // Done like the data: "the October data is final. So am I."
  /\b(?:final|finished|done|over|closed)\b[^.?!]{0,20}[.,;]? (?:and )?so am i\b/,
  // Whether a policy pays "if I do it myself"; following the dead; being gone by the next survey; the stopped
  // answers' reason.
  both(
    String.raw`\b(?:insurance|policy|policies|beneficiary|seguro|poliza)\b`,
    String.raw`\b(?:self inflicted|if i do it myself|i do it myself|do it to myself|suicide clause|if i kill myself` +
      String.raw`|autoinfligid[oa]|si me lo hago yo|si lo hago yo|si me mato|si me suicido)\b`,
  ),
  re(
    String.raw`\b(?:want|wanna|wish i could|ready|going) to (?:go|be) where (?:she|he|they)` +
      String.raw` (?:went|is|are|have gone)\b|\bshould have gone with (?:her|him|them)\b` +
      String.raw`|\b(?:want|wanna|wish i could) (?:to )?follow (?:her|him|them)\b` +
      String.raw`|\b(?:quiero|quisiera|me quiero) (?:irme|ir) (?:con (?:ella|el)` +
      String.raw`|a donde (?:ella|el) (?:se fue|esta|fue)|a donde (?:se fue|esta|fue) (?:ella|el))\b` +
      String.raw`|\bme (?:debi|deberia haber) ido con (?:ella|el)\b`,
  ),
  re(
    String.raw`\b(?:i will|ill|i am going to|im going to) be gone\b(?!.*\b(?:vacation|leave|pto|trip|conference` +
      String.raw`|training|out of town|until|till|back|for (?:a|the|\d+|two|three|four|a few)|next (?:week|month)` +
      String.raw`|monday|tuesday|wednesday|thursday|friday|tomorrow|weekend|holiday|holidays)\b)`,
  ),
  re(
    String.raw`\bif i (?:stop|do not|dont|never) (?:answering|answer|responding|respond|replying|reply` +
      String.raw`|showing up|show up|checking in|check in)\b.{0,40}` +
      String.raw`\b(?:know why|you will know|youll know|that is why|thats why)\b` +
      String.raw`|\bsi (?:dejo de|no) (?:contestar|responder|venir|aparecer|contesto|respondo|vengo|aparezco)\b` +
      String.raw`.{0,40}` +
      String.raw`\bya (?:saben|sabran|sabras|sabes)` +
      String.raw` (?:por que|porque)\b|\b(?:ya )?(?:estare|voy a estar) en paz\b(?! (?:cuando|si|una vez|con)\b)`,
  ),
  // A lethal dose asked for, harm hidden, leaving life as one leaves an app, a patient's drugs taken home.
  re(
    // Not a lethal dose someone else looked up ("my patient's son researched lethal dose ranges").
    // Nor one asked to know whether to call poison control.
    String.raw`^(?!.*\b(?:poison control|toxicologia|control de intoxicaciones)\b)` +
      // Nor the term studied for an exam: "what's the lethal dose concept called in pharmacology, LD50?".
      String.raw`(?!.*\b(?:pharmacology|ld50|concept|exam|studying|certification|toxicology)\b)` +
      String.raw`(?!.*\b(?:patients?|pt|family|son|daughter|caregiver|he|she|they|his|her|their)\b[^.?!]*` +
      String.raw`\b(?:lethal|fatal|deadly|overdose) dos).*\b(?:lethal|fatal|deadly|overdose) (?:dose|doses|dosage` +
      String.raw`|amount|level)\b` +
      String.raw`|\bhow (?:much|many)\b.{0,40}\bto (?:overdose|od|die|not wake up)\b`,
  ),
  // How long a way of dying takes, asked of no one's illness ("how long does it take to bleed out"), not a
  // patient's ("how long does a patient take to bleed out with a carotid blowout").
  re(
    String.raw`^(?!.*\b(?:patients?|pt|pts|residents?|family|carotid|tumou?rs?|hemorrhages?|haemorrhages?|blowout` +
      String.raw`|fistulas?|varices|wounds?)\b).*\bhow long (?:does|would|will|did) it take (?:to|for (?:me|someone` +
      String.raw`|somebody|a person|you|one) to) (?:bleed out|bleed to death|suffocate|drown|hang` +
      String.raw`|pass out and not wake up)\b`,
  ),
  both(
    String.raw`\b(?:hide|hiding|cover|covering|conceal|concealing)\b`,
    String.raw`\b(?:cuts|scars|burns|marks)\b.{0,20}\b(?:wrists?|arms?|forearms?|thighs?|legs?)\b`,
  ),
  re(
    String.raw`\b(?:log|logging|check|checking|clock|clocking|sign|signing|tap|tapping|bow|bowing|opt|opting` +
      String.raw`|step|stepping|bail|bailing) (?:out|off) (?:of|from) (?:this |my )?life\b(?! (?:insurance|support` +
      String.raw`|sustaining|coach))`,
  ),
  both(
    String.raw`\b(?:took|brought|kept|pocketed|stashed|saved|hid)\b.{0,40}\b${DRUGS}\b.{0,20}\b(?:home|aside` +
      String.raw`|for myself|in my (?:bag|car|locker))\b${MEDICATION_AT_WORK}`,
    String.raw`\b(?:leftover|left over|extra|spare|remaining|unused|patients?|the rest)\b`,
  ),
  both(`\\b${DRUGS}\\b`, String.raw`\b(?:have not|havent|did not|didnt) (?:used|taken|touched) (?:it|them|any) yet\b`),
  // Patches or pills kept instead of disposed of: "tengo guardados parches de fentanilo en vez de desecharlos".
  re(
    String.raw`\b(?:tengo guardad[oa]s|guardo|estoy guardando|keeping|kept|saving|saved)\b.{0,20}\b${DRUGS}\b.{0,30}` +
      String.raw`\b(?:en vez de|en lugar de|instead of) (?:desechar\w*|tirar\w*|wasting|disposing|destroying` +
      String.raw`|returning)\b`,
  ),
  // A drug of one's own saved up, and almost enough: "been saving up my ambien. almost enough".
  both(
    String.raw`\b(?:saving up|been saving|saved up|stockpiling|hoarding|collecting|guardando|juntando|ahorrando)` +
      String.raw` (?:my |all my |the |mis |las |los )?${DRUGS}\b${MEDICATION_AT_WORK}`,
    String.raw`\b(?:almost|nearly|just about|finally|casi|ya (?:tengo|junte))? ?(?:enough|suficientes?|bastantes)\b`,
  ),
];

export const spanishSigns: RegExp[] = [
  re(
    String.raw`^(?!.*\b(?:pacientes?|residentes?|familia|carotida|tumor|tumores|hemorragias?|fistulas?|varices` +
      String.raw`|heridas?)\b).*\bcuanto (?:tiempo )?(?:tarda|tardaria|se tarda|tarda uno|tarda una persona) (?:uno ` +
      String.raw`|una persona |alguien )?en (?:desangrarse|morir desangrad[oa]|ahogarse|asfixiarse|ahorcarse)\b`,
  ),
  /\b(?:antes de|cuando|despues de) irme para siempre\b/,
  re(
    String.raw`\bme (?:tome|trague|bebi|acabo de tomar|acabo de tragar) (?:todas|todos|un monton de|un punado de` +
      String.raw`|muchas|muchos|varias|el frasco|la caja|el bote|una caja)\b.{0,40}${DRUGS}\b${MEDICATION_AT_WORK}`,
  ),
  re(
    String.raw`^(?=.*\b(?:guardarme|me guardo|me guarde|me estoy guardando|me quede con|me he quedado con)\b)` +
      String.raw`(?=.*\b${DRUGS}\b)`,
  ),
  re(
    String.raw`\b(?:estoy|ando|me encuentro) (?:parad[oa] )?(?:en|arriba de|sobre) (?:el|la) (?:puente|azotea|techo` +
      String.raw`|orilla|borde|cornisa|ultimo piso)\b(?!.*\b(?:trafico|tarde|visita|llego|fila|cola|fiesta|comida)\b)`,
  ),
  /\b(?:vias del tren|puente|azotea)\b.{0,40}\b(?:a proposito|adrede)\b/,
  /\bmi plan (?:ya )?esta (?:listo|hecho|decidido)\b/,
  /\bno creo que (?:siga|este|vaya a estar) (?:por )?aqui (?:mucho tiempo|mucho mas)\b/,
  /\bcuanto tardarian en encontrarme\b|\bdesaparec\w* de este mundo\b/,
  both(String.raw`\b(?:cierro|cerre|cerrar) los ojos\b`, String.raw`\b(?:manejando|conduciendo|carretera|volante)\b`),
  both(String.raw`\b(?:compre|consegui) (?:una pistola|un arma|una soga)\b`, String.raw`\b(?:no es para|para mi)\b`),
  both(
    String.raw`\bprograme\b.{0,30}\b(?:correos|mensajes)\b`,
    String.raw`\b(?:son despedidas|mis despedidas|mi despedida|de despedida para (?:mi|mis))\b`,
  ),
  /\b(?:me voy|voy a ir|ire) (?:al|a la|a las) (?:puente|vias|azotea)\b(?!.*\b(?:trafico|tarde|visita|fiesta)\b)/,
  /\bregale (?:mi|mis) (?:perro|perrita|gato|gata|mascotas?)\b/,
  /\b(?:nada de esto|ya nada) (?:va a ser|sera) mi problema\b/,
  re(
    String.raw`\bel final del camino para mi\b|\bhasta aqui llegue\b(?! (?:hoy|con|por|manana|luego|ahorita` +
      String.raw`|por ahora)\b)(?!.*\bmanana\b)`,
  ),
  /\bperdon a quien me (?:encuentre|halle|vea)\b|\b(?:lo siento|perdon) (?:por )?quien me encuentre\b/,
  re(
    String.raw`\b(?:harta|harto|cansad[oa]) de ser (?:un|una) (?:estorbo|carga|molestia|problema)\b` +
      String.raw`|\bsoy (?:un|una) (?:estorbo|carga)\b`,
  ),
  both(
    String.raw`\b(?:siento|sentia|me da|me dio|tengo|le tengo) envidia\b`,
    String.raw`\b(?:muere|mueren|murio|muerte|morir|descansa|descansan)\b`,
  ),
  // Not the term studied for an exam: "¿cómo se llama el concepto de dosis letal en farmacología?".
  /\b(?:dosis|cantidad) (?:letal|mortal|fatal)\b(?!.*\b(?:farmacologia|dl50|concepto|examen|estudiando|certificacion))/,
  // Not there to see the next one; "lo termino todo" once decided; a rope bought; a goodbye for good.
  /\bno (?:voy a estar|estare|creo que este) (?:aqui |ahi )?para (?:ver|verlo|verla|el proximo|la proxima|cuando)\b/,
  both(
    String.raw`\b(?:ya lo decidi|ya decidi|lo tengo decidido|ya tome la decision)\b`,
    String.raw`\b(?:lo )?(?:termino|acabo|terminare|acabare|voy a terminar|voy a acabar) (?:con )?todo\b`,
  ),
  re(
    String.raw`\b(?:compre|consegui|ya tengo) (?:una )?(?:cuerda|soga)\b(?!.*\b(?:ropa|tendedero|mudanza|camping` +
      String.raw`|carro|caja|cajas|paquete|tender|amarrar|atar|columpio|perro|gato|escalar)\b)`,
  ),
  /\bme despido (?:definitivamente|para siempre|de (?:la vida|este mundo|todos para siempre))\b/,
  // A plan made of an overdose, "no es broma"; the pets' keeper sought "si me pasa algo", this week.
  re(
    String.raw`\bmi plan\b.{0,30}\b(?:sobredosis|frasco|pistola|soga|cuerda|puente|${DRUGS})\b` +
      String.raw`|\bsobredosis\b.{0,30}\bno es (?:broma|chiste)\b`,
  ),
  re(
    String.raw`^(?=.*\bsi (?:me pasa|me llega a pasar) algo\b)(?=.*\b(?:perros?|perritos?|gatos?|mascotas?|hijos?` +
      String.raw`|ninos|nenes)\b)(?=.*\b(?:esta semana|arreglado|pronto|antes del|cuanto antes)\b)`,
  ),
  both(
    String.raw`\b(?:escondo|esconder|escondiendo|oculto|ocultar|ocultando|tapo|tapar|tapando|disimulo|disimular)\b`,
    String.raw`\b(?:cortes|cicatrices|quemaduras|marcas)\b.{0,30}\b(?:munecas?|brazos?|antebrazos?|piernas?` +
      String.raw`|muslos?)\b`,
  ),
  /\b(?:desconectarme|bajarme|salirme|retirarme|despedirme) de (?:la|esta|mi) vida\b/,
  re(
    String.raw`\bme (?:lleve|traje|guarde|quede con)\b.{0,40}\b${DRUGS}\b.{0,30}\b(?:a casa|a mi casa|para mi)\b` +
      MEDICATION_AT_WORK,
  ),
];
