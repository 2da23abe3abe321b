/*
 * Someone else's danger, said of them (ADRs 103, 111 and 112): what the assistant's gate reads as a colleague or a
 * friend at risk once the writer's own distress is ruled out (`someone-else.ts`) — a wish to die, harming
 * themselves, a plan or means ready, a goodbye and then silence, things given away, no way on; in English and
 * Spanish, in the words people use to tell of someone else.
 */

/** What puts a person in danger, said of them: a wish to die, harming themselves, no way on. */
export const THEIR_DANGER = new RegExp(
  String.raw`\b((wants?|wanted|wanting|wish(es|ed)?) to die|wanna die|suicid\w*|kill(s|ing|ed)? (her|him|them)` +
    String.raw`sel(f|ves)|end(s|ing)? (her|his|their) (own )?life|(hurt|harm|cut|burn)(s|ing|ed)? (her|him|them)` +
    String.raw`sel(f|ves)|self ?harm\w*|autolesion\w*|overdos\w*|stockpil\w*` +
    String.raw`|(doesnt|does not|didnt) trust (himself|herself|themselves)|no (se fia|confia) (de|en) si mism[oa]` +
    String.raw`|(last|final|ultim[oa]) (shift|day|visit|turno|dia|guardia)\W+(forever|ever|para siempre)` +
    String.raw`|como si no (fuera|fuese|fueran|fuesen) a volver|(as if|like) (she|he|they)` +
    String.raw` (wasnt|werent|was not|were not|wont be|will not be|aint) (coming back|ever coming back)` +
    String.raw`|nadie (la|lo|los|las|le) (extranaria|extranara|echaria de menos)|nobody would miss (her|him|them)` +
    String.raw`|para que (vivir|seguir viviendo)|(whats|what is) the point (of|in) (living|going on)` +
    String.raw`|(es|siente que es|se siente) una carga|(is|feels like) a burden` +
    String.raw`|disappear (forever|for good|permanently)|desaparecer (para|pa) siempre` +
    String.raw`|(esta|anda) al limite|at the end of (her|his|their) rope|at (her|his|their) breaking point` +
    // Harm found, a gun looked at, a badge handed over: "encontré a un compañero cortándose en el baño".
    String.raw`|(cortandose|lastimandose|haciendose dano)` +
    String.raw`|(mira|mirando|revisa|saca) (mucho |tanto )?su (pistola|arma)` +
    String.raw`|(looking|staring|stares|looks) at (his|her|their) (gun|pistol)` +
    String.raw`|(me dio|regalo|dejo) su (gafete|placa|credencial)|gave (me )?(her|his|their) badge` +
    String.raw`|(cant|can not|cannot) (go on|cope|do this|take (it` +
    String.raw`|this))|hopeless|(not|doesnt|dont|didnt) (want|wanting) to (live|be here|be alive|wake up)` +
    String.raw`|better off dead|no reason to live|quitarse la vida|(quiere|queria|quisiera) morir\w*` +
    String.raw`|(hacerse|se hace|se hizo) dano|(se )?(lastima|corta)(r(se)?)?|no (quiere|queria) (vivir|seguir` +
    String.raw`|despertar)|no aguanta|no puede mas|sin esperanza|acabar con todo|mejor muert[oa]|sobredosis` +
    // Praying not to wake up, undeserving of life, arrangements made: "she prays every night not to wake up", "le
    // pide a Dios no despertar", "me dijo que no merece vivir", "said she's 'made arrangements'".
    String.raw`|(prays?|praying|wishes|hopes) (every night |each night |at night )?(not to|to not|that (she|he|they)` +
    String.raw` (doesnt|dont|wont)) wake up|le pide a dios (no despertar|morir(se)?|llevarsel[oa]|que se (la` +
    String.raw`|lo) lleve)` +
    String.raw`|no (se )?merece (vivir|estar viv[oa]|seguir viv[oa])|(doesnt|does not) deserve to (live|be alive)` +
    String.raw`|(shes|hes|theyve|she has|he has|they have) made (the |her |his |their )?arrangements` +
    String.raw`|off the schedule permanently|(wont|will not) be a (problem|burden) (for|to) (anyone|anybody|you` +
    String.raw`|us|them) (much )?(longer|for long)` +
    // Drinking at work, smelling of it: "showed up smelling like alcohol", "llega tomado todos los días", "she's
    // drinking in her car before shifts".
    String.raw`|smell(s|ing|ed)? (like|of) (alcohol|booze|liquor|vodka|wine)|(llega|llego|viene) (tomad[oa]` +
    String.raw`|borrach[oa]` +
    String.raw`|pedo|crud[oa])|(shes|hes|she is|he is|theyre|they are) drinking (in (her|his|their) car` +
    String.raw`|before (shifts?` +
    String.raw`|work|visits?)|at work|on shift)` +
    // Envying the dead, ready to meet God, keys and badge left, things given away "she won't need", a goodbye email
    // that is "more than a resignation".
    String.raw`|envy (the ones|those|people) who (get to )?(go|die|leave|are gone)|ready to meet (god|his maker` +
    String.raw`|her maker|jesus)|(se )?quiere ir con dios|(left|dejo) (her|his|their|sus?) (keys|badge|llaves|gafete)` +
    String.raw`|(wont|will not|wouldnt|would not|doesnt|does not) need (them|it)( anymore| any more)?` +
    String.raw`|said (she|he|they) (wont|will not)` +
    String.raw` need (them|it)|ya no (las|los|la|lo) (va|iba) a necesitar|more than a resignation` +
    String.raw`|(said|says) (he|she|they) (has|had|have) a plan\b|(pistola|arma|gun|pills|pastillas)\b.{0,40}` +
    String.raw`\b(es su salida|her way out|his way out|their way out)` +
    String.raw`|(had|having) a (full |complete |total )?(breakdown|meltdown)\b.{0,60}\b(not answering|isnt answering` +
    String.raw`|hasnt been back|no contesta|no ha vuelto)` +
    String.raw`|(has|had|with|tiene|tenia) (fresh |new )?(cuts|cortes|scars|burns|marks|marcas|cicatrices|quemaduras)` +
    String.raw` (on|en) (her|his|their|los|las|sus)` +
    // A plan or an end foretold: "she has a plan to end it", "se va a matar", "no va a ser problema de nadie".
    String.raw`|(plan|planning|plans|going|gonna|wants?|decided) to end it( all)?|end(s|ing)? it all` +
    String.raw`|se (va|iba) a matar|se (quiere|queria) matar|matarse|suicidarse` +
    String.raw`|no (va|iba|voy) a ser (un )?(problema|carga|estorbo) ((de|para) nadie|por mucho (mas )?tiempo)` +
    String.raw`|(se esta|se anda|esta|anda) (cortando|lastimando|haciendo dano)|no (ve|encuentra) (razon|razones` +
    String.raw`|sentido|motivo)` +
    // "said he doesn't see the point anymore" (not "the point of the new form").
    // A last message, a crash wished for, not safe tonight, a patient's morphine taken, a pet left "if anything
    // happens", love left for one's kids.
    String.raw`|(this is|es) (her|his|their|su) (last|final|ultimo) (message|mensaje)|(her|his|their|su)` +
    String.raw` (last|final|ultimo) (message|mensaje)\b.{0,30}\b(sorry|lo siente|perdon)` +
    String.raw`|(quiere|va a|piensa) (estrellarse|chocar a proposito|chocarse)|estrellar el (coche|carro)` +
    String.raw`|no (esta|estar|se siente) a salvo|(isnt|is not|not|doesnt feel) safe (tonight|right now|alone)` +
    String.raw`|(se esta llevando|se lleva|se llevo|anda guardando|esta guardando|esta robando|roba|robo)` +
    String.raw` (la |las |los )?(morfina|pastillas|medicamentos|medicinas|fentanilo|opioides)` +
    String.raw`|(take|keep|look after|watch) (her|his|their) (cat|dog|pets?|kids|children)\b.{0,40}\bif (anything` +
    String.raw`|something) (happens|happened)|tell (my|the) (kids|children|family|husband|wife|mom) i (love|loved)` +
    // Means ready, in their words: "tengo las pastillas listas", "the pills are in my locker", "ya tengo la soga".
    String.raw`|(pills|pastillas|soga|rope|cuerda|gun|pistola|meds)\b.{0,20}\b(listas?|ready|in front of me|in my` +
    String.raw` locker|guardadas)|\b(ya tengo|tengo|i have|ive got|i got) (las|la|the|my) (pastillas|soga|cuerda` +
    String.raw`|pills` +
    String.raw`|rope|gun|pistola)\b|ya no me (van|vas) a ver|(you|yall) (wont|will not) see me (again|tomorrow)` +
    String.raw`|(hasnt|has not|didnt|did not) (shown up|come in|answered)\b.{0,60}\b(sorry for everything|goodbye` +
    String.raw`|forgive me)|no (ha )?(venido|aparecido|contestado)\b.{0,60}\b(perdon por todo|adios|perdonenme)` +
    String.raw`|((we|you|yall|nobody|no one) )?(wont|will not) have to deal with (him|her|them) (much longer|for long` +
    String.raw`|anymore)|(thinking|thought|talking|talked) about (ending it|ending (her|his|their) life|killing` +
    String.raw` (herself|himself|themselves)|suicide)|(cuts|scars|burns|marks) on (my )?(colleague|coworker|friend)s?` +
    String.raw` (arms?|wrists?|legs?)|(sacando|llevandose|robando) (la )?(morfina|pastillas|fentanilo) para (ella|el` +
    String.raw`|si mism[oa])` +
    String.raw`|(shes|she has|hes|he has|theyve|they have) been cutting\b(?! (back|costs|hours|corners|down|hair` +
    String.raw`|the))` +
    String.raw`|(goodbye|farewell|suicide|despedida) (note|letter|message|carta|nota|mensaje)\b(?!.*\b(template` +
    String.raw`|plantilla` +
    String.raw`|resign\w*|retir\w*|renuncia\w*|jubil\w*)\b)` +
    String.raw`|(cartas|notas|mensajes) de despedida|se (quiere|va a) (tirar|aventar|lanzar|arrojar) (por la ventana` +
    String.raw`|del|de un|desde)|(a lo mejor|tal vez|quizas) (la|lo) (usa|use|va a usar)|might use it tonight` +
    String.raw`|drinking (herself|himself|themselves) to death|(arma|pistola)\b.{0,30}\b(camioneta|troca)` +
    String.raw`|no querer (estar aqui|vivir|seguir|despertar)|prefiere estar muert[oa]|(would rather|prefers to) be` +
    String.raw` dead|(using|use) it on (himself|herself|themselves)|usarla (en|contra) (si|ella|el) mism[oa]` +
    String.raw`|cuiden a mis hijos|(quedara|quede|quedarme|cuidara` +
    String.raw`|cuide|cuidar) con su (gato|perro|mascota|gatos` +
    String.raw`|perros|hijos)\b.{0,40}\bsi (le|algo le|le llega a) pasa` +
    // Pills taken, a blade behind a locked door, everything planned and "don't look for me", letters to one's kids,
    // a pet given away, done with everything, a last day and then no answer.
    String.raw`|(se tomo|se trago|took|swallowed) (un monton|muchas|todas|un frasco|el frasco|una caja|a bunch|a lot` +
    String.raw`|a handful|all)( of| de)? (pastillas|pildoras|medicinas|medicamentos|pills|meds)` +
    String.raw`|encerrad[oa]\b.{0,40}\bcon (una|un) (cuchilla|navaja|cuchillo|pistola|arma|cuerda)` +
    String.raw`|locked (herself|himself|themselves) in\b.{0,40}\bwith (a )?(razor|blade|knife|gun|rope)` +
    String.raw`|no (me|lo|la|los) (busquen|busquemos)|(dont|do not) (look|come looking) for (me|him|her)` +
    String.raw`|tiene todo planeado|has (it|everything) (all )?planned` +
    String.raw`|(escribio|escribiendo|wrote|writing) (cartas|letters|una carta|a letter) (a|para|to|for) (sus|her|his` +
    String.raw`|their) (hijos|kids|children|familia|family)` +
    String.raw`|(regalo|regala|regalando|dio|gave away|giving away) (su|sus|her|his|their) (gato|perro|mascota|gatos` +
    String.raw`|perros|mascotas|moto|cat|dog|pets?)|(ya )?termino con todo|(is|shes|hes) done with everything` +
    String.raw`|no (contesta|responde)\b.{0,80}\b(ultimo dia|se despidio|adios|despedida)` +
    String.raw`|(isnt|is not|not|wont|doesnt|hasnt) (answering|answered|picking up|picked up)\b.{0,80}\b(goodbye` +
    String.raw`|last day|farewell|said bye)` +
    String.raw`|(doesnt|does not|dont|do not|cant|can not|no longer) see (the|any) point (anymore|any more` +
    String.raw`|in (living|going on|anything|life|trying|it all))|sees? no point (in )?(living|going on|anything` +
    String.raw`|anymore)` +
    // Harm seen on them, a bridge or a roof threatened: "cuts on her arms", "se tira del puente".
    String.raw`|(cuts|cutting|scars|burns) on (her|his|their) (arms?|wrists?|legs?|thighs?)` +
    String.raw`|cortes en (los|sus) (brazos|munecas|piernas)|(drive|drives|driving|jump|jumps|jumping) (off|from)` +
    String.raw` (the|a) (bridge|building|roof|overpass)|se (tira|tiraba|tiraria|avienta|aventaba|aventaria|lanza` +
    String.raw`|lanzaba` +
    String.raw`|lanzaria|arroja|arrojaba|arrojaria) (del|de un|desde el|desde un` +
    String.raw`|al) (puente|edificio|techo|tren|metro)` +
    // Last days foretold, things given away for where one goes, a note like a suicide note, a roof visited.
    String.raw`|(last|final) (day|days|week|weeks|month) on (earth|this earth)` +
    String.raw`|ultim[oa]s? (dia|dias|semana|semanas|mes) en (la|esta) tierra` +
    String.raw`|(a donde|adonde|donde) (va|voy) ya no (los|las|lo|la) (va|voy) a necesitar` +
    String.raw`|(jump|jumps|jumping) (off|from) (the|a) (parking garage|garage)|(keeping|saving|hiding|stashing)` +
    String.raw` (her|his|their|my)? ?(patients? )?(leftover|left over|extra)? ?(meds|medications|pills|morphine)` +
    // A note like a goodbye, a gun in the car, a dose worked out for oneself, things given away "forever".
    String.raw`|(note|letter|message|carta|nota|mensaje)\b.{0,60}\b(goodbye|farewell|suicide note|despedida|suicida)` +
    // Something taken and slurring; a last week and no retiring; a photo of their gun; "tonight it ends"; cutting.
    String.raw`|(se tomo|took) (algo|something)\b.{0,40}\b(arrastra las palabras|slurring|out of it|no responde` +
    String.raw`|unresponsive|muy rar[oa])|(last|ultima) (week|semana)\b.{0,40}\b(not retiring|no se va a jubilar` +
    String.raw`|isnt leaving|no se va)|(fotos?|pictures?|photos?) (de|of) (su|his|her|their) (arma|pistola|gun)` +
    String.raw`|(esta noche|tonight) (se acaba|it ends|is the night)|\bbeen cutting\b(?! (back|costs|hours|corners` +
    String.raw`|down` +
    String.raw`|hair|the))|marks on (her|his|their) (arms?|wrists?|legs?)|habla de no (despertar|vivir|seguir|estar)` +
    String.raw`|(gun|pistol|firearm|pistola|arma)\b.{0,40}\b(car|parking|carro|coche|estacionamiento|with (her|him)` +
    String.raw`|con ella|consigo)|(car|carro|coche|estacionamiento)\b.{0,40}\b(gun|pistol|firearm|pistola|arma)\b` +
    String.raw`|(dose|pills|meds)\b.{0,40}\benough for (himself|herself|themselves)` +
    String.raw`|(giving|gave|regalando|regalo|regala) (away )?(all )?(her|his|their|sus|todas sus) (stuff|things` +
    String.raw`|belongings|cosas|pertenencias|libros|books|clothes|plants|tools|guitar)|(se va a ir|irse|se va` +
    String.raw`|se fue) para siempre` +
    // A goodbye, and then no answer: "posted a goodbye and we can't reach him", "se despidió y no contesta".
    String.raw`|(goodbye|good bye|farewell|bye|adios|despedida|se despidio|see you on the other side` +
    String.raw`|perdon por todo|sorry for everything|forgive me for everything|perdonenme|perdoname|forgive me` +
    String.raw`|gracias por todo` +
    String.raw`|thanks for everything|thank you for everything|cuida(a)? al equipo|take care of the team` +
    String.raw`|nos vemos del otro lado)\b.{0,80}\b((cant|can not|cannot|couldnt` +
    String.raw`|could not) (reach|find|get hold of)|(isnt|is not|not|stopped|wont|will not|doesnt|does not)` +
    String.raw` (answering|responding|picking up|answer|respond|pick up)` +
    String.raw`|no (contesta|responde|aparece|(lo|la) (podemos|puedo) (localizar|encontrar))` +
    String.raw`|no (la|lo|los|las) (encontramos|encuentro|encuentran|hallamos|localizamos)|(cant|can not|cannot` +
    String.raw`|couldnt|could not) find (her|him|them)))\b` +
    String.raw`|\b(it was|its been|been) nice knowing (you|yall|everyone|all of you)\b` +
    // Nothing to live for, not caring whether one dies, a breakdown and the blame taken, a patient's drug taken from
    // the kit, a goodbye posted: "ya no tiene nada por qué vivir", "said she doesn't care if she dies", "a total
    // breakdown and keeps saying it was her fault", "taking lorazepam from the e-kit", "posted her goodbye".
    String.raw`|\b(ya )?no tiene (nada|nadie|razon|razones|motivo|motivos) (por|para) (que |quien |el que |la que )?` +
    String.raw`vivir\b|\b(doesnt|does not|dont|do not|didnt) care (if|whether) (she|he|they) (dies|die|died|lives` +
    String.raw`|wakes up)\b|\bno le importa (morir|morirse|si se muere|si vive|vivir|despertar)\b|\b(breakdown` +
    String.raw`|meltdown|se quebro|se derrumbo)\b.{0,80}\b((her|his|their) fault|(su|la|el) culpa)\b` +
    String.raw`|\b(taking|took|stealing|stole|using|pocketing|pocketed|sacando|tomando|robando|se lleva)` +
    String.raw` (\w+ )?(ativan|lorazepam|morphine|morfina|oxy\w*|fentanyl|fentanilo|haldol|pills|pastillas)` +
    String.raw` (from|del|de la|de los) (the |el |la )?(e[ -]?kit|comfort kit|kit|emergency kit|botiquin|patients?` +
    String.raw`|pacientes?)\b|\b(posted|posting|posts|publico|publica|subio) (her|his|their|su) (goodbye|farewell` +
    String.raw`|despedida)\b|\b(oliendo|huele|huelen) a (alcohol|trago|licor|vino)\b` +
    // Drinking to bear the shifts, or before them: "toma alcohol antes de cada turno, dice que es la única manera
    // de soportar", "she drinks before every shift, says it's the only way she can face it".
    String.raw`|\b(toma|bebe|se toma|se echa|drinks|is drinking|has been drinking|been drinking)\b.{0,25}` +
    String.raw`\b(antes de (cada |sus |los |el |la )?(turnos?|guardias?|visitas?|trabajo)|before (every |each ` +
    String.raw`|her |his` +
    String.raw` |their |the )?(shifts?|visits?|work)|(unica|only) (manera|forma|way) (de|que|to|she|he|they))` +
    // Drunk or high at work, harm on their wrists, patients' pills kept, a death threatened on a condition, goodbyes
    // posted, a pet handed over with a strange goodbye, no reason to keep going.
    String.raw`|\b(drunk|wasted|high|intoxicated|impaired|borrach[oa]|pedo|drogad[oa]` +
    String.raw`|tomad[oa])\b.{0,40}\b(on (her|his` +
    String.raw`|their) visits|at work|on shift|at the patients?|en (el trabajo|las visitas|turno|la guardia|casa de)` +
    String.raw`|slurring|arrastra)|\bslurring\b|\bnodding off\b.{0,40}\b(patients?|visits?|shift|work|car)` +
    String.raw`|\bsmell(ed|s)? (like|of) (alcohol|booze|liquor)|\bol(ia|e) a (alcohol|trago|licor)` +
    String.raw`|\bse esta drogando\b|\b(is|has been|been) using again\b|\b(thinks?|think|pretty sure` +
    String.raw`|creo que)\b.{0,30}` +
    String.raw`\b(is using|esta usando|se droga)\b|se queda dormid[oa] en (las casas|la casa|casa) de` +
    String.raw`|\b(cortes|cortadas|cicatrices|heridas|marcas|quemaduras) en (los|sus|las) (brazos|munecas|piernas` +
    String.raw`|muslos)\b|\b(cuts|scars|marks|burns) on (her|his|their|my \w+ \w+s|my \w+s|the|\w+s) (arms?` +
    String.raw`|wrists?|legs?` +
    String.raw`|thighs?)` +
    String.raw`|\b(guarda|guardando|junta|juntando|esconde|escondiendo) (las )?(pastillas|medicinas|morfina|opioides)` +
    String.raw` de (los )?pacientes|\b(saving|keeping|hiding|stashing|collecting) (the )?(pills|meds|morphine)` +
    String.raw` (from|of) (dead |deceased )?patients|\bse mata\b(?! (trabajando|de|por|estudiando|a trabajar)\b)` +
    String.raw`|\b(publicando|publica|publico|posting|posts|posted|subiendo|sube) (cosas|mensajes|posts|stuff|things` +
    String.raw`|frases)? ?(de despedida|goodbye|farewell)|\b(gave|dio|regalo|dejo) (me |us |nos |a mi )?(away )?(her` +
    String.raw`|his|their|su) (dog|cat|pets?|perro|gato|mascota)\b.{0,60}\b(bye|goodbye|adios|se despidio` +
    String.raw`|(cant|can not|cannot) take care|ya no (puede|lo puede|la puede) cuidar|for good|forever|para siempre` +
    String.raw`|(wont|will not|doesnt) need|ya no (lo|la) va a necesitar)` +
    String.raw`|\b(doesnt|does not|dont|do not|cant|can not|cannot) see (a|any) reason to (keep going|go on|live` +
    String.raw`|stay|keep living)\b` +
    // Hoping not to wake up, wishing one had not; a gun in the truck; thinking of overdosing; no sense in living
    // "le"; morphine taken, nodding off; "if I'm not here Monday, don't be surprised".
    String.raw`|\bojala (estuviera|estuviese|estar) muert[oa]|\bwish(es|ed)? (she|he|they) (was|were) dead\b` +
    String.raw`|\bhopes? (she|he|they) (doesnt|does not|dont|wont|will not|never) wake up|\bwish(es|ed)? (she|he` +
    String.raw`|they)` +
    String.raw` (hadnt|had not|didnt|did not) (woken|woke) up|\b(gun|pistol|firearm)\b.{0,30}\b(truck|trunk)\b` +
    String.raw`|\bthinking (of|about) (overdosing|killing (herself|himself|themselves)|ending it)\b` +
    String.raw`|\bno le (ve|encuentra) (sentido|razon) a (vivir|la vida|nada|seguir)|\bcabeceando\b` +
    String.raw`|\bse (esta metiendo|mete|esta tomando)` +
    String.raw` (la )?(morfina|fentanilo|pastillas)|\bsi no (esta|aparece|llega|viene) el (lunes|martes|miercoles` +
    String.raw`|jueves` +
    String.raw`|viernes|sabado|domingo)\b.{0,30}\bno (nos|se) sorprend|\bif (shes|hes|she is|he is|theyre|they are|im` +
    String.raw`|i am) not (here|there|around|in) (on )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday` +
    String.raw`|tomorrow)` +
    String.raw`\b.{0,30}\b(dont|do not) be surprised` +
    // A lethal dose asked not for a patient; drugs stolen; parked somewhere high, saying nothing.
    String.raw`|\b(cuanta|cuantas|cuanto|how much|how many)\b.{0,40}\b(mataria|mata|matar|letal|lethal|kill` +
    String.raw`|would kill)\b` +
    String.raw`.{0,60}\b(no (era|es|hablaba de) (para |por )?(un |el )?paciente|(not|wasnt|was not|isnt) (about` +
    String.raw`|for) a` +
    String.raw` patient)|\b(stealing|steals|stole|diverting|diverts|pocketing|pocketed)( \w+){0,2} (fentanyl|morphine` +
    String.raw`|opioids|pills|meds|patches|dilaudid)\b|\bparked (at|on|by) the (overlook|bridge|cliff|lookout|edge` +
    String.raw`|river|dam)\b`,
);

/** Every danger in a message, in turn: the words of a colleague's danger, taken out to see what is left. */
export const EVERY_DANGER = new RegExp(THEIR_DANGER.source, 'g');
