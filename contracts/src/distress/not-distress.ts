import { re } from './grammar';

/*
 * What reads like distress and is not (docs/duty-of-care.md): hyperbole and idioms ("this charting is killing me",
 * "me muero de hambre", "shoot myself in the foot"), laughter, a device dying, a measure named after a feeling, a
 * policy or a training asked about, a patient's wish charted, a thing one "could die" over. The grammar
 * (`../distress.ts`) reads a clause again without these before it reads distress in it.
 */

/** Things and chores that a death is said of in jest, in every figure below: a machine, a task, the heat, a Monday. */
const THINGS =
  String.raw`(?:coffee machine|cafetera|printer|impresora|copier|fax|scanner|wifi|internet|computer|compu|computadora` +
  String.raw`|system|sistema|app|emr|ehr|charting|charts?|paperwork|papeleo|forms?|formularios?|meeting` +
  String.raw`|junta|reunion|traffic|trafico|heat|calor|hot|cold|frio|monday|lunes|mondays|audit|auditoria|modules?` +
  String.raw`|trainings?|capacitacion|surveys?|encuesta|excel|spreadsheet|schedule|horario|midnight|overtime|mileage` +
  String.raw`|parking|estacionamiento|inbox|emails?|correos?|passwords?|zoom|webinar|update|pto` +
  String.raw`|vacaciones|vacation|aplicacion|programa|portal|software|reportes?|reports?|informes?|horario` +
  String.raw`|reminders?|recordatorios?|notifications?|notificaciones` +
  String.raw`|auditoria|audits?)`;
/** Leaving a job the ordinary way: retiring, a new job, a move. */
const LEAVING =
  String.raw`(?:retiring|retire|retirement|retired|jubilo|jubilando|jubilacion|jubilarme|new job|nuevo trabajo` +
  String.raw`|nuevo puesto|moving to|me mudo|me cambio de trabajo|two weeks notice|resigned|renuncie` +
  String.raw`|me voy a otr[oa] (?:hospital|agencia|trabajo|equipo|clinica)|me cambio (?:al|de) equipo` +
  String.raw`|another (?:job|hospital` +
  String.raw`|agency|team)|new team|otro equipo|board term|mi periodo)`;
/** A mishap: "se me quemó el arroz", "I just replied-all", "I sent the email to the whole team". */
const MISHAP =
  String.raw`(?:se me (?:quemo|olvido|cayo|rompio)|i (?:just |accidentally )(?:sent|replied|called|waved|deleted|hit` +
  String.raw`|forgot|spilled|dropped)|i sent (?:the|an|that) (?:email|text|message|wrong)|replied all|reply all` +
  String.raw`|i forgot (?:my|the|to)|i (?:burned|burnt|dropped|spilled) (?:the|my))`;
/** A death wish said as a figure. */
const A_WISH =
  String.raw`(?:me quiero morir|quiero morirme|i (?:literally )?want to die|end me|kill me` +
  String.raw`|matame|matarme)`;
/** Laughter or a skull beside it. */
const LAUGHING = String.raw`(?:lol|lmao\w*|haha\w*|jaja\w*|jeje\w*|emojilaugh|emojiskull)`;

/**
 * Figures of speech that a death is said in, of a chore, the heat or hunger ("end me 😂", "q calor, me estoy
 * muriendo", "me muero de hambre"): the trained reader reads past them as well (contracts/src/distress.ts).
 */
