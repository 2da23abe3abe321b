import { both, re } from './grammar';

/** A screen or a place one cannot get out of: "no hay salida de la pantalla de ajustes". */
const SCREENS_AND_PLACES =
  String.raw`(?:pantalla|app|aplicacion|pagina|menu|formulario|encuesta|configuracion|ajustes|ventana` +
  String.raw`|estacionamiento|edificio|parqueo|calle|sistema|modulo|portal)`;
/** Going mad over a task ("… buscando el botón", "… con este formulario"), not over one's life. */
/** Disappearing for a while, or from somewhere: a holiday, not a wish ("desaparecer una semana en la playa"). */
const FOR_A_WHILE =
  String.raw`(?! (?:una|un|unos|unas|por (?:un|una|unos|unas|el|la)|de vacaciones|a la playa|en la playa|del chat` +
  String.raw`|del grupo|de la oficina|de la reunion|de la junta|del trabajo un)\b)`;

export const NOT_A_TASK =
  String.raw`(?! (?:buscando|tratando|intentando|llenando|haciendo|configurando|arreglando|con (?:el|la|este|esta` +
  String.raw`|estos|estas|los|las)|por (?:el|la|este|esta))\b)`;

/** What reads as distress in Spanish (docs/duty-of-care.md). */
export const spanishConcepts: RegExp[] = [
  // Thinking how to do it oneself; a plan for a day no one is home; no se puede sin estar sobria: "pensar en cómo
  // hacerlo yo", "mi plan es el sábado cuando mi esposo no esté".
  re(
    String.raw`\b(?:pensar|pienso|pensando|pensar) en como hacerlo (?:yo|yo mism[oa])\b` +
      String.raw`|\bmi plan es (?:para )?(?:el )?` +
      String.raw`(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|esta noche|manana|este fin)\b.{0,40}` +
      String.raw`\b(?:no este|no estan|este fuera|esten fuera|se vaya|salga|de viaje|sol[oa])\b`,
  ),
  // Bottles of a pill bought, and knowing what it does: "compré tres frascos de paracetamol … sé lo que le hace al
  // hígado".
  re(
    String.raw`\b(?:compre|he comprado|tengo|junte|guarde)\b.{0,25}\b(?:frascos|cajas|botes)\b.{0,20}\b(?:paracetamol` +
      String.raw`|tylenol|acetaminofen|pastillas|ibuprofeno)\b(?=.*\bse (?:lo que|como|cuanto) (?:le )?(?:hace|hacen` +
      String.raw`|hay que|basta)\b)|\bpara que (?:alguien )?me encuentren?\b(?= (?:rapido|pronto|a tiempo|luego))`,
  ),
  re(
    String.raw`\b(?:suicidarme|matarme|quitarme la vida|acabar con mi vida|terminar con mi vida` +
      String.raw`|quitarme de en medio|colgarme|tirarme)\b`,
  ),
  re(
    String.raw`\b(?:pienso|pensado|pensando|pense|idea|ideas|pensamientos) (?:\w+ ){0,2}(?:en ` +
      String.raw`|de )?(?:suicidarme|el suicidio|suicidio|matarme|morirme|quitarme la vida|desaparecer|no estar` +
      String.raw`|acabar con todo|dejar de existir)\b`,
  ),
  /\b(?:soy|estoy|me siento|me he sentido) (?:\w+ )?suicida\b/,
  // The pronoun before the verbs that lead to it: "ya decidí que me voy a matar", "me pienso colgar" — not
  // "me voy a matar estudiando" nor someone else's "me va a matar".
  re(
    String.raw`\bme (?:voy a|vo a|quiero|pienso|puedo|podria|deberia|tengo que|necesito|planeo|decidi)(?: \w+){0,2}` +
      String.raw` (?:matar|suicidar|ahorcar|colgar|quitar la vida|envenenar|pegar un tiro|dar un tiro|disparar` +
      String.raw`|(?:tirar|aventar|lanzar|echar) (?:del|de un|de una|desde|por la ventana|al tren|a las vias|bajo))\b` +
      String.raw`(?! (?:trabajando|estudiando|corriendo|haciendo|de (?:risa|hambre|cansancio|trabajo)` +
      String.raw`|a (?:trabajar|estudiar|correr)|con (?:el|la|los|las|este|esta|estos|estas|tanto|tanta)` +
      String.raw`|en el (?:pie|gym|gimnasio|trabajo))\b)`,
  ),
  // Quitting life, and not minding whether one lives: "hablo de renunciar a la vida", "me vale si vivo o me muero".
  /\brenunciar a (?:la|mi) vida\b/,
  re(
    String.raw`\bme (?:vale|da igual|da lo mismo|importa poco|tiene sin cuidado) (?:si )?(?:vivo o (?:me )?muero` +
      String.raw`|vivir o morir|morir|morirme|seguir viva|seguir vivo)\b`,
  ),
  re(
    String.raw`\b(?:tengo|he tenido|vuelvo a tener) (?:\w+ )?(?:ideas|pensamientos|ideacion)` +
      String.raw` (?:suicidas?|de suicidio|de morir|de matarme)\b`,
  ),
  // Something rash about to be done, and a call asked for first; voices that say to die.
  re(
    String.raw`\bantes de (?:que )?(?:haga|hacer|cometer) (?:una locura|una tonteria|una estupidez` +
      String.raw`|algo (?:malo|grave|estupido|de lo que me arrepienta))\b(?! (?:como|tipo)\b)`,
  ),
  /\blas voces (?:me )?(?:dicen|piden|repiten|ordenan) que (?:me mate|me muera|me haga dano|me corte|acabe con)\b/,
  /\b(?:hacerme dano|lastimarme|cortarme|herirme|castigarme)\b/,
  re(
    String.raw`\b(?:me quiero|quiero|quisiera|me quisiera|me gustaria|deseo|desearia|ganas de` +
      String.raw`|tengo ganas de) (?:\w+ )?(?:morir|morirme|estar muerta|estar muerto|desaparecer${FOR_A_WHILE}` +
      String.raw`|dejar de existir|no existir|no despertar|dormir para siempre|no estar aqui|irme para siempre)\b`,
  ),
  re(
    String.raw`\b(?:ojala|ojala que) (?:\w+ ){0,2}(?:no despertar|no despierte|no despertara|morir|me muera` +
      String.raw`|muriera|desaparecer|desaparezca|desapareciera|no existir|no existiera|no hubiera nacido)\b`,
  ),
  re(
    String.raw`\bno (?:quiero|quisiera|deseo|tengo ganas de) (?:seguir )?(?:vivir|viviendo|existir|despertar` +
      String.raw`|despertarme|estar aqui|seguir aqui` +
      String.raw`|seguir(?! con (?:esta|este|estas|estos|la|el|las|los) (?!vida)\w)` +
      String.raw`|seguir adelante|levantarme|estar viva|estar vivo|viva` +
      String.raw`|vivo|estar en este mundo)\b`,
  ),
  re(
    String.raw`\b(?:ya )?no (?:puedo|aguanto|soporto|resisto) (?:mas con esto|esto mas|seguir(?: asi| viviendo` +
      String.raw`| adelante| aqui)?$|seguir asi|seguir viviendo|con esto|con todo|con nada|con mi vida)`,
  ),
  re(
    String.raw`\b(?:ya )?no (?:puedo|aguanto|soporto) mas\b(?! (?:con )?(?:el|la|los|las|este|esta|estos|estas` +
      String.raw`|tanto|tanta|tantos|tantas|mi jefe|mi jefa|mis|su|sus|a|al|de)\b(?! vida| verdad))`,
  ),
  re(
    String.raw`\bno (?:le )?(?:veo|encuentro|tiene) (?:ningun |el )?(?:sentido|caso|razon) (?:a |de |en ` +
      String.raw`|para )?(?:la vida|vivir|seguir|nada|mi vida|despertar|levantarme|existir)\b`,
  ),
  /\b(?:vida|vivir) (?:ya )?no (?:tiene sentido|vale la pena)\b/,
  /\b(?:sin|no tengo|perdi las) ganas de (?:vivir|seguir|nada|existir|levantarme)\b/,
  /\b(?:estarian|estaria|vivirian|serian|estarian todos) (?:\w+ )?mejor sin mi\b/,
  /\bmejor sin mi\b/,
  /\b(?:soy|me siento|me siento como) (?:\w+ )?(?:una carga|un estorbo|una molestia para todos)\b/,
  /\b(?:nadie|ninguno) (?:me )?(?:extranaria|echaria de menos|notaria si)\b/,
  re(
    String.raw`\b(?:me siento|estoy|me he sentido|me sentia) (?:\w+ )?(?:sin esperanza|desesperada|desesperado` +
      String.raw`|inutil|un fracaso|una fracasada|un fracasado|vacia|vacio|muerta por dentro|muerto por dentro` +
      String.raw`|atrapada|atrapado|hundida|hundido|rota|roto|destrozada|destrozado|sola y vacia|solo y vacio` +
      String.raw`|una carga|un estorbo|sin salida)\b`,
  ),
  // Not the way out of a screen or a building: "no hay salida de la pantalla de ajustes".
  re(
    String.raw`\b(?:no hay salida|sin salida|no veo salida|no le veo salida)\b` +
      String.raw`(?! (?:de|del|en) (?:la |el |esta |este )?${SCREENS_AND_PLACES}\b)` +
      // …nor a task's: "callejón sin salida con esta tarea".
      String.raw`(?! con (?:esta|este|el|la|los|las|estos|estas) (?!vida\b)\w+)`,
  ),
  re(
    String.raw`\b(?:me estoy derrumbando|me estoy desmoronando|estoy al limite|llegue al limite|toque fondo` +
      String.raw`|no puedo dejar de llorar|lloro todas las noches|lloro todos los dias)\b`,
  ),
  re(
    String.raw`\b(?:tirar la toalla con la vida|rendirme con la vida|acabar con todo|terminar con todo` +
      String.raw`|que todo se acabe|que todo termine)\b`,
  ),
  // "estoy harta de todo, solo quiero que pare": wanting it to stop, with nothing named that should.
  re(
    String.raw`\b(?:solo |nada mas |ya )?quiero que (?:todo )?(?:pare|se detenga|se termine)` +
      String.raw`(?! (?:ya )?(?:el|la|los|las|de|un|una|esto|este|esta|mi|su)\b)`,
  ),
  /\b(?:les estoy fallando a todos|le estoy fallando a todos|fallandole a todos|fallando a todos)\b/,
  /\bmejor (?:muerta|muerto|me muero|morirme|me muera)\b/,
  /\b(?:ya )?no doy (?:mas|para mas)\b/,
  /\bestoy que no (?:puedo|aguanto) mas\b/,
  // Dar igual vivir: "me da igual vivir o morir", "quisiera no haber nacido", "ya no sé para qué sigo".
  /\bme (?:da|es) (?:igual|lo mismo) (?:vivir o morir|si vivo o (?:si )?muero|morir|morirme|despertar o no)\b/,
  /\b(?:quisiera|ojala|desearia|preferiria) no haber nacido\b/,
  /\bno se (?:para que|por que|porque|pa que) (?:sigo|vivo|sigo aqui|sigo viva|sigo vivo|me levanto|existo)\b/,
  /^(?:y )?ya (?:para|pa) que(?: seguir| sigo| vivir)?$/,
  // Desear un accidente: "ojalá me pasara algo en la carretera y ya".
  re(
    String.raw`\bojala (?:que )?(?:me )?(?:pasara|pase|ocurriera|ocurra) algo\b|\bojala (?:que )?(?:me )?(?:choque` +
      String.raw`|chocara|atropelle|atropellara|atropellen)\b`,
  ),
  // Que nadie lo note: "a nadie le haría falta si me voy".
  /\ba nadie le (?:haria|hara|haria) falta\b|\bsi me voy (?:\w+ )?(?:a )?nadie\b/,
  // Hacerse daño, contado como hecho: "me he vuelto a cortar", "me estoy lastimando", "me pego cuando…".
  re(
    String.raw`\bme (?:he vuelto a cortar|volvi a cortar|estoy cortando|sigo cortando|estoy lastimando` +
      String.raw`|estoy haciendo dano|sigo haciendo dano|lastimo a proposito|hago dano)\b` +
      String.raw`(?! (?:un|una|el|la|los|las|con|al|sin querer)\b)|\bme corte (?:anoche|otra vez|de nuevo|ayer|hoy)\b` +
      String.raw`|\b(?:doy|di|le doy|le di) (?:punos|golpes|punetazos) a la pared\b` +
      String.raw`|(?<!\bse )\bme (?:pego|golpeo|quemo) (?:cuando|si|hasta|contra|a mi misma|a mi mismo)\b`,
  ),
  re(
    String.raw`\b(?:harta|harto|cansada|cansado|hastiada|hastiado|agotada de vivir|agotado de vivir) de (?:vivir` +
      String.raw`|la vida|existir|seguir viva|seguir vivo|todo$)`,
  ),
  /\bme (?:canse|he cansado|cansé) de (?:vivir|la vida|todo$|existir)/,
  re(
    String.raw`\bno (?:tengo|me quedan|me quedan mas) (?:fuerzas|energia|ganas) (?:para|de) (?:seguir|vivir` +
      String.raw`|nada$|levantarme|seguir viva|seguir vivo|luchar)`,
  ),
  /\b(?:dormir|dormirme|acostarme) y no (?:volver a )?despertar\b/,
  /\b(?:irme|salir|desaparecer) de este mundo\b/,
  /\bme quiero (?:matar|morir|ir de este mundo|ir para siempre|desaparecer)\b/,
  re(
    String.raw`\b(?:seria|estaria|es|fuera) mejor (?:no estar|no existir|desaparecer|morirme|estar muerta` +
      String.raw`|estar muerto|que no estuviera|si no estuviera|que me muriera|si me muriera|no haber nacido)\b`,
  ),
  /\bno (?:valgo|sirvo) (?:nada|para nada|ni para)\b/,
  /\b(?:me odio|odio mi vida|odio vivir|odio estar viva|odio estar vivo)\b/,
  /\b(?:para|pa) que seguir\b(?! (?:con|haciendo|trabajando|en|llamando|mandando|esperando))/,
  /\b(?:ya )?nada tiene sentido\b/,
  re(
    String.raw`\bsiento que (?:me ahogo|no valgo|sobro|estorbo|soy una carga|les fallo|le fallo|no puedo mas` +
      String.raw`|no sirvo|me muero por dentro)\b`,
  ),
  /\b(?:perdi|he perdido|ya perdi) (?:la|toda la|las) (?:esperanza|ganas de vivir|ganas de todo)\b/,
  /\b(?:sin|no hay|no tengo) esperanza\b/,
  /\bme (?:he cortado|corto|estoy cortando|lastimo|he lastimado|hago dano|he hecho dano|quiero cortar)\b/,
  re(
    String.raw`\b(?:pastillas guardadas|guardando pastillas|juntando pastillas|tomarme todas las pastillas` +
      String.raw`|tomar todas las pastillas)\b`,
  ),
  // Preparing to go, means at hand, life not wanted (said in everyday words).
  /\bya no (?:las?|los?|lo) voy a necesitar\b|\b(?:regale|regalando|repartiendo|repartir) (?:todas )?mis cosas\b/,
  /\besto es (?:una|mi) despedida\b|\bme despido (?:de todos|para siempre)\b/,
  /\bya no voy a estar\b(?! (?:en|de|disponible|trabajando|aqui el|el lunes))|\bdejando todo en orden\b/,
  /\bno merezco (?:vivir|estar viv[oa]|seguir|existir)\b/,
  /\b(?:ya )?no quiero estar aqui\b(?! (?:en|con|hoy|manana|el|la)\b)/,
  /\b(?:tomando|robando|bebiendo|tomo|bebo)\b.{0,60}\bno puedo parar\b/,
  /\bnadie (?:se daria cuenta|me extranaria|lo notaria)\b|\bsi (?:yo )?(?:desapareciera|me muriera)\b/,
  /\b(?:haciendo(?:me)?|me hago|hacerme|me estoy haciendo) dano\b/,
  /\bque se acabe (?:mi vida|todo)\b/,
  /\bno estoy a salvo\b/,
  /\bmiedo de lo que (?:me )?(?:pueda|podria|vaya a) hacer\b/,
  /\b(?:perdi|perdiendo|sin|no tengo|se me fueron) (?:\w+ ){0,4}ganas de vivir\b/,
  /\bojala (?:\w+ ){0,4}(?:me muriera|me muera|no despertar|no despierte|desapareciera)\b/,
  /\bme (?:rendi|rindo) con (?:la vida|todo)\b/,
  /\b(?:voy a|quiero) acabar con (?:todo|mi vida|esto de una vez|esto hoy|esto ya|esto esta noche)\b/,
  /\bque sentido tiene (?:seguir|vivir|todo|nada|levantarme)\b/,
  /\bpienso (?:mucho |a veces |siempre |todo el tiempo )?en (?:la muerte|morir(?:me)?|matarme|desaparecer)\b/,
  /\bya no vale la pena\b(?! (?:el|la|los|las|que|hacer|usar|contestar|pagar))|\bno vale la pena (?:vivir|seguir)\b/,
  /\bcuanto mas (?:pueda|puedo|voy a|podre) aguantar\b/,
];

