import { both, re } from './grammar';

/*
 * Veiled distress (docs/duty-of-care.md): what a clinical reviewer writes to get past a screener, and what
 * people in crisis do write — a metaphor for the end, a plan tied to a date, a question that hides intent, a
 * reply to "are you safe?", a line of nothing but numbness, a plea for a call. Read of the writer themselves:
 * a clause about someone else is left out by the caller (contracts/src/distress.ts), and each rule leaves out
 * the work that uses the same words ("which bridge is closed for the patient's visit").
 */

/** A time ahead: a holiday, a birthday, a weekday, the new year. */
const WHEN =
  String.raw`(?:the holidays|christmas|thanksgiving|new years?|my birthday|this weekend|the weekend|friday` +
  String.raw`|monday|tuesday|wednesday|thursday|saturday|sunday|this week|next week|the end of (?:the|this) month` +
  String.raw`|navidad|las fiestas|ano nuevo|mi cumpleanos|este fin de semana|el fin de semana|el viernes|el lunes` +
  String.raw`|el sabado|el domingo|fin de mes|this month|esta semana|este mes` +
  String.raw`|the \d{1,2}(?:st|nd|rd|th)?|el \d{1,2})`;

export const veiled: RegExp[] = [
  // A pet given away with no reason: "i gave my dog to my neighbour yesterday", "le di mi perro a la vecina".
  re(
    String.raw`^(?!.*\b(?:moving|move|allerg\w*|landlord|apartment|baby|deploy\w*|mudanza|me mudo|alergi\w*|bebe` +
      String.raw`|casero|departamento)\b).*(?:\b(?:gave|given|rehomed|re homed) (?:away )?my (?:dog|cat|pets?|puppy` +
      String.raw`|kitten|bird)\b|\b(?:le di|regale|di) (?:a )?mi (?:perro|perrita|gato|gata|mascota)` +
      String.raw` a (?:la|el|mi|un|una|los|las)\b)`,
  ),
  // A metaphor for the end: "the darkness is winning", "the lights are going out in me".
  re(
    String.raw`\b(?:the )?(?:darkness|dark) is (?:winning|taking over|swallowing me|closing in)\b` +
      String.raw`|\b(?:the )?lights? (?:is|are) going out (?:in|inside) me\b` +
      String.raw`|\bla oscuridad (?:esta|me esta|va) (?:ganando|tragando|consumiendo|ganandome)\b` +
      String.raw`|\bse me (?:esta )?apagando (?:la luz|todo) (?:por dentro|dentro)\b|\bme estoy apagando por dentro\b`,
  ),
  // A plan tied to a date: "after the holidays it won't matter", "by new year's it'll all be over for me".
  re(
    String.raw`\b(?:after|by|before|once|on|come) ${WHEN}\b.{0,25}\b(?:it|nothing|none of (?:this|it))` +
      String.raw` (?:will not|is not going to) matter(?: anymore| anyway| to me)?\W*$` +
      String.raw`|\b(?:it will|itll|it is going to|everything will|everything is going to) (?:all )?be over for me\b` +
      String.raw`|\btodo (?:habra terminado|va a terminar|se va a acabar|habra acabado|terminara|se acabara)` +
      String.raw` para mi\b|\b(?:despues de|para|antes de) ${WHEN}\b.{0,25}\bya no (?:va a )?importar(?:a|e)?\W*$` +
      // …or the other way round: "not going to matter after this week anyway", "total después de esta semana ya no
      // importa".
      String.raw`|\b(?:not|will not|is not|wont) going to matter (?:after|by|past) ${WHEN}\b` +
      String.raw`|\bdespues de ${WHEN}\b.{0,10}\bya no importa\b`,
  ),
  // A question that hides intent: a floor to jump from "to be sure", whether a way of dying is painless, the
  // highest bridge asked of no one's visit.
  re(
    String.raw`\b(?:what|which|how high a|how many) (?:floor|floors|story|stories|storey|height)\b.{0,40}` +
      String.raw`\b(?:jump|fall)\b.{0,30}\b(?:to be sure|to make sure|for sure|to die|to not survive|fatal)\b` +
      String.raw`|\b(?:que|cual|cuantos) (?:piso|pisos|altura)\b.{0,40}\b(?:tirarse|tirarme|aventarse|saltar|caer)` +
      String.raw`\b.{0,30}\b(?:asegurar\w*|seguro|segura|morir|no sobrevivir)\b`,
  ),
  re(
    String.raw`\bis (?:carbon monoxide|co poisoning|hanging|drowning|an overdose|overdosing|bleeding out|freezing` +
      String.raw`|jumping) painless\b|\b(?:painless|quickest|easiest) (?:way|ways|method) to (?:die|go|end it)\b` +
      String.raw`|\b(?:es|sera) (?:indoloro|sin dolor) (?:el monoxido|ahorcarse|ahogarse|una sobredosis|morir)\b` +
      String.raw`|\b(?:forma|manera) (?:mas )?(?:facil|rapida|indolora|sin dolor) de (?:morir|irse|acabar)\b`,
  ),
  re(
    String.raw`^(?!.*\b(?:patient|patients|pt|family|visit|route|paciente|pacientes|familia|visita|ruta|closed` +
      String.raw`|cerrado|traffic|trafico)\b)\W*(?:which|what|cual|que) (?:bridge|building|parking garage|puente` +
      String.raw`|edificio|estacionamiento)\b.{0,25}\b(?:highest|tallest|mas alto|mas alta)\b`,
  ),
  // Vanishing owed: "honestly I should just disappear", "debería desaparecer".
  re(
    String.raw`\bi should (?:just )?(?:disappear|not be here|not exist|be gone|go away forever)\b` +
      String.raw`(?! (?:for|on|to|into|from|until|till)\b)|\bdeberia (?:simplemente |mejor )?(?:desaparecer` +
      String.raw`|no existir|no estar aqui)\b(?! (?:de|del|por|unos|una|un|hasta)\b)`,
  ),
  // "Are you safe?" answered no; a line of nothing but numbness; pills already taken; a call asked for, alone.
  /\b(?:if|whether) i (?:am|m) safe\b.{0,6}\bno\b|\bsi estoy (?:a salvo|segur[oa])\b.{0,6}\bno\b/,
  // …or asked and answered: "'are you safe right now?' answered 'no'", "'¿estás a salvo?' le contesté 'no'",
  // "'are u thinking about killing urself?' answered 'yes'".
  re(
    String.raw`\b(?:are you|r u|you|u|estas|esta usted) (?:safe|a salvo)\b.{0,30}\b(?:answered|replied|said|wrote` +
      String.raw`|texted|le conteste|conteste|le dije|respondi|le respondi)\W+(?:no|nope|not really|nah)\b` +
      String.raw`|\b(?:killing|kill|hurt|hurting|harm|harming) (?:yourself|urself|ur self)\b.{0,30}\b(?:answered` +
      String.raw`|replied` +
      String.raw`|said|wrote|texted)\W+(?:yes|yeah|yep|ya)\b|\b(?:suicidarte|matarte|hacerte dano|quitarte la vida)\b` +
      String.raw`.{0,30}\b(?:le dije que si|conteste que si|respondi que si|le dije si|si sigo|si todos los dias)\b`,
  ),
  /^(?:(?:numb|empty|nothing|hollow|entumecid[oa]|vaci[oa]|nada|huec[oa])\W*){2,}$/,
  re(
    String.raw`^(?:ya )?me (?:las|los) (?:tome|trague)(?: todas| todos)?\W*$` +
      String.raw`|^(?:i )?(?:already )?(?:took|swallowed) (?:them|it) all\W*$`,
  ),
  re(
    String.raw`^(?:please )?(?:can|could|would) (?:someone|somebody|anyone|you) (?:please )?call me(?: please| now` +
      String.raw`| asap)?\W*$|^(?:por favor )?(?:alguien )?(?:me puede|me podria|puede|podria) llamar(?:me)?` +
      String.raw`(?: alguien)?(?: por favor)?\W*$`,
  ),
  // Wanting to be with one's dead: "quiero irme con mi mamá, murió el año pasado".
  both(
    String.raw`\bquiero (?:irme|estar|reunirme) con (?:mi|mis) \w+|\bi (?:want|wanna|just want) to be with my \w+`,
    String.raw`\b(?:murio|fallecio|fallecieron|murieron|en el cielo|descanse en paz|(?:she|he|they) (?:died|passed)` +
      String.raw`|in heaven)\b`,
  ),
  // Suicidal thoughts back, in Spanish as in English ("los pensamientos suicidas volvieron"); nothing will get
  // better, said of no thing; a dark joke about a crash that would at least stop the work.
  re(
    String.raw`\b(?:los|mis|esos|estos) (?:pensamientos|ideas|impulsos) (?:suicidas|de (?:suicidio|matarme|morir))` +
      String.raw` (?:volvieron|regresaron|han vuelto|estan de vuelta|no se van|no paran|empeoraron|son peores` +
      String.raw`|otra vez)\b|\b(?:volvieron|regresaron|han vuelto) (?:los|mis|esos) (?:pensamientos|ideas|impulsos)` +
      String.raw` (?:suicidas|de (?:suicidio|matarme|morir))\b(?! (?:del|de la|de los|de mi|de su)\b)`,
  ),
  re(
    String.raw`(?<!\b(?:wifi|sistema|app|internet|programa|portal|software|servicio|senal|trafico|clima|excel)\s)` +
      String.raw`\b(?:nunca|jamas) (?:va|van) a mejorar\b|\bnada va a mejorar\b|\bno (?:va|van) a mejorar nunca\b`,
  ),
  re(
    String.raw`\bif i (?:crash|crashed|die|died|get hit|got hit|do not wake up|never wake up|never woke up|get in an` +
      String.raw` accident|got in an accident|drive off the road)\b.{0,60}\bat least\b` +
      String.raw`|\bsi (?:choco|me choco|me muero|me muriera|no despierto|no despertara|me atropellan` +
      String.raw`|me atropellaran)\b` +
      String.raw`.{0,60}\b(?:al menos|por lo menos|de perdida|aunque sea)\b`,
  ),
  // Not caring whether one lives ("no me importa si vivo o muero", "me da igual lo que me pase"); done with life
  // ("I'm done. with the agency, with people, with life", "harta de todo… de la vida", not "la vida nocturna").
  re(
    String.raw`\b(?:no me importa|me da igual|me vale|ya no me importa) (?:si vivo o (?:si )?muero|lo que me pase` +
      String.raw`|si me muero|si despierto|vivir o morir|si amanezco)\b` +
      String.raw`|\b(?:i am|im) done\b.{0,40}\bwith (?:life|living|being alive|existing)\b` +
      String.raw`|\b(?:harta|harto|cansada|cansado|hasta la madre)\b.{0,40}\bde (?:la vida|vivir|existir)\b` +
      String.raw`(?! (?:nocturna|social|laboral|de oficina|en la ciudad|de pareja)\b)`,
  ),
  // The last thing one does for them; when one is no longer here; help asked for oneself, in Spanish as in English.
  re(
    String.raw`\b(?:it will|itll|this will|that will|it is going to|this is going to) be the last thing i do for` +
      String.raw` (?:them|you|you all|yall|the team|the agency|this place|everyone)\b` +
      String.raw`|\b(?:va a ser|sera|es) lo ultimo que (?:haga|hago|hare) (?:por|para) (?:ellos|ellas|ustedes|ti|la` +
      String.raw` agencia|el equipo|todos)\b|\bcuando ya no (?:este|estemos|exista)\b(?! (?:en|de|aqui|disponible` +
      String.raw`|trabajando)\b)`,
  ),
  /^(?:por favor |porfa )?(?:ayudame|ayudeme|necesito ayuda)(?: por favor| porfa)?\W*$/,
  // Tomorrow it is over; nothing matters; sorry for being a burden; the only rest is death; an end by not eating.
  re(
    String.raw`\b(?:tomorrow|tonight|soon)\b.{0,10}\b(?:it will|itll|everything will|it is going to` +
      String.raw`|it is all going to)` +
      String.raw` (?:all )?be over\W*$|\b(?:manana|esta noche|pronto)\b.{0,10}\btodo (?:va a terminar|se va a acabar` +
      String.raw`|se acaba|terminara|se acabara|habra terminado)\W*$`,
  ),
  /(?:^|[.!?]\s*|\bnever mind\W*)(?:nothing|nada) (?:matters|importa)(?: anymore| ya| nada)?\W*$/,
  re(
    String.raw`\b(?:perdon|perdonen|lo siento|disculpen|sorry) (?:por ser|for being) (?:una carga|un estorbo|a burden` +
      String.raw`|such a burden)\b`,
  ),
  re(
    String.raw`\bthe only (?:rest|peace|way out|relief|escape)\b.{0,30}\b(?:is|would be) (?:death|dying|to die` +
      String.raw`|not waking up|to not wake up)\b`,
  ),
  re(
    String.raw`\b(?:going to|gonna|i will|i am going to) stop (?:eating|taking my meds|taking my medication` +
      String.raw`|drinking water)\b.{0,20}\b(?:see what happens|let it happen|for good|until (?:i|it))\b` +
      String.raw`|\bvoy a dejar de (?:comer|tomar mis medicinas|tomar mis pastillas)\b.{0,20}\b(?:ver que pasa` +
      String.raw`|a ver que` +
      String.raw` pasa|para siempre|hasta)\b`,
  ),
  // Empty, and that is all one feels: "vacía. eso es todo lo que siento. vacía".
  both(
    String.raw`\b(?:vaci[oa]|empty|numb|hollow|nada|nothing)\b`,
    String.raw`\b(?:es todo lo que siento|is all i feel)\b`,
  ),
  // Love left as the whole message: "tell my mom I love her", "dile a mi mamá que la quiero".
  re(
    String.raw`^(?:please )?(?:tell|let) my (?:mom|mother|dad|father|kids|children|family|husband|wife|son|daughter` +
      String.raw`|sister|brother) (?:know )?(?:that )?i love (?:her|him|them)\W*$|^(?:por favor )?(?:dile|diganle` +
      String.raw`|digale)` +
      String.raw` a mi (?:mama|madre|papa|padre|familia|hij[oa]s?|espos[oa]|herman[oa]) que (?:la|lo|los` +
      String.raw`|las) quiero\W*$`,
  ),
  // Pets and children placed "if something happens to me": "who do i put down to take my dogs if something
  // happens to me", "¿quién se queda con mis gatos si me pasa algo?".
  re(
    String.raw`\b(?:take|keep|look after|watch|adopt|get|have) my (?:dogs?|cats?|pets?|kids|children|babies)\b.{0,40}` +
      String.raw`\bif (?:something|anything) (?:happens|happened) to me\b|\b(?:se queda|se quede|quedarse|cuida|cuide` +
      String.raw`|cuidar) (?:con )?(?:a )?mis (?:perros?|gatos?|mascotas?|hijos|hijas|ninos)\b.{0,40}\bsi (?:me pasa` +
      String.raw`|algo me pasa|me llega a pasar|me pasara)\b`,
  ),
  // An attempt before and the same again; means set out; a will made young "because it felt right"; time to stop
  // fighting; a gun bought with no reason given.
  re(
    String.raw`\b(?:tried|attempted) to (?:overdose|kill myself|end it|end my life|die)\b.{0,60}\b(?:again|same way` +
      String.raw`|same as then)\b|\bintente (?:suicidarme|matarme|quitarme la vida` +
      String.raw`|una sobredosis)\b.{0,60}\b(?:otra vez` +
      String.raw`|de nuevo|igual que entonces|lo mismo)\b`,
  ),
  re(
    String.raw`^(?:the |my |all the |all my )?(?:pills|meds|rope|gun|knife|blade)s? (?:are|is) (?:on the counter` +
      String.raw`|on the` +
      String.raw` table|in front of me|next to me|ready|lined up|counted)\W*$|^(?:las |mis )?(?:pastillas|pildoras` +
      String.raw`|medicinas|la soga|la cuerda|la pistola) (?:ya )?(?:estan|esta) (?:en la mesa|listas?|frente a mi` +
      String.raw`|contadas|junto a mi)\W*$`,
  ),
  re(
    String.raw`^(?!.*\b(?:baby|married|wedding|house|mortgage|divorce|bebe|boda|casa|hipoteca|divorcio|me case)\b)` +
      String.raw`.*(?:\b(?:updated|wrote|made|did|finished|signed) (?:my )?(?:will|testament)\b.{0,60}\b(?:felt right` +
      String.raw`|feels right|just in case|\d{2} (?:years old|yo)|at \d{2})\b|\b(?:hice|actualice|firme|termine)` +
      String.raw` (?:mi )?testamento\b.{0,60}\b(?:lo correcto|por si acaso|con \d{2} anos|\d{2} anos)\b)`,
  ),
  re(
    String.raw`\b(?:ya )?es hora de (?:dejar de luchar|rendirme|dejar de pelear)\b|\b(?:its` +
      String.raw`|it is) time (?:for me )?to` +
      String.raw` (?:stop fighting|let go|give up)\W*$|\bcompre (?:un arma|una pistola` +
      String.raw`|una soga)\b(?!.*\b(?:proteccion` +
      String.raw`|defensa|caceria|seguridad|para la casa|permiso|licencia)\b)`,
  ),
  // Not making it through the weekend; passwords left "if I don't show up"; not going on; how long an overdose
  // takes, asked of no one's illness; a joke about who goes first that was no joke.
  re(
    String.raw`\bi (?:do not|dont) think i (?:will|can|am going to) make it (?:through|to|past|until) (?:the weekend` +
      String.raw`|tonight|this week|monday|tomorrow|the night|christmas|the holidays)\b|\bno creo que (?:llegue` +
      String.raw`|aguante` +
      String.raw`|sobreviva) (?:al|a|hasta) (?:el )?(?:fin de semana|lunes|manana|esta noche)\b`,
  ),
  re(
    String.raw`\bif i (?:do not|dont) (?:show up|come in|make it|wake up|answer)\b.{0,40}\b(?:passwords?|keys|will` +
      String.raw`|insurance|papers|the dog|my kids|letter|note)\b|\bsi no (?:llego|aparezco|vengo|contesto)\b.{0,40}` +
      String.raw`\b(?:contrasenas|claves|llaves|testamento|seguro|papeles|carta)\b` +
      String.raw`|\b(?:i am not|im not) going on\W*$|\b(?:i am not|im not) going on\b(?= (?:anymore|like this|if` +
      String.raw`|after)\b)`,
  ),
  re(
    String.raw`^(?!.*\b(?:patient|patients|pt|paciente|pacientes|family|familia)\b).*\b(?:cuanto tarda|cuanto tiempo` +
      String.raw` tarda|how long does|how long would|how long until)\b.{0,40}\b(?:sobredosis|overdose|od)\b`,
  ),
  re(
    String.raw`\b(?:joked|joking|bromeamos|bromeando)\b.{0,60}\b(?:kill (?:ourselves|themselves|myself)|die first` +
      String.raw`|matarnos|morir primero)\b.{0,40}\b(?:not joking|neither of us was joking|ninguno estaba bromeando` +
      String.raw`|no era broma)\b`,
  ),
  // The crisis line asked for oneself; a death one is to blame for and cannot live with; tired of existing;
  // feeling dead already; wanting to die at the end of the day's work ("…and then go home and want to die").
  re(
    String.raw`\b(?:crisis line|crisis number|988|hotline|linea de crisis|numero de crisis)\b.{0,60}\b(?:for me` +
      String.raw`|para mi)\b` +
      String.raw`(?!.*\b(?:(?<!not )for|(?<!no )para) (?:a|the|my|our|un|una|el|mi) (?:patient|paciente|poster|cartel` +
      String.raw`|flyer|volante)\b)` +
      String.raw`|\b(?:cansad[oa]|agotad[oa]|hart[oa]) de existir\b|\bsiento que ya estoy muert[oa]\b` +
      String.raw`|\bi feel like i am already dead\b|\b(?:and|then) (?:just |only |kind of |kinda )?(?:want|wanna` +
      String.raw`|wish)` +
      String.raw` to die\b`,
  ),
  both(String.raw`\bno puedo vivir con (?:esto|eso|esta culpa)\b`, String.raw`\b(?:culpa|no me lo perdono)\b`),
  // Hidden in a question about the app: what happens to one's account or pay "if I die … asking seriously",
  // nobody to be told if one writes something dark, a funeral planned at 34, no plans after Friday.
  re(
    String.raw`\bwhat happens to my (?:account|pto|vacation|pay|money|benefits|data)\b.{0,20}\b(?:when|if) i die\b` +
      String.raw`|\b(?:que pasa|quien recibe)\b.{0,40}\b(?:mi|mis) (?:vacaciones|dinero|cuenta|sueldo|pago` +
      String.raw`|beneficios)` +
      String.raw`\b.{0,30}\b(?:si|cuando) me (?:muero|muera|pasa algo)\b|\b(?:si|cuando) me (?:muero|muera` +
      String.raw`|pasa algo)\b` +
      String.raw`.{0,40}\bpregunto en serio\b`,
  ),
  re(
    String.raw`\b(?:nobody|no one|noone) (?:gets|get|is) (?:notified|alerted|told)\b.{0,30}\bif i (?:write|say|put` +
      String.raw`|answer)\b.{0,20}\b(?:dark|bad|something)\b|\bno (?:avisen|notifiquen|alerten|le avisen) a nadie si` +
      String.raw` (?:escribo|pongo|digo|contesto)\b`,
  ),
  re(
    String.raw`\b(?:plan|planning|planear|planeando|plan out) (?:your|my|mi|tu) (?:own |propio )?funeral\b.{0,20}` +
      String.raw`\b(?:at|a los|con) \d{2}\b|\bno tiene (?:caso|sentido) hacer planes (?:despues|para despues)\b` +
      String.raw`|\bno point (?:in )?making plans (?:after|for after|past)\b`,
  ),
  // Giving one's things away, begun, with no reason: "he empezado a regalar mis libros y mis plantas".
  re(
    String.raw`\b(?:empece|he empezado|estoy|ando|comence) (?:a )?regal(?:ar|ando) (?:todas )?mis (?:libros|plantas` +
      String.raw`|cosas|ropa|joyas|discos|herramientas)\b(?!.*\b(?:porque|ya que|me mudo|mudanza|me voy a mudar` +
      String.raw`|limpieza|no caben|alguien (?:los|las|lo|la) quiere|quien (?:los|las|lo|la) quiere|a las nuevas` +
      String.raw`|a los nuevos)\b)`,
  ),
  // Everything burnt down with oneself in it: "burn it all down, me included", "que se queme todo, yo incluida".
  re(
    String.raw`\b(?:burn|blow|tear|torch|burning|blowing) (?:it|everything|this|all of it) (?:all )?(?:down` +
      String.raw`|up)\b.{0,15}` +
      String.raw`\b(?:me included|including me|with me in it|and me with it|me too)\b|\bque se (?:queme|hunda|acabe)` +
      String.raw` todo\b.{0,15}\b(?:yo incluid[oa]|conmigo dentro|y yo con el|incluyendome)\b`,
  ),
  // A rope or a gun kept at hand, with no errand for it: "had the rope in my trunk since sunday".
  re(
    String.raw`\b(?:the |a )?(?:rope|noose|gun|pistol|firearm|cuerda|soga|pistola|arma)\b.{0,20}` +
      String.raw`\b(?:in|en) (?:my|mi) (?:trunk|car|glove ?box|locker|nightstand|cajuela|maletero|carro|coche` +
      String.raw`|guantera|buro|mesita)\b(?!.*\b(?:protection|camping|hunting|range|tow|towing|moving|proteccion` +
      String.raw`|caceria` +
      String.raw`|campamento|mudanza|security|seguridad|permit|licen[cs]\w*|legal|work|trabajo)\b)`,
  ),
  // Not coming back "to anything"; final notes left for one's team; a pet handed over for good or placed; driving
  // fast hoping something happens; deserving to suffer; both of us should disappear.
  re(
    String.raw`\bnot coming back\W{0,3}(?:to anything|to life|ever)\b|\bno (?:voy a volver|vuelvo)\W{0,3}a (?:nada` +
      String.raw`|ningun lado|la vida)\b|\bleave (?:final|last|goodbye) (?:notes?|messages?|words?) (?:for` +
      String.raw`|to) (?:my|the)` +
      String.raw` (?:team|family|kids|staff|coworkers)\b|\bdejar (?:notas|mensajes|cartas) (?:finales|de despedida)` +
      String.raw` (?:para|a) (?:mi|el) (?:equipo|familia|hijos)\b`,
  ),
  both(
    String.raw`\b(?:perr[oa]|gat[oa]|mascota|dog|cat|pet)\b`,
    String.raw`\bque se (?:la|lo) quede\b|\b(?:organice|arregle|decidi|ya se) quien se queda con (?:mi|mis)\b` +
      String.raw`|\b(?:figured out|decided|arranged|sorted out) who (?:gets|takes|keeps) my\b|\btold (?:him|her` +
      String.raw`|them) to keep` +
      String.raw` (?:her|him|it|them)(?: for good)?\W*$`,
  ),
  re(
    String.raw`\b(?:manejo|conduzco) (?:muy )?rapido\b.{0,30}\besperando que (?:pase algo|me pase algo|choque)\b` +
      String.raw`|\bdrive (?:too |really |so )?fast\b.{0,30}\bhoping (?:something happens|i crash|for something)\b` +
      String.raw`|\bi deserve to suffer\b|\bmerezco sufrir\b|\b(?:los dos|ambos|we both|both of us)\b.{0,20}` +
      String.raw`\b(?:deberiamos|should) (?:desaparecer|disappear|morir|die)\b`,
  ),
  // The last of everything on a date; a plan set and a weekend to get through; everything put in order or wiped
  // "clean" before a day, with no move, leave or audit given; one's words left to be read "after".
  re(
    String.raw`\blast everything\b|\bmi ultimo todo\b|\bmy plan is (?:pretty much |all |basically |finally )?` +
      String.raw`(?:set|ready|in place|made|final)\b(?! (?:for|to|with|on|up)\b)(?=.{0,40}\b(?:get (?:through|thru)` +
      String.raw`|weekend|friday|tonight|soon|then)\b)|\bmi plan (?:ya )?(?:esta|quedo) (?:listo|hecho|decidido)\b` +
      String.raw`(?! (?:para|de|con)\b)`,
  ),
  re(
    String.raw`^(?!.*\b(?:vacation|vacaciones|move|moving|mudanza|me mudo|audit|auditoria|inspection|inspeccion` +
      String.raw`|surgery|cirugia|leave|licencia|baja|maternity|maternidad|trip|viaje|new job|nuevo trabajo|taxes` +
      String.raw`|impuestos|closing|cierre)\b).*(?:\b(?:dejar|dejo|deje|tener|poner|quiero) (?:todo|mis cosas` +
      String.raw`|mis asuntos|mis papeles) (?:en orden|limpio|arreglado)\b.{0,30}\b(?:antes de|para) ${WHEN}\b` +
      String.raw`|\b(?:get|put|leave|have|getting|putting|want) (?:everything|my affairs|my things|my stuff|it all` +
      String.raw`|it)` +
      String.raw` (?:all )?(?:in order|clean|sorted|tidy) (?:before|by) (?:then|${WHEN})\b` +
      String.raw`|\b(?:my affairs|mis asuntos) (?:are |estan )?(?:in order|en orden)\b)`,
  ),
  re(
    String.raw`\b(?:leave|give) (?:it|this|them|my (?:journal|notes|entries|diary|letters)) (?:for` +
      String.raw`|to) my (?:husband|wife` +
      String.raw`|partner|kids|children|family|mom|dad|son|daughter|sister|brother) to (?:read|find|have)(?: it` +
      String.raw`| them)?` +
      String.raw` (?:after|afterwards|when i am gone|when im gone)\W*$|\b(?:dejar(?:selo|selos|lo|la)?|dejarle)` +
      String.raw` (?:a|para) (?:mi|mis) (?:esposo|esposa|marido|hijos|hijas|familia|mama|papa|hermana|hermano)` +
      String.raw` para (?:que lo lean?|leerlo|que lo encuentren?) (?:despues|cuando ya no este)\b`,
  ),
  // What one writes would scare people: "is the mood tracker private? because my answers would scare people".
  re(
    String.raw`\b(?:my answers|my entries|what i (?:write|wrote|put|say|type|really feel|feel)|mis respuestas` +
      String.raw`|lo (?:que|q) (?:escribo|pongo|siento|digo|escribi))\b.{0,20}\b(?:would|will|could|might` +
      String.raw`|would really)?` +
      String.raw` ?(?:scare|frighten|freak out|terrify|asusta\w*|espanta\w*|da miedo|daria miedo)\b`,
  ),
  // Leaving this world; a pact, and things given away or an end; a will made and a strange calm; goodbyes that
  // nobody knows are goodbyes.
  re(
    String.raw`\b(?:ya )?me voy (?:a ir )?de este mundo\b|\b(?:just )?(?:finished|made|did|wrote|signed|updated)` +
      String.raw` (?:my )?(?:will|testament)\b.{0,40}\b(?:how calm|so calm|calm now|at peace|feel calm|strangely calm` +
      String.raw`|en paz|tranquil[oa])\b|\b(?:hice|termine|firme|actualice) (?:mi )?testamento\b.{0,40}` +
      String.raw`\b(?:en paz|tranquil[oa]|calmad[oa])\b`,
  ),
  both(
    String.raw`\b(?:made|have|making|make) (?:a|an|our) (?:\w+ )?pact\b|\b(?:hicimos|hacer|tenemos|hizimos)` +
      String.raw` (?:como )?un pacto\b`,
    String.raw`\b(?:giving away|give away|gave away|regalando|regalar|regalamos|die|dying|morir|morirnos` +
      String.raw`|desaparecer|disappear|end it|suicid\w*|kill ourselves|matarnos|no despertar|not wake up)\b`,
  ),
  // Passed a bridge and did not stop, "yet"; wanting to be found; what is left after every loss; no point in
  // being scheduled; asking whether wanting to disappear is normal.
  re(
    String.raw`\b(?:didnt|did not|no) (?:stop|jump|pull over|me pare|pare|salte)\W*(?:yet|todavia|aun)\W*$` +
      String.raw`|\bi want (?:someone|somebody) to find me\b|\bquiero que alguien me encuentre\b` +
      String.raw`|\bno tiene sentido (?:que|q) me (?:pongan|programen|anoten` +
      String.raw`|agenden) en el (?:horario` +
      String.raw`|calendario|rol)\b|\b(?:es normal|is it normal to) (?:querer |want to |wanting to )?(?:desaparecer` +
      String.raw`|morir|no despertar|disappear|die|vanish|not wake up)\b`,
  ),
  // Why bother, alone: hope gone in two words.
  /^(?:why bother|what is the point|para que seguir)(?: (?:anymore|anyway|ya|emoji\w+))*\W*$/,
];