export const FIGURES_OF_SPEECH: RegExp[] = [
  // A death wish said of a thing, laughing: "the coffee machine broke again, i literally want to die 💀", "lunes
  // otra vez, q alguien me mate", "charting till midnight again, end me 😂" — only those words, so a plan said in
  // the same breath is still read.
  re(
    String.raw`(?<=\b${THINGS}\b.{0,60})(?:(?=.*\b${LAUGHING}\b)|(?<=\b(?:again|otra vez|de nuevo)\b.{0,40}))` +
      String.raw`\b(?:i (?:literally |just |actually |honestly )?(?:want|wanna) to die|(?:i am|im) (?:literally )?` +
      String.raw`going to die|end me|kill me(?: now)?|(?:someone|somebody) (?:kill|shoot|end) me|me quiero morir` +
      String.raw`|me voy a morir|(?:que )?alguien (?:me mate|mateme)|matenme|me estoy muriendo|me muero)\b`,
  ),
  // Dying of the heat: "q calor tio, me estoy muriendo aqui en el coche".
  re(
    String.raw`(?<=\b(?:calor|bochorno|heat|so hot|hambre|frio|cold)\b.{0,30})\b(?:me estoy muriendo|me muero` +
      String.raw`|(?:i am|im) dying)\b|\b(?:me estoy muriendo|(?:i am|im) dying)\b(?=.{0,30}\b(?:calor|heat|hot` +
      String.raw`|frio|cold|hambre|starving)\b)`,
  ),
  // "if I have to sit through one more compliance training I'm gonna die lol"; "estoy muerta, me voy a casa".
  re(
    String.raw`\bif i have to (?:sit through|do|fill out|attend|redo|go to) (?:one more|another)\b.{0,60}` +
      String.raw`\b(?:gonna|going to|will) die\b.{0,10}\b(?:lol|lmao|haha\w*)` +
      // …or with the task named: "if I have to fill out one more form I'm going to die".
      String.raw`|\bif i have to (?:sit through|do|fill out|attend|redo|go to|chart|write|read|answer|file|make|fix)` +
      String.raw` (?:one more|another) (?:\w+ )?(?:forms?|trainings?|meetings?|charts?|notes?|emails?|calls?|reports?` +
      String.raw`|surveys?|modules?|webinars?|audits?|spreadsheets?|huddles?|zooms?|passwords?|care plans?)\b.{0,30}` +
      String.raw`\b(?:gonna|going to|will|i will|im gonna|i am going to) (?:die|scream|lose it)\b`,
  ),
  // "if I have to redo this chart one more time I'm going to die lol", "if the copier jams again I'm throwing
  // myself out the window haha".
  re(
    String.raw`\bif i have to (?:\w+ ){1,4}(?:one more time|again|another time)\b.{0,30}\b(?:gonna|going to` +
      String.raw`|will) die\b` +
      String.raw`.{0,10}\b(?:lol|lmao\w*|haha\w*)|\bif (?:the|this|my) ${THINGS}\b.{0,40}\b(?:throw(?:ing)? myself` +
      String.raw` out|jump(?:ing)? out) (?:of )?(?:the|a) window\b`,
  ),
  // Dying if one does not get a day off, laughing: "I'll literally die if I don't get PTO 🤣".
  re(
    String.raw`\b(?:voy a morir|me voy a morir|me muero|i will (?:literally )?die|im (?:literally )?going to die` +
      String.raw`|gonna die)\b.{0,5}\b(?:si no|if i (?:do not|dont))\b.{0,30}\b(?:vacaciones|pto|vacation|coffee|cafe` +
      String.raw`|lunch|comida|day off|dia libre|a break|un descanso)\b`,
  ),
  /\bme muero de (?:cansancio|sueno|hambre|risa|calor|frio|ganas|nervios|aburrimiento)\b/,
  // A death wish said of a mishap: "se me quemó el arroz, me quiero morir jaja", "end me, I just replied-all",
  // "Ugh I want to die, I sent the email to the whole team"; "mátame, otra reunión"; "I'm so dead if I miss it".
  re(
    String.raw`(?<=\b${MISHAP}\b[^.?!]{0,40})\b${A_WISH}\b(?=\W{0,3}${LAUGHING})` +
      String.raw`|\b${A_WISH}\b(?=\W{1,3}${MISHAP}\b)|^\W*(?:matame|matarme|kill me|end me)\b(?=.{0,40}\b${THINGS}\b)` +
      String.raw`|\b(?:im|i am) (?:so )?dead if i (?:miss|forget|dont|do not|lose|mess)\b` +
      // "I'm going to die if they make us redo the HIPAA module"; "las escaleras de la unidad quieren matarme".
      String.raw`|\b(?:going to|gonna|will) die if (?:they|we|you) (?:make|have|get|need|ask|schedule|assign)\b` +
      String.raw`|\b(?:${THINGS}|escaleras|stairs|kids|ninos|jefe|boss)\b.{0,20}\b(?:quieren|quiere|want to|wants to` +
      String.raw`|are trying to|is trying to) (?:matarme|kill me)\b`,
  ),
  // The signs of an overdose, as a clinician asks them; a burden only in asking for help with the computer; a song
  // called "Dead Inside".
  re(
    String.raw`\b(?:signs|symptoms|signos|sintomas|senales|treatment|tratamiento|antidote|antidoto|reversal` +
      String.raw`|reversion)` +
      String.raw` (?:of|de|for|para) (?:an? |una )?(?:opioid |morphine )?(?:overdose|sobredosis)\b(?: (?:de|of) \w+)?` +
      String.raw`|\bfeel like a (?:burden|pest|nuisance) (?:asking|for asking|bothering you|with (?:the|my|this))\b` +
      String.raw`|\b(?:song|cancion|album|track)\b.{0,30}\bdead inside\b|\bdead inside by\b`,
  ),
  // A patient or their family as the subject of a clinical question, with no word of the writer's own: "El
  // paciente está juntando pastillas en casa para terminar antes que el cáncer", "el viudo dice que ya no tiene
  // razón para vivir", "sobre pacientes que cuentan que piensan en suicidarse".
  re(
    String.raw`^(?!.*\b(?:i|im|ive|id|myself|yo|conmigo|me (?:quiero|siento|voy|mato|muero))\b)` +
      String.raw`(?=.*\b(?:protocol|protocolo|procedure|procedimiento|safety plan|plan de seguridad|document\w*` +
      String.raw`|chart\w*` +
      String.raw`|refer\w*|trabajo social|social work|cancer|ela|als|diagnosis|dice|dijo|says|said|told|refiere` +
      String.raw`|expreso` +
      String.raw`|screening|tamizaje|comentario|comment|mentioned|menciono)\b)(?:(?:el|la|los|las|my|our` +
      String.raw`|the|mi|nuestr[oa]|a|an|un|una) )?(?:paciente|patient|pt|viudo|viuda|widow|widower` +
      String.raw`|hij[oa] del paciente` +
      String.raw`|espos[oa] del paciente|familiar|family member|resident|residente)s?\b.*` +
      String.raw`|\b(?:sobre|about|de|regarding) (?:los |las )?(?:pacientes|patients|residentes|residents)\b.{0,40}` +
      String.raw`\b(?:suicid\w*|quitarse la vida|want to die|wish to die|quieren morir)\b`,
  ),
  // The check-in's item asked about: "can we remove the question about thoughts of self-harm?".
  re(
    String.raw`\b(?:question|item|pregunta)s? (?:about|on|de|sobre) (?:thoughts of |pensamientos de )?(?:self harm` +
      String.raw`|suicid\w*|harm|autolesion\w*|hacerse dano)\b`,
  ),
  // Ending things with a thing: "going to end it with my gym membership".
  /\b(?:end|ending|ended) (?:it|things) with (?:my|the|our|this|that) (?!life\b)\w+/,
  // "I'm so hungry I could die"; "my kids are gonna kill me, I forgot", "mis hijos me van a matar, se me olvidó".
  /\b(?:so |too )?(?:hungry|tired|bored|sleepy|cold|hot|thirsty|happy|excited|embarrassed) i could (?:just )?die\b/,
  re(
    String.raw`\b(?:me (?:va|van) a matar|(?:is|are) (?:gonna|going to) kill me)\b(?=.{0,40}\b(?:se me olvido|olvide` +
      String.raw`|si no|si llego|cuando (?:vea|se entere|sepa)|forgot|if i (?:dont|do not|forget)|when (?:she|he` +
      String.raw`|they)` +
      String.raw` (?:see|find out))\b)`,
  ),
  // A thing that will not work, not life: "I can't take it anymore, the coffee machine is broken AGAIN", "ya no
  // aguanto, otra vez se descompuso la cafetera".
  re(
    // …or with the thing named: "I can't take it anymore with this heat", "ya no aguanto este calor", "I can't take
    // another minute of this hold music".
    String.raw`\b(?:(?:can not|cannot|cant) take it (?:any ?more|any longer)|ya no aguanto|no aguanto mas)` +
      String.raw`(?=(?: with| con)? (?:this|the|these|that|my|our|este|esta|estos|estas|el|la|los|las|mi` +
      String.raw`|mis) (?:\w+ ){0,2}` +
      String.raw`(?:${THINGS}|heat|music|musica|noise|ruido|alarm|alarma|line|fila|microwave|micro|neighbors?` +
      String.raw`|vecin[oa]s?` +
      String.raw`|roommates?|snoring|ronquidos|weather|clima|rain|lluvia|commute|drive|hold music` +
      String.raw`|musica de espera)\b)` +
      String.raw`|\b(?:can not|cannot|cant) take (?:another|one more) (?:minute|second|hour|day) of (?:this|the` +
      String.raw`|that) ` +
      String.raw`(?!life\b)\w+|\b(?:(?:can not|cannot|cant) take it (?:any ?more|any longer)|ya no aguanto` +
      String.raw`|no aguanto mas` +
      String.raw`|ya no puedo mas)\b(?=.{0,50}\b${THINGS}\b)(?=.{0,60}\b(?:broke|broken|down|again|keeps|crashed` +
      String.raw`|froze` +
      String.raw`|se descompuso|descompuso|se cayo|no sirve|otra vez|de nuevo)\b)` +
      String.raw`|(?<=\b${THINGS}\b.{0,30}\b(?:broke|broken|down|again|crashed|froze|se descompuso|se cayo|no sirve` +
      String.raw`|otra vez|de nuevo)\b\W{0,3})(?:(?:can not|cannot|cant) take it (?:any ?more|any longer)` +
      String.raw`|ya no aguanto` +
      String.raw`|no aguanto mas|ya no puedo mas)\b`,
  ),
  /\b(?:die|dying|died|dead) (?:laughing|of laughter)\b/,
  // A window jumped from over a thing, laughing: "me voy a tirar por la ventana si vuelve a fallar el wifi 😂".
  re(
    String.raw`(?=.*\b${LAUGHING}\b)(?=.*\b${THINGS}\b)\b(?:me voy a|voy a|casi me) (?:tirar|aventar|lanzar) por la` +
      String.raw` ventana\b|\bno aguanto la risa\b|\b(?:planes|plan) (?:pa|para) el puente\b`,
  ),
  // Not going on with a thing: "ya no quiero seguir con este formulario", "I don't want to keep going with this form".
  re(
    String.raw`\bya no quiero seguir con (?:este|esta|estos|estas|el|la|los|las) (?!(?:vida|dolor|mundo)\b)\w+` +
      String.raw`|\bi (?:dont|do not) want to (?:continue|go on|keep going) with (?:this|these|the|that) (?!life\b)\w+`,
  ),
];

