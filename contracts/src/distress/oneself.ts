import { both, re } from './grammar';
import { DRUGS, MEDICATION_AT_WORK } from './signs';

/**
 * Said only of oneself, whoever else the clause names: a dose "for someone my size", the team deserving
 * someone not broken, guilt turned on oneself.
 */
export const onlyOfOneself: RegExp[] = [
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
