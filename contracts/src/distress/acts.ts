import { both, re } from './grammar';

/*
 * Plans, acts and leaving (docs/duty-of-care.md): what a fourth author's comments showed the concepts
 * of english.ts and spanish.ts missed. People rarely name suicide; they say they are thinking of ending
 * things, tired of living, that they worked out how, that they would not brake, that a flu could finish
 * them off; they hurt themselves with what the job puts in their hands; they ask whether it is normal
 * to want to die, as if asking for someone else; they speak of themselves as "this nurse".
 */

/** Said of oneself (a clause about a patient is left out by the caller, as for english.ts). */
export const englishActs: RegExp[] = [
  // A bullet for oneself: "I'd have put a bullet in my head", "eat a bullet", "pegarme un tiro" (spanish.ts).
  /\b(?:put|putting|puts|a) bullet (?:in|into|through) my (?:head|brain|skull|mouth)\b|\beat(?:ing)? a bullet\b/,
  // Thinking of ending things, or of how.
  re(
    String.raw`\b(?:thinking|thought|thoughts|think) (?:a lot |so much |constantly )?(?:about|of|on) (?:just )?` +
      String.raw`(?:ending (?:it|things|it all|everything|this|my life)|how (?:to|i would|i could|i will) (?:end it` +
      String.raw`|do it|die|disappear|kill myself)|disappearing (?:permanently|for good|forever)` +
      String.raw`|how to disappear (?:permanently|for good|forever))\b`,
  ),
  /\bhow to disappear (?:permanently|for good|forever)\b/,
  re(
    String.raw`\b(?:worked|figured|thought) out (?:exactly )?how (?:i would|to|i will|i am going to|i could|i d)` +
      String.raw` (?:do it|end it|go)\b`,
  ),
  /\b(?:tird|tierd|tiered|tiredd) of (?:living|being alive|existing|life)\b/,
  /\b(?:make|making) (?:it|everything|it all|the pain|all of it) (?:all )?stop (?:for good|forever|permanently)\b/,
  // Asking as if for anyone: "is it normal to think about ending it?".
  re(
    String.raw`\b(?:normal|okay|ok|wrong|weird) to (?:think|thinking|want|wanting|feel like) (?:about )?(?:ending it` +
      String.raw`|ending things|ending (?:my|your) life|dying|killing (?:myself|yourself)|suicide|not being here` +
      String.raw`|not waking up|(?:to )?(?:die|end it|disappear|not wake up|kill (?:myself|yourself)))\b`,
  ),
  // A decision taken, and what is left to those who stay.
  both(
    String.raw`\bmade (?:my|up my) (?:decision|mind)\b|\bmy mind is made up\b`,
    String.raw`\b(?:at peace|made my peace|not (?:their|your|anyones|anyone s) fault|tired of being alive|goodbye)\b`,
  ),
  re(
    String.raw`\btell (?:the team|them|everyone|my family|my kids|my husband|my wife) (?:that )?it (?:was|is) not` +
      String.raw` (?:their|your) fault\b`,
  ),
  /\bif i (?:go|went|do go) through with it\b/,
  /\bstop being (?:everyone is |everybody is |a |the |your )?(?:problem|burden)\b/,
  /\b(?:i am|i am a|a) danger to myself\b/,
  /\bno (?:version of )?(?:next year|the future|tomorrow|a future) (?:that )?(?:has|with|includes) me\b/,
  /\bi know how this ends for me\b|\bnothing (?:left )?in me worth saving\b/,
  /\bone bad (?:night|day|shift) away from (?:swallowing|taking|ending|doing it|driving)\b/,
  // Waiting for something to finish one off; not braking; relief if the plane went down.
  re(
    String.raw`\b(?:hoping|hope|wish|wishing|pray|praying)\b(?: \w+){0,8} (?:finishes|finish|takes|take|knocks)` +
      String.raw` me (?:off|out)\b`,
  ),
  /\b(?:would not|wouldnt) mind if\b(?: \w+){1,5} (?:took|takes|hit|hits|ran over|runs over|killed|take) me\b/,
  /\b(?:would not|will not) (?:even )?(?:pump|hit|touch|use) (?:them|the brakes)\b/,
  /\b(?:went down|crashed|crashes|goes down|hit me|took me out)\b.{0,80}\b(?:relief|relieved)\b/,
  // Means kept, counted, searched for or bought; trust in oneself lost.
  /\b(?:painless|quick|easy|quickest|surest) ways? to (?:die|go|end it|kill myself|do it)\b/,
  // The number to call "when you want to end your life": a crisis line is what the answer should be.
  re(
    String.raw`\b(?:number|line|hotline|who|whom)\b.{0,20}\b(?:call|text|talk to)\b.{0,10}\b(?:when|if)` +
      String.raw` (?:you|u|i|one) (?:want|wants|wanna|feel like|are thinking|am thinking|think) (?:to |about |of )?` +
      String.raw`(?:end(?:ing)?` +
      String.raw` (?:your|my|their) life|kill(?:ing)? (?:yourself|myself)|dying|die|suicide)\b`,
  ),
  // Something rash about to be done ("before I do something stupid, who do I call"); voices that say to die.
  re(
    String.raw`\b(?:before i do|about to do|going to do|might do|before i) (?:something|anything)` +
      String.raw` (?:stupid|dumb|drastic|i (?:will|would|cannot|can not) (?:regret|take back)|i regret|permanent` +
      String.raw`|crazy)\b(?! (?:like|such as|and|with|to|for|at|in)\b)`,
  ),
  re(
    String.raw`\b(?:the )?voices? (?:say|says|tell me|telling me|keep telling me|keep saying|want me) (?:that )?` +
      String.raw`(?:i should|to) (?:die|kill myself|end it|hurt myself)\b`,
  ),
  re(
    String.raw`\bhow to (?:do it|end it|die) (?:painlessly|without (?:it )?(?:hurting|pain|feeling it))\b` +
      String.raw`(?!.*\b(?:patient|patients|pt|wound|dressing|procedure|injection|shot|for (?:him|her|them))\b)`,
  ),
  re(
    String.raw`\b(?:take|taking|swallow|swallowing|down|downing) (?:the|a|my|that) whole bottle\b` +
      String.raw`(?!.*\b(?:pharmacy|dispos\w*|sheriff)\b)`,
  ),
  /\bdo not trust myself\b|\bscared of myself\b|\bafraid of (?:myself|what i might do)\b/,
  re(
    String.raw`\b(?:took|swallowed|taken) (?:a |the )?(?:handful|fistful|bunch|whole bottle) of (?:my )?(?:pills` +
      String.raw`|meds|sleeping pills|tablets)\b.{0,60}\b(?:see what|disappointed|woke up|wake up)\b`,
  ),
  /\b(?:eat|eating|swallow|swallowing|take|taking) all (?:of )?the (?:ativan|lorazepam|pills|meds|morphine|oxy)\b/,
  /\bholding the (?:bottle|pills|gun|rope|blade)\b/,
  /\bbought (?:a )?(?:rope|noose)\b/,
  /\b(?:accident|crash|wreck)\b.{0,60}\bit (?:was not|is not|wasnt) (?:really|an accident)\b/,
  // Hurting oneself with what the job puts in one's hands.
  /\b(?:dig|dug|digging) my (?:nails|fingernails) into my\b/,
  /\b(?:scalpel|razor|blade|knife|lighter|curling iron)\b.{0,50}\bon my (?:arms?|legs?|wrists?|thighs?|stomach|skin)\b/,
  /\bcutting (?:on )?my (?:stomach|belly|thighs?|arms?|legs?|wrists?|hips?)\b|\bwhere nobody (?:looks|can see|sees)\b/,
  // Asking God for a sign to stay, going "home" on one's own schedule, a sin God would understand.
  /\b(?:a )?sign (?:that )?i should stay\b/,
  /\b(?:come|go|going|coming) home on my own (?:schedule|terms|time)\b/,
  both(String.raw`\b(?:suicide|taking my (?:own )?life) (?:was|is) a sin\b`, String.raw`\bgod would understand\b`),
  // The future of harming oneself said plainly, means in hand, a drug kept back from a patient's waste.
  /\b(?:i am going to|im going to|i m going to|gonna|i will|i might) (?:hurt|harm|cut) myself\b/,
  both(String.raw`\b(?:pills|meds|gun|blade|razor|knife|rope|bottle)\b`, String.raw`\bin my hands?\b`),
  both(
    String.raw`\b(?:fentanyl|lorazepam|ativan|morphine|oxy|oxycodone|dilaudid|patch|comfort kit)\b`,
    String.raw`\bin my (?:car|purse|bag|pocket|locker|glovebox)\b|\bi (?:did not|didnt) (?:waste|return|destroy)` +
      String.raw`|\bkept (?:it|one|some|them) for me\b|\bfor me\b`,
  ),
  // Leaving: papers signed and ends tied "before I go", a last month "at all", not being around to use it.
  both(
    String.raw`\b(?:loose ends|guardian|beneficiar\w*|my will|autopay|passwords|affairs)\b`,
    String.raw`\bbefore i (?:go|am gone|leave for good)\b|\bafter (?:i am gone|im gone)\b|\bmy mess after\b`,
  ),
  both(String.raw`\bmy last (?:month|week|day|shift|christmas)\b`, String.raw`\bat all\b|\bfor good\b|\bever\b`),
  /\b(?:will not|wont|will never) be (?:around|here|alive) to (?:use|see|spend|enjoy|need)\b/,
  re(
    String.raw`\b(?:have|got|ve got) it all (?:planned|figured out|worked out) for (?:friday|saturday|sunday` +
      String.raw`|monday|tonight|the weekend)\b`,
  ),
  /\b(?:i am|im|i m|i feel like) (?:just )?(?:dead weight|a waste of (?:space|air|oxygen))\b/,
  // Not a thing made to disappear: "I want the notification badge to disappear permanently".
  re(
    String.raw`\bdisappear(?<!\b(?:badge|banner|message|notification|popup|reminder|alert|icon|button|email` +
      String.raw`|warning|error|box|bar|field|column|tab|link|page|survey|report|dot|count|number|template|draft)s?` +
      String.raw`(?: \w+)? to disappear) (?:for real|for good|permanently)\b(?! from (?:social|facebook|the internet))`,
  ),
  // Signs others around would notice: means stockpiled or hidden, the engine running in a closed garage,
  // hoping to be hit, letters left "just in case", nobody missing one, not waking up.
  both(
    String.raw`\b(?:stockpil\w*|hoard\w*|saving up|second bottle|so nobody notices)\b`,
    String.raw`\b(?:meds|pills|medication|tablets)\b`,
  ),
  /\bgarage\b.{0,50}\bengine (?:running|on)\b/,
  /\bhoping\b.{0,50}\b(?:drifts over|swerves into me|hits me|runs me over|crosses over)\b/,
  both(
    String.raw`\bletters? (?:to|for) my (?:kids|children|family|husband|wife|daughter|son)\b`,
    String.raw`\bjust in case\b`,
  ),
  re(
    String.raw`\b(?:nobody|no one|noone) (?:would|will|d) (?:really )?(?:miss me|notice if i (?:was|were) gone` +
      String.raw`|notice i was gone)\b`,
  ),
  /\bif i (?:did not|didnt|do not|dont) wake up (?:tomorrow|one day|one morning)\b/,
  re(
    String.raw`\b(?:will not|wont|would not|wouldnt) be (?:a|your|anyones|anyone s) (?:problem|burden)` +
      String.raw` (?:much longer|for long|soon|anymore)\b`,
  ),
  /\bpermanently done\b/,
  /\b(?:sleep|go to sleep|fall asleep)\b.{0,30}\band not wake up\b/,
];

