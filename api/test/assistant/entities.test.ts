import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isWordOf, unaccented } from '../../src/assistant/understanding/dictionaries';
import { periodIn } from '../../src/assistant/understanding/entities';
import { detectLanguage } from '../../src/assistant/understanding/language';
import { terms } from '../../src/assistant/understanding/terms';

/**
 * The weeks a question names (ADR 095) and the words it is made of (ADR 094), read as a person means
 * them: calendar days in each language's order, spans named in rounds or weeks, real words never taken
 * for typos.
 */
describe('the weeks a question names', () => {
  it.each([
    ['what did the april 6 round come out at', 'en', { kind: 'date', month: 4, day: 6 }],
    ['score 3/9', 'en', { kind: 'date', month: 3, day: 9 }],
    ['alto riesgo semana del 6/4', 'es', { kind: 'date', month: 4, day: 6 }],
    ['la ronda que abrió el lunes 16 de marzo de 2026', 'es', { kind: 'date', month: 3, day: 16 }],
    ['how did we do in the round that opened on the 30th', 'en', { kind: 'date', month: null, day: 30 }],
    ['indice del lunes pasado', 'es', { kind: 'latest' }],
    ['burnout 2 wks ago', 'en', { kind: 'ago', weeks: 2 }],
    ['cuánto dio la semana antepasada', 'es', { kind: 'ago', weeks: 2 }],
    ['media de las 4 ultimas rondas', 'es', { kind: 'range', weeks: 4 }],
    ['avg over the last 12 check-ins', 'en', { kind: 'range', weeks: 12 }],
    // Weeks counted in rounds or weekdays, days written in words, the last round of a month.
    ['the score three check-ins ago', 'en', { kind: 'ago', weeks: 3 }],
    ['y hace dos lunes?', 'es', { kind: 'ago', weeks: 2 }],
    ['la semana del veintidós de febrero', 'es', { kind: 'date', month: 2, day: 22 }],
    ['tasa del primero de marzo', 'es', { kind: 'date', month: 3, day: 1 }],
    ['response rate for the final round in February', 'en', { kind: 'month', month: 2 }],
    ['índice de la última encuesta de enero', 'es', { kind: 'month', month: 1 }],
    // Days and fortnights ago, the round before last, the first round ever, a round counted within a month.
    ['burnout 14 days ago', 'en', { kind: 'ago', weeks: 2 }],
    ['el índice de hace 10 días', 'es', { kind: 'ago', weeks: 10 / 7 }],
    ['score a fortnight ago?', 'en', { kind: 'ago', weeks: 2 }],
    ['the index for the round before last', 'en', { kind: 'previous' }],
    ['the second most recent closed check-in', 'en', { kind: 'previous' }],
    ['turnout the first week we used hearth', 'en', { kind: 'first' }],
    ['participación de nuestra primera encuesta', 'es', { kind: 'first' }],
    ['the third Monday of March', 'en', { kind: 'month', month: 3, nth: 3 }],
    ['any answers above 8 in the first april round?', 'en', { kind: 'month', month: 4, nth: 1 }],
    ['la penúltima ronda de marzo', 'es', { kind: 'month', month: 3, nth: -2 }],
    ['puntaje del lunes 16', 'es', { kind: 'date', month: null, day: 16 }],
    ['score for Monday the 30th', 'en', { kind: 'date', month: null, day: 30 }],
    ['mean resp rate, 4 wks', 'en', { kind: 'range', weeks: 4 }],
    ['el score de burnout de esta week aunque no haya cerrado', 'es', { kind: 'current' }],
    ['la encuesta que abrió este lunes', 'es', { kind: 'current' }],
  ] as const)('%s', (question, language, period) => {
    expect(periodIn(question, language)).toEqual(period);
  });

  it.each([
    ['what is our score today', 'en'],
    ['how are we doing right now', 'en'],
    ['¿cómo vamos ahora?', 'es'],
  ] as const)('reads "%s" as the open round, not a calendar day', (question, language) => {
    expect(periodIn(question, language)).toEqual({ kind: 'current' });
  });
});