export const spanishEuphemisms: RegExp[] = [
  re(
    String.raw`\b(?:desaparecer|morir|morirme|no estar|no existir|no despertar|dejar de existir) (?:seria|fuera` +
      String.raw`|es) (?:mas facil|mejor|un alivio)\b`,
  ),
  // Affairs settled "para cuando no esté", comfort for those left, an emergency contact needed "pronto".
  re(
    String.raw`\bpara cuando (?:ya )?no (?:este|estemos|exista)\b(?! (?:en|de|aqui)\b)` +
      String.raw`|\b(?:deje|dejo|tengo) todo (?:arreglado|listo` +
      String.raw`|en orden|resuelto|preparado) para (?:cuando|despues)\b`,
  ),
  /\b(?:diganle|diganles|dile|dile a)\b.{0,30}\bque no (?:esten|este|se pongan) trist[ea]s?\b/,
  /\bmi contacto de emergencia\b.{0,80}\b(?:lo va a necesitar|va a tener que saber)\b/,
  // A lethal amount looked up, a tall building asked "por nada", a last log-in with the night shift left in care.
  /\b(?:busque|investigue|googlee|averigue|estuve buscando|he buscado)\b.{0,40}\b(?:letal|letales|mortal|mortales)\b/,
  /\b(?:edificio|puente|estacionamiento) mas alto\b.{0,60}\b(?:por nada|nomas|curiosidad|sin razon)\b/,
  /\bultima vez que (?:entro|escribo|contesto|me conecto)\b.{0,60}\b(?:cuiden|gracias por todo|los quiero|adios)\b/,
  // Death as a relief, said of no one else: "la muerte me parece un alivio".
  re(
    String.raw`\b(?:la muerte|morir|morirme|estar muert[oa]|no despertar) (?:me )?(?:parece|pareceria|seria|suena` +
      String.raw`|se siente como|se ve como) (?:un |una |como un )?(?:alivio|descanso|bendicion|salida|liberacion)\b`,
  ),
  // Knowing the dose, as a nurse would: "soy enfermera y sé exactamente qué dosis usar".
  re(
    String.raw`(?<!\bno )\bse (?:exactamente|bien|perfectamente|ya) (?:que|cuanta|cual|cuantas)` +
      String.raw` (?:dosis|cantidad|pastillas|medicamento|morfina)(?: \w+)?` +
      String.raw` (?:usar|tomar|tomarme|me (?:mataria|haria falta|tomaria))\b`,
  ),
  re(
    String.raw`\b(?:le he pedido|le pido|pidiendole|pidiendo|rezo|ruego|le ruego` +
      String.raw`|pedirle) a dios (?:que )?(?:me )?(?:lleve|recoja|llevara|recogiera|ya me lleve)\b`,
  ),
  /\b(?:senor|dios|diosito),? (?:llevame|recogeme|llevame ya)\b/,
  /\b(?:lista|listo) para irme con (?:el senor|dios|ella|el|mi mama|mi papa)\b/,
  /\b(?:que me recoja|me quiero ir con (?:ella|el|mi mama|mi papa|mi esposo|mi esposa|mi hijo|mi hija))\b/,
  /\bme voy antes de tiempo\b/,
  /\b(?:envidia|envidio) (?:a )?(?:mis |los )?(?:pacientes|muertos|que se van)\b/,
  /\bles tengo envidia\b/,
  /\b(?:al menos|por lo menos) (?:ya )?descansan\b/,
  /\bque suerte tiene\b/,
  /\bojala (?:hubiera sido|fuera) yo\b/,
  /\bme hubieran llevado a mi\b/,
  /\b(?:cuando|cuándo) me toca a mi\b/,
  /\b(?:y yo cuando|yo para cuando)\b/,
  /\b(?:mis )?cosas en orden\b/,
  /\bregalando mis cosas\b/,
  /\b(?:testamento|mis cuentas|mis contrasenas)\b.*\b(?:ya le dije|donde estan|no lo era)\b/,
  /\b(?:me despedi|ya me despedi) de (?:casi )?(?:todos|todas|todo el mundo)\b/,
  // "Este es mi último check-in", not "¿cómo salió el último check-in?", which administrators ask daily.
  re(
    String.raw`\b(?:este|esto|esta|sera|seria|es)(?: (?:es|sera|seguramente|probablemente|quizas|tal vez))*` +
      String.raw` (?:mi|el) ultimo (?:chequeo|check in|checkin|comentario)\b` +
      String.raw`|\bmi ultimo (?:chequeo|check in|checkin|comentario)(?! antes de)\b`,
  ),
  /\bno me veo aqui para\b/,
  /\bno se molesten en preguntarme\b/,
  /\bya no voy a ser (?:un|una) (?:problema|carga|molestia)\b/,
  /\bmi funeral\b/,
  /\b(?:deje|dejé|deje de tomar) mis (?:medicinas|pastillas|medicamentos)\b.*\bno me importa\b/,
  /\bno me importa (?:lo que me pase|si me muero|morir|vivir o morir)\b/,
  /\b(?:buscando|busque|busqué) (?:dosis|cuanta|cuantas)\b/,
  /\bcuanta (?:insulina|morfina) haria falta\b/,
  /\b(?:lo alto|que alto|altura) (?:q|que|del|de) (?:esta|el puente|puente)\b|\bpuente\b.*\b(?:alto|altura)\b/,
  /\bmeterme al (?:rio|mar|lago)\b/,
  /\bque pareciera un accidente\b/,
  /\bdescansar para siempre\b/,
  /\b(?:dormir|dormirme) y (?:ya )?no despertar\b/,
  /\bme da igual despertar o no\b/,
  /\b(?:apagarme|me apago) (?:del todo|para siempre)\b/,
  /\b(?:preferir|prefiero|preferiria) estar (?:muerta|muerto)\b/,
  /\bprefiero saltarmela\b/,
  /\bmuert[oa] en vida\b/,
  /\b(?:lo unico|la unica cosa) que me (?:detiene|mantiene) aqui\b/,
  /\b(?:querer (?:ya )?no existir|dejar de estar)\b/,
  /\b(?:sin|quedando sin) razones\b/,
  /\b(?:deje de patalear|deje de luchar|ya no lucho)\b/,
  /\b(?:elegiste|elegi|escogi|ya tengo) la fecha\b/,
  /\b(?:ya pense|tengo pensado) como (?:lo haria|hacerlo|descansar)\b/,
  /\bya nomas falto yo\b/,
  /\bpastillas juntadas\b/,
  /\bsi yo no estuviera\b/,
  /\b(?:mejor|estaria mejor) con el seguro de vida\b/,
  /\bsi (?:manana )?no me despierto\b/,
  /\b(?:la segunda|otra carta) no es para\b/,
  /\benterrada y nadie\b|\bya estuviera enterrad[oa]\b/,
  /\b(?:en (?:mi )?casa soy un fantasma|soy un fantasma en (?:mi )?casa|hueca por dentro|hueco por dentro)\b/,
  /\bya no le veo sentido\b/,
  /\b(?:q|que) sentido tiene todo\b/,
  /\b(?:ojala|ojalá) sea pronto\b/,
  /\bestoy lista,? ya\b.*\bespejo\b/,
  /\bsi yo (?:\w+ )?no estuviera\b/,
  /\bpara no despertar\b/,
  /\bsi me pasa algo\b.*\b(?:pronto|necesito saber|necesito saberlo)\b/,
  /\bcartas? (?:para|a) mis hijos\b.*\bpor si acaso\b/,
  /\bsenti envidia\b/,
  /\bquiero la (?:paz|calma|tranquilidad|quietud) (?:que tienen|de) mis pacientes\b/,
];