/** Spanish, said of oneself. */
export const spanishActs: RegExp[] = [
  // Ir con un ser querido que murió: "quiero irme con mi hijo que murió".
  re(
    String.raw`\b(?:quiero|quisiera|deseo|ojala pudiera|solo quiero) (?:irme|estar|reunirme) con (?:mi|mis)` +
      String.raw` (?:hij[oa]s?|espos[oa]|mama|papa|madre|padre|herman[oa]|bebe|niet[oa])\b.{0,20}` +
      String.raw`\b(?:que (?:se )?(?:murio|fallecio|fue)|que perdi|en el cielo|que ya no esta)\b`,
  ),
  // Arrojarse a algo que mata: "me tiro al metro", "me aviento del puente".
  re(
    String.raw`\bme (?:tiro|aviento|lanzo|arrojo) (?:al|a la|del|de la|desde el|desde la|por el|por la` +
      String.raw`|a las vias del) (?:metro|tren|vias|puente|edificio|azotea|techo|balcon|barranco|precipicio)\b`,
  ),
  // El motor encendido en el garaje cerrado, como en inglés.
  /\b(?:garaje|cochera)\b.{0,50}\bmotor (?:prendido|encendido|andando|en marcha)\b/,
  re(
    String.raw`\b(?:pensando|pienso|pense|pensar) (?:mucho )?(?:en )?(?:como )?(?:acabar con (?:esto|todo|mi vida)` +
      String.raw`|quitarme la vida|quitarse la vida|matarme|suicidarme|desaparecer para siempre|no frenar)\b`,
  ),
  /\bno quiero (?:amanecer|volver a despertar|despertar (?:mas|nunca))\b/,
  re(
    String.raw`\bno me molestaria (?:no despertar|no amanecer|morirme|que (?:\w+ ){0,3}me (?:llevara|atropellara` +
      String.raw`|matara|llevase))\b`,
  ),
  /\bcansad[oa] de (?:vivir|estar viv[oa]|existir|despertar)\b/,
  /\b(?:me tome|tragarme|tomarme) (?:un punado|un puno|una mano|todas las|un monton) de (?:pastillas|pildoras)\b/,
  /\b(?:tragarme|tomarme) todas las (?:pastillas|pildoras)\b/,
  /\b(?:tragarme|tomarme) (?:todo )?el frasco\b/,
  /\bcomo (?:hacerlo|matarme|morirme|quitarme la vida|acabar) sin (?:que (?:me )?duela|dolor|sufrir)\b/,
  /\b(?:planeo|planeando|planeaba|pienso|imagino|imaginando) (?:en )?como lo (?:haria|voy a hacer|hare)\b/,
  /\bcompre (?:la|una) (?:soga|cuerda para)\b/,
  /\b(?:librarse|liberarse|descansar) de mi\b|\bsin mi (?:le|les) (?:iria|irian|ira|iran) mejor\b/,
  /\bno hay (?:un )?(?:ano|futuro|manana) (?:que viene )?para mi\b/,
  /\b(?:formas?|maneras?) de morir sin dolor\b|\bmorir sin dolor\b/,
  both(String.raw`\btome (?:mi|la) decision\b`, String.raw`\b(?:en paz|no fue (?:su|tu) culpa)\b`),
  /\b(?:diganle|digan|dile|decirle) (?:al equipo|a todos|a mi familia|a mis hijos) que no (?:fue|es) (?:su|tu) culpa\b/,
  /\b(?:un )?peligro para mi mism[oa]\b/,
  /\bme voy a ir antes de que (?:tu|dios|el|diosito) me llam\w*\b/,
  /\bsenal para quedarme\b/,
  both(String.raw`\bquitarse la vida (?:era|es) pecado\b`, String.raw`\bdios lo entenderia\b`),
  /\bnormal pensar en (?:quitarse la vida|matarse|morirse|suicidarse|acabar con todo)\b/,
  /\bme clavo las unas\b|\b(?:bisturi|navaja|cuchilla|cutter)\b.{0,40}\ben mi (?:brazo|pierna|muneca|piel|panza)\b/,
  /\bsi (?:el|mi) (?:avion|carro|coche|camion) se (?:cae|cayera|estrella|estrellara)\b.{0,80}\balivio\b/,
  /\bno fue (?:tan |del todo )?(?:un )?accidente\b/,
  // Lo mismo en español: hacerse daño dicho en futuro, el medio en la mano, un medicamento guardado para sí.
  /\bme (?:voy a|quiero|podria|puedo) (?:hacer dano|lastimar|cortar|herir)\b|\bvoy a (?:hacerme dano|lastimarme)\b/,
  both(
    String.raw`\b(?:pastillas|pildoras|pistola|navaja|cuchilla|cuchillo|soga)\b`,
    String.raw`\ben (?:la|mi|mis) manos?\b|\bla miro\b|\bnomas la miro\b`,
  ),
  both(
    String.raw`\b(?:fentanilo|lorazepam|morfina|parche|ativan|oxicodona)\b`,
    String.raw`\ben (?:la guantera|mi bolsa|mi carro|mi coche|mi casillero)\b|\bme (?:quede|guarde) con\b|\bpara mi\b`,
  ),
  both(
    String.raw`\b(?:pendientes|tutor|tutora|se quede con los ninos|testamento|beneficiari\w*|contrasenas)\b`,
    String.raw`\bantes de irme\b|\bcuando ya no este\b|\bpor si (?:un dia )?ya no estoy\b`,
  ),
  both(String.raw`\bmi ultimo (?:mes|dia|turno|ano)\b`, String.raw`\ben todo\b|\bpara siempre\b|\bde todo\b`),
  re(
    String.raw`\b(?:tengo|ya tengo) todo (?:pensado|planeado|listo) para (?:el )?(?:viernes|sabado|domingo|lunes` +
      String.raw`|esta noche|el fin)\b`,
  ),
  /\b(?:pienso|pensar|quiero|ojala) (?:en )?no (?:levantarme|despertarme|despertar) (?:mas|nunca)\b/,
  /\b(?:dejar|deje|dejo) (?:es )?la vida\b|\bdesaparezca de verdad\b|\bdesaparecer (?:de verdad|para siempre)\b/,
  /\bojala\b.{0,50}\bse acabe todo\b|\bese dia lo (?:estoy escogiendo|escojo|elijo) yo\b/,
  /\bnadie me (?:extranaria|echaria de menos|va a extranar)\b|\bsi no (?:despertara|amaneciera) manana\b/,
  // Not waking up as a relief: "si mañana no despierto por lo menos ya no tengo que hacer otra visita".
  re(
    String.raw`\bsi (?:manana )?no (?:despierto|me despierto|amanezco|despertara|amaneciera)\b` +
      String.raw`(?! (?:a tiempo|temprano|con|para|antes|hasta|a las)\b).{0,25}` +
      String.raw`\b(?:por lo menos|al menos|ojala|ya no (?:tengo|tendria|tendre))\b`,
  ),
  both(
    String.raw`\b(?:guardando|junte|juntando|acumulando|acumule)\b`,
    String.raw`\b(?:pastillas|pildoras|medicamentos)\b`,
  ),
];