describe('the words of a question', () => {
  it('reads real English words as themselves, and typos as the concept they miss', () => {
    expect(terms('how is the team as a whole doing right now', 'en')).not.toContain('~who');
    expect(terms('how is the team as a whole doing right now', 'en')).not.toContain('~shift');
    expect(terms('how does it feels', 'en')).not.toContain('~free');
    expect(terms('whats the burnot scroe', 'en')).toEqual(expect.arrayContaining(['~burnout', '~score']));
    // A month names a date, not a concept one letter away ("abril" is not "abrió", "marzo" not "marcó").
    expect(terms('la encuesta del seis de abril', 'es')).not.toContain('~open');
    expect(terms('la ronda de marzo', 'es')).not.toContain('~gave');
  });

  it('keeps a concept word whose stem is another word to itself', () => {
    // "mensualidad" is a price; "mensual" is any monthly thing.
    expect(terms('¿cuánto es la mensualidad?', 'es')).toContain('~free');
    expect(terms('la semana del 6 de abril para el reporte mensual', 'es')).not.toContain('~free');
    // "billing" is a price; Bill is a colleague. "Cifrado" is encryption; "las cifras" are the figures.
    expect(terms('is billing monthly', 'en')).toContain('~free');
    expect(terms('did Bill answer this week', 'en')).not.toContain('~free');
    expect(terms('las cifras de la semana pasada', 'es')).toEqual(expect.arrayContaining(['~score']));
    expect(terms('las cifras de la semana pasada', 'es')).not.toContain('~secure');
    // "Estar de baja" is sick leave, not a falling trend; "a cargo de" is in charge of, not a charge.
    expect(terms('¿me pueden despedir por estar de baja?', 'es')).not.toContain('~trend');
    expect(terms('la persona a cargo del equipo', 'es')).not.toContain('~free');
  });

  it('takes no word of either dictionary for a typo of a concept', () => {
    // "medio" is not "médico" (a job role), "previo" not "precio" (a price), "directo" not "director".
    expect(terms('el índice medio del personal', 'es')).not.toContain('~jobrole');
    expect(terms('el chequeo previo', 'es')).not.toContain('~free');
    expect(terms('en directo', 'es')).not.toContain('~boss');
    // A typo that is no word of either language is still read as the concept it misses.
    expect(terms('burnot scroe', 'en')).toEqual(['~burnout', '~score']);
  });
});

describe('the dictionaries', () => {
  it('know their first and last words and every word between, and nothing else', () => {
    const english = ['a', 'aa', 'hello', 'answers', 'zyzzyva', 'zyzzyvas'];
    expect(english.filter((word) => isWordOf('en', word))).toEqual(english);
    expect(['cancion', 'mensual', 'hola', 'perros'].every((word) => isWordOf('es', word))).toBe(true);
    expect(['', 'zzzzqx', 'hellox', 'aaaaaaaa', 'Hello', 'canción'].some((word) => isWordOf('en', word))).toBe(false);
    expect(['xqzt', 'hola mundo'].some((word) => isWordOf('es', word))).toBe(false);
  });

  it.each([
    ['en', 'an-array-of-english-words'],
    ['es', 'an-array-of-spanish-words'],
  ] as const)('find every word of %s and wrongly find almost no other (a Bloom filter, ADR 102)', (language, file) => {
    const words: string[] = JSON.parse(readFileSync(createRequire(import.meta.url).resolve(file), 'utf8'));
    const known = new Set(words.map(unaccented));
    expect([...known].filter((word) => !isWordOf(language, word))).toEqual([]);
    // Non-words shaped like words: each word with two letters more, and without its first.
    const others = [...known].flatMap((word) => [`${word}qz`, `${word.slice(1)}x`]).filter((word) => !known.has(word));
    const wronglyFound = others.filter((word) => isWordOf(language, word)).length;
    expect(wronglyFound / others.length).toBeLessThan(1 / 10_000);
  });
});

describe('the language of a short question', () => {
  it.each([
    ['reactivar enlace', 'es'],
    ['exportar informe trimestral', 'es'],
    ['cambiar zona horaria', 'es'],
    ['renew invitation', 'en'],
    ['export quarterly report', 'en'],
    // The product's labels, capitalised inside a sentence, are not the writer's language.
    ['qué diferencia hay entre Survey Participant y Full Access', 'es'],
  ] as const)('reads "%s" as %s, by the words only one dictionary has', (question, language) => {
    expect(detectLanguage(question)).toBe(language);
  });
});