/**
 * A handover that says one will not be back ("notas para quien me reemplace … no voy a volver"): a goodbye, so
 * excused by a reason as one is (`FAREWELL_REASON`).
 */
export const veiledFarewells: RegExp[] = [
  // Goodbye said to everyone by the writer ("said goodbye to everyone today"), not by Sam before maternity leave.
  /(?:^|\bi |\bi have |\bjust |[.,!;] )(?:said|saying|say) goodbye to (?:most|everyone|everybody|all|people)\b/,
  // Goodbyes the others do not know are goodbyes: "saying my goodbyes to the team on friday, they just dont know it
  // yet", "me estoy despidiendo de todos, ellos no lo saben".
  re(
    String.raw`\b(?:saying|said|say) (?:my )?goodbyes?\b.{0,60}\b(?:dont|do not|doesnt|does not) know (?:it|that)` +
      String.raw`(?: yet)?\b|\bme (?:estoy )?despid\w*\b.{0,60}\bno (?:lo )?sabe\w*(?: todavia| aun)?\b`,
  ),
  // "just wanted to say bye i guess. thx for the check ins".
  /\b(?:i )?(?:just )?(?:wanted|want) to say (?:bye|goodbye)\b(?! to (?:the|my|our) (?:patient|family|pt)\b)/,
  both(
    String.raw`\b(?:para (?:quien|el que|la que) (?:me reemplace|me sustituya|tome mis pacientes|se quede con mis` +
      String.raw` pacientes)|gracias por todo)\b`,
    String.raw`\bno (?:voy a volver|vuelvo|regreso|voy a regresar|me van a ver mas)\b` +
      String.raw`(?! (?:hasta|el|la|en|antes|despues|manana|pronto|a tiempo|de|del)\b)`,
  ),
];
