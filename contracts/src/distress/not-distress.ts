import { FIGURES_OF_SPEECH, THINGS } from './figures';
import { re } from './grammar';

/*
 * What reads like distress and is not (docs/duty-of-care.md): hyperbole and idioms ("this charting is killing me",
 * "me muero de hambre", "shoot myself in the foot"), laughter, a device dying, a measure named after a feeling, a
 * policy or a training asked about, a patient's wish charted, a thing one "could die" over. The grammar
 * (`../distress.ts`) reads a clause again without these before it reads distress in it.
 */

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
