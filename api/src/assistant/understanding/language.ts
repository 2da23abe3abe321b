import type { Language } from '@hearth/contracts/constants';
import { franc } from 'franc-min';
import { eng, spa } from 'stopword';
import { isWordOf, unaccented } from './dictionaries';

/**
 * The language of a message, English or Spanish (docs/assistant.md). Chat messages are short — "¿mi jefe
 * ve mis respuestas?" is six words — and a trigram model alone guesses wrong on them, so the words that
 * exist in only one of the two languages' stop-word lists (the `stopword` package's) vote first, and
 * then the words only one language's dictionary has (dictionaries.ts), and franc (trigrams, `franc-min`)
 * decides what they leave open. Spanish punctuation and letters count as Spanish words.
 */
const ENGLISH_ONLY = new Set(eng.filter((word) => !spa.includes(word)));
const SPANISH_ONLY = new Set(spa.filter((word) => !eng.includes(word)));
/** Common Spanish words of questions about a product that the stop-word list leaves out. */
const SPANISH_WORDS = new Set(
  `puede puedo pueden ver cuanto cuanta cuantos cuantas cual cuales donde como cuando quien quienes semana pasada
  respuestas respuesta equipo jefe jefa gratis cuesta ayuda personal agencia encuesta chequeo indice promedio
  hola gracias tambien necesito quiero tengo estoy siento pendientes invitaciones precio cargos ocultos ocultas agendar
  contactar soporte semanas tendencia proxima proximo ronda abre panel resumen correo puntaje puntuacion agotamiento
  desgaste riesgo alto empleados promedio ultimo ultima pasado mes quemado quemada cansada cansado encuesta enlace
  recordatorios plantilla preguntas cambiar agregar invitar borrar eliminar registrar cuenta costo demostracion persona
  hablar contacto comentario comentarios recursos humanos anonimo anonima leer digo sabra llego cosa funcionamiento
  posible alguna alerta deba saber sale dato tuvieron suficientes compara comparado estuvimos realmente vamos arriba
  abajo causa principal componente pesa contribuye hay xq pa q dia hora dias meses puesto puestos rol roles
  proceso lunes martes semanal agendar mostrar resultados numero`.split(/\s+/),
);
/** Words of questions about Hearth that only English has. */
const ENGLISH_WORDS = new Set(
  `index week weeks last survey rate response responses answered answer answers team how what whats when which who
  much many our my show give tell please pls wk wks high risk pending invite invited next round trend driving focus
  hidden compare help free price cost contact reminder`.split(/\s+/),
);
/**
 * English words Spanish speakers use as they are ("el score de burnout", "agendar demo"): they count half
 * a vote for English, so that one Spanish word around them says Spanish.
 */
const LOANWORDS = new Set('burnout score staff demo average avg dashboard checkin check email link support'.split(' '));
const SPANISH_MARKS = /[¿¡ñ]|[a-z]*[áéíóú][a-z]*/giu;
/** Below this many letters franc's trigrams are a guess: English, the product's default, is kept. */
const FRANC_MIN_LETTERS = 25;

/**
 * `fallback` (the conversation's language so far) decides a message with no word of either language
 * ("ok", "7.5?"); without one, franc does.
 */
export function detectLanguage(text: string, fallback?: Language): Language {
  const marks = text.match(SPANISH_MARKS)?.length ?? 0;
  const words = unaccented(text).match(/\p{L}+/gu) ?? [];
  let spanish = marks;
  let english = 0;
  for (const word of words) {
    if (SPANISH_ONLY.has(word) || SPANISH_WORDS.has(word)) spanish++;
    else if (LOANWORDS.has(word)) english += 0.5;
    else if (ENGLISH_ONLY.has(word) || ENGLISH_WORDS.has(word)) english++;
  }
  if (spanish !== english) return spanish > english ? 'es' : 'en';
  if (fallback) return fallback;
  // Even: the words only one language's dictionary has ("reenviar invitacion"), not counting names and the
  // product's labels written with a capital inside the sentence ("Survey Participant", "Full Access").
  const lowerCase = (text.match(/\p{L}+/gu) ?? []).filter((word, at) => at === 0 || word === word.toLowerCase());
  const only = (language: Language, other: Language) =>
    lowerCase.map(unaccented).filter((word) => word.length > 2 && isWordOf(language, word) && !isWordOf(other, word))
      .length;
  const [inSpanish, inEnglish] = [only('es', 'en'), only('en', 'es')];
  if (inSpanish !== inEnglish) return inSpanish > inEnglish ? 'es' : 'en';
  if (words.join('').length < FRANC_MIN_LETTERS) return 'en';
  return franc(text, { only: ['eng', 'spa'], minLength: 1 }) === 'spa' ? 'es' : 'en';
}