/**
 * Figures that are figures only beside their context, said anywhere in the message (`withoutFigures` reads them
 * clause by clause): a goodbye on retiring or leaving for a new job ("I'm retiring after 22 years. Today's my
 * last day. Goodbye everyone"), a wish taken back ("I'd rather die. (kidding)"), peace made with a patient's death
 * ("wish I'd made it before she passed … I'm at peace with it").
 */
export const FIGURES_IN_CONTEXT: { context: RegExp; figure: RegExp }[] = [
  {
    context: new RegExp(String.raw`\b${LEAVING}\b`),
    figure: re(
      String.raw`\b(?:(?:today is|todays|its|tomorrow is|hoy es|manana es) my last day|(?:hoy es |manana es )?mi` +
        String.raw` ultimo dia|(?:goodbye|bye|farewell|adios) (?:everyone|all|team|todos|equipo|a todos)` +
        String.raw`|(?:thanks|thank you|gracias) (?:for everything|por todo)|me despido de (?:todos|ustedes` +
        String.raw`|el equipo)` +
        String.raw`|(?:goodbye|farewell) (?:letter|note|card|party)|(?:carta|tarjeta|fiesta) de despedida)\b`,
    ),
  },
  // Papers put in order for a reason of life: "update my life insurance beneficiary after my divorce", "antes de
  // irnos un año a España quiero dejar todo en orden", "¿vale la pena el seguro de vida si tengo 32 años?".
  {
    context: re(
      String.raw`\b(?:divorce|divorcio|married|me case|nos casamos|casarme|wedding|boda|baby|bebe|pregnant|embarazada` +
        String.raw`|moving|move overseas|mudanza|nos mudamos|irnos|overseas|abroad|extranjero|open enrollment` +
        String.raw`|inscripcion abierta|benefits portal|portal de beneficios|new job|nuevo trabajo|no kids|sin hijos` +
        String.raw`|retirement account|cuenta de retiro|401k|mortgage|hipoteca|new house|casa nueva|worth it` +
        String.raw`|vale la pena` +
        String.raw`|hr said|recursos humanos|surgery|cirugia|operation|operacion|knee|rodilla|hip|cadera|procedure` +
        String.raw`|procedimiento|back in \d+ weeks|regreso en \d+ semanas)\b`,
    ),
    figure: re(
      String.raw`\b(?:(?:supplemental |term |whole )?life insurance|beneficiar(?:y|ies|io|ios)|power of attorney` +
        String.raw`|poder notarial|(?:my|our) affairs in order|(?:dejar|deje|dejo|dejando|tengo|puse) todo en orden` +
        String.raw`|(?:seguro|poliza) de vida` +
        String.raw`|testamento|(?:make|write|update|need) (?:a|my) will)\b`,
    ),
  },
  // A lethal dose asked for an exam: "¿Cuál es la dosis letal de paracetamol? Es una pregunta del examen".
  {
    context: /\b(?:exam|examen|pharmacology|farmacologia|ld50|dl50|nclex|certification|certificacion|quiz)\b/,
    figure: /\b(?:(?:dosis|cantidad) (?:letal|mortal|fatal)|lethal dose|fatal dose)\b/,
  },
  // Said and taken back: "another mandatory training. I'd rather die. (kidding)".
  {
    context: /\b(?:kidding|jk|just kidding|es broma|bromeando|no es cierto)\b/,
    figure: /\b(?:id|i would) rather die\b|\b(?:prefiero|preferiria) morir(?:me)?\b/,
  },
  {
    context: /\b(?:passed|died|death|funeral|fallecio|murio|falleciera|muriera|muerte|velorio)\b/,
    figure: re(
      String.raw`\b(?:(?:im|i am|i feel|i felt) at peace(?: with (?:it|that|how it went))?|(?:estoy|me siento` +
        String.raw`|quede) en paz(?: con (?:eso|ello|como fue))?)\b`,
    ),
  },
];

