import { re } from './grammar';

/*
 * Figures of speech in which distress is said and not meant (docs/duty-of-care.md): a death said of a chore, a
 * thing, the heat or hunger (ADR 114), and figures that are figures only beside their context (ADR 116). The
 * grammar (`../distress.ts`) reads a clause again without them, and the trained reader reads past them.
 */

/** Things and chores that a death is said of in jest, in every figure below: a machine, a task, the heat, a Monday. */
export const THINGS =
  String.raw`(?:coffee machine|cafetera|printer|impresora|copier|fax|scanner|wifi|internet|computer|compu|computadora` +
  String.raw`|system|sistema|app|emr|ehr|charting|charts?|paperwork|papeleo|forms?|formularios?|meeting` +
  String.raw`|junta|reunion|traffic|trafico|heat|calor|hot|cold|frio|monday|lunes|mondays|audit|auditoria|modules?` +
  String.raw`|trainings?|capacitacion|surveys?|encuesta|excel|spreadsheet|schedule|horario|midnight|overtime|mileage` +
  String.raw`|parking|estacionamiento|inbox|emails?|correos?|passwords?|zoom|webinar|update|pto` +
  String.raw`|vacaciones|vacation|aplicacion|programa|portal|software|reportes?|reports?|informes?|horario` +
  String.raw`|reminders?|recordatorios?|notifications?|notificaciones|surveyors?|inspectors?|inspection|auditors?` +
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
  // Crying with laughter: "estoy llorando de la risa", "crying laughing at the new pager".
  /\b(?:llorando|llore|lloro|llorar) de (?:la )?risa\b|\bcrying (?:laughing|from laughing|with laughter)\b/,
  // Away for a time, with the time or the reason: "I'll be gone for 3 weeks, honeymoon!", "after I'm gone on
  // vacation who gets the alerts?", "no voy a estar una semana, me toca ser jurado".
  re(
    String.raw`\b(?:i will be|ill be|i am|im|i will|ill|i be) (?:gone|away|out|off)\b(?=(?: on| for)?(?: (?:a|an` +
      String.raw`|the|my` +
      String.raw`|\d+|one|two|three|four|five|six|ten|next|few|couple of|several))?(?: \w+)? (?:days?|weeks?|months?` +
      String.raw`|vacation|honeymoon|cruise|trip|leave|holiday|holidays|surgery|pto|conference|wedding|maternity` +
      String.raw`|paternity|jury duty)\b)|(?<!\bya )\bno (?:voy a|vaya a|va a) estar\b(?=(?: (?:una|un|dos|tres` +
      String.raw`|\d+|unos|unas` +
      String.raw`|el|la|esta|la proxima|toda la))?(?: \w+)? (?:semanas?|dias?|mes|meses|vacaciones|viaje` +
      String.raw`|luna de miel|crucero|licencia|incapacidad|cirugia|jurado|puente)\b)`,
  ),
  // A crisis or a state denied: "I'm not depressed, just tired from the time change", "no estoy en crisis, solo
  // quiero consejos" — only those words, so what the writer goes on to say is still read.
  re(
    String.raw`\b(?:i am|im) not (?:depressed|suicidal|in (?:a )?crisis|in danger)\b(?=\W+(?:lol |haha |jk )?` +
      String.raw`(?:just|only|simply|i am just|im just|i just|just curious|asking)\b)|\bno estoy (?:en crisis` +
      String.raw`|deprimid[oa]|en peligro)\b(?=\W+(?:solo|nada mas|nomas|sino|es que|jaja)\b)`,
  ),
  // A task put off: "I can't do this survey right now, I'm driving", "can't do this report anymore tonight".
  re(
    String.raw`\b(?:i )?(?:can not|cannot|cant) do (?:this|the|my|that) (?:\w+ )?(?:${THINGS}|check ?in|notes?` +
      String.raw`|homework|documentation|visit|admission|call)\b(?: any ?more)?(?: (?:right now|now|tonight|today` +
      String.raw`|yet))?(?=.{0,30}\b(?:right now|now|tonight|today|later|tomorrow|until|till|driving|in the car` +
      String.raw`|ahora|hoy|manana|mas tarde)\b)`,
  ),
  // Numb with the cold, a crisis mode of work: "numb fingers from the cold", "in crisis mode with survey prep".
  re(
    String.raw`\bnumb (?:fingers|hands|feet|toes|legs|lips|face|arms?|thumbs?)\b|\b(?:fingers|hands|feet|toes` +
      String.raw`|lips) (?:are |went |go |so )?numb\b|\bcrisis mode (?:with|for|over|because of|about|until)\b` +
      String.raw`|\bmodo crisis (?:con|por|hasta)\b`,
  ),
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