export const spanishTogether: RegExp[] = [
  both(
    '\\b(?:pastillas|morfina|medicamentos|medicinas|pistola|revolver|arma|escopeta|soga|cuerda|puente|azotea' +
      '|navaja|cuchilla|volante|poste|carro|coche|auto)\\b',
    '\\b(?:pienso|pensado|pensando|guardadas|guardado|guardando|me alcanzan|alcanzan|cuantas|cuantas necesito' +
      '|conte|contando|quedarme con|para mi|estrellar|chocar|soltar el volante|soltar|mirandola|mirandolo|saque' +
      '|tengo un plan|un plan|se cuantas)\\b' +
      // Not the job's count or order: "¿cuántas pastillas debe haber según el conteo?", "morfina prn según la orden".
      '(?!.*\\b(?:segun|conteo|orden|prn|receta|farmacia|protocolo|desecho|inventario|debe haber|cada cuantas horas' +
      '|el paciente|la paciente|del paciente|de la paciente|kit|botiquin|e ?kit|la enfermera|el enfermero)\\b)',
  ),
  re(
    String.raw`\b(?:me corte|me corto|me cortado|me he cortado|me quemo|me queme|me rasguno|me rasgune|me golpeo` +
      String.raw`|me golpee|me lastimo|me lastime|me hago dano|me hice dano|lo que me hago|hasta sangrar)\b`,
  ),
  /\b(?:manga larga|que no vean)\b.*\b(?:me hago|marcas|cortes|heridas)\b/,
  /\b(?:deseando|esperando|rezando) no despertar\b/,
  /\b(?:me durmiera|dormirme|dormir) y no (?:despertara|despertar|despierte)\b/,
  /\bquiero que (?:todo|esto|la vida) (?:se detenga|pare|se acabe|termine|acabe)\b/,
  /\b(?:si choco|si me chocan|un accidente)\b.*\b(?:no me importaria|me daria igual|seria un alivio)\b/,
  /\b(?:le pido|pido|rezo) a dios que me (?:lleve|recoja)\b/,
  /\b(?:seria|es|fuera) (?:mas )?(?:facil|mejor) no (?:existir|estar|despertar)\b/,
  re(
    String.raw`\b(?:estarian|estaria|serian|vivirian) (?:\w+ )?mejor (?:si yo no estuviera|si no estuviera` +
      String.raw`|sin una|sin mi|sin alguien como yo)\b`,
  ),
  /\b(?:no le veo|no tengo|sin) futuro\b/,
  re(String.raw`\bno ay salida\b(?! (?:de|del|en) (?:la |el |esta |este )?${SCREENS_AND_PLACES}\b)`),
  /\b(?:nada|nunca nada) va a cambiar\b/,
  /\b(?:deje de|ya no) (?:esperar|tengo esperanza)\b/,
  /\bno hay nada (?:que|q) me de esperanza\b/,
  // Not giving up on a task before a request: "ya me rindo, mándame el informe por correo".
  re(
    String.raw`\bme rindo\b(?![,.]? (?:mandame|enviame|pasame|dame|muestrame|ensename|explicame|hazme|ponme` +
      String.raw`|generame|exportame|bajame|dime como)\b)`,
  ),
  /\b(?:tengo|ya tengo) un plan\b.*\b(?:fecha|cuando|como hacerlo|dia)\b/,
  // Not a patient's letters: "escribió cartas de despedida para sus nietos".
  re(
    String.raw`\b(?:carta|cartas|nota|notas)(?<!\b(?:escribio|escribieron|hizo|le ayude a escribir` +
      String.raw`|ayudamos a escribir) (?:carta|cartas|nota|notas)) de despedida\b(?! (?:para|a|al) (?:el|la|los` +
      String.raw`|las|mi` +
      String.raw`|mis|todo|todos|nuestr[oa]s?) (?:equipo|personal|companer[oa]s|colegas|familias?` +
      String.raw`|familia del paciente` +
      String.raw`|agencia|oficina)\b)`,
  ),
  /\b(?:por favor )?necesito hablar con alguien (?:hoy|ya|ahora|ahora mismo|urgente|esta noche)\b/,
  /\bno estoy bien\b(?! (?:de|con)\b).*\btengo miedo\b|\btengo miedo\b.*\bno estoy bien\b(?! (?:de|con)\b)/,
  /\bno (?:me siento|estoy) (?:segura|seguro) (?:conmigo|de mi)\b/,
  /\b(?:miedo|temor) de lo que (?:pueda|podria) hacerme\b/,
  // Not about a task: "me estoy volviendo loco buscando el botón".
  re(String.raw`\b(?:me estoy volviendo loca|me estoy volviendo loco)\b${NOT_A_TASK}|\bno como no duermo\b`),
  both(
    '\\b(?:no estoy bien(?! (?:de|con)\\b)|estoy muy mal|me siento muy mal|tengo miedo|no se que hacer conmigo' +
      '|no puedo mas)\\b',
    '\\b(?:ayuda|ayudar|ayudenme|ayudame|hablar con alguien|con quien hablar|necesito|por favor)\\b',
  ),
  /^(?:no estoy bien|necesito ayuda|ayudenme|ayudenme por favor|no estoy bien necesito ayuda)$/,
  // A cry for rescue, never a question about the app: "auxilio", "socorro", "necesito ayuda urgente".
  /^(?:auxilio|socorro)(?: por favor| porfa| alguien)?$|^necesito ayuda urgente(?: por favor)?$/,
  /^(?:por favor )?alguien (?:ayudeme|ayudenme|ayudame|me ayude)(?: por favor)?$/,
  /\b(?:ayudenme|ayudame)\b.*\b(?:ya no se que hacer|no se que hacer conmigo|no puedo mas|no estoy bien)\b/,
  /\bquerer morir(?:te|me|se)?\b/,
  re(
    String.raw`\b(?:pienso|pense|pensando|llevo dias pensando) (?:\w+ ){0,2}(?:que )?(?:seria mejor` +
      String.raw`|mejor) (?:no despertar|no estar|no existir|morir|morirme)\b`,
  ),
];

/** Hyperbole and third-party talk that share words with distress. */