export const NOT_DISTRESS: RegExp[] = [
  ...FIGURES_OF_SPEECH,
  // "I'm dying here, just give me the numbers": impatience before a request.
  /\b(?:i am|im) dying here\b(?=.{0,20}\b(?:just|give|send|show|can you|hurry)\b)/,
  // Dying if someone sees or finds out: "I'm gonna die if the board sees these numbers".
  re(
    String.raw`\b(?:going to|will|gonna|would) die if (?:the |my |our )?(?:board|boss|manager|director|supervisor` +
      String.raw`|surveyors?|state|auditors?|ceo|they|he|she|anyone|somebody|someone) (?:sees?|finds? out|reads?` +
      String.raw`|notices?|asks?)\b`,
  ),
  // A measure named after a feeling, leaving a chat, being done with a task, a pet "killing" one.
  re(
    String.raw`\b(?:hopelessness|burnout|burden|self harm|suicide|suicidal|desesperanza|carga|autolesion)` +
      String.raw` (?:score|item|scale|question|measure|subscale|index|field|results|puntuacion|puntaje|escala` +
      String.raw`|pregunta|campo|indice|resultados)\b`,
  ),
  // What an answer or a comment mentions, asked about: "how does the app handle a check-in answer that mentions
  // self-harm?" — not "my answer mentions that I want to die".
  re(
    String.raw`(?<!\b(?:my|mi|mis) )\b(?:answers?|comments?|responses?|messages?|respuestas?|comentarios?|mensajes?)` +
      String.raw` (?:that |which |que )?(?:mentions?|mentioning|talks? about|flags?|indicates?|menciona|mencionan` +
      String.raw`|habla de|hablan de|indica|indican)\b.*`,
  ),
  // A device or a thing dying: "my battery is about to die", "se me está muriendo el celular".
  re(
    String.raw`\b(?:battery|batteries|phone|laptop|computer|tablet|ipad|car|printer|charger|wifi|internet|app` +
      String.raw`|bateria|pila|celular|telefono|cel|compu|computadora|carro|coche|impresora|cargador)\b(?: \w+){0,3}` +
      String.raw` (?:die|dies|dying|died|dead|muere|muriendo|murio|muerta|muerto)\b` +
      String.raw`|\b(?:se me|se le) (?:muere|esta muriendo|murio) (?:el|la)` +
      String.raw` (?:bateria|pila|celular|telefono|cel|compu)\b`,
  ),
  // What an item measures ("which item measures depersonalization and which one is hopelessness?"), a task
  // with no way out or no hope ("la hoja de cálculo es un callejón sin salida", "no hay esperanza de terminar el
  // informe").
  re(
    String.raw`\b(?:item|items|question|questions|scale|subscale|pregunta|preguntas|escala|subescala)\b.{0,60}` +
      String.raw`\b(?:measures?|mide|miden)\b.*|\b(?:spreadsheet|report|process|system|form|hoja de calculo|excel` +
      String.raw`|reporte|informe|sistema|proceso|formulario|tramite)\b.{0,20}\b(?:is|was|es|era|fue) (?:a |un )?` +
      String.raw`(?:dead end` +
      String.raw`|callejon sin salida)\b|\bno (?:hay|tengo) esperanzas? de (?:terminar|acabar|llegar|entregar|ganar` +
      String.raw`|cumplir|arreglar|que (?:esta|este|estos|estas|el|la|los|las|mi|mis|nuestr[oa]s?) (?!vida\b)\w+)\b` +
      String.raw`|\bno hope (?:of|that) (?:finishing|getting|making|meeting|fixing` +
      String.raw`|(?:this|the|my|our) (?!life\b)\w+)\b`,
  ),
  // What a product screens for, a trend that looks hopeless: "does Hearth screen for suicidal ideation?", "la
  // tendencia del equipo oeste se ve sin esperanza".
  re(
    String.raw`\b(?:screens?|screening|tracks?|detects?|flags?|measures?) (?:for|about) (?:suicid\w*|self harm` +
      String.raw`|hopelessness|depression|burnout)\b.*|\b(?:tendencia|grafica|numeros|cifras|resultados?|situacion` +
      String.raw`|proyecto|informe|reporte|sistema|trend|chart|numbers|project)\b.{0,40}` +
      String.raw`\b(?:se ve|parece|luce|looks|seems) (?:sin esperanza|hopeless)\b`,
  ),
  // Too much of a thing, a holiday wished for: "ya no puedo más con esta junta", "quiero desaparecer dos semanas
  // en la playa", "I just want to disappear on vacation".
  re(
    String.raw`\bno (?:puedo|aguanto|soporto) mas con (?:esta|este|estos|estas|el|la|los|las|tanta|tanto|tantas` +
      String.raw`|tantos) (?!(?:vida|dolor|mundo|existencia)\b)\w+` +
      String.raw`|\bdesaparecer (?:unos dias|una semana|un mes|un rato|\w+ (?:dias|semanas|meses)|el fin de semana` +
      String.raw`|de vacaciones|en la playa|a la playa|en el campo)\b` +
      String.raw`|\bdisappear (?:for (?:a|the|\w+) (?:day|days|week|weeks|month|weekend)|on (?:a )?vacation` +
      String.raw`|into (?:a )?vacation|to (?:the|a) (?:beach|cabin|island|mountains))\b`,
  ),
  // A screening item asked about: "PHQ-9 item 9 asks about thoughts of being better off dead" — not "my question
  // is about me".
  re(
    String.raw`\b(?:item|phq ?9|screening|tamizaje|questionnaire|cuestionario|check ?in|survey|encuesta)\b` +
      String.raw`(?: \w+){0,3} (?:asks|asked|pregunta|preguntan|pregunto|preguntaba|is about|was about|trata)\b` +
      String.raw`(?! (?:about |sobre |de )?(?:me|myself|mi|yo)\b).*` +
      // "Does the check-in ask about suicidal thoughts?"
      String.raw`|\b(?:does|do|did|will|would|should|can) (?:the|this|our|your|that) (?:check in|checkin|survey` +
      String.raw`|questionnaire|form)s? (?:ask|include|cover|mention)\b(?! (?:about |sobre |de )?(?:me|myself)\b).*`,
  ),
  re(
    String.raw`\b(?:disappear|desaparecer|quitarme de en medio) (?:from|de|del) (?:the |this |that |my |our |a |la ` +
      String.raw`|el |los |las |este |esta )?(?:\w+ ){0,2}(?:group chat|group|chat|thread|list|channel|emails?|app` +
      String.raw`|schedule|roster|rotation|meeting|call|zoom|photos?|pictures?|feed|mailing list|grupo|lista` +
      String.raw`|calendario|horario|rol|guardia|correos?|reunion)\b`,
  ),
  // Making a thing disappear, a call dropped: "quiero desaparecer este botón", "se me cortó la llamada".
  re(
    String.raw`\bdesaparecer (?:este|esta|el|la|los|las|ese|esa|estos|esos) (?:boton|menu|mensaje|aviso|icono` +
      String.raw`|campo|columna|banner|notificacion|recordatorio|ventana|correo|reporte|informe|grafica|tabla|fila` +
      String.raw`|dato|datos|pestana|vista|widget|filtro)\b|\bse me (?:corto|cortaron|fue|cayo|murio|acabo` +
      String.raw`|rompio|quemo) (?:la|el|los|las|mi) \w+`,
  ),
  // Mistakes and frustration, not dying: "I could just die, I sent it to the wrong doctor", "no doy más con este
  // Excel", "mátame si esto no es confuso".
  re(
    String.raw`\bi could (?:just )?die\b(?= i (?:sent|forgot|said|called|wrote|missed|deleted|messed|signed|charted` +
      String.raw`|put|did|just|left))|\bno doy mas con (?:este|esta|el|la|los|las|estos|estas|tanto|tanta|tantos` +
      String.raw`|tantas|todo este|toda esta|todos estos|todas estas) (?!vida\b)\w+` +
      String.raw`|\b(?:matame|kill me) (?:if|si)\b`,
  ),
  re(
    String.raw`\b(?:so )?done (?:with|con) (?:these|this|the|estas|estos|este|esta|las|los|my|mis|el|la)` +
      String.raw` (?:\w+ )?(?:notes?|charts?|charting|visits?|paperwork|forms?|formularios?|notas|visitas|papeleo` +
      String.raw`|excel|spreadsheets?|reports?|reportes?|emails?|correos|calls?|meetings?|reunion|documentation` +
      String.raw`|documentacion|app|system|sistema|printer|impresora|computer|computadora|software|portal)\b`,
  ),
  re(
    String.raw`\b(?:my|mi|el|la|the) (?:cat|dog|boss|kids?|gato|gata|perro|perra|jefe|jefa|hijos?|hijas?)` +
      String.raw` (?:me )?(?:is going to|will|wants to|quiere|va a) (?:kill me|matarme)\b`,
  ),
  // Denied: "I'm not suicidal, just sick of the app", "no tengo ideas suicidas ni nada".
  /\b(?:i am not|not|no soy|no estoy|no tengo ideas|no tengo pensamientos) (?:\w+ )?suicidas?l?\b(?: ni nada)?/,
  // Living somewhere or somehow: "tired of living paycheck to paycheck", "sick of living with roommates".
  re(
    String.raw`\b(?:living|life) (?:paycheck to paycheck|out of (?:a suitcase|my car|boxes)` +
      String.raw`|with (?:roommates|my parents|my in laws|my inlaws)` +
      String.raw`|in (?:this|that|the) (?:city|town|apartment|house|heat|cold|traffic))\b`,
  ),
  // Idioms of leaving a job or of embarrassment: "jumping ship", "drive off into the sunset",
  // "disappear into the floor".
  /\b(?:jump|jumping|jumped) ship\b|\b(?:drive|driving|ride|riding|sail|sailing) off into the sunset\b/,
  /\b(?:disappear|sink|melt|vanish)(?:ed)? into the (?:floor|ground|wall|carpet)\b/,
  // The last check-in before a leave: "mi último check-in antes de la incapacidad por maternidad".
  re(
    String.raw`\b(?:last|ultimo) (?:check in|checkin|survey|chequeo|comentario) (?:before|antes de)` +
      String.raw` (?:my |the |la |mi |las |el )?(?:leave|maternity|paternity|vacation|vacaciones|incapacidad` +
      String.raw`|licencia|baja|jubilacion|retirement|new job|surgery|cirugia)\b`,
  ),
  // Asking about a survey item: "want to ask about hopelessness in the survey, is there a validated item".
  /\b(?:ask|asking|question|questions|item|items) (?:about|on) (?:hopelessness|suicide|self harm)\b/,
  // Away for a reason said with it: "i won't be here next week (conference)", "no estaré el lunes por vacaciones".
  re(
    String.raw`\b(?:wont|will not|not going to) be (?:here|around|in|on) (?:next |this |on |tomorrow|monday|tuesday` +
      String.raw`|wednesday|thursday|friday)\w*(?: \w+){0,2} (?:for |at |on |because of )?(?:a |the |my )?` +
      String.raw`(?:conference|vacation|pto|training|holiday|leave|jury duty|a wedding|surgery|retreat|a course)\b` +
      String.raw`|\bno (?:voy a )?estar(?:e)? (?:\w+ ){0,3}por (?:vacaciones|una conferencia|conferencia|capacitacion` +
      String.raw`|un curso|licencia|cirugia|una boda)\b`,
  ),
  // Cut by accident at work: "me corté con el cúter abriendo las cajas".
  re(
    String.raw`\bme (?:corte|queme|golpee) (?:con|abriendo|cocinando|sin querer)\b` +
      String.raw`.*\b(?:abriendo|cajas|curita|sin querer|por accidente|cocinando)\b`,
  ),
  // Work on what is flagged, a patient's wish charted: "how do I flag a comment about self-harm", "export flagged
  // self-harm report", "cómo documento el deseo de morir de un paciente".
  re(
    String.raw`\b(?:flag|flagged|flagging|export|exporting|review|reviewing|comments?|answers?|reports?|alerts?` +
      String.raw`|entries|entry|responses?)\b(?: (?:a|the|an|about|on|regarding|mentioning|with|of|for))*` +
      String.raw` (?:self harm|suicide|suicidal \w+)(?: (?:report|reports|alert|alerts|flag|flags|comments?` +
      String.raw`|category|tag|csv|export))?\b|\b(?:self harm|suicide) (?:report|reports|alert|alerts|flag|flags` +
      String.raw`|category|tag|csv|export)\b|\b(?:deseo|deseos|ganas) de morir (?:de|del) (?:un|una|el|la|mi|los|las` +
      String.raw`|sus) (?:paciente|pacientes|residente|residentes|familiar|familiares)\b`,
  ),
  // Hyperbole with a thing or a chore as the cause: "my kid's science project is going to be the end of me",
  // "me mato trabajando y nadie lo ve", "mátame camión".
  re(
    String.raw`\b(?:${THINGS}|project|homework|commute|job|class|exam|laundry|boss|kids?|dog|cat|toddler|teenager` +
      String.raw`|teen)\b (?:is|are|will be` +
      String.raw`|is going to be|are going to be|gonna be|will) (?:the )?(?:death|end) of me\b` +
      String.raw`|\bme mato (?:trabajando|estudiando|a trabajar|a estudiar|en el trabajo|haciendo)\b` +
      String.raw`|\bmatar?me camion\b`,
  ),
  // Laughter: "lmaooo i'm dying", "i'm dead 💀"; a report one "wants to die with", jokingly.
  re(
    String.raw`\b(?:i am|im) (?:dead|dying|deceased)\b(?= (?:lol|lmao\w*|haha\w*|jaja\w*|emojilaugh|emojiskull))` +
      String.raw`|^\W*(?:lol|lmao\w*|haha\w*|jaja\w*|emojilaugh|emojiskull)\W*(?:i am|im) (?:dead|dying|deceased)\b` +
      // A thing one "wants to die" or "kill oneself" with, laughing: "me quiero morir con la fila del banco jaja".
      String.raw`|\b(?:me quiero morir|quiero morirme|me muero|me quiero matar|quiero matarme|i want to die` +
      String.raw`|i wanna die` +
      String.raw`|i want to kill myself)\b(?: (?:jaja\w*|lol|lmao\w*|haha\w*))? (?:con|with) (?:este|esta|estos` +
      String.raw`|estas|el` +
      String.raw`|la|los|las|this|these|the|that) \w+(?: \w+){0,2} (?:jaja\w*|lol|lmao\w*|haha\w*)\b` +
      String.raw`|\b(?:me quiero matar|quiero matarme|i want to kill myself|i wanna die|i want to die)` +
      String.raw` (?:jaja\w*|lol|lmao\w*|haha\w*) (?:con |with )?(?:este|esta|this|that|the) ${THINGS}\b` +
      String.raw`|\bme muero si no (?:como|duermo|tomo|me tomo|desayuno|almuerzo|ceno)\b` +
      String.raw`|\bganas de tirarme por la ventana con (?:este|esta|el|la) \w+` +
      String.raw`|\b(?:me quiero morir|quiero morirme|me muero|i want to die|i wanna die) (?:con|with) (?:este` +
      String.raw`|esta|estos` +
      String.raw`|estas|el|la|this|these|the|that) ${THINGS}\b`,
  ),
  // A definition asked for training: "what is the difference between passive and active suicidal ideation?".
  re(
    String.raw`\b(?:difference between|definition of|define|defining|examples? of|signs of|types of|what counts as` +
      String.raw`|what (?:does|is|are)|explain|meaning of|que (?:es|son|significa)|explica\w*` +
      String.raw`|diferencia entre|definicion de|ejemplos de|senales de|tipos de)\b.{0,50}` +
      String.raw`\b(?:suicid\w* (?:ideation|thoughts|risk)|ideacion suicida|ideas suicidas` +
      String.raw`|pensando en (?:el )?suicidio` +
      String.raw`|thinking (?:about|of) suicide)\b` +
      // …with no first person but one writing or studying: "I'm writing a training module".
      String.raw`(?!.*\b(?:i|me|my|yo|mi)\b(?! (?:am |m )?(?:writing|preparing|making|building|studying|teaching` +
      String.raw`|putting|creating|designing|developing)\b))`,
  ),
  // Idioms and things that drive one up the wall: "I shot myself in the foot", "el sistema me da ganas de tirarme
  // por la ventana", "this EMR makes me want to jump out the window".
  /\b(?:shoot|shot|shooting|shoots) myself in the foot\b/,
  re(
    String.raw`\b${THINGS}\b.{0,40}\b(?:ganas de (?:tirarme|aventarme|lanzarme) por la ventana` +
      String.raw`|(?:makes?|made) me want to (?:jump|throw myself) out (?:of )?(?:the|a) window)\b`,
  ),
  /\bestoy muert[oa]\b(?=.{0,30}\b(?:me voy a (?:casa|dormir)|de cansancio|de sueno|chao)\b)/,
  // "I'm dying here lol the wifi is so slow".
  /\b(?:i am|im) dying (?:here|over here)(?: (?:lol|lmao|haha\w*|jaja\w*)|,? (?:the|this|with|because|waiting))\b/,
  re(
    String.raw`\b(?:suicide|suicidal|self harm) (?:prevention|awareness|training|screening|risk assessment` +
      String.raw`|protocol|policy|hotline number|watch|precautions)\b`,
  ),
  /\b(?:die|dying|death) (?:at home|in peace|peacefully|with dignity|in my own bed|when my time comes)\b/,
  re(
    String.raw`\b(?:die|dying|died|dead) (?:of|from) (?:embarrassment|shame|boredom|laughter|laughing|cuteness` +
      String.raw`|curiosity|hunger|thirst|the heat|heat|the cold|cold|jealousy|envy|suspense|anticipation|sugar` +
      String.raw`|cookies|chocolate|cuteness overload)\b`,
  ),
  // Giving up on a thing, hopeless at a thing: "me rindo con la nueva política", "hopeless with tech",
  // "no hay esperanza con este excel".
  re(
    String.raw`\b(?:me rindo|i give up|i gave up) (?:con|on|with) (?:la|el|las|los|este|esta|estos|estas|this|these` +
      String.raw`|the|that)\b|\b(?:hopeless|no hay esperanza|sin esperanza) (?:with|at|con|en) (?:this |the |my ` +
      String.raw`|este |esta |el |la |los |las )?(?!(?:life|vida|myself|mi vida|living|vivir)\b)\w+`,
  ),
  /\b(?:morir|morirme|muero|muerta|muerto) de (?:la )?(?:verguenza|risa|aburrimiento|pena|curiosidad)\b/,
  /\brather die than (?!(?:go on|keep going|keep living|live|wake|face|be alive|exist)\b)/,
  re(
    String.raw`\b(?:killing|kill|killed) myself (?:over|with|trying to|to get|for (?:work|this job|a report` +
      String.raw`|these|the|them|nothing)|to finish|at work|on)\b`,
  ),
  re(
    String.raw`\b(?:disappear|vanish|escape|run away|get away|sleep) (?:on|for|to|into|in) (?:a |the |an ` +
      String.raw`|my )?(?:\w+ )?(?:vacation|holiday|beach|weekend|week|day|days|trip|island|cabin|few days|month` +
      String.raw`|room|hour|hours|while|bit|minute|minutes|nap|break|car|office)\b`,
  ),
];
