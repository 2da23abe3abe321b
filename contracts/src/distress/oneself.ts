import { both, re } from './grammar';
import { DRUGS, MEDICATION_AT_WORK } from './signs';

/**
 * Said only of oneself, whoever else the clause names: a dose "for someone my size", the team deserving
 * someone not broken, guilt turned on oneself.
 */
export const onlyOfOneself: RegExp[] = [
  // Asked of the product, about one's own absence or end (ADR 117): who would notice if one stopped answering,
  // an account that deletes itself on a date, a message sent "if I stop logging in", a "final message", reminders
  // "that I exist", nobody stopping one, one's account after one dies, the team not told "afterwards".
  re(
    String.raw`\bwho (?:would|will|d) (?:even )?(?:notice|care|miss me|realize|realise)\b|\bwould (?:anyone|anybody)` +
      String.raw` (?:even )?(?:notice|care|miss me)\b|\bsi alguien se (?:daria|va a dar|dara) cuenta\b|\bquien se` +
      String.raw` (?:daria|dara) cuenta\b|\b(?:dont|do not) want (?:anyone|anybody|them|people) (?:stopping|to stop)` +
      String.raw` me\b|\bno quiero que nadie me (?:detenga|pare)\b|\b(?:delete|erase|close|wipe)s? itself\b.{0,30}` +
      String.raw`\b(?:on|by) (?:a date|the \d+\w*|a certain date)\b|\bse (?:borre|elimine` +
      String.raw`|cierre) sola\b.{0,15}\b(?:el dia` +
      String.raw`|el) \d+|\b(?:message|email|note|text|mensaje|correo)\b.{0,30}\b(?:sent|send|sends|se mande` +
      String.raw`|se envie)` +
      String.raw`\b.{0,20}\b(?:if|when|si|cuando) (?:i|yo)? ?(?:stop|dont|do not|never|no longer|deje de|ya no)\b` +
      String.raw`|\b(?:set|write|schedule|leave|dejar|programar|poner) (?:a |my |un |mi )?(?:final|last|ultimo)` +
      String.raw` (?:message|mensaje)\b|\breminded (?:that )?i exist\b|\brecordar(?:me)? que existo\b` +
      String.raw`|\b(?:despues de que|cuando) (?:alguien|uno) (?:fallece|muere|se muere)\b.{0,40}\bpregunto por` +
      String.raw` (?:la|el) mi[ao]\b|\bafter (?:someone|a user|a person|somebody) (?:dies|passes|passed` +
      String.raw`|died)\b.{0,40}` +
      String.raw`\basking (?:for|about) (?:mine|my own|myself)\b|\b(?:dont|do not) want (?:them|anyone|my team` +
      String.raw`|the team|my \w+|people) (?:worrying|to worry|confused|wondering|to wonder|looking for me)` +
      String.raw` (?:afterwards|after)\b|\bbetter if they (?:dont|do not) find out\b` +
      String.raw`|\b(?:cancel+ing|cancel|closing|shutting down) everything\b.{0,60}\b(?:no more need|wont need` +
      String.raw`|will not need|no need anymore|not going to need)\b|\b(?:im|i am) (?:past|beyond|way past|well past)` +
      String.raw` (?:high risk|the high risk|strain)\b|\b(?:self ?harm|harm|suicid\w*) question\b.{0,60}\bbefore i` +
      String.raw` answer (?:it )?honestly\b`,
  ),
  // A plan for when one is alone: "when my husband goes on his fishing trip I'll finally be alone and can get it over
  // with", "I have a plan for saturday when the house is empty", "cuando los niños se vayan con su papá por fin
  // estaré sola y puedo acabar con todo".
  both(
    String.raw`\b(?:(?:be|am|will be|ill be|finally) alone|(?:house|place|apartment|home) (?:is|will be) empty` +
      String.raw`|(?:nobody|no one|noone) (?:is )?(?:home|around)|(?:estare|estar|quedo|quedare) sol[oa]` +
      String.raw`|(?:casa|depa) (?:este |estara |quede )?(?:sola|vacia)|nadie en (?:la )?casa)\b`,
    String.raw`\b(?:get it over with|end it|end things|end everything|(?:have|got|made) (?:a|my) plan(?! to` +
      String.raw` (?!(?:end|die|kill|do it|finally end)\b))|go through with` +
      String.raw` it|acabar con todo|terminar con todo|(?:tengo|mi) (?:un )?plan|el plan|hacerlo de una vez` +
      String.raw`|salir de esto para siempre)\b`,
  ),
  // Something left for one's family "so they understand why".
  both(
    String.raw`\b(?:leave|leaving|left|dejar|dejarles|dejarle)\b.{0,30}\b(?:something|a note|a letter|notes|letters` +
      String.raw`|algo|una nota|una carta|cartas)\b.{0,20}\b(?:for|to|para|a) (?:my|mi|mis) (?:family|kids|children` +
      String.raw`|husband|wife|mom|dad|parents|son|daughter|familia|hijos|hijas|esposo|esposa|mama|papa)\b`,
    String.raw`\b(?:understand why|(?:entiendan|comprendan) (?:por que|el porque))\b`,
  ),
  // Dark thoughts come back: "the dark thoughts are back", "volvieron los pensamientos oscuros".
  re(
    String.raw`\b(?:the|my|those|these) dark thoughts (?:are|r|came|come|have come|keep coming|have been coming)` +
      String.raw` (?:back|again)\b|\bdark thoughts (?:again|are back|came back|returned)\b|\b(?:volvieron|regresaron` +
      String.raw`|han vuelto|otra vez|de nuevo) (?:los |mis |esos )?pensamientos oscuros\b|\bpensamientos oscuros` +
      String.raw` (?:volvieron|regresaron|han vuelto|otra vez|de nuevo)\b`,
  ),
  // A dose one gave and a death one feels one caused, whatever others said: "i gave the wrong dose and he died that
  // night. they said it wasnt me but i killed him"; what is left after every loss: "my wife left, my patients
  // die, whats left".
  both(
    String.raw`\b(?:dose|dosis|morphine|morfina|med|meds|medication|medicamento)\b`,
    String.raw`\bi killed (?:him|her|them)\b(?! (?:with kindness|lol))|\b(?:siento que|creo que|yo) (?:lo|la) mate\b` +
      String.raw`|\b(?:lo|la) mate yo\b`,
  ),
  re(
    String.raw`\b(?:left|died|die|gone|se fue|murio|mueren)\b.{0,40}\b(?:whats|what is|que me) (?:left|queda)` +
      String.raw`(?: for me)?\W*$`,
  ),
  // At risk oneself, whoever said so: "my friend said I'm at risk of suicide", "dicen que estoy en riesgo de suicidio".
  re(
    String.raw`\b(?:i am|im) (?:at )?(?:high |a high |serious |real |some )?risk (?:of|for) (?:suicide|killing myself` +
      String.raw`|self harm|hurting myself|an overdose|overdosing)\b|\b(?:estoy en|corro) (?:alto )?riesgo de` +
      String.raw` (?:suicidio|suicidarme|hacerme dano|matarme|una sobredosis)\b`,
  ),
  both(
    String.raw`\b(?:for|to kill) (?:someone|somebody|a person|a woman|a man|an adult) (?:my|of my|at my) (?:size` +
      String.raw`|weight)\b` +
      String.raw`|\bhow many\b.{0,60}\bwould (?:it )?take (?:to|for) (?:me|someone like me|die|not wake)\b`,
    String.raw`\b(?:${DRUGS}|dose|doses|lethal|mg|overdose)\b`,
  ),
  both(String.raw`\bpara (?:alguien|una persona|una mujer|un hombre) de mi (?:peso|tamano)\b`, `\\b${DRUGS}\\b`),
  re(
    String.raw`\bdeserves? (?:someone|somebody|a (?:nurse|mom|mother|person|chaplain|aide)) (?:who is not|that is not` +
      String.raw`|less) (?:broken|a mess|a wreck|like me)\b`,
  ),
  /\bshould (?:be|have been) me (?:dead|in that bed|instead)\b/,
  /\bdeberia (?:ser|haber sido) yo (?:la muerta|el muerto)\b/,
  // Drugs at hand, counted ("still got my mama's morphine… been counting them"), not a patient's; one's own care
  // plan at its end; a last wish.
  re(
    String.raw`^(?!.*\b(?:patient|patients|pt|paciente|pacientes|client|resident|nurse|nurses|we|family|familia` +
      String.raw`|enfermera|enfermeras)\b)` +
      `(?=.*\\b${DRUGS}\\b${MEDICATION_AT_WORK})` +
      String.raw`(?=.*\b(?:been counting|keep counting|counted them|counting them|las conte|los conte|las cuento` +
      String.raw`|los cuento|alcanzan|would be enough|will be enough)\b)`,
  ),
  re(
    String.raw`\bmy (?:own )?(?:care plan|plan of care|code status)\b.{0,40}\b(?:comfort (?:measures|care) only|dnr` +
      String.raw`|no more interventions|let (?:me|her|him) go)\b` +
      String.raw`|\bmy (?:last|final|dying) wish\b(?! (?:for|of) (?:the|this) (?:year|week|round|day|month)\b)`,
  ),
  // A patient's terminal illness wished on oneself: "part of me wishes the cancer was mine instead".
  re(
    String.raw`\bwish(?:es|ed)?\b.{0,40}\b(?:cancer|diagnosis|tumou?r|illness|disease|prognosis)\b.{0,20}` +
      String.raw`\b(?:was|were|had been) mine\b|\bwish i (?:had|got) (?:their|his|her|a terminal|terminal) ` +
      String.raw`?(?:cancer|diagnosis|prognosis|illness|disease)\b|\bojala\b.{0,40}\b(?:cancer|diagnostico|tumor` +
      String.raw`|enfermedad)\b.{0,20}\bfuera mi[oa]\b|\bojala (?:yo )?tuviera (?:su |un |una )?(?:cancer` +
      String.raw`|diagnostico|enfermedad terminal|tumor)\b`,
  ),
];