/**
 * Oneself in the third person, a description owned at the end, or a cry for anyone's help with nothing asked
 * about ("please someone help"): checked whoever the clause names.
 */
export const spokenOfOneself: RegExp[] = [
  /^(?:please )?(?:someone|somebody|anyone|anybody)(?: please)? help(?: me)?(?: please)?$/,
  // "When to tell someone you want to die": asked as if of anyone, said of oneself.
  /\btell (?:someone|somebody|anyone|a person|people) (?:that )?(?:you|i) (?:want|wanna) to (?:die|end it|kill)\b/,
  /\bdecirle a alguien que (?:se|me|te) quier\w* morir\b/,
  re(
    String.raw`\bth(?:is|e) (?:nurse|aide|chaplain|social worker|girl|guy|mama|woman|man)\b.{0,80}\b(?:tired of` +
      String.raw` being alive|(?:does not|doesnt) want to (?:live|be alive|be here)|made up (?:her|his) mind)\b`,
  ),
  /\best[ae] (?:enfermer[oa]|auxiliar|capellan|trabajadora social|mujer|chica)\b.{0,40}\bno quiere vivir\b/,
  both(
    String.raw`\b(?:that is me|thats me|it is me|soy yo|esa soy yo|ese soy yo)\b`,
    String.raw`\b(?:swallow\w*|overdose|kill|die|end it|medicine cabinet|tragar\w*|pastillas|matarse|morir)\b`,
  ),
];
